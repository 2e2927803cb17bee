// The trained presets in Node (the page builds them from its embedded models): the same module, fed the
// shipped checkpoint files.
import { readFileSync } from 'node:fs';
import { root } from './lab.mjs';
import { trainedPresets } from '../../../web/src/train/trained-presets.js';

export const modelFile = (name) => new Uint8Array(readFileSync(`${root}web/models/${name}.safetensors`));

/** Adds the trained presets to `presets` (first, as the page does), once. */
export function withTrainedPresets(presets, lab) {
  if (!presets.some((p) => p.trained)) presets.unshift(...trainedPresets(lab, modelFile));
  return presets;
}
