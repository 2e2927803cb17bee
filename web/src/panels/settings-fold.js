// On a narrow screen (a phone, or a projector's 1280×720 at 150 % zoom) the settings come before the step's
// picture and fill the first screens; there they fold behind one button that says what is set, so the picture
// comes first. They unfold by themselves when a setting is refused, so the message is seen where it happened.
import { has, t } from '../i18n/i18n.js';

const NARROW = '(max-width: 1000px)';

// "mask causal", "positions rope": a whole phrase per known value (page.fold.mask.causalPadding …), the
// value itself in a general phrase otherwise.
function named(setting, value, values = {}) {
  const key = `page.fold.${setting}.${String(value).replace(/\+([a-z])/g, (_, c) => c.toUpperCase())}`;
  return has(key) ? t(key, values) : t(`page.fold.${setting}`, { name: value });
}

/** panel: the settings <aside>; getState: the page's store.get. Returns {refresh()} to update the summary. */
export function foldSettings(panel, getState) {
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.id = 'settings-toggle';
  toggle.className = 'settings-toggle';
  toggle.setAttribute('aria-controls', panel.id);
  panel.prepend(toggle);
  const narrow = window.matchMedia(NARROW);
  let folded = narrow.matches;

  function show() {
    panel.dataset.folded = String(folded && narrow.matches);
    toggle.setAttribute('aria-expanded', String(!folded));
    const c = getState().config;
    // What is set, in the order of the panel; today's variants only when they are on.
    const what = [t('page.fold.heads', { n: c.heads }), c.kvHeads && c.kvHeads !== c.heads ? t('page.fold.kvHeads', { n: c.kvHeads }) : '',
      t('page.fold.dModel', { n: c.dModel }), c.positional && c.positional !== 'sinusoidal' ? named('positions', c.positional) : '',
      named('mask', c.mask, { w: c.window }), c.flash ? t('page.fold.flash') : ''].filter(Boolean).join(t('page.fold.separator'));
    toggle.textContent = folded ? t('page.fold.folded', { what }) : t('page.fold.unfolded');
  }
  toggle.addEventListener('click', () => { folded = !folded; show(); });
  narrow.addEventListener('change', show);
  // A refused setting shows its message beside its control: unfold so it is seen.
  new MutationObserver(() => {
    if (folded && [...panel.querySelectorAll('.error')].some((node) => node.textContent.trim())) { folded = false; show(); }
  }).observe(panel, { subtree: true, childList: true, characterData: true });
  show();
  return { refresh: show };
}
