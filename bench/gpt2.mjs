// GPT-2 small's shapes (random weights, F16 as a learner would download them converted, or F32): the time to
// open the file, the wasm heap it takes, and the time of a full trace (every tensor of every layer) of 64 tokens.
// Prints one JSON line.
import { createRequire } from 'node:module';
import path from 'node:path';
import { gpt2File } from '../tests/js/gpt2-file.mjs';

const require = createRequire(import.meta.url);
const lab = await require(path.resolve(process.argv[2]))();
const out = {};
const t0 = performance.now();
const bytes = gpt2File({ vocab: 50257, context: 1024, d: 768, layers: 12, half: process.argv[3] !== 'f32', buffers: false });
out.fileMB = bytes.length / 2 ** 20;
out.makeSeconds = (performance.now() - t0) / 1e3;
let t = performance.now();
const model = lab.loadModel(bytes);
out.loadSeconds = (performance.now() - t) / 1e3;
out.heapMB = lab.HEAPU8.length / 2 ** 20;
const tokens = Array.from({ length: 64 }, (_, i) => (i * 7919) % 50257);
model.trace(tokens);  // warm-up
t = performance.now();
const trace = model.trace(tokens);
out.trace64Seconds = (performance.now() - t) / 1e3;
out.layers = trace.layers.length;
out.heapAfterTraceMB = lab.HEAPU8.length / 2 ** 20;
console.log(JSON.stringify(out));
