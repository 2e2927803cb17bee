// The language menu in the page's header: each language named in itself ("Español", "العربية"). Choosing
// one keeps the learner's work first (the saved state), remembers the choice, and reloads the page in that
// language with ?lang= in the address, so a link copied afterwards opens in it too.
import { LANGUAGES, language, saveLanguage, t } from './i18n.js';

/** → <label class="language-menu"> with its <select id="language">; `beforeLeave()` may return a promise. */
export function languageMenu(doc, { beforeLeave = () => undefined, win = globalThis } = {}) {
  const label = doc.createElement('label');
  label.className = 'language-menu';
  const name = doc.createElement('span');
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
    try { await beforeLeave(); } catch { /* the work stays in storage as last saved */ }
    saveLanguage(code, win);
    const url = new URL(win.location.href);
    url.searchParams.set('lang', code);
    win.location.assign(url.href);
  });
  label.append(name, select);
  return label;
}
