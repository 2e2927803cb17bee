// The chosen language's catalog, before the page is built. The served page's app.js holds English only; each
// other language is its own script beside it (lang-de.js, … written by scripts/build-page.mjs), loaded here with
// a script tag (a same-origin script: a strict CSP allows it). Each such script puts its catalog into
// globalThis[CATALOGS]; the single file carries every one of them inline, before app.js, so nothing is loaded.
import { addCatalog, hasCatalog, languageOf } from './i18n.js';
import { scriptUrl } from './script-url.js';

export const CATALOGS = 'attentionLabCatalogs';

const fromScripts = (code) => {
  const messages = globalThis[CATALOGS]?.[code];
  if (messages) addCatalog(code, messages);
  return Boolean(messages);
};

/** → Promise, settled once language `code`'s catalog is here, or could not be loaded (English is then shown). */
export function loadLanguage(code, doc = globalThis.document) {
  code = languageOf(code) ?? 'en';
  if (hasCatalog(code) || fromScripts(code) || !scriptUrl || !doc) return Promise.resolve();
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = new URL(`lang-${code}.js`, scriptUrl).href;
    script.onload = script.onerror = () => { fromScripts(code); resolve(); };
    doc.head.append(script);
  });
}
