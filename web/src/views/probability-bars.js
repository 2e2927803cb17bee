// The likeliest next tokens as bars as wide as their probability, each with its logit: shared by the train
// view's prediction panel and the "One token at a time" lesson.

/** top: [{id, label, p, logit}] → <ol class="predict-bars"> with data-id / data-p on each item. */
export function probabilityBars(top, ariaLabel = 'The likeliest next tokens') {
  const list = document.createElement('ol');
  list.className = 'predict-bars';
  list.setAttribute('aria-label', ariaLabel);
  for (const t of top) {
    const item = document.createElement('li');
    const token = Object.assign(document.createElement('span'), { className: 'predict-token', textContent: t.label });
    const bar = Object.assign(document.createElement('span'), { className: 'predict-bar' });
    bar.style.width = `${(100 * t.p).toFixed(1)}%`;  // through the CSSOM: a strict CSP allows it
    const text = Object.assign(document.createElement('span'), { className: 'predict-p', textContent: `${(100 * t.p).toFixed(1)}% (logit ${t.logit.toFixed(2)})` });
    item.append(token, bar, text);
    item.dataset.id = String(t.id);
    item.dataset.p = String(t.p);
    list.append(item);
  }
  return list;
}
