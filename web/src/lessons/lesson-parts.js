// Small pieces the lessons' panels share: a button, "Explore freely", an intro with that button, and the
// link a panel offers. No state: every action is a callback from the lessons panel.
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';

/** A type="button" button; `action` goes into data-action for tests and focus. */
export function button(text, onClick, { className = '', action = '' } = {}) {
  const b = el('button', className, text);
  b.type = 'button';
  if (action) b.dataset.action = action;
  b.addEventListener('click', onClick);
  return b;
}

/** "Explore freely": the lab stays as it is and the lessons close. */
export const exploreButton = (onExplore) => button(t('lessons.panel.explore'), onExplore, { className: 'explore' });

/** "Back to your setup": the lab as it was before the tour. */
export const backButton = (onBack) => button(t('lessons.panel.back'), onBack, { className: 'explore', action: 'back-to-setup' });

/** A tab whose content is only a sentence over a lesson view: the sentence and "Explore freely". */
export function intro(text, onExplore) {
  const box = el('div', 'lesson-intro');
  box.append(el('p', '', text), exploreButton(onExplore));
  return box;
}

/** A link a teacher can copy (the address of this chapter or exercise set). */
export function link(text, href) {
  const a = el('a', 'tour-link', text);
  a.href = href;
  return a;
}

/** The lessons' tab bar: tabs [[id, message key]…]; onTab(id) on a click; press(id) marks the open one. */
export function tabBar(tabs, onTab) {
  const bar = el('div', 'lesson-tabs');
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', t('lessons.panel.label'));
  const buttons = tabs.map(([id, text]) => {
    const b = bar.appendChild(button(t(text), () => onTab(id)));
    b.dataset.tab = id;
    return b;
  });
  return { el: bar, press: (open) => buttons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.tab === open))) };
}

/** PageDown / PageUp call move(+1 / −1) while isOn() and the focus is not in a text field. */
export function chapterKeys(scope, isOn, move) {
  scope.addEventListener('keydown', (event) => {
    if (!isOn() || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      move(event.key === 'PageDown' ? 1 : -1);
    }
  });
}
