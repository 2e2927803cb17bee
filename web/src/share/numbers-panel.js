// "Your numbers": a pasted matrix into an input or weight (the whole tensor, or the shown item's slice), a
// JSON trace exported here read back, and the menu that offers both. The engine judges everything first.
import { traceFromJson } from '../export/export.js';
import { el, button, labelled } from './dom.js';
import { t } from '../i18n/i18n.js';

/** Puts parsed numbers into input `name` of the lab; throws an Error a learner can act on. → the message. */
export function applyMatrix({ store, getTrace }, name, parsed) {
  const tensor = getTrace()?.tensors[name];
  if (!tensor) throw new Error(t('share.numbers.notPart', { name }));
  const { shape } = tensor;
  const rows = shape.length >= 2 ? shape[shape.length - 2] : 1, cols = shape[shape.length - 1];
  const s = store.get();
  let values;
  if (parsed.values.length === tensor.data.length && (parsed.rows === rows || shape.length > 2)) values = parsed.values;
  else if (parsed.rows === rows && parsed.cols === cols) {
    values = Array.from(s.inputs[name] ?? tensor.data);
    const offset = shape.length === 3 ? Math.min(s.item, shape[0] - 1) * rows * cols : 0;
    parsed.values.forEach((v, i) => { values[offset + i] = v; });
  } else {
    throw new Error(t('share.numbers.wrongShape', { name, shape: shape.join('×'), pasted: `${parsed.rows}×${parsed.cols}` }));
  }
  store.set({ inputs: { ...s.inputs, [name]: values }, progress: 1, playing: false });
  return t('share.numbers.read', { name, shape: `${parsed.rows}×${parsed.cols}`, format: t(`share.numbers.format.${parsed.format}`) });
}

/** Reads an exported trace back into the lab (its inputs and weights; the engine recomputes the rest). */
export function importTrace({ lab, store, renderNotes }, schema, text) {
  const { config, inputs } = traceFromJson(text, lab.defaultConfig(), schema);
  const full = { ...lab.defaultConfig(), ...config };
  lab.plan(full, inputs);  // judged before anything changes; computed where the page computes its size
  store.set({ config: full, inputs, presetId: '', progress: 1, playing: false, item: 0, head: 0 });
  renderNotes(null);
}

/** The menu's content: onMatrix(name, text) and onImport(text) report through the bar's message. */
export function numbersPanel({ getTrace, editable, onMatrix, onImport }) {
  const trace = getTrace();
  const target = el('select');
  for (const name of Object.keys(trace?.tensors ?? {}).filter((n) => editable.has(n))) target.append(el('option', { value: name, textContent: `${name} (${trace.tensors[name].shape.join('×')})` }));
  const text = el('textarea', { rows: 5, spellcheck: false, dir: 'ltr', placeholder: t('share.numbers.placeholder') });  // rows of numbers: left to right
  text.dataset.paste = 'text';
  const file = el('input', { type: 'file', accept: '.json,application/json' });
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (chosen) onImport(await chosen.text());
  });
  return [
    el('p', { className: 'sb-hint', textContent: t('share.numbers.hint') }),
    labelled(t('share.numbers.into'), target), text,
    button(t('share.numbers.use'), () => onMatrix(target.value, text.value), { className: 'primary', dataset: { paste: 'apply' } }),
    labelled(t('share.numbers.import'), file),
  ];
}

