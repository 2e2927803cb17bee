// A small matrix as a DOM grid: a label with its name, shape and axes, token headers, and one
// focusable cell per value (roving tabindex; arrows move inside the grid). Pure in what it draws:
// the same (matrix, options) always gives the same DOM; reveal and highlight only toggle attributes.
import { short } from '../i18n/format.js';
import { rgb, inkFor } from '../engine/colors.js';
import { matrixFigure } from './figure.js';
import { flagCell, clearCell } from '../a11y/cell-error.js';
import { t } from '../i18n/i18n.js';

export function matrixView(matrix, options) {
  const { figure, body, summary } = matrixFigure(matrix, options);
  const { grid, colHeads, rowHeads, cells } = buildGrid(matrix, options, summary);
  body.append(grid);
  if (options.onEdit) figure.classList.add('editable');
  listen(grid, cells, matrix, options, (cell, r, c) => editCell(figure, matrix, options, cell, r, c));
  return { el: figure, matrix, ...marks(matrix, cells, rowHeads, colHeads) };
}

// The grid: a corner, column heads, then a row head and the coloured cells of each row.
// `pending(r, c)`: cells the shown step has not computed yet (FlashAttention's rows of later tiles) show a dot,
// not a number they will only get later.
function buildGrid(matrix, { scale, label, onEdit, pending }, summary) {
  const grid = document.createElement('div');
  grid.className = 'grid';
  grid.setAttribute('role', 'grid');
  grid.dir = 'ltr';  // row 0 on top, column 0 on the left, in every language
  grid.setAttribute('aria-label', t('steps.grid.label', { label: label ?? matrix.name, rows: matrix.rows, cols: matrix.cols }));
  grid.setAttribute('aria-describedby', summary.id);
  grid.setAttribute('aria-readonly', onEdit ? 'false' : 'true');
  grid.style.gridTemplateColumns = `auto repeat(${matrix.cols}, var(--cell-w))`;

  const header = row(grid);
  header.append(el('span', 'corner', ''));
  // A token axis's headers are the tokens (tensor.js labelsFor): marked, so the stage drawn as context keeps them.
  const token = (axis) => (axis === 'T' || axis === 'S' ? ' token-head' : '');
  const colHeads = matrix.colLabels.map((text) => header.appendChild(el('span', `col-head${token(matrix.colAxis)}`, text, 'columnheader')));
  const rowHeads = [];
  const cells = [];
  for (let r = 0; r < matrix.rows; r++) {
    const line = row(grid);
    rowHeads.push(line.appendChild(el('span', `row-head${token(matrix.rowAxis)}`, matrix.rowLabels[r], 'rowheader')));
    const cellRow = [];
    for (let c = 0; c < matrix.cols; c++) {
      const value = matrix.get(r, c), later = Boolean(pending?.(r, c));
      const cell = el('span', 'cell', later ? '·' : short(value), 'gridcell');
      cell.dataset.row = r;
      cell.dataset.col = c;
      cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
      if (later) {
        cell.dataset.pending = 'true';
        cell.setAttribute('aria-label', t('steps.grid.pending'));
      } else cell.dataset.value = String(value);
      if (later) {
        cell.classList.add('pending');
      } else if (Number.isFinite(value)) {
        const color = scale.color(value);
        cell.style.background = rgb(color);
        cell.style.color = inkFor(color);
      } else {
        cell.classList.add('neg-inf');
      }
      cellRow.push(line.appendChild(cell));
    }
    cells.push(cellRow);
  }
  return { grid, colHeads, rowHeads, cells };
}

