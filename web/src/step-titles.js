// A step's title in the page's language. The engine names each step twice: in English (step.title, for its
// API and CLI) and as a sentence of the page's catalog, steps.title.<step.titleKey>, with its values
// (step.titleValues: a head count, a tile's queries and keys, a mask's kind and window). The page says the
// sentence; a step whose sentence it does not have keeps the engine's English.
import { t, has } from './i18n/i18n.js';

// The catalog's word for each of the engine's mask names (steps.title.maskKind.*).
const MASKS = { none: 'none', causal: 'causal', padding: 'padding', 'causal+padding': 'causalPadding', custom: 'custom', sliding: 'sliding', 'sliding+padding': 'slidingPadding' };

/** The title of `step` (from trace.steps or lab.plan's steps). */
export function stepTitle(step) {
  const key = `steps.title.${step.titleKey}`;
  if (!step.titleKey || !has(key)) return step.title;
  const values = { ...step.titleValues };
  if (MASKS[values.kind]) values.kind = t(`steps.title.maskKind.${MASKS[values.kind]}`);
  return t(key, values);
}
