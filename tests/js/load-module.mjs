// Loads the built WebAssembly module (build/wasm/attention_lab.js) once for every test file: a plain require,
// as a Node user's (the loader reads its .wasm itself).
import { createRequire } from 'node:module';

const AttentionLab = createRequire(import.meta.url)('../../build/wasm/attention_lab.js');
let lab;

/** A module of its own (a heap nothing else has grown). */
export const freshLab = () => AttentionLab();

export async function loadLab() {
  lab ??= await AttentionLab();
  return lab;
}

// Largest |a − b| / (1 + |b|) over two arrays of equal length; −∞ must meet −∞.
export function maxRelativeError(a, b) {
  if (a.length !== b.length) throw new Error(`lengths differ: ${a.length} vs ${b.length}`);
  let worst = 0;
  for (let i = 0; i < a.length; i++) {
    const x = Number(a[i]), y = Number(b[i]);
    if (x === y) continue;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return Infinity;
    worst = Math.max(worst, Math.abs(x - y) / (1 + Math.abs(y)));
  }
  return worst;
}
