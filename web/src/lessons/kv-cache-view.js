// "KV cache size": the bytes a real model's cache takes under MHA, GQA and MQA, from the shape algebra,
// with the formula written out; the learner may change the model's shape. Below, this lab's own run:
// the engine's K and V of the current trace, and their bytes.
import { el } from '../views/kit.js';
import { bytesText } from '../i18n/bytes-text.js';
import { t, language } from '../i18n/i18n.js';
import { cacheAxes, cacheRows, REAL_SHAPE } from './kv-cache.js';

// The shape's fields; each is labelled by steps.kvCache.field.<key>.
const FIELDS = ['layers', 'heads', 'gqaHeads', 'dHead', 'tokens', 'batch', 'bytesPerValue'];

// A byte count with the language's grouping from 1,000 up (as toLocaleString), Western digits in Arabic.
const grouped = (n) => n.toLocaleString(language() === 'ar' ? 'ar-u-nu-latn' : language());

export function kvCacheView(trace, schema, shape = { ...REAL_SHAPE }) {
  const wrap = el('div', 'kv-cache');
  const form = el('div', 'kv-cache-form');
  const table = el('table', 'kv-cache-table');
  const formula = el('p', 'kv-cache-formula');
  const error = el('p', 'error');
  error.setAttribute('role', 'status');
  for (const key of FIELDS) {
    const label = t(`steps.kvCache.field.${key}`);
    const field = el('label', 'kv-field', `${label} `);
    const input = Object.assign(el('input'), { type: 'number', min: 1, step: 1, value: String(shape[key]) });
    input.dataset.field = key;
    input.addEventListener('input', () => {
      const v = Number(input.value);
      if (!Number.isInteger(v) || v < 1) { error.textContent = t('steps.kvCache.wholeNumber', { label }); input.setAttribute('aria-invalid', 'true'); return; }
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
    error.textContent = shape.heads % shape.gqaHeads ? t('steps.kvCache.notMultiple', { h: String(shape.heads), g: String(shape.gqaHeads) }) : '';
    const [layers, batch, tokens, dHead, size] = [shape.layers, shape.batch, shape.tokens, shape.dHead, shape.bytesPerValue].map(String);
    formula.textContent = t('steps.kvCache.formula', { axes: axes.join(', '), layers, batch, tokens, dHead, size });
    const head = el('tr');
    for (const key of ['attention', 'kvHeads', 'cache', 'versus']) head.append(el('th', '', t(`steps.kvCache.table.${key}`)));
    const rows = cacheRows(shape);
    const body = rows.map((row) => {
      const tr = el('tr');
      tr.dataset.kind = row.name.split(' ')[0];
      tr.dataset.bytes = String(row.bytes);
      tr.append(el('th', '', row.name), el('td', '', String(row.kvHeads)), el('td', '', t('steps.kvCache.bytes', { size: bytesText(row.bytes), n: row.bytes, bytes: grouped(row.bytes) })),
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
    own.textContent = t('steps.kvCache.own', {
      k: K.shape.join(', '), v: V.shape.join(', '), kv: t('steps.caption.kvHeads', { n: kvHeads || heads }),
      q: t('steps.caption.queryHeads', { n: heads }), n: bytes, bytes: grouped(bytes),
    });
  }
  return { el: wrap, shape };
}
