// A step's title in the page's language. The engine names each step twice: in English (step.title, for its
// API and CLI) and as a sentence of the page's catalog, steps.title.<step.titleKey>, with its values
// (step.titleValues: a head count, a tile's queries and keys, a mask's kind and window). The page says the
// sentence; a step whose sentence it does not have keeps the engine's English.
import { t, has } from '../i18n/i18n.js';
import { maskKey } from '../engine/mask-kind.js';

// The catalog's word for a mask the engine names (steps.title.maskKind.<maskKey(name)>); a mask the catalog
// does not know keeps the engine's name (step-titles.test checks every mask of the schema has its word).
function maskWord(name) {
  const key = `steps.title.maskKind.${maskKey(name)}`;
  return has(key) ? t(key) : name;
}

/** The title of `step` (from trace.steps or lab.plan's steps). */
export function stepTitle(step) {
  const key = `steps.title.${step.titleKey}`;
  if (!step.titleKey || !has(key)) return step.title;
  const values = { ...step.titleValues };
  if (typeof values.kind === 'string') values.kind = maskWord(values.kind);
  return t(key, values);
}
