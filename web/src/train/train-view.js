// "Train a model": pick a task and a size, train in a worker, and watch the loss curve and every head's
// attention on a fixed probe change as the model learns; scrub back through the run; open a layer's
// trained weights in the lab. The main thread only draws. This module wires the parts together:
// train-layout.js (the markup), train-run.js (the state), train-messages.js (the worker's answers),
// train-file.js (a model file), train-text.js (what the view says).
import { t } from '../i18n/i18n.js';
import { startTrainWorker } from './train-worker.js';
import { predictPanel } from './predict-panel.js';
import { buildTrainView } from './train-layout.js';
import { say, setRunning, render, phaseOf } from './train-run.js';
import { listen, create, train, pause, step, measureHeads, predict } from './train-messages.js';
import { wireModelFile } from './train-file.js';
import { modelKeeper } from './keep-model.js';
import { traceProgress } from './trace-progress.js';

/**
 * Mounts the view into `container` and starts its worker. openInLab({config, inputs, tokens, title})
 * puts a layer's trained weights and input into the lab. → {state(), stop()} (state() for tests).
 */
export function mountTrainView(container, { openInLab }) {
  const view = { container, openInLab, worker: null, run: null, running: false, shown: -1, grid: null, ablated: [], lastFile: null };
  view.predict = predictPanel((ids) => view.worker && predict(view, ids));
  view.dom = buildTrainView(container, view.predict.element);
  view.progress = traceProgress();
  view.dom.status.after(view.progress.element);
  wireButtons(view);
  wireModelFile(view);
  view.keeper = modelKeeper(view);
  const ready = startWorker(view);
  return {
    ready,
    state: () => ({ running: view.running, task: view.run?.settings.task, snapshots: view.run?.snapshots ?? [], phase: phaseOf(view.run) }),
    stop: () => view.worker?.stop(),
  };
}

// A new run of the chosen task: nothing of the previous model's predictions stays.
function fresh(view) {
  view.predict.clear();
  create(view);
}

// Train / Pause, one chunk, Reset, the importance measurement, the task and size, the history slider.
function wireButtons(view) {
  const { play, once, reset, measure, task, size, history } = view.dom;
  play.addEventListener('click', () => {
    if (!view.worker || !view.run) return;
    if (view.running) return pause(view);
    view.shown = -1;
    setRunning(view, true);
    train(view);
  });
  once.addEventListener('click', () => view.worker && !view.running && step(view));
  reset.addEventListener('click', () => view.worker && fresh(view));
  measure.addEventListener('click', () => view.worker && measureHeads(view));
  task.addEventListener('change', () => view.worker && fresh(view));
  size.addEventListener('change', () => view.worker && fresh(view));
  history.addEventListener('input', () => {
    const i = Number(history.value);
    view.shown = i >= view.run.snapshots.length - 1 ? -1 : i;
    render(view);
  });
}

// The buttons wait for the worker; without one the view says why and stays still.
function startWorker(view) {
  const { play, once, reset, measure } = view.dom;
  say(view, t('train.view.startingWorker'));
  for (const control of [play, once, reset, measure]) control.disabled = true;
  return startTrainWorker().then((started) => {
    if (!started) {
      say(view, t('train.view.noWorker'));
      return;
    }
    view.worker = started;
    listen(view);
    for (const control of [play, once, reset, measure]) control.disabled = false;
    return view.keeper.restore().then((back) => back || create(view));  // the model trained last time, or a new one
  });
}
