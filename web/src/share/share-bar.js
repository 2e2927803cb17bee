// The bar of things a teacher and a student take away or bring in: a link to this exact state, the embed
// code, exports (PNG, SVG, CSV, LaTeX, JSON), pasted or imported numbers, "check a worked example",
// and Reset. Mounted into #share-bar of one lab (`app` from main.js's mount). Text from users or links is
// only ever shown through textContent / value. Each menu's content is its own module.
import { clearSaved } from './storage.js';
import { presets } from '../presets.js';
import { parseMatrix } from '../paste/parse-matrix.js';
import { el, button } from './dom.js';
import { menuBar } from './menus.js';
import { stateCodec } from './state-link.js';
import { embedSnippets as snippetsFor } from './embed-snippets.js';
import { keepWork } from './keep-work.js';
import { applyMatrix as matrixInto, importTrace as traceInto, numbersPanel } from './numbers-panel.js';
import { checkPanel } from './check-panel.js';
import { exportPanel } from './export-panel.js';

/**
 * app: {lab, store, getTrace, applyPreset, defaults, renderNotes}; root: document or a shadow root.
 * options: {persist (localStorage + #state), pageUrl (for links), elementUrl (the element script)}.
 * Returns {currentLink, embedSnippets, applyEncoded, applyMatrix, importTrace, reset, message, encoded, restored}.
 */
export function mountShareBar(app, root, { persist = true, pageUrl = location.href.split('#')[0].split('?')[0], elementUrl } = {}) {
  const { lab, store, getTrace, defaults } = app;
  const schema = lab.schema();
  const editable = new Set(schema.givable);
  const host = root.getElementById('share-bar');
  const status = el('p', { className: 'sb-status', role: 'status' });
  // The bar's one live region, below the menus; an open menu covers it, so the menu shows the same words
  // inside itself (hidden from screen readers: the live region has already said them).
  const message = (text, kind = 'info') => {
    for (const node of [status, ...host.querySelectorAll('details[open] .sb-menu-status')]) { node.textContent = text; node.dataset.kind = kind; }
  };

  // ---- state ⇄ string ------------------------------------------------------------------------
  const codec = stateCodec({ lab, store, getTrace, defaults, presets, schema });
  const encoded = codec.encoded;
  /** Applies an encoded state; a bad one leaves the lab untouched and says why. → true when applied. */
  function applyEncoded(code, options) {
    let next;
    try { next = codec.decode(code, options); } catch (error) {
      message(`This shared state was not loaded: ${error.message}`, 'error');
      return false;
    }
    store.set(next);
    app.renderNotes(presets.find((p) => p.id === next.presetId));
    return true;
  }
  const currentLink = () => `${pageUrl}#state=${encoded()}`;
  const embedSnippets = () => snippetsFor({ state: store.get(), trace: getTrace(), defaults, presets, pageUrl, elementUrl, encoded });

  function reset() {
    if (persist) clearSaved();
    try { if (persist && location.hash.startsWith('#state=')) history.replaceState(null, '', location.href.split('#')[0]); } catch { /* file:// */ }
    store.set({ ...defaults, theme: store.get().theme });
    app.renderNotes(null);
    message('Back to the defaults.');
  }

  // ---- matrices in ------------------------------------------------------------------------------
  /** Puts parsed numbers into input `name`: the whole tensor, or the shown item's slice. */
  function applyMatrix(name, parsed) { message(matrixInto(app, name, parsed)); }
  function importTrace(text) {
    try {
      traceInto(app, schema, text);
      message('Trace imported: the engine recomputed it from its inputs and weights.');
      return true;
    } catch (error) {
      message(`Not imported: ${error.message}`, 'error');
      return false;
    }
  }

  // Paste straight onto an input or weight matrix on the stage.
  root.addEventListener('paste', (event) => {
    const figure = event.target.closest?.('#stage figure[data-tensor]');
    if (!figure || event.target.closest('input, textarea') || !editable.has(figure.dataset.tensor)) return;
    event.preventDefault();
    try { applyMatrix(figure.dataset.tensor, parseMatrix(event.clipboardData.getData('text/plain'))); }
    catch (error) { message(`Not pasted into ${figure.dataset.tensor}: ${error.message}`, 'error'); }
  });

  // ---- the bar ------------------------------------------------------------------------------------
  const { menu, copyBox } = menuBar(host, root, message);
  const share = menu('Share', () => {
    const { element, iframe } = embedSnippets();
    return [copyBox('Link to exactly this view', currentLink(), 'link'), copyBox('Embed: custom element (one script)', element, 'element'),
      copyBox('Embed: iframe', iframe, 'iframe'), button('Reset to the defaults', reset, { className: 'sb-reset' })];
  });

  const exportMenu = menu('Export', () => exportPanel({ store, getTrace }));

  const numbersMenu = menu('Your numbers', () => numbersPanel({
    getTrace, editable, onImport: importTrace,
    onMatrix(name, text) { try { applyMatrix(name, parseMatrix(text)); } catch (error) { message(`Not used: ${error.message}`, 'error'); } },
  }));

  const checkMenu = menu('Check an example', () => checkPanel({ lab, store, renderNotes: app.renderNotes }));

  host.replaceChildren(share, exportMenu, numbersMenu, checkMenu, status);

  // ---- the learner's work, kept across reloads ------------------------------------------------------
  const restored = persist
    ? keepWork({ store, getError: () => app.getError?.(), encoded, applyEncoded, message, lastMessage: () => status.textContent })
    : Promise.resolve();

  return { currentLink, embedSnippets, applyEncoded, applyMatrix, importTrace, reset, message, encoded, restored };
}
