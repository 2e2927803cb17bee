// A model file (GPT-2's model.safetensors or one of our checkpoints) chosen or dropped onto the train view: the
// File goes to the worker, which reads it a piece at a time (its 'reading' events give the progress), so
// neither the page nor the worker ever holds the whole file beside the model.
import { t } from '../i18n/i18n.js';
import { say, pretrained, setRunning, sentenceProbe } from './train-run.js';
import { createFromFile, setProbe } from './train-messages.js';
import { engineText } from '../i18n/engine-text.js';
import { gpt2Tables } from './codecs.js';

/** The heads field: 0 (empty: the file's own), or the number typed; NaN-like values fail the check. */
const headsOf = (field) => (field.value === '' ? 0 : Number(field.value));

function openFile(view, chosen) {
  const { fileHeads, blurb } = view.dom;
  if (!view.worker || !chosen) return;
  const heads = headsOf(fileHeads);
  if (!(Number.isInteger(heads) && heads >= 0 && heads <= 64)) return say(view, t('train.file.headsRange'));
  fileHeads.removeAttribute('aria-invalid');
  view.lastFile = chosen;
  if (view.run?.config) view.previousRun = view.run;  // shown again if the engine refuses the file (keep-model.js)
  const id = (view.run?.id ?? 0) + 1;
  view.run = { id, settings: { task: 'file' }, file: chosen.name, heads, snapshots: [], config: null };
  view.predict.clear();  // the previous model's predictions go with it
  setRunning(view, false);
  view.shown = -1;
  blurb.textContent = '';
  view.container.dataset.task = 'file';
  gpt2Tables();  // started now: a GPT-2 file needs them when it opens (train-messages.js waits for them)
  say(view, t('train.file.opening', { file: chosen.name }));
  createFromFile(view, chosen, heads);
}

/** The file input, the heads field, dropping a file on the view, and the sentence a file's model reads. */
export function wireModelFile(view) {
  const { file, fileHeads, sentence } = view.dom, { container } = view;
  file.addEventListener('change', () => openFile(view, file.files[0]));
  // A new number of heads opens the file again (only when it differs from the one the model was opened with).
  fileHeads.addEventListener('change', () => {
    if (view.run?.file && view.lastFile && headsOf(fileHeads) !== view.run.heads) openFile(view, view.lastFile);
  });
  container.addEventListener('dragover', (event) => { if (event.dataTransfer?.types.includes('Files')) event.preventDefault(); });
  container.addEventListener('drop', (event) => {
    const dropped = event.dataTransfer?.files?.[0];
    if (!dropped) return;
    event.preventDefault();
    openFile(view, dropped);
  });
  sentence.addEventListener('change', () => {
    if (!pretrained(view)) return;
    try {
      const ids = sentenceProbe(view);
      setProbe(view, ids);
      view.predict.reset(view.run.config, ids, view.run.codec);
    } catch (error) { say(view, engineText(error)); }
  });
}
