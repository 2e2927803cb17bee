// The Tour tab: the chapter list, the chapter's question and sentences (read from the engine's trace),
// and the buttons that move between chapters; plus the cells a chapter points at, marked on the lab's stage.
import { chapters } from './tour.js';
import { button, exploreButton, backButton, link } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../i18n/engine-text.js';

/**
 * The panel of chapter `index`. actions: goChapter(i), explore(), back() — back is null when there is no
 * saved setup to go back to.
 */
export function tourPanel({ index, trace, lab, presets, actions }) {
  const ch = chapters[index], last = chapters.length - 1;
  const wrap = el('div', 'tour');
  const title = el('h2', 'tour-title', t('lessons.tour.title', { n: index + 1, count: chapters.length, title: ch.title }));
  title.tabIndex = -1;
  title.id = 'tour-title';
  const buttons = el('div', 'tour-buttons');
  const prev = button(t('lessons.tour.previous'), () => actions.goChapter(index - 1));
  prev.disabled = index === 0;
  const next = button(t(index === last ? 'lessons.tour.finish' : 'lessons.tour.next'),
    () => (index === last ? actions.explore() : actions.goChapter(index + 1)), { className: 'primary', action: 'next-chapter' });
  buttons.append(prev, next, ...(index === last ? [] : [exploreButton(actions.explore)]), ...(actions.back ? [backButton(actions.back)] : []),
    link(t('lessons.tour.link', { n: index + 1 }), `?chapter=${index + 1}`), el('span', 'hint', t('lessons.tour.keys')));
  wrap.append(chapterList(index, actions.goChapter), title, el('p', 'tour-question', ch.question), chapterText(ch, trace, lab, presets), buttons);
  return wrap;
}

function chapterList(index, goChapter) {
  const nav = el('ol', 'tour-chapters');
  nav.setAttribute('aria-label', t('lessons.tour.chapters'));
  chapters.forEach((c, i) => {
    const b = nav.appendChild(el('li')).appendChild(button(String(i + 1), () => goChapter(i)));
    b.title = c.title;
    b.setAttribute('aria-label', t('lessons.tour.chapterLabel', { n: i + 1, title: c.title }));
    if (i === index) b.setAttribute('aria-current', 'true');
  });
  return nav;
}

// The chapter's sentences, computed from the trace (none before the first trace exists).
function chapterText(ch, trace, lab, presets) {
  const text = el('div', 'tour-text');
  let sentences = [];
  try { sentences = trace ? ch.text(trace, lab, { presets }) : []; } catch (error) { sentences = [t('lessons.tour.needsConfig', { reason: engineText(error) })]; }
  for (const s of sentences) text.append(el('p', '', s));
  return text;
}

/** Marks (data-tour) the cells chapter `index` points at, when the stage shows the chapter's step. */
export function markChapterCells(scope, index, trace, stepIndex) {
  const mark = chapters[index].highlight;
  if (!mark || !trace || trace.steps[stepIndex]?.id !== chapters[index].step) return clearChapterCells(scope);
  const figure = scope.querySelector(`#stage [data-tensor="${mark.tensor}"]`);
  if (!figure || figure.querySelector('[data-tour]')) return undefined;
  for (const cell of figure.querySelectorAll('[role=gridcell]')) {
    const r = Number(cell.dataset.row), c = Number(cell.dataset.col);
    if (mark.rows?.includes(r) || mark.cols?.includes(c) || mark.cells?.some(([a, b]) => a === r && b === c)) cell.setAttribute('data-tour', '');
  }
  return undefined;
}

export function clearChapterCells(scope) {
  for (const node of scope.querySelectorAll('#stage [data-tour]')) node.removeAttribute('data-tour');
}
