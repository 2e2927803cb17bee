// The bar of things a teacher and a student take away or bring in: a link to this exact state, the embed
// code, exports (PNG, SVG, CSV, LaTeX, JSON), pasted or imported numbers, "check a worked example",
// and Reset. Mounted into #share-bar of one lab (`app` from main.js's mount). Text from users or links is
// only ever shown through textContent / value. Each menu's content is its own module.
import { clearSaved } from './storage.js';
import { presets } from '../state/presets.js';
import { parseTyped as parseMatrix } from './decimal-comma.js';
import { el, button } from './dom.js';
import { menuBar } from './menus.js';
import { stateCodec } from './state-link.js';
import { embedSnippets as snippetsFor } from './embed-snippets.js';
import { keepWork } from './keep-work.js';
import { kiosk } from '../state/memory.js';
import { forgetBox } from './forget-box.js';
import { applyMatrix as matrixInto, importTrace as traceInto, numbersPanel } from './numbers-panel.js';
import { checkPanel } from './check-panel.js';
import { exportPanel } from './export-panel.js';
import { t, language } from '../i18n/i18n.js';


// Long by design: it wires the bar's menus to one shared state (the app, the message line, the kept work); each
// menu is its own module (state-link, numbers-panel, check-panel, export-panel, embed-snippets, keep-work).
/**
 * app: {lab, store, getTrace, applyPreset, defaults, renderNotes}; root: document or a shadow root.
 * options: {persist (localStorage + #state), pageUrl (for links), elementUrl (the element script)}.
 * Returns {currentLink, embedSnippets, applyEncoded, applyMatrix, importTrace, reset, message, encoded, restored,
 * carry (a #state= link of the work when this browser is not keeping it, else '')}.
 */
export function mountShareBar(app, root, { persist = true, pageUrl = location.href.split('#')[0].split('?')[0], elementUrl } = {}) {
  const { lab, store, getTrace, defaults } = app;
  const schema = lab.schema();
  const editable = new Set(schema.givable);
  const host = root.getElementById('share-bar');
  const status = el('p', { className: 'sb-status', role: 'status' });
  // The bar's one live region, below the menus; an open menu covers it, so the menu shows the same words
  // inside itself (hidden from screen readers: the live region has already said them).
  // action: {label, run}, a button after the words (e.g. "Keep this tab's work").
  const message = (text, kind = 'info', action = null) => {
    for (const node of [status, ...host.querySelectorAll('details[open] .sb-menu-status')]) {
      node.textContent = text;
      node.dataset.kind = kind;
      if (action && node === status) node.append(' ', button(action.label, () => { node.textContent = ''; action.run(); }, { className: 'sb-action' }));
    }
  };

  // ---- state ⇄ string ------------------------------------------------------------------------
  const codec = stateCodec({ lab, store, getTrace, defaults, presets, schema });
  const encoded = codec.encoded;
  /** Applies an encoded state; a bad one leaves the lab untouched and says why. → true when applied. */
  function applyEncoded(code, options) {
    let next;
    try { next = codec.decode(code, options); } catch (error) {
      message(t('share.bar.notLoaded', { reason: error.message }), 'error');
      return false;
    }
    store.set(next);
    app.renderNotes(presets.find((p) => p.id === next.presetId));
    return true;
  }
  // A learner reading in Spanish shares a Spanish page: the link and the embeds carry ?lang= / lang=
  // (English, the default, is left out so English links stay as they were).
  const lang = () => (language() === 'en' ? '' : language());
  const currentLink = () => `${pageUrl}${lang() ? `?lang=${lang()}` : ''}#state=${encoded()}`;
  const embedSnippets = () => snippetsFor({ state: store.get(), trace: getTrace(), defaults, presets, pageUrl, elementUrl, encoded, lang: lang() });

  function reset() {
    if (persist) clearSaved();
    try { if (persist && location.hash.startsWith('#state=')) history.replaceState(null, '', location.href.split('#')[0]); } catch { /* file:// */ }
    store.set({ ...defaults, theme: store.get().theme });
    app.renderNotes(null);
    message(t('share.bar.reset'));
  }

  // ---- matrices in ------------------------------------------------------------------------------
  /** Puts parsed numbers into input `name`: the whole tensor, or the shown item's slice. */
  function applyMatrix(name, parsed) { message(matrixInto(app, name, parsed)); }
  function importTrace(text) {
    try {
      traceInto(app, schema, text);
      message(t('share.bar.imported'));
      return true;
    } catch (error) {
      message(t('share.bar.notImported', { reason: error.message }), 'error');
      return false;
    }
  }

  // Paste straight onto an input or weight matrix on the stage.
  root.addEventListener('paste', (event) => {
    const figure = event.target.closest?.('#stage figure[data-tensor]');
    if (!figure || event.target.closest('input, textarea') || !editable.has(figure.dataset.tensor)) return;
    event.preventDefault();
    try { applyMatrix(figure.dataset.tensor, parseMatrix(event.clipboardData.getData('text/plain'))); }
    catch (error) { message(t('share.bar.notPasted', { name: figure.dataset.tensor, reason: error.message }), 'error'); }
  });

  // ---- the bar ------------------------------------------------------------------------------------
  const { menu, copyBox } = menuBar(host, root, message);
  const share = menu(t('share.bar.share'), () => {
    const { element, iframe } = embedSnippets();
    return [copyBox(t('share.bar.link'), currentLink(), 'link'), copyBox(t('share.bar.element'), element, 'element'),
      copyBox(t('share.bar.iframe'), iframe, 'iframe'), ...(persist ? [forgetBox(message)] : []), button(t('share.bar.resetButton'), reset, { className: 'sb-reset' })];
  });

  const exportMenu = menu(t('share.bar.export'), () => exportPanel({ store, getTrace }));

  const numbersMenu = menu(t('share.bar.numbers'), () => numbersPanel({
    getTrace, editable, onImport: importTrace,
    onMatrix(name, text) { try { applyMatrix(name, parseMatrix(text)); } catch (error) { message(t('share.bar.notUsed', { reason: error.message }), 'error'); } },
  }));

  const checkMenu = menu(t('share.bar.check'), () => checkPanel({ lab, store, renderNotes: app.renderNotes }));

  host.replaceChildren(share, exportMenu, numbersMenu, checkMenu, status);
  // A lab PC keeps nothing; its Reset is on the bar, not inside a menu, for the next student.
  if (persist && kiosk()) status.before(button(t('share.bar.resetButton'), reset, { className: 'sb-reset sb-kiosk-reset' }));

  // ---- the learner's work, kept across reloads ------------------------------------------------------
  const kept = persist
    ? keepWork({ store, getError: () => app.getError?.(), encoded, applyEncoded, message, lastMessage: () => status.textContent })
    : { restored: Promise.resolve(), carry: () => '' };

  return { currentLink, embedSnippets, applyEncoded, applyMatrix, importTrace, reset, message, encoded, restored: kept.restored, carry: kept.carry };
}
