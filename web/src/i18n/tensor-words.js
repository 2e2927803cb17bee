// A tensor's axes and slices in the learner's words ("queries (T)", "item 0 · head 1"). Kept apart from
// tensor.js, which the engine worker bundles: the worker needs no language catalogs.
import { t } from './i18n.js';
import { shownIndex } from './head-names.js';

// Names the axis for people: "T" → "queries (T)" (the steps.axis.* messages).
const AXIS_KEYS = {
  T: 'queries', S: 'keys', d_model: 'features', 'h·d_k': 'headsDk', 'h·d_v': 'headsDv', d_k: 'headFeatures', d_v: 'headFeatures',
  h: 'queryHeads', h_kv: 'kvHeads', 'h_kv·d_k': 'kvHeadsDk', 'h_kv·d_v': 'kvHeadsDv', tile_k: 'keyTiles',
};
export function axisTitle(axis, crossAttention) {
  const key = axis === 'S' && crossAttention ? 'sourceKeys' : AXIS_KEYS[axis];
  return key ? t('steps.axis.named', { name: t(`steps.axis.${key}`), axis }) : axis;
}

// Which slice a matrix is, in words: "item 0", "head 1", "kv head 0 (read by query head 1)", "key tile 2".
export function sliceParts(matrix) {
  const parts = [];
  const lead = matrix.axes.slice(0, -2);
  if (lead.includes('B')) parts.push(t('steps.slice.item', { b: matrix.b }));
  if (lead.includes('h')) parts.push(t('steps.slice.head', { h: shownIndex(matrix.h) }));
  if (lead.includes('h_kv')) parts.push(t('steps.slice.kvHead', { kv: shownIndex(matrix.kvHead), h: shownIndex(matrix.h) }));
  if (lead.includes('tile_k')) parts.push(t('steps.slice.keyTile', { tile: matrix.tile }));
  return parts;
}
