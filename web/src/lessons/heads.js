// What a head does, read from a trace: on a sequence whose last P tokens repeat the P before them, each
// head's mean weight on the previous token, and in the second copy on the induction target (the key after
// the query's earlier twin: the token that followed it last time, which is the one to predict next).
import { matrixOf } from '../engine/tensor.js';
import { periodOf } from '../engine/repeat-period.js';

/** → {T, P, previous: [per head], induction: [per head]} for batch item 0 of a trace with a repeat. */
export function headPatterns(trace) {
  const tokens = trace.tokens[0], T = tokens.length, P = periodOf(tokens), heads = trace.config.heads;
  const previous = [], induction = [];
  for (let h = 0; h < heads; h++) {
    const w = matrixOf(trace, 'weights', { b: 0, h });
    let prev = 0, ind = 0;
    for (let q = 1; q < T; q++) prev += w.get(q, q - 1) / (T - 1);
    for (let q = T - P; q < T && P; q++) ind += w.get(q, q - P + 1) / P;
    previous.push(prev);
    induction.push(ind);
  }
  return { T, P, previous, induction };
}
