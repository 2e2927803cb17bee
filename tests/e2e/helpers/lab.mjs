// Loads the engine (build/wasm/attention_lab.js) in Node, once.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = fileURLToPath(new URL('../../../', import.meta.url));
let pending;

/** The engine module: {run, defaultConfig, …}. */
export function loadLab() {
  pending ??= require(`${root}build/wasm/attention_lab.js`)();
  return pending;
}
