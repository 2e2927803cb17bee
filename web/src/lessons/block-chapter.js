// The chapter on why a transformer block has more than attention (issue 36, q6): the residual sum (each layer
// adds a change to one stream, and the gradient passes the sum unchanged), LayerNorm (one scale per row; ε and
// what γ and β are), and the feed-forward network (each token on its own, d_ff = 4·d_model). Every number is the
// engine's: the trace's rows, LayerNorm run on a nearly flat row and the FFN run again with one token changed.
import { matrixOf } from '../engine/tensor.js';
import { full, numberList, sci } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';

const firstOf = (trace, name, n = 3) => { const m = matrixOf(trace, name, { b: 0 }); return Array.from({ length: n }, (_, c) => m.get(0, c)); };
const sizeOf = (trace, names) => names.reduce((sum, name) => sum + (trace.tensors[name]?.data.length ?? 0), 0);

// The FFN run twice by the engine, the second time with token 0's row of norm₁ changed by +1 in its first
// feature: → the largest change in row 0 of the output and in every other row.
function ffnPerToken(trace, lab) {
  const { norm1, W_1, b_1, W_2, b_2 } = trace.tensors, [, T, D] = norm1.shape;
  const ffn = (rows) => lab.step('ffn_out', { hidden: lab.step('ffn_hidden', { norm1: rows, W_1, b_1 }).output, W_2, b_2 }).output.data;
  const changed = Float32Array.from(norm1.data);
  changed[0] += 1;
  const before = ffn(norm1), after = ffn({ shape: norm1.shape, data: changed });
  const rowChange = (r) => Math.max(...Array.from({ length: D }, (_, c) => Math.abs(after[r * D + c] - before[r * D + c])));
  return { own: rowChange(0), others: Math.max(...Array.from({ length: T - 1 }, (_, r) => rowChange(r + 1))), last: T - 1 };
}

// LayerNorm (the engine's, with its ε) on one nearly flat row, ±0.001 (variance 1e-6): the size it comes out at.
function flatRow(trace, lab) {
  const D = trace.config.dModel;
  const row = { shape: [1, 1, D], data: Float32Array.from({ length: D }, (_, i) => (i % 2 ? -0.001 : 0.001)) };
  return lab.step('norm1', { residual1: row }).output.data[0];
}

export const blockWhyChapter = {
  id: 'block-why',
  get title() { return t('tour.blockWhy.title'); },
  get question() { return t('tour.blockWhy.question'); },
  config: { text: 'the cat sat on the mat', heads: 2, dModel: 8, block: true, dFF: 32 }, step: 'norm1',
  claims: [['residual1', [1, 6, 8]], ['norm1', [1, 6, 8]], ['hidden', [1, 6, 32]], ['ffn', [1, 6, 8]], ['norm2', [1, 6, 8]]],
  text(trace, lab) {
    const { dModel: D, dFF } = trace.config, perToken = ffnPerToken(trace, lab);
    const steps = trace.steps.filter((s) => s.group === 'block').map((s) => s.output);
    return [
      t('tour.blockWhy.residual', { x: numberList(firstOf(trace, 'X'), 3), y: numberList(firstOf(trace, 'Y'), 3), r: numberList(firstOf(trace, 'residual1'), 3) }),
      t('tour.blockWhy.norm', { mean: full(trace.tensors.norm1_out_mean.data[0], 4), variance: full(trace.tensors.norm1_out_variance.data[0], 4), flat: full(flatRow(trace, lab), 4), D }),
      t('tour.blockWhy.ffn', { D, dFF, own: full(perToken.own, 3), others: sci(perToken.others), last: perToken.last,
        ffnWeights: sizeOf(trace, ['W_1', 'b_1', 'W_2', 'b_2']), attentionWeights: sizeOf(trace, ['W_q', 'W_k', 'W_v', 'W_o', 'b_q', 'b_k', 'b_v', 'b_o']) }),
      t('tour.blockWhy.steps', { steps: steps.join(t('tour.listSeparator')) }),
    ];
  },
};
