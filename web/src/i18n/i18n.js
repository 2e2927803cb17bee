// The page's words in the learner's language. Each language is one file (en.js, es.js, …) of key →
// message; a key a language lacks falls back to English (tests/js/i18n.test.mjs lists which). A message
// fills `{name}` placeholders with values as text, never as HTML. A message whose words depend on a count
// is an object of Intl.PluralRules categories ({ one: '{n} head', other: '{n} heads' }), chosen by
// values.n. The language is chosen once, before the page is built (a change reloads it), so no module may
// call t() while it is being imported: keep keys, or use getters, and call t() when drawing.
// Only English is imported here: the served page loads the chosen language's catalog first
// (load-language.js); the single file, <attention-lab> and the tests add every one (every-language.js).
import { en } from './en.js';
import { setNumberLocale, integer } from './numbers.js';

export { decimalMark, listSeparator, integer } from './numbers.js';

// `numbers`: the locale Intl formats numbers in. Arabic keeps Western digits (nu-latn) so the numbers in
// grids match the formulas and the code beside them, which stay as they are. `messages`: null until added.
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', messages: en, numbers: 'en' },
  { code: 'es', name: 'Español', dir: 'ltr', messages: null, numbers: 'es' },
  { code: 'zh', name: '简体中文', dir: 'ltr', messages: null, numbers: 'zh-CN' },
  { code: 'fr', name: 'Français', dir: 'ltr', messages: null, numbers: 'fr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', messages: null, numbers: 'de' },
  { code: 'ar', name: 'العربية', dir: 'rtl', messages: null, numbers: 'ar-u-nu-latn' },
];
const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

/** Gives language `code` its catalog (every-language.js, or a loaded lang-<code>.js). */
export function addCatalog(code, messages) { byCode.get(code).messages = messages; }
/** Whether language `code`'s catalog is here (English always is). */
export const hasCatalog = (code) => Boolean(byCode.get(code)?.messages);
const STORAGE_KEY = 'attention-lab:lang';

let current = LANGUAGES[0];
let plurals = new Intl.PluralRules('en');

/** The supported language a tag like "es-MX" or "zh-Hans-CN" means, or null. */
export function languageOf(tag) {
  const base = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return byCode.has(base) ? base : null;
}

/**
 * The language to show: ?lang= in the address wins, then the lang attribute of an embedding element,
 * then the learner's own choice from the menu (kept in this browser), then the browser's languages.
 */
export function chooseLanguage({ search = '', attribute = null, saved = null, preferred = [] } = {}) {
  const asked = new URLSearchParams(search).get('lang');
  for (const tag of [asked, attribute, saved, ...preferred]) {
    const code = languageOf(tag);
    if (code) return code;
  }
  return 'en';
}

/** The language this browser would pick for the page (address, saved choice, navigator). */
export function pageLanguage(win = globalThis) {
  let saved = null;
  try { saved = win.localStorage?.getItem(STORAGE_KEY) ?? null; } catch { saved = null; }
  return chooseLanguage({ search: win.location?.search ?? '', saved, preferred: win.navigator?.languages ?? [] });
}

/** Remembers the learner's choice from the menu. */
export function saveLanguage(code, win = globalThis) {
  try { win.localStorage?.setItem(STORAGE_KEY, code); } catch { /* private mode: the address still carries it */ }
}

export function setLanguage(code) {
  current = byCode.get(languageOf(code) ?? 'en');
  plurals = new Intl.PluralRules(current.code);
  setNumberLocale(current.numbers);
  return current;
}

export const language = () => current.code;
export const direction = () => current.dir;
/** The message `key` in the current language (English where it has none), its placeholders filled. */
export function t(key, values = {}) {
  let message = current.messages?.[key] ?? en[key];
  if (message === undefined) throw new RangeError(`No message is called "${key}".`);
  if (typeof message === 'object') {
    const n = Number(values.n);
    const own = current.messages?.[key] ?? {};
    message = own[plurals.select(n)] ?? own[n === 1 ? 'one' : 'other'] ?? own.other ?? en[key][n === 1 ? 'one' : 'other'];
  }
  return message.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? show(values[name]) : whole));
}

// In a right-to-left sentence a value is isolated (U+2068 … U+2069, first strong character decides), so a
// number list, a shape or a negative number keeps its own order: "[0.45, 0.55]" would otherwise show reversed.
const show = (value) => {
  const text = typeof value === 'number' && Number.isInteger(value) ? integer(value) : String(value);
  return current.dir === 'rtl' ? `\u2068${text}\u2069` : text;
};

/** Whether the current language (or English) has a message `key`. */
export const has = (key) => key in (current.messages ?? {}) || key in en;

// Messages may mark words with these inline elements; everything else in them is text.
const INLINE = /<(code|strong|em|kbd|small|b|i|sub|sup)>(.*?)<\/\1>/gs;

/** The message as nodes: its inline marks become elements, its text and values stay text. */
export function rich(key, values = {}, doc = globalThis.document) {
  const fragment = doc.createDocumentFragment();
  const message = t(key, values);
  let at = 0;
  for (const match of message.matchAll(INLINE)) {
    if (match.index > at) fragment.append(message.slice(at, match.index));
    const element = doc.createElement(match[1]);
    element.textContent = match[2];
    fragment.append(element);
    at = match.index + match[0].length;
  }
  if (at < message.length) fragment.append(message.slice(at));
  return fragment;
}

/**
 * Puts the language's words into static markup: an element with data-i18n="key" gets the message as its
 * content; data-i18n-attr="aria-label:key; title:key2" sets attributes.
 */
export function translateTree(root) {
  const doc = root.ownerDocument ?? root;
  for (const node of root.querySelectorAll('[data-i18n]')) node.replaceChildren(rich(node.dataset.i18n, {}, doc));
  for (const node of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of node.dataset.i18nAttr.split(';')) {
      const [attribute, key] = pair.split(':').map((s) => s.trim());
      if (attribute && key) node.setAttribute(attribute, t(key));
    }
  }
}

/** Sets <html lang dir> (or an embed's root) to the current language. */
export function markLanguage(element) {
  element.setAttribute('lang', current.code);
  element.setAttribute('dir', current.dir);
}
