// The train view's markup: the task and size pickers, the model-file fold, the buttons, the loss curve with
// its history slider, the head grid's place and the importance table's. → the elements the view wires up.
import { TASKS } from './tasks.js';
import { SNAPSHOT_EVERY } from './train-worker.js';
import { lossPlot } from './loss-plot.js';
import { el } from './dom.js';

/** Fills `container` with the view (the prediction panel's element last) and returns its parts. */
export function buildTrainView(container, predictElement) {
  const task = el('select', { id: 'train-task' });
  for (const [id, t] of Object.entries(TASKS)) task.append(el('option', { value: id, textContent: t.title }));
  const size = el('select', { id: 'train-size' },
    el('option', { value: 'default', textContent: 'as shipped (the examples’ size)' }),
    el('option', { value: 'small', textContent: 'small: 2 heads, width 32 (faster)' }));
  const file = el('input', { type: 'file', id: 'train-file', accept: '.safetensors' });
  const fileHeads = el('input', { type: 'number', id: 'train-heads', min: '1', max: '64', placeholder: 'auto' });
  const sentence = el('input', { type: 'text', id: 'train-sentence', spellcheck: false,
    value: 'When Mary and John went to the store, John gave a drink to Mary. When Mary and John went to the store, John gave' });
  const sentenceField = el('div', { className: 'field train-sentence', hidden: true },
    el('label', { htmlFor: 'train-sentence', textContent: 'Sentence (the model’s probe)' }), sentence);
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
  const measure = el('button', { type: 'button', id: 'train-importance', textContent: 'Measure each head: accuracy without it' });
  const importance = el('div', { className: 'train-importance', role: 'region', ariaLabel: 'Accuracy with each head knocked out' });
  container.replaceChildren(
    el('div', { className: 'train-intro' },
      el('h2', { textContent: 'Train a model, and watch its heads learn' }),
      el('p', { textContent: 'A small transformer trains right here, in your browser. Press Train: the curve shows how wrong its predictions are (the loss), and the squares show where each head looks on one fixed sequence — each row is a query, each column a key, darker is more weight.' })),
    el('div', { className: 'train-controls' },
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-task', textContent: 'Task' }), task),
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-size', textContent: 'Size' }), size),
      el('div', { className: 'train-buttons' }, play, once, reset)),
    el('details', { className: 'train-file' },
      el('summary', { textContent: 'Or open a model file: GPT-2’s model.safetensors, or a checkpoint' }),
      el('p', { className: 'train-legend', textContent: 'Hugging Face’s gpt2 page offers model.safetensors (548 MB). The file is read here, in your browser; nothing is uploaded. You can also drop it onto this view.' }),
      el('div', { className: 'train-controls' },
        el('div', { className: 'field' }, el('label', { htmlFor: 'train-file', textContent: 'Model file' }), file),
        el('div', { className: 'field' }, el('label', { htmlFor: 'train-heads', textContent: 'Heads (for widths GPT-2 does not have)' }), fileHeads))),
    sentenceField, blurb, status,
    el('div', { className: 'train-main' },
      el('div', { className: 'train-curve' },
        el('figure', { className: 'train-plot' }, plot.element,
          el('figcaption', {}, 'Solid: held-out loss. Faint: the last batch’s loss. Right axis: held-out accuracy (dashed), the best ',
            el('span', { className: 'key-previous', textContent: 'previous-token score in layer 1' }), ' and the best ',
            el('span', { className: 'key-induction', textContent: 'induction score in the last layer' }), ' (dotted).')),
        el('div', { className: 'field train-history' }, historyLabel, history)),
      el('div', { className: 'train-attention' },
        el('p', { className: 'train-legend', textContent: 'Where each head looks on the probe sequence. Green frame: a previous-token head (it looks one token back). Pink frame: an induction head (it looks at the token after the earlier copy of the current one). Press a head to knock it out (its output becomes zeros) and see what breaks; press again to put it back.' }),
        heads, openButtons, measure, importance)),
    predictElement);
  return { task, size, file, fileHeads, sentence, sentenceField, play, once, reset, status, blurb, plot, history, historyLabel,
    heads, openButtons, measure, importance };
}
