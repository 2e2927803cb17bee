// The lens of presentation mode: the cells a hovered cell is computed from (and the cell itself), copied out
// of a stage drawn too small to read, one strip per matrix under its name, at the popover's legible size.
export function operandLens(marked) {
  const lens = document.createElement('div');
  lens.className = 'lens';
  const strips = new Map();  // figure → its strip, in the order the stage draws them
  for (const cell of marked) {
    const figure = cell.closest('figure');
    if (!strips.has(figure)) {
      const strip = document.createElement('div');
      strip.className = 'lens-strip';
      const name = document.createElement('span');
      name.className = 'lens-name';
      name.textContent = figure?.querySelector('.m-name')?.textContent.replace(' ✎', '') ?? '';
      strip.append(name);
      strips.set(figure, strip);
      lens.append(strip);
    }
    const copy = document.createElement('span');
    copy.className = 'lens-cell';
    copy.textContent = cell.textContent;
    copy.style.background = cell.style.background;
    copy.style.color = cell.style.color;
    if (cell.classList.contains('neg-inf')) copy.classList.add('neg-inf');
    if (cell.dataset.hover === 'cell') copy.dataset.result = '';
    strips.get(figure).append(copy);
  }
  return lens;
}
