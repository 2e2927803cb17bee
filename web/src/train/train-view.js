// "Train a model": pick a task and a size, train in a worker, and watch the loss curve and every head's
// attention on a fixed probe change as the model learns; scrub back through the run; open a layer's
// trained weights in the lab. The main thread only draws.
import { TASKS, settingsFor, probeFor } from './tasks.js';
import { startTrainWorker, SNAPSHOT_EVERY, MAX_STEPS } from './train-worker.js';
import { lossPlot, phaseChange } from './loss-plot.js';
import { headGrid } from './head-grid.js';

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Mounts the view into `container` and starts its worker. openInLab({config, inputs, tokens, title})
 * puts a layer's trained weights and input into the lab. → {state(), stop()} (state() for tests).
 */
export function mountTrainView(container, { openInLab }) {
  const task = el('select', { id: 'train-task' });
  for (const [id, t] of Object.entries(TASKS)) task.append(el('option', { value: id, textContent: t.title }));
  const size = el('select', { id: 'train-size' },
    el('option', { value: 'default', textContent: 'as shipped (the examples’ size)' }),
    el('option', { value: 'small', textContent: 'small: 2 heads, width 32 (faster)' }));
  const play = el('button', { type: 'button', id: 'train-play', className: 'primary', textContent: 'Train' });
  const once = el('button', { type: 'button', id: 'train-step', textContent: `Step (+${SNAPSHOT_EVERY})` });
  const reset = el('button', { type: 'button', id: 'train-reset', textContent: 'Reset' });
  const status = el('p', { id: 'train-status', className: 'train-status', role: 'status' });
  const blurb = el('p', { className: 'train-blurb' });
  const plot = lossPlot();
  const history = el('input', { type: 'range', id: 'train-history', min: '0', max: '0', value: '0', disabled: true });
  const historyLabel = el('label', { htmlFor: 'train-history', textContent: 'History' });
  const heads = el('div', { className: 'train-heads' });
  const openButtons = el('div', { className: 'train-open' });
  container.replaceChildren(
    el('div', { className: 'train-intro' },
      el('h2', { textContent: 'Train a model, and watch its heads learn' }),
      el('p', { textContent: 'A small transformer trains right here, in your browser. Press Train: the curve shows how wrong its predictions are (the loss), and the squares show where each head looks on one fixed sequence — each row is a query, each column a key, darker is more weight.' })),
    el('div', { className: 'train-controls' },
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-task', textContent: 'Task' }), task),
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-size', textContent: 'Size' }), size),
      el('div', { className: 'train-buttons' }, play, once, reset)),
    blurb, status,
    el('div', { className: 'train-main' },
      el('div', { className: 'train-curve' },
        el('figure', { className: 'train-plot' }, plot.element,
          el('figcaption', { textContent: 'Solid: held-out loss. Faint: the last batch’s loss. Dashed: held-out accuracy (right axis).' })),
        el('div', { className: 'field train-history' }, historyLabel, history)),
      el('div', { className: 'train-attention' },
        el('p', { className: 'train-legend', textContent: 'Where each head looks on the probe sequence. Green frame: a previous-token head (it looks one token back). Pink frame: an induction head (it looks at the token after the earlier copy of the current one).' }),
        heads, openButtons)));

  let worker = null, run = null, running = false, shown = -1, grid = null;
  const say = (text) => { status.textContent = text; };

  function render() {
    if (!run) return;
    const snaps = run.snapshots, i = shown < 0 ? snaps.length - 1 : shown, snap = snaps[i];
    const phase = run.settings.task === 'induction' ? phaseChange(snaps) : null;
    container.dataset.phase = phase === null ? '' : String(phase);
    plot.draw(snaps, { phase, cursor: shown < 0 ? null : snap?.step ?? null });
    history.max = String(Math.max(0, snaps.length - 1));
    history.value = String(i);
    history.disabled = snaps.length < 2;
    historyLabel.textContent = snap ? `History: step ${snap.step}${shown < 0 ? ' (live)' : ''}` : 'History';
    if (snap) grid.draw(snap, run.T);
  }

  function describe(snap) {
    const phase = run.settings.task === 'induction' ? phaseChange(run.snapshots) : null;
    return `Step ${snap.step}${running ? ' (training)' : ''} · batch loss ${snap.loss.toFixed(3)} · held-out loss ${snap.evalLoss.toFixed(3)}, accuracy ${(100 * snap.evalAccuracy).toFixed(1)}%` +
      (phase !== null ? ` · phase change near step ${phase}` : '');
  }

  function setRunning(on) {
    running = on;
    play.textContent = on ? 'Pause' : 'Train';
    play.setAttribute('aria-pressed', String(on));
    once.disabled = on;
    container.dataset.running = String(on);
  }

  function onMessage(message) {
    if (message.run !== undefined && message.run !== run?.id) return;  // from a run since replaced
    if (message.kind === 'created') {
      run.config = message.config;
      grid = headGrid(message.config);
      heads.replaceChildren(grid.element);
      openButtons.replaceChildren(...Array.from({ length: message.config.layers }, (_, l) =>
        el('button', { type: 'button', textContent: `Open layer ${l + 1} in the lab`, onclick: () => worker.send({ kind: 'layer', layer: l }) })));
    } else if (message.kind === 'snapshot') {
      run.snapshots.push(message);
      container.dataset.step = String(message.step);
      container.dataset.evalAccuracy = String(message.evalAccuracy);
      render();
      say(describe(message));
    } else if (message.kind === 'paused') {
      setRunning(false);
      if (message.limit) say(`Stopped at step ${message.step} (the view trains at most ${MAX_STEPS} steps). Reset to train again.`);
      else if (run.snapshots.length) say(describe(run.snapshots[run.snapshots.length - 1]));
    } else if (message.kind === 'layer') {
      const labels = message.tokens.map((t) => (t === ' ' ? '␣' : t));
      openInLab({ config: { ...message.config, text: labels.join(' ') }, inputs: message.inputs,
        title: `${TASKS[run.settings.task].title}: layer ${message.layer + 1} after ${run.snapshots[run.snapshots.length - 1].step} steps` });
    } else if (message.kind === 'error') {
      setRunning(false);
      say(`Training stopped: ${message.message}`);
    }
  }

  function create() {
    const settings = settingsFor(task.value, size.value), probe = probeFor(settings);
    run = { id: (run?.id ?? 0) + 1, settings, T: settings.seqLen, snapshots: [], config: null };
    shown = -1;
    setRunning(false);
    blurb.textContent = TASKS[task.value].blurb;
    container.dataset.task = task.value;
    say('Starting the model…');
    worker.send({ kind: 'create', run: run.id, settings, probe: probe.tokens });
  }

  play.addEventListener('click', () => {
    if (!worker || !run) return;
    if (running) return worker.send({ kind: 'pause' });
    shown = -1;
    setRunning(true);
    worker.send({ kind: 'run' });
  });
  once.addEventListener('click', () => worker && !running && worker.send({ kind: 'step' }));
  reset.addEventListener('click', () => worker && create());
  task.addEventListener('change', () => worker && create());
  size.addEventListener('change', () => worker && create());
  history.addEventListener('input', () => {
    const i = Number(history.value);
    shown = i >= run.snapshots.length - 1 ? -1 : i;
    render();
  });

  say('Starting the training worker…');
  for (const control of [play, once, reset]) control.disabled = true;
  const ready = startTrainWorker().then((started) => {
    if (!started) {
      say('This page could not start a worker, and training on the page itself would freeze it. Open the page over http(s) or from a file in a current browser.');
      return;
    }
    worker = started;
    worker.onMessage(onMessage);
    for (const control of [play, once, reset]) control.disabled = false;
    create();
  });
  return {
    ready,
    state: () => ({ running, task: run?.settings.task, snapshots: run?.snapshots ?? [], phase: run && run.settings.task === 'induction' ? phaseChange(run.snapshots) : null }),
    stop: () => worker?.stop(),
  };
}
