// Where a GPT-2 trace's time goes, beside the engine's own attention run (issue 37's two sides of the ratio):
// V8's sampling profiler over 6 traces of 64 tokens (GPT-2-small-shaped F16 file) and 6 attention runs
// (1024, 768, 12), each printed as the functions with the most self time. The module needs its function names:
// link a copy with --profiling-funcs (the build's own link line, another output), e.g.
//   (cd build/wasm && mkdir -p /tmp/profiled && sed 's|-o attention_lab.js|--profiling-funcs -o /tmp/profiled/attention_lab.js|' \
//     CMakeFiles/attention_lab.dir/link.txt | NODE_PATH=/usr/share/nodejs sh)
//   node bench/gpt2-profile.mjs /tmp/profiled/attention_lab.js [rows]
// Self time only: a function the compiler or wasm-opt inlined counts as its caller's (matmul_a_bt is inside
// Model::forward, and so are gelu_forward and cross_entropy_forward after wasm-opt's inlining).
// On Node 20 this session's profile gives the GPT-2 trace's wasm time to JavaScript frames (invokerFunction and
// rowsOf, ~70%; the attention run's is named right, either order): for the trace, run a script of traces under
// `node --cpu-prof --cpu-prof-interval 200`, whose .cpuprofile names the wasm functions.
import { createRequire } from 'node:module';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { gpt2File } from '../tests/js/gpt2-file.mjs';
import { words } from '../tests/e2e/helpers/responsiveness.mjs';

const require = createRequire(import.meta.url);
const lab = await require(path.resolve(process.argv[2]))();
const rows = Number(process.argv[3] ?? 15);

const session = new inspector.Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));

// The self-time table of one profile: [share of samples, function name], largest first.
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byName = new Map();
  for (const id of profile.samples) {
    const frame = nodes.get(id).callFrame;
    const name = frame.functionName || frame.url || '(anonymous)';
    byName.set(name, (byName.get(name) ?? 0) + 1);
  }
  return [...byName].map(([name, n]) => [n / profile.samples.length, name]).sort((a, b) => b[0] - a[0]);
}

async function profiled(title, run) {
  run();  // warm-up: every function compiled by the optimizing tier
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });  // µs
  await post('Profiler.start');
  for (let i = 0; i < 6; i++) run();
  const { profile } = await post('Profiler.stop');
  console.log(`${title} (load ${os.loadavg()[0].toFixed(1)})`);
  for (const [share, name] of selfTimes(profile).slice(0, rows))
    console.log(`${(100 * share).toFixed(1).padStart(6)} %  ${name.slice(0, 140)}`);
}

const model = lab.loadModel(gpt2File({ vocab: 50257, context: 1024, d: 768, layers: 12, half: true, buffers: false }));
const tokens = Array.from({ length: 64 }, (_, i) => (i * 7919) % 50257);
await profiled('GPT-2 trace, 64 tokens, F16', () => model.trace(tokens));
const attention = { ...lab.defaultConfig(), text: words(1024), dModel: 768, heads: 12, keep: ['Y'] };
await profiled('attention run (1024, 768, 12), keep Y', () => lab.run(attention));
