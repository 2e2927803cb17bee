// For a trained model, the last part of "One token at a time": the whole model's output at the newest
// token goes through the unembedding to one logit per token of its vocabulary, a softmax makes them
// probabilities, and generating appends the likeliest token and runs the layer again on the longer sequence.
import { el } from './kit.js';
import { probabilityBars } from './probability-bars.js';

/**
 * next: {token (label of the newest token), top: [{id, label, p, logit}], actual (label of the token that
 * follows in the sequence, or null), choice (the likeliest token after the last one), context, full (the
 * sequence fills the context), onGenerate(),
 * prompt, onPrompt(text) → error message or ''}.
 */
export function nextTokenView(next) {
  const wrap = el('section', 'decode-next');
  const best = next.top[0];
  wrap.append(el('h3', '', `4. What the trained model predicts after “${next.token}”: logits over its vocabulary, then a softmax`),
    probabilityBars(next.top, `The model’s likeliest tokens after “${next.token}”`));
  const said = next.actual === null
    ? `This is the newest token: the model’s choice is “${best.label}” (${(100 * best.p).toFixed(1)} %).`
    : `In this sequence “${next.actual}” comes next; the model’s choice is “${best.label}”${next.actual === best.label ? ' — it predicts it.' : '.'}`;
  wrap.append(el('p', 'decode-said', said));

  const generate = el('button', '', `Generate: append “${next.choice.label}” to the sequence ▶`);
  generate.type = 'button';
  generate.dataset.action = 'decode-generate';
  generate.addEventListener('click', next.onGenerate);
  const why = el('p', 'hint', next.full
    ? `The model reads at most ${next.context} tokens: after this one the oldest token leaves the window.`
    : 'The model’s likeliest token after the last one joins the sequence and the layer runs again: the K and V caches gain one row.');
  const buttons = el('div', 'train-buttons');
  buttons.append(generate);
  wrap.append(buttons, why);

  // Your own beginning: the sequence is replaced by what the learner types (the model's codec reads it).
  const form = el('form', 'decode-prompt');
  const id = 'decode-prompt-text';
  const label = el('label', '', 'Start from your own text');
  label.htmlFor = id;
  const input = el('input');
  Object.assign(input, { id, type: 'text', value: next.prompt, spellcheck: false, autocomplete: 'off' });
  const error = el('p', 'error');
  error.id = `${id}-error`;
  input.setAttribute('aria-describedby', error.id);
  const open = el('button', '', 'Open');
  open.type = 'submit';
  form.append(label, input, open, error);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const message = next.onPrompt(input.value);
    error.textContent = message;  // what was typed stays in the box
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  });
  wrap.append(form);
  return wrap;
}
