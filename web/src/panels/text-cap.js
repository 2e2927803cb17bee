// How long a sentence may be. A 2 MB one-line paste spent ~40 s of the main thread in the browser's layout of
// the textarea (6 MB: 261 s) before any of our code ran, so a paste or drop that would take a sentence field
// past MAX_TEXT_CHARS is refused before it lands, with a message beside the field; what was typed stays.
// (The engine uses at most 4096 tokens of a text anyway; links are held to the same length: url-state.js.)
import { t } from '../i18n/i18n.js';

export const MAX_TEXT_CHARS = 200_000;

/** Refuses pastes and drops that would make `field` longer than MAX_TEXT_CHARS, saying so after it. */
export function capText(field) {
  const note = field.ownerDocument.createElement('p');
  note.className = 'error';
  note.setAttribute('role', 'alert');
  note.dataset.noteFor = field.id;
  (field.nextElementSibling ?? field).after(note);  // after the field's engine error, if it has one
  field.addEventListener('beforeinput', (event) => {
    if (event.inputType !== 'insertFromPaste' && event.inputType !== 'insertFromDrop') return;
    const added = event.dataTransfer?.getData('text/plain') ?? event.data ?? '';
    if (field.value.length - (field.selectionEnd - field.selectionStart) + added.length <= MAX_TEXT_CHARS) return void (note.textContent = '');
    event.preventDefault();
    note.textContent = t('page.inputs.pasteTooLong', { length: added.length, max: MAX_TEXT_CHARS });
  });
  field.addEventListener('input', () => { note.textContent = ''; });
}
