// The KV cache's size from the shape algebra: per layer the cache holds K and V, each [B, S, h_kv·d_k]
// (the engine's own axes for K and V, read from lab.schema()), so
//   bytes = 2 · layers · B · S · h_kv · d_head · bytes per number.
// Grouped-query attention shrinks it by h / h_kv; multi-query (h_kv = 1) by h.
import { t } from '../i18n/i18n.js';

/** The axes of K as the engine names them (["B", "S", "h_kv·d_k"]), for the formula's wording. */
export function cacheAxes(schema) {
  return schema?.tensors?.find((x) => x.name === 'K')?.axes ?? ['B', 'S', 'h_kv·d_k'];
}

/** bytes of the K and V caches of every layer. */
export function kvCacheBytes({ layers, batch = 1, tokens, kvHeads, dHead, bytesPerValue = 2 }) {
  return 2 * layers * batch * tokens * kvHeads * dHead * bytesPerValue;
}

/** The three rows the view compares: MHA (h_kv = h), GQA (h_kv = group), MQA (h_kv = 1); name in the page's language, kind not. */
export function cacheRows(shape) {
  return [
    { kind: 'MHA', name: 'MHA', kvHeads: shape.heads },
    { kind: 'GQA', name: t('lessons.kvCache.gqa', { n: shape.gqaHeads }), kvHeads: shape.gqaHeads },
    { kind: 'MQA', name: 'MQA', kvHeads: 1 },
  ].map((row) => ({ ...row, bytes: kvCacheBytes({ ...shape, kvHeads: row.kvHeads }) }));
}

// Llama-2-7B-like (32 layers, 32 heads of 128) at 8k tokens in fp16, with Llama-3's 8 kv heads as GQA.
export const REAL_SHAPE = { layers: 32, heads: 32, gqaHeads: 8, dHead: 128, tokens: 8192, batch: 1, bytesPerValue: 2 };
