// The arithmetic of the hovered or focused cell, beside the cell: in presentation mode always, otherwise
// when the explanation panel that holds it is off screen (a projector's 720 px). A visual copy only: the
// panel (#cell-info) is what screen readers read. It is placed where it covers none of the cells it
// explains (the stage's data-hover cells); when the stage is drawn as context (fit.js), it also holds
// those cells, copied at legible size: the lens.
import { lineDirection } from './line-direction.js';
import { operandLens } from './operand-lens.js';

const GAP = 12, EDGE = 8;

export function cellPopover(root) {
  const pop = Object.assign(document.createElement('div'), { className: 'cell-pop', hidden: true });
  pop.setAttribute('aria-hidden', 'true');
  (root.body ?? root).append(pop);
  let pointer = null;  // the last pointer position over the stage, and when
  const track = (event) => { pointer = { x: event.clientX, y: event.clientY, at: performance.now() }; };
  const stage = root.getElementById('stage');
  for (const type of ['pointerover', 'pointermove']) stage.addEventListener(type, track);

  const hovered = () => Boolean(pointer && performance.now() - pointer.at < 500);  // else the keyboard chose the cell
  function show(info, { always, panel }) {
    const rect = panel.getBoundingClientRect();
    const panelInView = rect.top >= 0 && rect.bottom <= window.innerHeight;
    if (!info || (!always && panelInView)) { pop.hidden = true; return; }
    const lines = info.lines.map((line, i) => Object.assign(document.createElement(i === 0 ? 'strong' : 'p'), { textContent: line, dir: lineDirection(line) }));
    const marked = [...stage.querySelectorAll('.cell[data-hover], .rcell[data-hover]')];
    pop.replaceChildren(...lines, ...(stage.dataset.context === 'true' ? [operandLens(marked)] : []));
    pop.hidden = false;
    // Beside the matrix the cell belongs to (not over its neighbours), level with the hovered or focused cell.
    const fromPointer = hovered();
    const cell = fromPointer ? root.elementFromPoint(pointer.x, pointer.y) : root.activeElement;  // document or shadow root
    const figure = cell?.closest?.('figure')?.getBoundingClientRect();
    const y = fromPointer ? pointer.y : cell?.getBoundingClientRect().top;
    if (!figure || y === undefined) return;
    const { left, top } = place(pop.getBoundingClientRect(), figure, y, marked.map((node) => node.getBoundingClientRect()));
    Object.assign(pop.style, { left: `${left}px`, top: `${top}px` });
  }
  return { show, hovered, hide: () => { pop.hidden = true; } };
}

// Where a popover of `size` goes: the first of beside the figure (right, left), below or above the operands,
// or a corner of the window, that stays on screen and covers no operand; else the one covering least.
function place({ width, height }, figure, y, operands) {
  const W = window.innerWidth, H = window.innerHeight;
  const clampX = (x) => Math.min(Math.max(EDGE, x), W - EDGE - width);
  const clampY = (v) => Math.min(Math.max(EDGE, v), H - EDGE - height);
  const all = operands.length ? union(operands) : figure;
  const level = clampY(y - height / 2);
  const candidates = [
    { left: figure.right + GAP, top: level }, { left: figure.left - GAP - width, top: level },
    { left: clampX(all.left), top: all.bottom + GAP }, { left: clampX(all.left), top: all.top - GAP - height },
    { left: W - EDGE - width, top: H - EDGE - height }, { left: EDGE, top: H - EDGE - height },
    { left: W - EDGE - width, top: EDGE }, { left: EDGE, top: EDGE },
  ].filter(({ left, top }) => left >= EDGE && top >= EDGE && left + width <= W - EDGE && top + height <= H - EDGE);
  const covered = ({ left, top }) => operands.reduce((sum, r) => sum + overlap(r, { left, top, right: left + width, bottom: top + height }), 0);
  let best = candidates[0] ?? { left: clampX(figure.left), top: clampY(figure.bottom + GAP) }, least = Infinity;
  for (const spot of candidates) {
    const area = covered(spot);
    if (area < least) [best, least] = [spot, area];
    if (area === 0) break;
  }
  return best;
}

const union = (rects) => ({ left: Math.min(...rects.map((r) => r.left)), top: Math.min(...rects.map((r) => r.top)),
  right: Math.max(...rects.map((r) => r.right)), bottom: Math.max(...rects.map((r) => r.bottom)) });
const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
