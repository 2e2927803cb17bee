// What a mask does, as the engine says it: lab.schema().masks lists each mask with the engine's own
// is_causal, is_padding and is_sliding (and whether it is the learner's custom matrix). The page decides by
// these properties, never by how a mask's name is spelled, so a new mask kind needs no change here.

/** The schema's entry for mask `name` ({name, causal, padding, sliding, custom}), or undefined. */
export function maskKind(masks, name) {
  return (masks ?? []).find((m) => m.name === name);
}

/** Whether the mask hides nothing (every query sees every key). */
export function masksNothing(kind) {
  return Boolean(kind) && !kind.causal && !kind.padding && !kind.sliding && !kind.custom;
}

/** The name of the plain causal mask (query t sees keys 0…t and nothing else restricts it), as the schema lists it. */
export function causalMask(masks) {
  return (masks ?? []).find((m) => m.causal && !m.padding && !m.sliding && !m.custom)?.name;
}

/** The name of the mask that hides nothing. */
export function noMask(masks) {
  return (masks ?? []).find(masksNothing)?.name;
}

/** The masks that each do one thing (none, causal, padding, a sliding window): no combination, no custom table. */
export function singleMasks(masks) {
  return (masks ?? []).filter((m) => !m.custom && !(m.padding && m.causal));
}

/** The part of a mask's message keys that names it: "causal+padding" → "causalPadding" (steps.mask.kind.*). */
export function maskKey(name) {
  return name.replace(/\+(\w)/g, (_, letter) => letter.toUpperCase());
}
