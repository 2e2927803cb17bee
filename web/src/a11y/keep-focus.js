// Redraws replace DOM nodes; a keyboard user must not be thrown back to <body>. rememberFocus notes
// what had focus inside `container` (which tensor, which cell); the returned function, called after
// the redraw, focuses the equivalent node: the same cell of the same tensor, else that tensor's
// current cell or its canvas, else the container itself.
export function rememberFocus(container) {
  const doc = container.getRootNode(); // the document, or a shadow root when the lab is embedded
  const active = doc.activeElement;
  if (!active || !container.contains(active) || active === container) return () => {};
  const figure = active.closest('[data-tensor]');
  const tensor = figure?.dataset.tensor;
  const { row, col } = (active.closest('[role=gridcell]') ?? active).dataset ?? {}; // an edit input counts as its cell
  const isCanvas = active.tagName === 'CANVAS';
  return () => {
    const now = doc.activeElement;
    if (now && now !== document.body && now.isConnected) return; // focus survived the redraw
    const figures = tensor ? [...container.querySelectorAll(`[data-tensor="${CSS.escape(tensor)}"]`)] : [];
    const target = (row !== undefined && figures.map((f) => f.querySelector(`[role=gridcell][data-row="${row}"][data-col="${col}"]`)).find(Boolean))
      || (isCanvas && figures.map((f) => f.querySelector('canvas[tabindex]')).find(Boolean))
      || figures.map((f) => f.querySelector('[role=gridcell][tabindex="0"], canvas[tabindex]')).find(Boolean)
      || container;
    if (target === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
    if (target.matches?.('[role=gridcell]')) {
      // The grid's roving tabindex follows the restored cell.
      target.closest('[role=grid]')?.querySelector('[role=gridcell][tabindex="0"]')?.setAttribute('tabindex', '-1');
      target.tabIndex = 0;
    }
    target.focus({ preventScroll: true });
  };
}