// The grid's own keyboard (arrows move, Enter edits inputs and weights), hover and focus reported to onCell,
// and double-click to edit.
function listen(grid, cells, matrix, { onCell, onEdit }, startEdit) {
  let focused = [0, 0];
  const focusCell = (r, c) => {
    r = Math.max(0, Math.min(matrix.rows - 1, r));
    c = Math.max(0, Math.min(matrix.cols - 1, c));
    cells[focused[0]][focused[1]].tabIndex = -1;
    cells[r][c].tabIndex = 0;
    cells[r][c].focus();
    focused = [r, c];
  };
  const cellOf = (target) => target.closest?.('[role=gridcell]');
  grid.addEventListener('keydown', (event) => {
    const cell = cellOf(event.target);
    if (!cell || event.target.tagName === 'INPUT') return;
    const [r, c] = [Number(cell.dataset.row), Number(cell.dataset.col)];
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      event.stopPropagation();
      focusCell(r + moves[event.key][0], c + moves[event.key][1]);
    } else if (event.key === 'Enter' && onEdit) {
      event.preventDefault();
      startEdit(cell, r, c);
    }
  });
  const report = (event) => {
    const cell = cellOf(event.target);
    if (cell && !cell.dataset.pending) onCell?.(matrix, Number(cell.dataset.row), Number(cell.dataset.col));
  };
  grid.addEventListener('mouseover', report);
  grid.addEventListener('focusin', (event) => {
    const cell = cellOf(event.target);
    if (cell) {
      cells[focused[0]][focused[1]].tabIndex = -1;
      focused = [Number(cell.dataset.row), Number(cell.dataset.col)];
      cell.tabIndex = 0;
    }
    report(event);
  });
  grid.addEventListener('mouseleave', () => onCell?.(null));
  if (onEdit) {
    grid.addEventListener('dblclick', (event) => {
      const cell = cellOf(event.target);
      if (cell) startEdit(cell, Number(cell.dataset.row), Number(cell.dataset.col));
    });
  }
}

// Editing swaps the cell's text for an input; what was typed survives an invalid number.
function editCell(figure, matrix, options, cell, r, c) {
  if (cell.querySelector('input')) return;
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'decimal';
  input.value = String(Number(matrix.get(r, c).toFixed(4)));
  input.setAttribute('aria-label', t('steps.grid.editLabel', { name: matrix.name, r, c }));
  cell.textContent = '';
  cell.append(input);
  input.focus();
  input.select();
  let done = false; // removing the input fires blur: finish once
  const finish = (commit) => {
    if (done) return;
    const value = Number(input.value.replace('−', '-'));
    if (commit && (input.value.trim() === '' || !Number.isFinite(value))) {
      flagCell(figure, input, { name: options.label ?? matrix.name, row: r, col: c }); // typed text stays
      return;
    }
    if (commit && options.maxAbs && Math.abs(value) > options.maxAbs) {  // only this cell; other edits stay
      flagCell(figure, input, { name: options.label ?? matrix.name, row: r, col: c, limit: options.maxAbs });
      return;
    }
    done = true;
    clearCell(figure, input);
    cell.focus({ preventScroll: true }); // focus goes back to the cell, not to <body>, before the redraw
    input.remove();
    cell.textContent = short(matrix.get(r, c));
    if (commit && value !== matrix.get(r, c)) options.onEdit(matrix, r, c, value);
    else cell.focus();
  };
  input.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  });
  input.addEventListener('blur', () => input.isConnected && finish(true));
}

// What the animation and the learner's hover mark on the grid.
function marks(matrix, cells, rowHeads, colHeads) {
  const marked = {};
  return {
    // count: how many cells (row-major) the animation has filled; undefined = all.
    reveal(count) {
      for (let r = 0; r < matrix.rows; r++) {
        for (let c = 0; c < matrix.cols; c++) {
          const k = r * matrix.cols + c;
          const s = count === undefined || k < count - 1 ? 'shown' : k === count - 1 ? 'active' : 'hidden';
          const cell = cells[r][c];
          if (cell.dataset.reveal !== s) cell.dataset.reveal = s;
        }
      }
    },
    // kind: 'anim' (the animation's sources) or 'hover' (the learner's). Coordinates are the tensor's.
    highlight(kind, { rows = [], cols = [], cells: points = [] } = {}) {
      const attr = `data-${kind}`;
      for (const node of marked[kind] ?? []) node.removeAttribute(attr);
      const list = (marked[kind] = []);
      const mark = (node, value = '') => { node.setAttribute(attr, value); list.push(node); };
      const [R, C] = matrix.transpose ? [cols, rows] : [rows, cols];
      for (const r of R) if (rowHeads[r]) { mark(rowHeads[r]); cells[r].forEach((x) => mark(x)); }
      for (const c of C) if (colHeads[c]) { mark(colHeads[c]); cells.forEach((line) => mark(line[c])); }
      for (const [r0, c0] of points) {
        const [r, c] = matrix.transpose ? [c0, r0] : [r0, c0];
        if (cells[r]?.[c]) mark(cells[r][c], 'cell');
      }
    },
  };
}

function row(grid) {
  const line = document.createElement('div');
  line.setAttribute('role', 'row');
  line.className = 'grid-row';
  return grid.appendChild(line);
}

function el(tag, className, text, role) {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  if (role) node.setAttribute('role', role);
  if (role === 'columnheader' || role === 'rowheader') node.dir = 'auto'; // tokens may be Arabic or Hebrew
  return node;
}
