// The Share menu's "Don't remember on this computer": a shared computer's learner turns off keeping their
// work (and forgets what was kept), or turns it back on.
import { el } from './dom.js';
import { remembering, setRemembering } from '../state/memory.js';
import { t } from '../i18n/i18n.js';

/** message(text): the share bar's message line. → the checkbox with its label. */
export function forgetBox(message) {
  const box = el('input', { type: 'checkbox', id: 'sb-forget', checked: !remembering() });
  box.addEventListener('change', () => {
    setRemembering(!box.checked);
    message(t(box.checked ? 'share.memory.forgotten' : 'share.memory.remembering'));
  });
  return el('div', { className: 'sb-forget' }, box, el('label', { htmlFor: 'sb-forget', textContent: t('share.memory.forget') }));
}
