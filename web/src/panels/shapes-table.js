// "Shapes at a glance": every tensor of the run in computation order (a step's inputs, then what it makes),
// each with its named axes and its sizes now, so "how big is every intermediate?" has one answer on the page.
// The axes and sizes are the trace's own (a step's output, or a tensor the run holds).
import { t } from '../i18n/i18n.js';
import { dims } from '../i18n/format.js';

/** [{name, axes: ['B', 'T', 'd_model'], shape: [1, 3, 8]}, …] in the order the steps compute them. */
export function shapeRows(trace) {
  const rows = [], seen = new Set();
  const add = (name, axes, shape) => {
    if (seen.has(name) || !axes || !shape || !axes.length) return;
    seen.add(name);
    rows.push({ name, axes, shape });
  };
  for (const step of trace.steps) {
    for (const name of step.inputs) add(name, trace.tensors[name]?.axes, trace.tensors[name]?.shape);
    add(step.output, step.axes, step.shape);
  }
  return rows;
}

/** Fills `box` with the table of `trace` (built again only for a new trace). */
export function renderShapes(box, trace) {
  if (!box || box.shapesOf === trace) return;
  box.shapesOf = trace;
  const cell = (tag, text, className) => Object.assign(document.createElement(tag), { textContent: text, className: className ?? '' });
  const table = document.createElement('table');
  table.className = 'shapes-table';
  const head = document.createElement('tr');
  head.append(cell('th', t('page.shapes.tensor')), cell('th', t('page.shapes.axes')), cell('th', t('page.shapes.sizes')));
  table.createTHead().append(head);
  const body = table.createTBody();
  for (const { name, axes, shape } of shapeRows(trace)) {
    const row = document.createElement('tr');
    const th = cell('th', name, 'mono');
    th.scope = 'row';
    row.append(th, cell('td', axes.join('×'), 'mono'), cell('td', dims(shape), 'mono'));
    body.append(row);
  }
  box.replaceChildren(table);
}
