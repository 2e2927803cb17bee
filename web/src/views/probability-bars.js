// The likeliest next tokens as bars as wide as their probability, each with its logit: shared by the train
// view's prediction panel and the "One token at a time" lesson.

/** top: [{id, label, p, logit}] → <ol class="predict-bars"> of barItems(top). */
export function probabilityBars(top, ariaLabel = 'The likeliest next tokens') {
  const list = document.createElement('ol');
  list.className = 'predict-bars';
  list.setAttribute('aria-label', ariaLabel);
  list.append(...barItems(top));
  return list;
}

/** One <li> per token: label, a bar as wide as p, the percentage and logit; data-id / data-p on each. */
export function barItems(top) {
  return top.map((t) => {
    const item = document.createElement('li');
    const token = Object.assign(document.createElement('span'), { className: 'predict-token', textContent: t.label });
    const bar = Object.assign(document.createElement('span'), { className: 'predict-bar' });
    bar.style.width = `${(100 * t.p).toFixed(1)}%`;  // through the CSSOM: a strict CSP allows it
    const text = Object.assign(document.createElement('span'), { className: 'predict-p', textContent: `${(100 * t.p).toFixed(1)}% (logit ${t.logit.toFixed(2)})` });
    item.append(token, bar, text);
    item.dataset.id = String(t.id);
    item.dataset.p = String(t.p);
    return item;
  });
}
