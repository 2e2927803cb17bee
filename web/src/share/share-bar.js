// The bar of things a teacher and a student take away or bring in: a link to this exact state, the embed
// code, exports (PNG, SVG, CSV, LaTeX, JSON), pasted or imported numbers, "check a worked example",
// and Reset. Mounted into #share-bar of one lab (`app` from main.js's mount). Text from users or links is
// only ever shown through textContent / value.
import { encodeState, decodeState, resolveInputs, MAX_STATE_CHARS } from './url-state.js';
import { loadSaved, save, saveSoon, clearSaved } from './storage.js';
import { presets } from '../presets.js';
import { traceFromJson } from '../export/export.js';
import { parseMatrix } from '../paste/parse-matrix.js';
import { stepIndexOf } from '../embed/params.js';
import { el, button, labelled } from './dom.js';
import { checkPanel } from './check-panel.js';
import { exportPanel } from './export-panel.js';


/**
 * app: {lab, store, getTrace, applyPreset, defaults, renderNotes}; root: document or a shadow root.
 * options: {persist (localStorage + #state), pageUrl (for links), elementUrl (the element script)}.
 * Returns {currentLink, embedSnippets, applyEncoded, applyMatrix, reset, message}.
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
  function baseOf(name) {
    const { config, presetId } = store.get();
    const preset = presets.find((p) => p.id === presetId);
    if (preset?.inputs?.[name]) return preset.inputs[name];
    try { return lab.run({ ...config, keep: [name] }, {}).tensors[name]?.data ?? null; } catch { return null; }
  }
  function encoded() {
    const trace = getTrace();
    return encodeState(store.get(), { defaults, presets, schema, baseOf, stepId: trace?.steps[store.get().step]?.id });
  }
  /**
   * Applies an encoded state; a bad one leaves the lab untouched and says why. → true when applied.
   * validate: false applies a state the engine refuses (the learner's own, restored after a reload): the
   * page then shows why it does not compute, as when it was typed.
   */
  function applyEncoded(code, { validate = true } = {}) {
    let next;
    try {
      const decoded = decodeState(code, { defaults, presets, schema });
      const base = (name) => {
        const preset = presets.find((p) => p.id === decoded.presetId);
        if (preset?.inputs?.[name]) return preset.inputs[name];
        try { return lab.run({ ...decoded.config, keep: [name] }, {}).tensors[name]?.data; } catch (error) { if (validate) throw error; return null; }
      };
      const inputs = resolveInputs(decoded.inputs, { presetId: decoded.presetId, presets, base });
      if (!validate) {
        next = { config: decoded.config, inputs, presetId: decoded.presetId, progress: 1, playing: false, head: 0, item: 0 };
      } else {
        // The engine judges the whole state before anything changes: planned, not run (a queryLen-4096 link
        // is then computed where the page computes large runs, not here on the main thread).
        const plan = lab.plan(decoded.config, inputs);
        const step = Math.max(0, stepIndexOf(plan, decoded.stepId));
        next = { config: decoded.config, inputs, presetId: decoded.presetId, step, progress: 1, playing: false,
          head: decoded.head === 'all' || decoded.head < plan.sizes.h ? decoded.head : 0,
          item: Math.min(decoded.item, plan.sizes.B - 1), ...(decoded.theme ? { theme: decoded.theme } : {}) };
      }
    } catch (error) {
      message(`This shared state was not loaded: ${error.message}`, 'error');
      return false;
    }
    store.set(next);
    app.renderNotes(presets.find((p) => p.id === next.presetId));
    return true;
  }
  function currentLink() { return `${pageUrl}#state=${encoded()}`; }

  function embedSnippets() {
    const s = store.get();
    const trace = getTrace();
    const stepId = trace?.steps[s.step]?.id ?? '';
    const attrs = [];
    const edited = Object.keys(s.inputs ?? {}).length && !(s.presetId && presets.find((p) => p.id === s.presetId)?.inputs === s.inputs);
    const preset = presets.find((p) => p.id === s.presetId);
    const sameAsPreset = preset && Object.entries(preset.config).every(([k, v]) => JSON.stringify(s.config[k]) === JSON.stringify(v));
    if (sameAsPreset && !edited) attrs.push(['preset', preset.id]);
    else if (!edited) {
      attrs.push(['text', s.config.text.replace(/\n/g, '\\n')]);
      if (s.config.crossAttention) attrs.push(['source-text', s.config.sourceText.replace(/\n/g, '\\n')]);
      attrs.push(['d-model', String(s.config.dModel)], ['heads', String(s.config.heads)], ['mask', s.config.mask]);
    }
    const simple = attrs.length && s.config.batch === defaults.config.batch || sameAsPreset;
    if (!simple || edited) attrs.splice(0, attrs.length, ['state', encoded()]);
    attrs.push(['step', stepId]);
    if (s.head !== 0) attrs.push(['head', String(s.head)]);
    if (s.item !== 0) attrs.push(['item', String(s.item)]);
    attrs.push(['controls', 'minimal']);
    const attr = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const script = elementUrl ?? new URL('attention-lab-element.js', pageUrl).href;
    const element = `<script src="${attr(script)}"></script>\n<attention-lab ${attrs.map(([k, v]) => `${k}="${attr(v)}"`).join(' ')}></attention-lab>`;
    const query = new URLSearchParams([['embed', '1'], ...attrs.filter(([k]) => k !== 'state')]);
    const hash = attrs.some(([k]) => k === 'state') ? `#state=${encoded()}` : '';
    const iframe = `<iframe src="${attr(`${pageUrl}?${query}${hash}`)}" title="Attention Lab" width="100%" height="760" loading="lazy"></iframe>`;
    return { element, iframe };
  }

  function reset() {
    if (persist) clearSaved();
    try { if (persist && location.hash.startsWith('#state=')) history.replaceState(null, '', location.href.split('#')[0]); } catch { /* file:// */ }
    store.set({ ...defaults, theme: store.get().theme });
    app.renderNotes(null);
    message('Back to the defaults.');
  }

  // ---- matrices in ------------------------------------------------------------------------------
  /** Puts parsed numbers into input `name`: the whole tensor, or the shown item's slice. */
  function applyMatrix(name, parsed) {
    const trace = getTrace();
    const tensor = trace?.tensors[name];
    if (!tensor) throw new Error(`${name} is not part of this configuration.`);
    const { shape } = tensor;
    const rows = shape.length >= 2 ? shape[shape.length - 2] : 1, cols = shape[shape.length - 1];
    const s = store.get();
    let values;
    if (parsed.values.length === tensor.data.length && (parsed.rows === rows || shape.length > 2)) values = parsed.values;
    else if (parsed.rows === rows && parsed.cols === cols) {
      values = Array.from(s.inputs[name] ?? tensor.data);
      const offset = shape.length === 3 ? Math.min(s.item, shape[0] - 1) * rows * cols : 0;
      parsed.values.forEach((v, i) => { values[offset + i] = v; });
    } else {
      throw new Error(`${name} is ${shape.join('×')}; what you pasted is ${parsed.rows}×${parsed.cols}.`);
    }
    store.set({ inputs: { ...s.inputs, [name]: values }, progress: 1, playing: false });
    message(`${name}: ${parsed.rows}×${parsed.cols} numbers read (${parsed.format}).`);
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
  const menus = [];
  function menuStatus() {
    const node = el('p', { className: 'sb-status sb-menu-status' });
    node.setAttribute('aria-hidden', 'true');
    return node;
  }
  function menu(title, build) {
    const details = el('details', { className: 'sb-menu' });
    const summary = el('summary', { textContent: title });
    const panel = el('div', { className: 'sb-panel' });
    details.append(summary, panel);
    details.addEventListener('toggle', () => {
      // Emptied when closed, so a reopened menu never shows (or lets a click reach) its stale controls
      // before the toggle event rebuilds them.
      if (!details.open) { panel.replaceChildren(); return; }
      for (const other of menus) if (other !== details) other.open = false;
      panel.replaceChildren(...build(), menuStatus());
    });
    menus.push(details);
    return details;
  }
  const copyBox = (label, text, name) => {
    const area = el('textarea', { readOnly: true, rows: Math.min(4, text.split('\n').length + 1), value: text, spellcheck: false });
    area.dataset.copy = name;
    const copy = button('Copy', async () => {
      area.select();
      try { await navigator.clipboard.writeText(text); message(`${label}: copied.`); }
      catch { message(`${label}: selected — press Ctrl+C (this page may not use the clipboard).`); }
    });
    return el('div', { className: 'sb-copy' }, labelled(label, area), copy);
  };

  const share = menu('Share', () => {
    const { element, iframe } = embedSnippets();
    return [copyBox('Link to exactly this view', currentLink(), 'link'), copyBox('Embed: custom element (one script)', element, 'element'),
      copyBox('Embed: iframe', iframe, 'iframe'), button('Reset to the defaults', reset, { className: 'sb-reset' })];
  });

  const exportMenu = menu('Export', () => exportPanel({ store, getTrace }));

  const numbersMenu = menu('Your numbers', () => {
    const trace = getTrace();
    const target = el('select');
    for (const name of Object.keys(trace?.tensors ?? {}).filter((n) => editable.has(n))) target.append(el('option', { value: name, textContent: `${name} (${trace.tensors[name].shape.join('×')})` }));
    const text = el('textarea', { rows: 5, spellcheck: false, placeholder: '0.1, 0.2\n0.3, 0.4   — or [[0.1, 0.2], [0.3, 0.4]], or \\begin{bmatrix} … \\end{bmatrix}' });
    text.dataset.paste = 'text';
    const file = el('input', { type: 'file', accept: '.json,application/json' });
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      if (chosen) importTrace(await chosen.text());
    });
    return [
      el('p', { className: 'sb-hint', textContent: 'Paste a matrix as CSV, rows of numbers, a Python/NumPy list or a LaTeX bmatrix. You can also paste straight onto an input or weight matrix on the stage.' }),
      labelled('Into', target), text,
      button('Use these numbers', () => {
        try { applyMatrix(target.value, parseMatrix(text.value)); } catch (error) { message(`Not used: ${error.message}`, 'error'); }
      }, { className: 'primary', dataset: { paste: 'apply' } }),
      labelled('Import a JSON trace (exported here)', file),
    ];
  });
  function importTrace(text) {
    try {
      const { config, inputs } = traceFromJson(text, lab.defaultConfig(), schema);
      const full = { ...lab.defaultConfig(), ...config };
      lab.plan(full, inputs);  // judged before anything changes; computed where the page computes its size
      store.set({ config: full, inputs, presetId: '', progress: 1, playing: false, item: 0, head: 0 });
      app.renderNotes(null);
      message('Trace imported: the engine recomputed it from its inputs and weights.');
      return true;
    } catch (error) {
      message(`Not imported: ${error.message}`, 'error');
      return false;
    }
  }

  const checkMenu = menu('Check an example', () => checkPanel({ lab, store, renderNotes: app.renderNotes }));

  host.replaceChildren(share, exportMenu, numbersMenu, checkMenu, status);
  // A menu closes with Escape (focus back on its button) or a click elsewhere.
  const closeMenus = () => { for (const m of menus) m.open = false; };
  root.addEventListener('click', (event) => { if (event.isTrusted && !event.composedPath().includes(host)) closeMenus(); }); // not the download link's click
  host.addEventListener('keydown', (event) => {
    const open = menus.find((m) => m.open);
    if (event.key === 'Escape' && open) { open.open = false; open.querySelector('summary').focus(); }
  });

  // ---- persistence: #state= wins, then the learner's own work from localStorage -------------------
  // Saved a moment after each change and when playing stops; a state the engine refuses is kept as
  // 'pending' beside the last one it computed, and nothing saved is ever deleted because it was refused.
  let restored = Promise.resolve();
  if (persist) {
    const hash = location.hash.match(/^#state=([A-Za-z0-9_-]*)$/);
    const deepLink = /[?&](chapter|exercises|preset|embed)=/.test(location.search) || /^#chapter/.test(location.hash);
    // A link that names a chapter (or exercises, an example) as well as a #state: the chapter is shown, and
    // the message says so instead of claiming to show the state.
    if (hash && deepLink) message('This link names a chapter or an example as well as a shared state; the chapter or example is shown. Open the link without its ?… part to see the shared state.');
    else if (hash) { if (applyEncoded(hash[1])) message('Showing the shared state from the link.'); }
    else if (!deepLink) restored = restoreSaved();
    let lastSaved = '', told = false;
    store.subscribe((state, previous) => {
      if (state.playing || (!previous.playing && state.config === previous.config && state.inputs === previous.inputs && state.step === previous.step && state.head === previous.head && state.item === previous.item && state.theme === previous.theme)) return;
      saveSoon(async () => {
        // Edited numbers take about 8 characters each: past the size a state may have, encoding them (a
        // GPT-2 layer opened in the lab holds 2.4 million) would only freeze the page for nothing.
        const numbers = Object.values(store.get().inputs ?? {}).reduce((n, v) => n + (v?.length ?? 0), 0);
        if (numbers * 8 > MAX_STATE_CHARS) {
          if (!told) message(`Your work is not being kept in this browser: it holds ${numbers.toLocaleString('en')} numbers of your own, more than a saved state can hold. Export → JSON keeps it.`, 'error');
          told = true;
          return;
        }
        let code;
        try { code = encoded(); } catch { return; }
        if (code === lastSaved) return;
        lastSaved = code;
        const refused = app.getError?.();
        const problem = code.length > MAX_STATE_CHARS ? `it is ${code.length} characters long, and a state may have at most ${MAX_STATE_CHARS}`
          : refused ? await save('pending', code) : (await save('state', code)) || (await save('pending', null));
        if (problem && !told) message(`Your work is not being kept in this browser: ${problem}. Share → Copy link keeps it.`, 'error');
        told = told || Boolean(problem);
      });
    });
  }
  async function restoreSaved() {
    const saved = await loadSaved('state'), pending = await loadSaved('pending');
    if (saved && !applyEncoded(saved)) message(`${status.textContent} It stays saved; choose an example or Reset to start again.`, 'error');
    if (pending && applyEncoded(pending, { validate: false })) message('Your last edits are back as you left them; the engine does not accept them yet (see the fields marked in red).');
  }

  return { currentLink, embedSnippets, applyEncoded, applyMatrix, importTrace, reset, message, encoded, restored };
}
