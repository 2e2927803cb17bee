// Predicting the next token with the trained model: the prompt, the probabilities of the likeliest next
// tokens (a softmax over the vocabulary of the last position's logits), the chosen token appended, and the
// KV cache that grows by one key and one value per head and layer with every token.
import { barItems } from '../views/probability-bars.js';
import { t } from '../i18n/i18n.js';
import { el } from './dom.js';

/**
 * → {element, clear(), reset(config, prompt ids, codec), refresh(), show(prediction)}: what it shows is the model's
 * of the moment, so a new model (clear) leaves nothing of the previous one. `ask(ids)` asks the worker for
 * a prediction; `codec` (codecs.js) reads the typed prompt and labels the tokens.
 */
export function predictPanel(ask) {
  let config = null, codec = null, ids = [];
  const input = el('input', { type: 'text', id: 'predict-prompt', spellcheck: false, autocomplete: 'off' });
  const inputLabel = el('label', { htmlFor: 'predict-prompt', textContent: t('train.predict.prompt') });
  const error = el('p', { className: 'error', id: 'predict-error' });
  const next = el('button', { type: 'button', id: 'predict-next', textContent: t('train.predict.next') });
  const ten = el('button', { type: 'button', textContent: t('train.predict.more', { n: 10 }) });
  const sequence = el('p', { className: 'predict-sequence', id: 'predict-sequence' });
  const bars = el('ol', { className: 'predict-bars', id: 'predict-bars', ariaLabel: t('train.predict.barsLabel') });
  const cache = el('p', { className: 'predict-cache', id: 'predict-cache' });
  let pending = 0;
  const element = el('section', { className: 'predict' },
    el('h3', { id: 'predict-title', textContent: t('train.predict.title') }),
    el('p', { className: 'train-legend', textContent: t('train.predict.legend') }),
    el('div', { className: 'field' }, inputLabel, input, error),
    el('div', { className: 'train-buttons' }, next, ten), sequence, bars, cache);
  element.setAttribute('aria-labelledby', 'predict-title');

  function request(more = 0) {
    if (!ids.length) { error.textContent = t('train.predict.empty'); return; }
    pending = more;
    ask(ids);
  }
  input.addEventListener('input', () => {
    if (!codec) return;  // no model yet
    try {
      ids = codec.parse(input.value);
      error.textContent = '';
      input.removeAttribute('aria-invalid');
      if (ids.length) request();
    } catch (e) {
      error.textContent = e.message;  // the typed text stays as it is
      input.setAttribute('aria-invalid', 'true');
    }
  });
  input.setAttribute('aria-describedby', 'predict-error');
  function append(id) {
    ids = [...ids, id];
    input.value = codec.text(ids);
  }
  next.addEventListener('click', () => request(1));
  ten.addEventListener('click', () => request(10));

  // Nothing of a model: no prompt, no predictions.
  function clear() {
    config = null;
    codec = null;
    ids = [];
    pending = 0;
    input.value = '';
    for (const node of [error, sequence, cache]) node.textContent = '';
    bars.replaceChildren();
    delete bars.dataset.step;
  }

  return {
    element,
    clear,
    reset(modelConfig, prompt, tokenCodec) {
      clear();
      config = modelConfig;
      codec = tokenCodec;
      ids = [...prompt];
      input.value = codec.text(ids);
      request();
    },
    // The model changed (it trained on): the same prompt, predicted again.
    refresh() {
      if (config && ids.length && pending <= 0) ask(ids);
    },
    show(prediction) {
      if (prediction.prompt.length !== ids.length) return;  // an answer to an earlier prompt
      const best = prediction.top[0];
      sequence.replaceChildren(el('span', { textContent: codec.text(ids) }),
        el('mark', { textContent: codec.separator + codec.label(best.id), title: t('train.predict.likeliest') }));
      bars.replaceChildren(...barItems(prediction.top.map((t) => ({ ...t, label: codec.label(t.id) }))));
      bars.dataset.step = String(prediction.step);  // the model's training step these numbers come from
      cache.textContent = t(ids.length > prediction.context ? 'train.predict.cacheWindow' : 'train.predict.cache',
        { n: prediction.context, heads: prediction.heads, layers: prediction.layers });
      if (pending > 0) {  // append the likeliest token, then show what the model predicts after it
        pending -= 1;
        append(best.id);
        ask(ids);
      }
    },
  };
}
