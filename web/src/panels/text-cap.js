// How long a sentence may be, and pasting it. A 2 MB one-line paste held the main thread ~40 s (6 MB: 261 s) in
// the browser's own editing of the textarea before any of our code ran, so a paste or drop that would take a
// sentence field past MAX_TEXT_CHARS is refused before it lands, with a message beside the field (what was typed
// stays), and a shorter one is put in by setting the field's value.
// (The engine uses at most 4096 tokens of a text anyway; links are held to the same length: url-state.js.)
import { t } from '../i18n/i18n.js';

export const MAX_TEXT_CHARS = 100_000;  // 4096 tokens (the most a run uses) of 24 characters each
const LONG = 10_000;  // past this a field stops wrapping its lines: laying out a wrapped 150,000 took twice as long

/** Pastes and drops into `field`: refused past MAX_TEXT_CHARS, saying so after it; else put in at the caret. */
export function capText(field) {
  const note = field.ownerDocument.createElement('p');
  note.className = 'error';
  note.setAttribute('role', 'alert');
  note.dataset.noteFor = field.id;
  (field.nextElementSibling ?? field).after(note);  // after the field's engine error, if it has one
  const wrap = (value) => { field.wrap = value.length > LONG ? 'off' : 'soft'; };
  field.addEventListener('beforeinput', (event) => {
    if (event.inputType !== 'insertFromPaste' && event.inputType !== 'insertFromDrop') return;
    const added = event.dataTransfer?.getData('text/plain') ?? event.data ?? '';
    event.preventDefault();
    if (field.value.length - (field.selectionEnd - field.selectionStart) + added.length > MAX_TEXT_CHARS) {
      note.textContent = t('page.inputs.pasteTooLong', { length: added.length, max: MAX_TEXT_CHARS });
      return;
    }
    // Put in here rather than by the browser's editing, which took 0.4 s for 150,000 characters (setting the
    // value: ~0.1 s); the page's own undo (state/history.js) takes it back.
    note.textContent = '';
    // (Setting the caret back would lay the field out once more: it stays at the end.)
    const value = field.value.slice(0, field.selectionStart) + added + field.value.slice(field.selectionEnd);
    wrap(value);
    field.value = value;
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: event.inputType }));
  });
  field.addEventListener('input', () => {
    note.textContent = '';
    wrap(field.value);
  });
}
