// The arithmetic of the hovered or focused cell, beside the cell: in presentation mode always, otherwise
// when the explanation panel that holds it is off screen (a projector's 720 px). A visual copy only: the
// panel (#cell-info) is what screen readers read.
import { lineDirection } from './line-direction.js';

export function cellPopover(root) {
  const pop = Object.assign(document.createElement('div'), { className: 'cell-pop', hidden: true });
  pop.setAttribute('aria-hidden', 'true');
  (root.body ?? root).append(pop);
  let pointer = null;  // the last pointer position over the stage, and when
  const track = (event) => { pointer = { x: event.clientX, y: event.clientY, at: performance.now() }; };
  for (const type of ['pointerover', 'pointermove']) root.getElementById('stage').addEventListener(type, track);

  const hovered = () => Boolean(pointer && performance.now() - pointer.at < 500);  // else the keyboard chose the cell
  function show(info, { always, panel }) {
    const rect = panel.getBoundingClientRect();
    const panelInView = rect.top >= 0 && rect.bottom <= window.innerHeight;
    if (!info || (!always && panelInView)) { pop.hidden = true; return; }
    pop.replaceChildren(...info.lines.map((line, i) => Object.assign(document.createElement(i === 0 ? 'strong' : 'p'), { textContent: line, dir: lineDirection(line) })));
    pop.hidden = false;
    // Beside the matrix the cell belongs to (not over its neighbours), level with the hovered or focused cell.
    const fromPointer = hovered();
    const cell = fromPointer ? root.elementFromPoint(pointer.x, pointer.y) : root.activeElement;  // document or shadow root
    const figure = cell?.closest?.('figure')?.getBoundingClientRect();
    const y = fromPointer ? pointer.y : cell?.getBoundingClientRect().top;
    if (!figure || y === undefined) return;
    const { width, height } = pop.getBoundingClientRect();
    const gap = 12;
    let left = figure.right + gap;
    if (left + width > window.innerWidth - 8) left = figure.left - gap - width;  // no room on the right: the left
    let top = Math.min(Math.max(8, y - height / 2), window.innerHeight - 8 - height);
    if (left < 8) {  // no room on either side: below the matrix, or above it
      left = Math.min(Math.max(8, figure.left), window.innerWidth - 8 - width);
      top = figure.bottom + gap + height < window.innerHeight ? figure.bottom + gap : Math.max(8, figure.top - gap - height);
    }
    Object.assign(pop.style, { left: `${left}px`, top: `${top}px` });
  }
  return { show, hovered, hide: () => { pop.hidden = true; } };
}
