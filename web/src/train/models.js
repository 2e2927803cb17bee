// The shipped checkpoints (web/models/*.safetensors) and the text task's corpus, embedded in the page by
// scripts/build-page.mjs as base64 (the 'lab-models' module), so trained models open from file:// offline.
import { models as encoded, corpusText } from 'lab-models';
import { bytesOfBase64 } from '../engine/base64.js';

const decoded = new Map();

/** The bytes of a shipped model: 'induction' | 'induction-long' | 'reverse' | 'sort' | 'text'. */
export function modelBytes(name) {
  if (!decoded.has(name)) decoded.set(name, bytesOfBase64(encoded[name]));
  return decoded.get(name);
}

/** Genesis 1–11 (KJV), the text task's corpus. */
export const corpus = () => corpusText;
