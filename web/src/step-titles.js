// A step's title in the page's language. The engine names its steps in English (step.title, kept for its
// API and CLI); the page says the same from step.id and the run's settings, with the engine's title where a
// step is new to this table. Which input a step reads tells the three kinds of input step apart.
import { t } from './i18n/i18n.js';

const SIDES = { '': 'qkv', _q: 'q', _kv: 'kv' };
const FIXED = ['project_q', 'project_k', 'project_v', 'rope_q', 'rope_k', 'alibi', 'scores', 'scale', 'softmax', 'context',
  'concat', 'output', 'residual1', 'norm1', 'ffn_hidden', 'ffn_out', 'residual2', 'norm2', 'flash_out'];
const MASKS = { none: 'none', causal: 'causal', padding: 'padding', 'causal+padding': 'causalPadding', custom: 'custom', sliding: 'sliding', 'sliding+padding': 'slidingPadding' };

/** The title of `step` (from trace.steps) for a run with `config` (trace.config). */
export function stepTitle(step, config = {}) {
  const id = step.id;
  const side = /^(embed|position|input)(|_q|_kv)$/.exec(id);
  if (side) {
    const who = SIDES[side[2]];
    if (side[1] !== 'input') return t(`steps.title.${side[1]}.${who}`);
    const kind = !step.inputs?.length ? 'given' : step.inputs.length === 1 ? 'noPositions' : 'withPositions';
    return t(`steps.title.input.${kind}.${who}`);
  }
  if (FIXED.includes(id)) return t(`steps.title.${id}`);
  const heads = config.heads ?? 1, kvHeads = config.kvHeads || heads;
  if (id === 'split_q' || id === 'split_k' || id === 'split_v') return t(`steps.title.${id}`, { n: id === 'split_q' ? heads : kvHeads });
  if (id === 'mask') {
    const kind = t(`steps.title.maskKind.${MASKS[config.mask] ?? 'none'}`);
    return MASKS[config.mask]?.startsWith('sliding') ? t('steps.title.maskWindow', { kind, w: config.window }) : t('steps.title.mask', { kind });
  }
  if (id === 'masked') return t(step.inputs?.includes('alibi') ? 'steps.title.maskedAlibi' : 'steps.title.masked');
  const tile = /^flash_\d+_\d+$/.test(id) && /(\d+)–(\d+)\D+(\d+)–(\d+)/.exec(step.title);
  if (tile) return t('steps.title.flashTile', { q0: tile[1], q1: tile[2], k0: tile[3], k1: tile[4] });
  return step.title;
}
