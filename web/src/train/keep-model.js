// A model trained here is not lost: its checkpoint (the worker's trainer.save(), safetensors) is kept in this
// browser's IndexedDB after each pause and every KEEP_EVERY steps while it trains, and comes back when the
// view opens again; "Download model" saves it as a .safetensors file (which "Open a model file" reads back).
// Closing the tab while steps are not yet kept asks first. A model file refused by the engine leaves the
// trained model as it was (the worker keeps it: kept: true), and the view goes back to it.
import { t } from '../i18n/i18n.js';
import { engineText } from '../i18n/engine-text.js';
import { el } from './dom.js';
import { say, render, setRunning } from './train-run.js';
import { remembering } from '../state/memory.js';
import { keptModel, keepModel } from './model-store.js';
import { download as downloadFile } from '../export/export.js';
import { createFromFile } from './train-messages.js';

const KEEP_EVERY = 200;  // steps

/**
 * Wires the view's keeping. → {created(config), snapshot(step), paused(): train-messages.js tells it what the
 * worker answered; refused(error): a refused model file, → true when the trained model is shown again;
 * restore(): opens the model kept last time, → whether there was one}.
 */
export function modelKeeper(view) {
  let trainedStep = 0, keptStep = 0, asked = false;  // the model's step, and the step last kept
  const download = el('button', { type: 'button', id: 'train-download', textContent: t('train.keep.download'), disabled: true });
  const note = el('p', { className: 'train-kept', role: 'status' });
  download.addEventListener('click', () => save((saved) => downloadFile(`attention-lab-${saved.task}-step${saved.step}.safetensors`, new Blob([saved.bytes]))));
  view.dom.reset.after(download);
  view.dom.status.after(note);
  const ours = () => view.run?.config && view.run.config.task !== 'pretrained';  // GPT-2 is the learner's own file
  const unkept = () => ours() && trainedStep > keptStep;
  // The checkpoint of the run shown now, handed to `then` while that run is still the one shown.
  function save(then) {
    const run = view.run;
    view.worker?.save().then((saved) => { if (view.run === run) then(saved); }, () => { asked = false; });
  }
  function ask() {
    if (asked || !remembering() || !unkept()) return;
    asked = true;
    save(kept);
  }
  addEventListener('beforeunload', (event) => {
    if (!view.running && !unkept()) return;
    event.preventDefault();
    event.returnValue = '';  // Chromium asks "Leave site?" only when this is set
  });

  async function kept({ bytes, step }) {
    asked = false;
    if (await keepModel({ bytes, settings: view.run.settings, step })) keptStep = Math.max(keptStep, step);
    else note.textContent = t('train.keep.notKept');
  }

  // The chosen file was refused (the worker kept the model it had): the run before it is shown again, with
  // the refusal. (A refusal of the heads typed for a file still asks for them: train-messages.js.)
  function refused(error) {
    if (!error.kept || error.field === 'heads' || !view.previousRun) return false;
    const file = view.run.file;
    view.run = view.previousRun;
    view.previousRun = null;
    view.container.dataset.task = view.run.settings.task;
    setRunning(view, false);
    render(view);
    say(view, t('train.status.fileRefused', { file, message: error.own ? t(error.own) : engineText(error) }));
    note.textContent = t('train.keep.stillHere');
    return true;
  }

  /** Opens the kept model, if there is one, instead of a new run. → whether it did. */
  async function restore() {
    const kept = remembering() ? await keptModel() : null;
    if (!kept || !view.worker) return false;
    const id = (view.run?.id ?? 0) + 1;
    view.run = { id, settings: kept.settings, T: 0, snapshots: [], config: null };
    if (view.dom.task.querySelector(`option[value="${kept.settings.task}"]`)) view.dom.task.value = kept.settings.task;
    view.container.dataset.task = kept.settings.task;
    note.textContent = t('train.keep.back', { step: kept.step });
    createFromFile(view, kept.bytes, 0);
    return true;
  }
  return {
    created(config) {
      trainedStep = keptStep = config.step ?? 0;
      download.disabled = config.task === 'pretrained';
    },
    snapshot(step) {
      trainedStep = step;
      if (!view.running || trainedStep - keptStep >= KEEP_EVERY) ask();  // one chunk ("Step"), or a while of training
    },
    paused: ask,
    refused,
    restore,
  };
}

