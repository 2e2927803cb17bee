// The lessons' part of the address: ?chapter=4 (or #chapter-4) and ?exercises=spec,…, read strictly
// (nothing from the address is ever inserted as HTML), and the chapter written back as the tour moves.
import { chapterFromLocation } from './tour.js';
import { parseExerciseList } from './exercises.js';

/** → {chapter: 1-based number or null, specs: string[]} asked for by the address. */
export function readLessonLinks(where = location) {
  return {
    chapter: chapterFromLocation(where.search, where.hash),
    specs: parseExerciseList(new URLSearchParams(where.search).get('exercises') ?? ''),
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
