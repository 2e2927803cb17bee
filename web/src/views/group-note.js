// Grouped-query attention's head mapping, as a line of the shape algebra: which key/value head the
// shown query head reads, and which query heads share it (repeat_interleave). Nothing for plain MHA.
import { dim } from './kit.js';
import { kvHeadOf } from '../engine/tensor.js';
import { t } from '../i18n/i18n.js';

export function groupNote(ctx) {
  const { heads, kvHeads } = ctx.trace.config;
  if (!kvHeads || kvHeads === heads) return [];
  const group = heads / kvHeads, g = kvHeadOf(ctx.trace.config, ctx.h);
  const first = g * group, last = first + group - 1;
  const values = { heads, kv: kvHeads, h: ctx.h, group, g, first, last };
  return [dim(`   ${t(kvHeads === 1 ? 'steps.group.multiQuery' : 'steps.group.grouped', values)}`)];
}
