// Grouped-query attention's head mapping, as a line of the shape algebra: which key/value head the
// shown query head reads, and which query heads share it (repeat_interleave). Nothing for plain MHA.
import { dim } from './kit.js';
import { kvHeadOf } from '../tensor.js';

export function groupNote(ctx) {
  const { heads, kvHeads } = ctx.trace.config;
  if (!kvHeads || kvHeads === heads) return [];
  const group = heads / kvHeads, g = kvHeadOf(ctx.trace.config, ctx.h);
  const first = g * group, last = first + group - 1;
  const kind = kvHeads === 1 ? 'multi-query: every query head reads the one' : `grouped-query: ${heads} query heads share ${kvHeads}`;
  return [dim(`   ${kind} key/value head${kvHeads === 1 ? '' : 's'}; query head ${ctx.h} reads kv head ⌊${ctx.h} / ${group}⌋ = ${g}, with query heads ${first}–${last}`)];
}
