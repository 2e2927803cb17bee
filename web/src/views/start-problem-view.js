// What the page shows when the engine cannot start: what is wrong, what the browser needs, and what
// can still be read without it (the guided tour's questions). Text only, from the language's messages and the tour.
import { t } from '../i18n/i18n.js';
import { el } from './kit.js';

/**
 * → an element saying why the engine did not start (`error.message`, already a sentence) and listing
 * the tour's chapters ({title, question}). `folded`: the list sits in a closed <details> (embeds).
 */
export function startProblemView(error, chapters = [], { folded = false } = {}) {
  const box = el('section', 'start-problem');
  box.setAttribute('role', 'alert');
  box.dataset.reason = error?.reason ?? 'failed';
  box.append(el('h2', 'start-problem-title', t('start.title')), el('p', 'start-problem-why', error?.message ?? String(error)));
  if (!chapters.length) return box;
  box.append(el('p', 'start-problem-still', t('start.stillWorks')));
  const list = el('ol', 'start-problem-tour');
  for (const chapter of chapters) {
    const item = list.appendChild(el('li'));
    item.append(el('strong', '', chapter.title), el('span', '', ` ${chapter.question}`));
  }
  if (!folded) {
    box.append(el('h3', '', t('start.tourTitle')), list);
  } else {
    const details = box.appendChild(el('details'));
    details.append(el('summary', '', t('start.tourTitle')), list);
  }
  return box;
}
