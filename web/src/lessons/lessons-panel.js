// The lessons around the live lab: a guided tour (chapters that configure the lab and explain it with
// the engine's numbers), exercises checked against the trace, the token-by-token generation view,
// and the multi-head equivalence view. Owns #lessons and #lesson-stage; changes the lab only through the
// store and the page's applyPreset. Deep links: ?chapter=4 (or #chapter-4), ?exercises=spec,….
// This module holds the lessons' state and moves between tabs and chapters; the panels, the stage view
// and the address are drawn and read by the modules it imports.
import { chapters } from './tour.js';
import { generateSpecs } from './exercises.js';
import { tourPanel, markChapterCells, clearChapterCells } from './tour-panel.js';
import { exercisesPanel } from './exercises-panel.js';
import { lessonStage } from './lesson-stage.js';
import { readLessonLinks, writeChapterLink } from './lesson-links.js';
import { intro, tabBar, chapterKeys } from './lesson-parts.js';
import { el } from '../views/kit.js';
import { isGraded } from '../state/graded-mode.js';
import { t } from '../i18n/i18n.js';
import { planStep } from '../engine/compute.js';

// Message keys (the words are looked up when drawn, in the page's language).
const TABS = [['tour', 'lessons.panel.tabTour'], ['exercises', 'lessons.panel.tabExercises'], ['decode', 'lessons.panel.tabDecode'], ['equivalence', 'lessons.panel.tabEquivalence']];
const INTROS = { decode: 'lessons.panel.introDecode', equivalence: 'lessons.panel.introEquivalence' };

