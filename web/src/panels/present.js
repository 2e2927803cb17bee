// Presentation mode, for a class (the Present button, ?present=1; Esc leaves): the settings, the lessons
// bar and the code fold away, the step bar stays, the step's picture is fitted to the screen in large type,
// and a hovered or focused cell's arithmetic appears beside the cell. The page only (not embeds).
import { t } from '../i18n/i18n.js';

export function bindPresent({ button, target = document.documentElement, onChange }) {
  const set = (on) => {
    target.dataset.present = String(on);
    button.setAttribute('aria-pressed', String(on));
    button.textContent = t(on ? 'app.present.end' : 'app.present.start');
    onChange(on);
  };
  button.hidden = false;
  button.addEventListener('click', () => set(!isOn()));
  // Esc leaves, unless it is closing a dialog (the keys help) opened over the presentation.
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape' && isOn() && !event.composedPath().some((n) => n.localName === 'dialog')) set(false); });
  const isOn = () => target.dataset.present === 'true';
  set(new URLSearchParams(location.search).get('present') === '1');
  return { isOn, set };
}
