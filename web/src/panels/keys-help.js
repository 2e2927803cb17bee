// The keys help: what each key does, opened by the Keys button or "?" (transport.js), closed by Esc or Close.
// One table of keys, read by the help and written beside the handler that acts on them, so the two agree.
import { direction, t } from '../i18n/i18n.js';

/** The keys the stage answers to, by what they do; a name in braces is a key word of the catalog. */
export function keyTable() {
  const [forward, back] = direction() === 'rtl' ? ['←', '→'] : ['→', '←'];
  return [
    ['page.keys.next', [forward, '{page.keys.pageDown}']],
    ['page.keys.previous', [back, '{page.keys.pageUp}']],
    ['page.keys.first', ['{page.keys.home}']],
    ['page.keys.last', ['{page.keys.end}']],
    ['page.keys.play', ['{page.keys.space}', 'b', '.']],
    ['page.keys.undo', ['Ctrl+Z']],
    ['page.keys.redo', ['Ctrl+Shift+Z', 'Ctrl+Y']],
    ['page.keys.leave', ['Esc']],
    ['page.keys.help', ['?']],
  ];
}

/** Fills `dialog` with the key table and a Close button; returns {open}. */
export function bindKeysHelp(dialog) {
  const el = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  };
  const keyName = (key) => (/^\{.+\}$/.test(key) ? t(key.slice(1, -1)) : key);
  const rows = keyTable().map(([what, keys]) => el('div', {},
    el('dt', {}, ...keys.flatMap((key, i) => [...(i ? [' / '] : []), el('kbd', { textContent: keyName(key) })])),
    el('dd', { textContent: t(what) })));
  const title = el('h2', { id: 'keys-help-title', textContent: t('page.keys.title') });
  const close = el('button', { type: 'button', textContent: t('page.keys.close') });
  close.addEventListener('click', () => dialog.close());
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.replaceChildren(title, el('dl', { className: 'keys' }, ...rows), close);
  return { open: () => { if (!dialog.open) dialog.showModal(); close.focus(); } };
}
