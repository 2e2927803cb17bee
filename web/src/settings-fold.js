// On a narrow screen (a phone, or a projector's 1280×720 at 150 % zoom) the settings come before the step's
// picture and fill the first screens; there they fold behind one button that says what is set, so the picture
// comes first. They unfold by themselves when a setting is refused, so the message is seen where it happened.
import { count } from './format.js';

const NARROW = '(max-width: 1000px)';

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
    const what = [`${count(c.heads, 'head')}`, c.kvHeads && c.kvHeads !== c.heads ? `${count(c.kvHeads, 'kv head')}` : '',
      `d_model ${c.dModel}`, c.positional && c.positional !== 'sinusoidal' ? `positions ${c.positional}` : '',
      `mask ${c.mask}${c.mask?.startsWith('sliding') ? ` (window ${c.window})` : ''}`, c.flash ? 'flash tiles' : ''].filter(Boolean).join(', ');
    toggle.textContent = folded ? `⚙ Settings ▸ ${what}` : '⚙ Settings ▾ fold away';
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
