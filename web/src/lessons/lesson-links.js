// The lessons' part of the address: ?chapter=4 (or #chapter-4), ?exercises=spec,… and ?assignment=code, read
// strictly (nothing from the address is ever inserted as HTML), and the chapter written back as the tour moves.
// A graded assignment turns on graded mode for the page (state/graded-mode.js) as soon as it is read.
import { chapterFromLocation } from './tour.js';
import { parseExerciseList } from './exercises.js';
import { decodeAssignment } from './assignment.js';
import { setGraded } from '../state/graded-mode.js';

let opened = null;  // the assignment this page was opened with: an assignment, {invalid: true}, or null
/** The assignment of the page's address (after readLessonLinks), or null. */
export const openedAssignment = () => opened;

/** → {chapter: 1-based number or null, specs: string[], assignment} asked for by the address. */
export function readLessonLinks(where = location) {
  const params = new URLSearchParams(where.search);
  const code = params.get('assignment');
  opened = code === null ? null : decodeAssignment(code) ?? { invalid: true };
  if (opened?.mode === 'graded') setGraded(true);
  return {
    chapter: chapterFromLocation(where.search, where.hash),
    specs: parseExerciseList(params.get('exercises') ?? ''),
    assignment: opened,
  };
}

/** Puts ?chapter=n into the address (or takes it out for null), keeping the other parameters. */
export function writeChapterLink(chapter) {
  try {
    const params = new URLSearchParams(location.search);
    if (chapter) params.set('chapter', String(chapter)); else params.delete('chapter');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
  } catch { /* some file:// contexts refuse; the link text still shows the address */ }
}
