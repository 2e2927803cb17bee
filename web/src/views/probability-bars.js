// The likeliest next tokens as bars as wide as their probability, each with its logit: shared by the train
// view's prediction panel and the "One token at a time" lesson.
import { t } from '../i18n/i18n.js';
import { fixed } from '../i18n/format.js';

/** A probability as a percentage with one decimal, in the language's decimal mark: "12.5". */
export const percent = (p) => fixed(100 * p, 1);

/** top: [{id, label, p, logit}] → <ol class="predict-bars"> of barItems(top). */
export function probabilityBars(top, ariaLabel = t('steps.bars.label')) {
  const list = document.createElement('ol');
  list.className = 'predict-bars';
  list.setAttribute('aria-label', ariaLabel);
  list.append(...barItems(top));
  return list;
}

/** One <li> per token: label, a bar as wide as p, the percentage and logit; data-id / data-p on each. */
export function barItems(top) {
  return top.map((x) => {
    const item = document.createElement('li');
    const token = Object.assign(document.createElement('span'), { className: 'predict-token', textContent: x.label });
    const bar = Object.assign(document.createElement('span'), { className: 'predict-bar' });
    bar.style.width = `${(100 * x.p).toFixed(1)}%`;  // through the CSSOM: a strict CSP allows it
    const text = Object.assign(document.createElement('span'), { className: 'predict-p', textContent: t('steps.bars.value', { p: percent(x.p), logit: fixed(x.logit, 2) }) });
    item.append(token, bar, text);
    item.dataset.id = String(x.id);
    item.dataset.p = String(x.p);
    return item;
  });
}
