// An edited cell that holds no finite number (NaN, ±Infinity, empty, "abc"), or one beyond the engine's
// limit (2e6), is flagged where it was
// typed: aria-invalid on the input and a sentence under the matrix that the input points at. The
// typed text stays in the input and the picture keeps the old value until a number is entered.
import { t } from '../i18n/i18n.js';

let next = 0;

// limit: the largest magnitude allowed, when the number was beyond it (else it was no finite number).
export function flagCell(figure, input, { name, row, col, limit = null }) {
  let note = figure.querySelector(':scope > .cell-error');
  if (!note) {
    note = document.createElement('p');
    note.className = 'error cell-error';
    note.id = `cell-error-${++next}`;
    note.setAttribute('role', 'alert');
    figure.append(note);
  }
  const typed = input.value.trim();
  const cell = `${name}[${row}, ${col}]`;
  note.textContent = limit === null
    ? t('steps.cellError.notNumber', { cell, typed })
    : t('steps.cellError.beyond', { cell, typed, limit: String(limit) });
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', note.id);
  input.closest('[role=gridcell]')?.setAttribute('data-invalid', 'true');
}

export function clearCell(figure, input) {
  figure.querySelector(':scope > .cell-error')?.remove();
  input.removeAttribute('aria-invalid');
  input.closest('[role=gridcell]')?.removeAttribute('data-invalid');
}
