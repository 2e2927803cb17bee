// The language menu in the page's header: each language named in itself ("Español", "العربية"). Choosing
// one keeps the learner's work first (the saved state), remembers the choice, and reloads the page in that
// language with ?lang= in the address, so a link copied afterwards opens in it too.
import { LANGUAGES, language, saveLanguage, t } from './i18n.js';

/**
 * → <label class="language-menu"> with its <select id="language">; `beforeLeave()` may return (a promise of) a
 * hash such as "#state=…" that the reloaded page opens with; remember: false keeps the choice out of storage.
 */
export function languageMenu(doc, { beforeLeave = () => undefined, win = globalThis, remember = true } = {}) {
  const label = doc.createElement('label');
  label.className = 'language-menu';
  const globe = globeIcon(doc);  // read the world over as "language"; the word itself is for screen readers
  const name = doc.createElement('span');
  name.className = 'visually-hidden';
  name.textContent = t('language.label');
  const select = doc.createElement('select');
  select.id = 'language';
  for (const { code, name: own } of LANGUAGES) {
    const option = doc.createElement('option');
    option.value = code;
    option.lang = code;  // read aloud in its own language
    option.textContent = own;
    select.append(option);
  }
  select.value = language();
  select.addEventListener('change', async () => {
    const code = select.value;
    select.disabled = true;
    let hash = '';
    try { hash = (await beforeLeave()) || ''; } catch { /* the work stays in storage as last saved */ }
    if (remember) saveLanguage(code, win);  // (the address carries it either way)
    const url = new URL(win.location.href);
    url.searchParams.set('lang', code);
    if (hash) url.hash = hash;  // work the browser would not keep goes along in the address
    win.location.assign(url.href);
  });
  label.append(globe, name, select);
  return label;
}

// A globe drawn in SVG (an emoji needs a font the learner's machine may not have).
function globeIcon(doc) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = doc.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'language-globe');
  for (const d of ['M8 1a7 7 0 1 0 0 14A7 7 0 1 0 8 1z', 'M8 1c-2.2 2-2.2 12 0 14M8 1c2.2 2 2.2 12 0 14', 'M1.5 6h13M1.5 10h13']) {
    const path = doc.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
