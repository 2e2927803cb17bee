// The share bar's small DOM helpers: elements from plain properties (text only through textContent),
// buttons, and labelled controls.
export function el(tag, { dataset, ...props } = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  Object.assign(node.dataset, dataset ?? {});
  node.append(...children.filter((c) => c != null));
  return node;
}
export const button = (text, onClick, props = {}) => { const b = el('button', { type: 'button', textContent: text, ...props }); b.addEventListener('click', onClick); return b; };
let uid = 0;
export const labelled = (text, control) => { control.id ||= `sb-${++uid}`; return el('div', { className: 'sb-field' }, el('label', { htmlFor: control.id, textContent: text }), control); };
