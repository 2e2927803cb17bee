// The lessons around the live lab: a guided tour (chapters that configure the lab and explain it with
// the engine's numbers), exercises checked against the trace, the token-by-token generation view,
// and the multi-head equivalence view. Owns #lessons and #lesson-stage; changes the lab only through the
// store and the page's applyPreset. Deep links: ?chapter=4 (or #chapter-4), ?exercises=spec,….
import { chapters, chapterFromLocation } from './tour.js';
import { parseExerciseList, generateSpecs } from './exercises.js';
import { exerciseItem } from './exercise-item.js';
import { multiHeadEquivalence } from './equivalence.js';
import { decodeComparison } from './decode.js';
import { decodeView } from '../views/decode-view.js';
import { nextTokenView } from '../views/next-token-view.js';
import { generation } from './generation.js';
import { equivalenceView } from '../views/equivalence-view.js';
import { kvCacheView } from '../views/kv-cache-view.js';
import { REAL_SHAPE } from './kv-cache.js';
import { el } from '../views/kit.js';

const TABS = [['tour', 'Guided tour'], ['exercises', 'Exercises'], ['decode', 'One token at a time'], ['equivalence', 'Multi-head equivalence']];

// applyPreset(preset) and renderNotes(preset | null) are the page's (mount.js): a chapter opens an example
// as the example menu does.
export function mountLessons({ lab, store, getTrace, presets, applyPreset, renderNotes, root: scope = document, deepLinks = scope === document }) {
  const $ = (id) => scope.getElementById(id);
  const root = $('lessons'), stageRoot = $('lesson-stage');
  const ui = { tab: null, chapter: 0, view: null, decodeT: 0, specs: [], seed: 1 };
  const kvShape = { ...REAL_SHAPE };
  let setup = null;  // the lab as it was set up before the tour took it over, for "Back to your setup"
  let stageKey = '', traceIds = new WeakMap(), nextId = 1, decoded = null;  // decoded: {key, cmp} of the decode view
  const generating = generation({ presets, store });
  const traceId = (trace) => { if (!traceIds.has(trace)) traceIds.set(trace, nextId++); return traceIds.get(trace); };

  // The tab bar stays; its content opens below it.
  const tabs = el('div', 'lesson-tabs');
  tabs.setAttribute('role', 'group');
  tabs.setAttribute('aria-label', 'Lessons');
  const tabButtons = TABS.map(([id, text]) => {
    const b = tabs.appendChild(el('button', '', text));
    b.type = 'button';
    b.dataset.tab = id;
    b.addEventListener('click', () => (ui.tab === id ? explore() : open(id)));
    return b;
  });
  const body = el('div', 'lesson-body');
  root.replaceChildren(tabs, body);

  function open(tab) {
    if (tab !== 'tour') setup = null;
    ui.tab = tab;
    ui.view = tab === 'decode' || tab === 'equivalence' ? tab : null;
    if (tab === 'exercises' && !ui.specs.length && getTrace()) ui.specs = generateSpecs(getTrace(), ui.seed);
    if (tab === 'decode') ui.decodeT = 0;
    if (tab === 'tour') return goChapter(ui.chapter);
    draw();
  }

  // "Explore freely": the lab stays as the chapter left it; the lessons close.
  function explore() {
    setup = null;
    ui.tab = null;
    ui.view = null;
    clearTourMarks();
    setUrl(null);
    draw();
    scope.querySelector('#timeline [aria-current="step"]')?.focus();
  }

  function goChapter(index) {
    if (!setup) {  // entering the tour (another tab, or leaving it, clears the saved setup)
      const { config, inputs, presetId, step, head, item } = store.get();
      setup = { config, inputs, presetId, step, head, item };
    }
    ui.chapter = Math.max(0, Math.min(chapters.length - 1, index));
    ui.tab = 'tour';
    const ch = chapters[ui.chapter];
    const preset = ch.preset ? presets.find((p) => p.id === ch.preset) : null;
    const config = { ...lab.defaultConfig(), ...(preset?.config ?? {}), ...(ch.config ?? {}) };
    // A chapter on an example opens it as the example menu does (its notes appear as usual).
    if (preset && !ch.config) applyPreset(preset);
    else renderNotes(null);
    store.set({ config, inputs: ch.inputs ?? preset?.inputs ?? {}, presetId: preset?.id ?? '', item: 0, head: ch.head ?? 0, playing: false, progress: 1, step: 0 });
    const index2 = getTrace()?.steps.findIndex((s) => s.id === ch.step) ?? -1;
    if (index2 >= 0) store.set({ step: index2 });
    ui.view = ch.view ?? null;
    ui.decodeT = ch.view === 'decode' ? (ch.decodeAt ?? 2) : 0;  // clamped to the sequence when drawn
    setUrl(ui.chapter + 1);
    draw();
  }

  function setUrl(chapter) {
    if (!deepLinks) return;
    try {
      const params = new URLSearchParams(location.search);
      if (chapter) params.set('chapter', String(chapter)); else params.delete('chapter');
      const query = params.toString();
      history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
    } catch { /* some file:// contexts refuse; the link text still shows the address */ }
  }

  function draw() {
    tabButtons.forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.tab === ui.tab)));
    root.dataset.open = ui.tab ?? '';
    if (ui.tab === 'tour') body.replaceChildren(tourPanel());
    else if (ui.tab === 'exercises') body.replaceChildren(exercisesPanel());
    else if (ui.tab === 'decode') body.replaceChildren(intro('Causal self-attention of the sentence, replayed one token at a time with a key/value cache, as a model generates text. The lab below shows the same computation done all at once.'));
    else if (ui.tab === 'equivalence') body.replaceChildren(intro('The current configuration’s own weights, taken apart head by head. Pick the head in the Head menu.'));
    else body.replaceChildren();
    stageKey = '';
    drawStage();
  }

  function intro(text) {
    const box = el('div', 'lesson-intro');
    box.append(el('p', '', text), exploreButton());
    return box;
  }

  // "Back to your setup": the lab as it was before the tour, and the lessons close.
  function backButton() {
    const b = el('button', 'explore', '↺ Back to your setup');
    b.type = 'button';
    b.dataset.action = 'back-to-setup';
    b.addEventListener('click', () => {
      const saved = setup;
      explore();
      store.set({ ...saved, progress: 1, playing: false });
      renderNotes(presets.find((p) => p.id === saved.presetId) ?? null);
    });
    return b;
  }

  function exploreButton() {
    const b = el('button', 'explore', 'Explore freely ✕');
    b.type = 'button';
    b.addEventListener('click', explore);
    return b;
  }

  function tourPanel() {
    const ch = chapters[ui.chapter];
    const wrap = el('div', 'tour');
    const nav = el('ol', 'tour-chapters');
    nav.setAttribute('aria-label', 'Chapters');
    chapters.forEach((c, i) => {
      const b = nav.appendChild(el('li')).appendChild(el('button', '', String(i + 1)));
      b.type = 'button';
      b.title = c.title;
      b.setAttribute('aria-label', `Chapter ${i + 1}: ${c.title}`);
      if (i === ui.chapter) b.setAttribute('aria-current', 'true');
      b.addEventListener('click', () => goChapter(i));
    });
    const title = el('h2', 'tour-title', `Chapter ${ui.chapter + 1} of ${chapters.length}: ${ch.title}`);
    title.tabIndex = -1;
    title.id = 'tour-title';
    const question = el('p', 'tour-question', ch.question);
    const text = el('div', 'tour-text');
    let sentences = [];
    try { sentences = getTrace() ? ch.text(getTrace(), lab, { presets }) : []; } catch (error) { sentences = [`(This chapter needs its own configuration: ${error.message})`]; }
    for (const s of sentences) text.append(el('p', '', s));
    const buttons = el('div', 'tour-buttons');
    const prev = el('button', '', '◀ Previous chapter');
    prev.type = 'button'; prev.disabled = ui.chapter === 0;
    prev.addEventListener('click', () => goChapter(ui.chapter - 1));
    const next = el('button', 'primary', ui.chapter === chapters.length - 1 ? 'Explore freely ▶' : 'Next chapter ▶');
    next.type = 'button'; next.dataset.action = 'next-chapter';
    next.addEventListener('click', () => (ui.chapter === chapters.length - 1 ? explore() : goChapter(ui.chapter + 1)));
    const link = el('a', 'tour-link', `Link: ?chapter=${ui.chapter + 1}`);
    link.href = `?chapter=${ui.chapter + 1}`;
    buttons.append(prev, next, ...(ui.chapter === chapters.length - 1 ? [] : [exploreButton()]), ...(setup ? [backButton()] : []), link, el('span', 'hint', 'PageUp / PageDown move between chapters'));
    wrap.append(nav, title, question, text, buttons);
    return wrap;
  }

  let exercisesFor = null;
  function exercisesPanel() {
    const trace = getTrace();
    exercisesFor = trace;
    const wrap = el('div', 'exercises');
    wrap.append(el('p', 'lesson-intro-text', 'Predict, then check against the engine. The questions use the configuration in the panel on the left; change it and make a new set.'));
    const listNode = el('ol', 'exercise-list');
    for (const spec of ui.specs) listNode.append(exerciseItem(spec, { trace, getTrace, lab }));
    const buttons = el('div', 'tour-buttons');
    const fresh = el('button', '', 'New exercises from this configuration');
    fresh.type = 'button';
    fresh.addEventListener('click', () => { ui.seed += 1; ui.specs = trace ? generateSpecs(trace, ui.seed) : []; draw(); });
    const link = el('a', 'tour-link', 'Link to this set');
    link.href = `?exercises=${ui.specs.map(encodeURIComponent).join(',')}`;
    buttons.append(fresh, link, exploreButton());
    wrap.append(listNode, buttons);
    return wrap;
  }

  // The lesson view (decode or equivalence) above the lab's stage, redrawn when the trace changes.
  function drawStage() {
    const trace = getTrace();
    const s = store.get();
    const key = JSON.stringify([ui.view, trace && traceId(trace), s.item, s.head, ui.decodeT]);
    if (key === stageKey) return;
    stageKey = key;
    stageRoot.hidden = !ui.view || !trace;
    stageRoot.dataset.view = ui.view ?? '';
    if (!ui.view || !trace) { stageRoot.replaceChildren(); return; }
    const item = Math.min(s.item, trace.config.batch - 1);
    try {
      if (ui.view === 'decode') {
        // Decoded once per trace and item: "next token" only moves through it (it was recomputed per click).
        const decodeKey = JSON.stringify([traceId(trace), item]);
        if (decoded?.key !== decodeKey) decoded = { key: decodeKey, cmp: decodeComparison(lab, s.config, trace.config.crossAttention ? {} : s.inputs, item) };
        const cmp = decoded.cmp;
        ui.decodeT = Math.min(ui.decodeT, cmp.steps - 1);
        const focus = (action) => stageRoot.querySelector(`${action}:not(:disabled)`)?.focus();
        const view = decodeView(cmp, ui.decodeT, { item, onT: (t) => { ui.decodeT = t; drawStage(); focus('[data-action="decode-next"], [data-action="decode-back"]'); } });
        const next = generating.nextAt(ui.decodeT, (t) => { ui.decodeT = t; drawStage(); focus('[data-action="decode-generate"]'); });
        if (next) view.el.append(nextTokenView(next));
        const notes = [];
        if (trace.config.crossAttention || trace.config.mask !== 'causal') notes.push(el('p', 'hint', 'Generation is causal self-attention: shown here with the causal mask on the sentence, whatever the panel’s mask.'));
        stageRoot.replaceChildren(el('h2', '', 'Generating one token at a time'), ...notes, view.el);
      } else if (ui.view === 'kv-cache') {
        // The real model's shape survives redraws (the learner's own numbers stay in the boxes).
        const view = kvCacheView(trace, lab.schema?.(), kvShape);
        stageRoot.replaceChildren(el('h2', '', 'KV cache size: MHA, GQA and MQA'), view.el);
      } else {
        if (!trace.tensors.Q_heads || !trace.tensors.Z || !trace.tensors.W_o) throw new Error('this configuration is too large to keep every tensor; make it smaller');
        const head = s.head === 'all' ? 0 : s.head;
        const view = equivalenceView(trace, multiHeadEquivalence(trace, item), { item, head });
        stageRoot.replaceChildren(el('h2', '', 'Multi-head equivalence, with numbers'), view.el);
      }
    } catch (error) {
      stageRoot.replaceChildren(el('p', 'error', `This view cannot be shown for the current configuration: ${error.message}`));
    }
  }

  // Cells a chapter points at, marked on the lab's stage while the chapter is open.
  function clearTourMarks() {
    for (const node of scope.querySelectorAll('#stage [data-tour]')) node.removeAttribute('data-tour');
  }
  function markTour() {
    if (ui.tab !== 'tour') return;
    const mark = chapters[ui.chapter].highlight;
    const trace = getTrace();
    if (!mark || !trace || trace.steps[store.get().step]?.id !== chapters[ui.chapter].step) return clearTourMarks();
    const figure = scope.querySelector(`#stage [data-tensor="${mark.tensor}"]`);
    if (!figure || figure.querySelector('[data-tour]')) return;
    const cells = [...figure.querySelectorAll('[role=gridcell]')];
    for (const cell of cells) {
      const r = Number(cell.dataset.row), c = Number(cell.dataset.col);
      if (mark.rows?.includes(r) || mark.cols?.includes(c) || mark.cells?.some(([a, b]) => a === r && b === c)) cell.setAttribute('data-tour', '');
    }
  }

  // Keyboard: PageDown / PageUp move through the chapters while the tour is open.
  scope.addEventListener('keydown', (event) => {
    if (ui.tab !== 'tour' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      goChapter(ui.chapter + (event.key === 'PageDown' ? 1 : -1));
      $('tour-title')?.focus();
    }
  });

  store.subscribe(() => {
    const trace = getTrace();
    // Exercises follow the configuration: a new trace asks the same questions of the new numbers.
    if (ui.tab === 'exercises' && trace && exercisesFor !== trace) draw();
    drawStage();
    markTour();
  });

  // Deep links, validated strictly; nothing from the address is ever inserted as HTML.
  const params = new URLSearchParams(deepLinks ? location.search : '');
  const specs = parseExerciseList(params.get('exercises') ?? '');
  const chapter = deepLinks ? chapterFromLocation(location.search, location.hash) : null;
  draw();
  // After the page's first render (same task), so the first trace exists.
  queueMicrotask(() => {
    if (chapter) goChapter(chapter - 1);
    else if (specs.length) { ui.specs = specs; open('exercises'); }
  });
  return { goChapter, open, explore };
}
