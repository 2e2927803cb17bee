// "KV cache size": the bytes a real model's cache takes under MHA, GQA and MQA, from the shape algebra,
// with the formula written out; the learner may change the model's shape. Below, this lab's own run:
// the engine's K and V of the current trace, and their bytes.
import { el } from './kit.js';
import { bytesText, count } from '../format.js';
import { cacheAxes, cacheRows, REAL_SHAPE } from '../lessons/kv-cache.js';

const FIELDS = [
  ['layers', 'Layers'], ['heads', 'Query heads h'], ['gqaHeads', 'GQA kv heads'], ['dHead', 'd_head'],
  ['tokens', 'Tokens S'], ['batch', 'Batch B'], ['bytesPerValue', 'Bytes per number'],
];

export function kvCacheView(trace, schema, shape = { ...REAL_SHAPE }) {
  const wrap = el('div', 'kv-cache');
  const form = el('div', 'kv-cache-form');
  const table = el('table', 'kv-cache-table');
  const formula = el('p', 'kv-cache-formula');
  const error = el('p', 'error');
  error.setAttribute('role', 'status');
  for (const [key, label] of FIELDS) {
    const field = el('label', 'kv-field', `${label} `);
    const input = Object.assign(el('input'), { type: 'number', min: 1, step: 1, value: String(shape[key]) });
    input.dataset.field = key;
    input.addEventListener('input', () => {
      const v = Number(input.value);
      if (!Number.isInteger(v) || v < 1) { error.textContent = `${label} must be a whole number of at least 1.`; input.setAttribute('aria-invalid', 'true'); return; }
      input.setAttribute('aria-invalid', 'false');
      shape[key] = v;
      draw();
    });
    field.append(input);
    form.append(field);
  }
  const axes = cacheAxes(schema);
  const own = el('p', 'kv-cache-own');
  wrap.append(form, formula, error, table, own);

  function draw() {
    error.textContent = shape.heads % shape.gqaHeads ? `h = ${shape.heads} is not a multiple of ${shape.gqaHeads}: GQA needs whole groups.` : '';
    formula.textContent = `Per layer the cache holds K and V, each [${axes.join(', ')}] = [${shape.batch}, ${shape.tokens}, h_kv·${shape.dHead}]: bytes = 2 · layers · B · S · h_kv · d_head · bytes per number = 2 · ${shape.layers} · ${shape.batch} · ${shape.tokens} · h_kv · ${shape.dHead} · ${shape.bytesPerValue}.`;
    const head = el('tr');
    for (const text of ['attention', 'h_kv', 'cache', 'vs MHA']) head.append(el('th', '', text));
    const rows = cacheRows(shape);
    const body = rows.map((row) => {
      const tr = el('tr');
      tr.dataset.kind = row.name.split(' ')[0];
      tr.dataset.bytes = String(row.bytes);
      tr.append(el('th', '', row.name), el('td', '', String(row.kvHeads)), el('td', '', `${bytesText(row.bytes)} (${row.bytes.toLocaleString('en')} bytes)`),
        el('td', '', row.kvHeads === shape.heads ? '1×' : `1/${shape.heads / row.kvHeads}`));
      return tr;
    });
    table.replaceChildren(head, ...body);
  }
  draw();

  // This lab's run: the engine's K and V (float32) for the sentence on the panel.
  const K = trace?.tensors?.K, V = trace?.tensors?.V;
  if (K && V) {
    const bytes = (K.data.length + V.data.length) * 4;
    const { kvHeads, heads } = trace.config;
    own.textContent = `This lab’s run: the engine’s K is [${K.shape.join(', ')}] and V [${V.shape.join(', ')}] (${count(kvHeads || heads, 'key/value head')} for ${count(heads, 'query head')}): ${bytes.toLocaleString('en')} bytes of float32, one layer’s cache for these tokens.`;
  }
  return { el: wrap, shape };
}
