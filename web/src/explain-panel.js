// The explanation panel: the step's title, formula (MathML), shape algebra and caption sentences.
import { renderMath } from './math.js';

export function renderExplain({ step, trace, algebra, captions }, root = document) {
  root.getElementById('step-title').textContent = step.title;
  renderMath(root.getElementById('formula'), step.formula);
  const shape = root.getElementById('shape-algebra');
  shape.replaceChildren(...(algebra ?? []).map((part) => {
    const node = document.createElement(part.inner ? 'mark' : 'span');
    node.textContent = part.text;
    if (part.inner) node.title = 'inner dimension: cancels in the product';
    return node;
  }));
  const caption = root.getElementById('caption');
  caption.replaceChildren(...captions.map((sentence) => Object.assign(document.createElement('p'), { textContent: sentence })));
  if (trace.fullyMaskedRows.length && (step.group === 'softmax' || step.group === 'mask')) {
    const warn = document.createElement('p');
    warn.className = 'warn';
    warn.textContent = `Fully masked rows (batch item, query): ${trace.fullyMaskedRows.map(([b, t]) => `(${b}, ${t})`).join(' ')} — softmax would divide 0 by 0; the engine returns zeros there.`;
    caption.append(warn);
  }
}

export function renderCellInfo(info, root = document) {
  const node = root.getElementById('cell-info');
  if (!info) {
    node.replaceChildren(Object.assign(document.createElement('p'), { className: 'hint', textContent: 'Hover or focus a cell to see how it was computed.' }));
    return;
  }
  node.replaceChildren(...info.lines.map((line, i) => Object.assign(document.createElement(i === 0 ? 'strong' : 'p'), { textContent: line })));
}
