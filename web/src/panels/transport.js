// The transport (previous, next, play, speed, scrub), the theme button, undo/redo and the keyboard of one
// lab, as keys-help.js lists it: ←/→ and a clicker's Page Down/Page Up step (arrows mirrored in a right-to-left
// language), Home/End go to the first and last step, Space (or a clicker's b or .) plays, ? shows the keys,
// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo outside text boxes.
import { frameAt } from '../state/timeline.js';
import { direction, t } from '../i18n/i18n.js';
import { stepTitle } from '../stage/step-titles.js';
import { bindKeysHelp } from './keys-help.js';

export function bindTransport({ $, store, history, keyTarget, getTrace, pickStep, togglePlay }) {
  $('prev').addEventListener('click', () => pickStep(store.get().step - 1));
  $('next').addEventListener('click', () => pickStep(store.get().step + 1));
  $('play').addEventListener('click', togglePlay);
  $('speed').addEventListener('change', (event) => store.set({ speed: Number(event.target.value) }));
  $('scrub').addEventListener('input', (event) => {
    const { index, progress } = frameAt(getTrace().steps, (Number(event.target.value) / 1000) * getTrace().steps.length);
    store.set({ step: index, progress: Number(event.target.value) >= 1000 ? 1 : progress, playing: false });
  });
  $('theme').addEventListener('click', () => {
    const current = store.get().theme === 'auto' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : store.get().theme;
    store.set({ theme: current === 'dark' ? 'light' : 'dark' });
  });
  $('undo').addEventListener('click', () => history.undo());
  $('redo').addEventListener('click', () => history.redo());
  keyTarget.addEventListener('keydown', (event) => {
    const target = event.target;
    const inText = target.closest?.('input, textarea, [contenteditable]');  // there the browser undoes typing
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z' && !inText) {
      event.preventDefault();
      event.shiftKey ? history.redo() : history.undo();
    } else if (event.ctrlKey && !event.altKey && event.key.toLowerCase() === 'y' && !inText) {
      event.preventDefault();
      history.redo();
    }
  });
  keyTarget.addEventListener('keydown', (event) => {
    const target = event.target;
    if (target.closest?.('input, textarea, select, [contenteditable], dialog') || event.altKey || event.ctrlKey || event.metaKey) return;
    if ($('stage').closest('.layout')?.hidden) return;  // another view (Train a model) is open
    // The steps run the way the page reads: in a right-to-left language ← is the next step.
    const forward = direction() === 'rtl' ? 'ArrowLeft' : 'ArrowRight', back = direction() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = getTrace().steps.length - 1;
    const to = { [forward]: store.get().step + 1, PageDown: store.get().step + 1, [back]: store.get().step - 1,
      PageUp: store.get().step - 1, Home: 0, End: last }[event.key];
    if (to !== undefined) { event.preventDefault(); pickStep(Math.min(Math.max(to, 0), last)); }
    else if ((event.key === ' ' && !target.closest?.('button, [role=gridcell], canvas')) || event.key === 'b' || event.key === '.') {
      event.preventDefault();
      togglePlay();
    } else if (event.key === '?') { event.preventDefault(); keysHelp.open(); }
  });
  const keysHelp = bindKeysHelp($('keys-help'));
  $('keys').addEventListener('click', () => keysHelp.open());
}

/**
 * The transport as the state has it: the scrub position and its spoken value, Play/Pause, and which buttons
 * work. Called every animation frame, so it writes only what changed (WebKit redoes layout for every write).
 */
export function renderTransport($, state, trace, stepIndex, history) {
  const { steps } = trace;
  const set = (id, name, value) => { if ($(id)[name] !== value) $(id)[name] = value; };
  const attribute = (id, name, value) => { if ($(id).getAttribute(name) !== value) $(id).setAttribute(name, value); };
  set('scrub', 'value', String(Math.round(((stepIndex + state.progress) / steps.length) * 1000)));
  attribute('scrub', 'aria-valuetext', t('app.transport.scrubValue', { n: stepIndex + 1, title: stepTitle(steps[stepIndex], trace.config), percent: Math.round(state.progress * 100) }));
  set('play', 'textContent', t(state.playing ? 'app.transport.pause' : 'app.transport.play'));
  attribute('play', 'aria-label', t(state.playing ? 'app.transport.pauseLabel' : 'app.transport.playLabel'));
  set('undo', 'disabled', !history.canUndo());
  set('redo', 'disabled', !history.canRedo());
  set('prev', 'disabled', stepIndex === 0);
  set('next', 'disabled', stepIndex === steps.length - 1);
}
