// The train view's markup: the task and size pickers, the model-file fold, the buttons, the loss curve with
// its history slider, the head grid's place and the importance table's. → the elements the view wires up.
import { TASKS } from './tasks.js';
import { SNAPSHOT_EVERY } from './train-worker-methods.js';
import { lossPlot } from './loss-plot.js';
import { t, rich } from '../i18n/i18n.js';
import { el } from './dom.js';

/** Fills `container` with the view (the prediction panel's element last) and returns its parts. */
export function buildTrainView(container, predictElement) {
  const task = el('select', { id: 'train-task' });
  for (const [id, spec] of Object.entries(TASKS)) task.append(el('option', { value: id, textContent: spec.title }));
  const size = el('select', { id: 'train-size' },
    el('option', { value: 'default', textContent: t('train.view.sizeDefault') }),
    el('option', { value: 'small', textContent: t('train.view.sizeSmall') }));
  const file = el('input', { type: 'file', id: 'train-file', accept: '.safetensors' });
  const fileHeads = el('input', { type: 'number', id: 'train-heads', min: '1', max: '64', placeholder: t('train.view.headsPlaceholder') });
  const sentence = el('input', { type: 'text', id: 'train-sentence', spellcheck: false,
    value: 'When Mary and John went to the store, John gave a drink to Mary. When Mary and John went to the store, John gave' });
  const sentenceField = el('div', { className: 'field train-sentence', hidden: true },
    el('label', { htmlFor: 'train-sentence', textContent: t('train.view.sentenceLabel') }), sentence);
  const play = el('button', { type: 'button', id: 'train-play', className: 'primary', textContent: t('train.view.train') });
  const once = el('button', { type: 'button', id: 'train-step', textContent: t('train.view.step', { n: SNAPSHOT_EVERY }) });
  const reset = el('button', { type: 'button', id: 'train-reset', textContent: t('train.view.reset') });
  const status = el('p', { id: 'train-status', className: 'train-status', role: 'status' });
  const blurb = el('p', { className: 'train-blurb' });
  const plot = lossPlot();
  const history = el('input', { type: 'range', id: 'train-history', min: '0', max: '0', value: '0', disabled: true });
  const historyLabel = el('label', { htmlFor: 'train-history', textContent: t('train.view.history') });
  const heads = el('div', { className: 'train-heads' });
  const openButtons = el('div', { className: 'train-open' });
  const measure = el('button', { type: 'button', id: 'train-importance', textContent: t('train.view.measure') });
  const importance = el('div', { className: 'train-importance', role: 'region', ariaLabel: t('train.view.importanceLabel') });
  container.replaceChildren(
    el('div', { className: 'train-intro' },
      el('h2', { textContent: t('train.view.title') }),
      el('p', { textContent: t('train.view.intro') })),
    el('div', { className: 'train-controls' },
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-task', textContent: t('train.view.task') }), task),
      el('div', { className: 'field' }, el('label', { htmlFor: 'train-size', textContent: t('train.view.size') }), size),
      el('div', { className: 'train-buttons' }, play, once, reset)),
    el('details', { className: 'train-file' },
      el('summary', { textContent: t('train.view.fileSummary') }),
      el('p', { className: 'train-legend', textContent: t('train.view.fileLegend') }),
      el('div', { className: 'train-controls' },
        el('div', { className: 'field' }, el('label', { htmlFor: 'train-file', textContent: t('train.view.fileLabel') }), file),
        el('div', { className: 'field' }, el('label', { htmlFor: 'train-heads', textContent: t('train.view.headsLabel') }), fileHeads))),
    sentenceField, blurb, status,
    el('div', { className: 'train-main' },
      el('div', { className: 'train-curve' },
        el('figure', { className: 'train-plot' }, plot.element,
          el('figcaption', {}, ...plotCaption())),
        el('div', { className: 'field train-history' }, historyLabel, history)),
      el('div', { className: 'train-attention' },
        el('p', { className: 'train-legend', textContent: t('train.view.attentionLegend') }),
        heads, openButtons, measure, importance)),
    predictElement);
  return { task, size, file, fileHeads, sentence, sentenceField, play, once, reset, status, blurb, plot, history, historyLabel,
    heads, openButtons, measure, importance };
}

// The curve's caption: its two colour keys (<b>, <i> in the message) become the spans the styles colour.
function plotCaption() {
  const keys = { B: 'key-previous', I: 'key-induction' };
  return [...rich('train.view.plotCaption').childNodes].map((node) =>
    (keys[node.nodeName] ? el('span', { className: keys[node.nodeName], textContent: node.textContent }) : node));
}