// applyPreset(preset) and renderNotes(preset | null) are the page's (mount.js): a chapter opens an example
// as the example menu does. onTrace(listener) hears each new picture of the trace model: what the lessons
// show is drawn from the store and the trace at hand, whichever changed last. Longer than 80 lines because it is the one closure over the lessons' state
// (`ui`): its inner functions are the actions (open, explore, backToSetup, goChapter) the panels call.
export function mountLessons({ lab, store, getTrace, onTrace, presets, applyPreset, renderNotes, root: scope = document, deepLinks = scope === document }) {
  const root = scope.getElementById('lessons');
  // setup: the lab as it was before the tour took it over, for "Back to your setup"
  const ui = { tab: null, chapter: 0, view: null, decodeT: 0, specs: [], seed: 1, setup: null };
  const stage = lessonStage({ root: scope.getElementById('lesson-stage'), lab, store, getTrace, presets, ui });
  const setUrl = (chapter) => { if (deepLinks) writeChapterLink(chapter); };
  let drawnFor = null;  // the trace the open tab's sentences were drawn from

  // The tab bar stays; its content opens below it.
  const tabs = tabBar(TABS, (id) => (ui.tab === id ? explore() : open(id)));
  const body = el('div', 'lesson-body');
  root.replaceChildren(tabs.el, body);

  function open(tab) {
    if (tab !== 'tour') ui.setup = null;
    ui.tab = tab;
    ui.view = !isGraded() && (tab === 'decode' || tab === 'equivalence') ? tab : null;
    if (tab === 'exercises' && !ui.specs.length && getTrace()) ui.specs = generateSpecs(getTrace(), ui.seed, { lab, presets });
    if (tab === 'decode') ui.decodeT = 0;
    if (tab === 'tour') return goChapter(ui.chapter);
    return draw();
  }

  // "Explore freely": the lab stays as the chapter left it; the lessons close.
  function explore() {
    close();
    scope.querySelector('#timeline [aria-current="step"]')?.focus();
  }
  function close() {
    Object.assign(ui, { setup: null, tab: null, view: null });
    clearChapterCells(scope);
    setUrl(null);
    draw();
  }

  // "Back to your setup": the lab as it was before the tour, and the lessons close.
  function backToSetup() {
    const saved = ui.setup;
    explore();
    store.set({ ...saved, progress: 1, playing: false });
    renderNotes(presets.find((p) => p.id === saved.presetId) ?? null);
  }

  function goChapter(index) {
    if (!ui.setup) {  // entering the tour (another tab, or leaving it, clears the saved setup)
      const { config, inputs, presetId, step, head, item } = store.get();
      ui.setup = { config, inputs, presetId, step, head, item };
    }
    ui.chapter = Math.max(0, Math.min(chapters.length - 1, index));
    ui.tab = 'tour';
    const ch = chapters[ui.chapter];
    const preset = ch.preset ? presets.find((p) => p.id === ch.preset) : null;
    const config = { ...lab.defaultConfig(), ...(preset?.config ?? {}), ...(ch.config ?? {}) };
    // A chapter on an example opens it as the example menu does (its notes appear as usual), on the step the
    // configuration's plan names (the trace may come later, from the worker).
    if (preset && !ch.config) applyPreset(preset);
    else renderNotes(null);
    const inputs = ch.inputs ?? preset?.inputs ?? {};
    store.set({ config, inputs, presetId: preset?.id ?? '', item: 0, head: ch.head ?? 0, playing: false, progress: 1, step: planStep(lab, config, inputs, ch.step) });
    ui.view = ch.view ?? null;
    ui.decodeT = ch.view === 'decode' ? (ch.decodeAt ?? 2) : 0;  // clamped to the sequence when drawn
    setUrl(ui.chapter + 1);
    draw();
  }

  function freshExercises() {
    const trace = getTrace();
    ui.seed += 1;
    ui.specs = trace ? generateSpecs(trace, ui.seed, { lab, presets }) : [];
    draw();
  }

  function draw() {
    tabs.press(ui.tab);
    root.dataset.open = ui.tab ?? '';
    body.replaceChildren(...(ui.tab ? [panel(ui.tab)] : []));
    stage.draw(true);
  }

  function panel(tab) {
    const trace = getTrace();
    drawnFor = trace;
    if (isGraded() && tab !== 'exercises') return el('p', 'hint', t('lessons.assignment.closedGraded'));  // no worked answers
    if (tab === 'tour') return tourPanel({ index: ui.chapter, trace, lab, presets, actions: { goChapter, explore, back: ui.setup ? backToSetup : null } });
    if (tab === 'exercises') {
      return exercisesPanel({ specs: ui.specs, trace, getTrace, lab, presets, store, actions: { fresh: freshExercises, explore } });
    }
    return intro(t(INTROS[tab]), explore);
  }

  // Keyboard: PageDown / PageUp move through the chapters while the tour is open.
  chapterKeys(scope, () => ui.tab === 'tour', (step) => {
    goChapter(ui.chapter + step);
    scope.getElementById('tour-title')?.focus();
  });

  // The chapter's example, left for another one (the menu, a link, undo): the lab is the learner's again, as
  // after "Explore freely"; the chapter does not go on describing the example it chose.
  const leftChapter = (state) => ui.tab === 'tour' && state.presetId !== (chapters[ui.chapter].preset ?? '');
  function follow() {
    if (leftChapter(store.get())) return close();
    const trace = getTrace();
    // A chapter's sentences and the exercises are the trace's: a new trace says them of the new numbers.
    if ((ui.tab === 'exercises' || ui.tab === 'tour') && trace && drawnFor !== trace) draw();
    stage.draw();
    if (ui.tab === 'tour') markChapterCells(scope, ui.chapter, trace, store.get().step);
  }
  store.subscribe(follow);
  onTrace(follow);

  const asked = deepLinks ? readLessonLinks() : { chapter: null, specs: [] };
  draw();
  // After the page's first render (same task), so the first trace exists.
  queueMicrotask(() => {
    if (asked.chapter) goChapter(asked.chapter - 1);
    else if (asked.specs.length || asked.assignment) { ui.specs = asked.specs; open('exercises'); }
  });
  return { goChapter, open, explore };
}
