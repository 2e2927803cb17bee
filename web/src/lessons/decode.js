// Token-by-token generation against the full computation: lab.decode replays causal self-attention
// one token at a time with a KV cache; row t of its output must equal row t of lab.run's Y.
import { maxDiff } from './equivalence.js';
import { causalMask } from '../engine/mask-kind.js';

/** Forces what decoding needs: causal self-attention (`masks`: lab.schema().masks). */
export const decodeConfig = (config, masks) => ({ ...config, mask: causalMask(masks), crossAttention: false, block: false, keep: undefined });

/** → {steps, maxDiff, perRow: number[], decoded, trace} for batch item `item`. */
export function decodeComparison(lab, config, inputs = {}, item = 0) {
  const cfg = decodeConfig(config, lab.schema().masks);
  delete cfg.keep;
  const decoded = lab.decode(cfg, inputs, item);
  const trace = lab.run({ ...cfg, keep: ['Y', 'K', 'V', 'Q', 'concat'] }, inputs);
  const { queryLen: T, dModel: D } = trace.config;
  const perRow = decoded.steps.map((s, t) => maxDiff(s.y, trace.tensors.Y.data.subarray((item * T + t) * D, (item * T + t + 1) * D)));
  return { steps: decoded.steps.length, maxDiff: Math.max(0, ...perRow), perRow, decoded, trace };
}
