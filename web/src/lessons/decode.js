// Token-by-token generation against the full computation: lab.decode replays causal self-attention one token at
// a time with a KV cache, or cross-attention with the source's keys and values computed once; row t of its
// output must equal row t of lab.run's Y for the same example (same inputs, same matrices).
import { maxDiff } from './equivalence.js';
import { causalMask } from '../engine/mask-kind.js';

/**
 * What decoding replays (`masks`: lab.schema().masks): cross-attention as it is, since the whole source is known
 * before the first target token; self-attention under the causal mask, since a token cannot see one not yet made.
 */
export const decodeConfig = (config, masks) => (config.crossAttention
  ? { ...config, block: false, keep: undefined }
  : { ...config, mask: causalMask(masks), crossAttention: false, block: false, keep: undefined });

/** → {steps, maxDiff, perRow: number[], decoded, trace} for batch item `item`; `inputs`: the example's matrices. */
export function decodeComparison(lab, config, inputs = {}, item = 0) {
  const cfg = decodeConfig(config, lab.schema().masks);
  delete cfg.keep;
  const decoded = lab.decode(cfg, inputs, item);
  const trace = lab.run({ ...cfg, keep: ['Y', 'K', 'V', 'Q', 'concat'] }, inputs);
  const { queryLen: T, dModel: D } = trace.config;
  const perRow = decoded.steps.map((s, t) => maxDiff(s.y, trace.tensors.Y.data.subarray((item * T + t) * D, (item * T + t + 1) * D)));
  return { steps: decoded.steps.length, maxDiff: Math.max(0, ...perRow), perRow, decoded, trace };
}
