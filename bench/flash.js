// FlashAttention's path beside the ordinary one (issue 16): time and wasm heap at T = 1024 and 4096,
// d_model 768, 12 heads, causal, batch 1. Each measurement runs in its own Node process, because a wasm heap
// only grows: its size after one run is that run's peak. Printed, not asserted.
//   node bench/flash.js build/bench/attention_lab.js            the table
//   node bench/flash.js <engine> <T> <path>                     one measurement, one JSON line
'use strict';
const {execFileSync} = require('child_process');
const path = require('path');

const D = 768, H = 12;
const PATHS = {
  'ordinary (fused, keep Y)': {keep: ['Y']},
  'ordinary, keep weights': {keep: ['weights', 'Y']},  // the T×S matrix, per head, materialised
  'flash 64×64, keep Y': {keep: ['Y'], flash: {blockQ: 64, blockK: 64}},
};

async function measure(engineFile, T, name) {
  const lab = await require(path.resolve(engineFile))();
  const config = Object.assign({text: 'the cat sat on the mat', queryLen: T, dModel: D, heads: H, mask: 'causal'}, PATHS[name]);
  const plan = lab.plan(config);  // throws (RangeError, field 'size') when over the engine's memory limit
  const runs = T <= 1024 ? 3 : 1, times = [];
  let trace;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    trace = lab.run(config);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {ms: times[times.length >> 1], heapMB: lab.HEAPU8.buffer.byteLength / 2 ** 20, planMB: plan.bytes / 2 ** 20,
          flash: trace.flash || null, y0: trace.tensors.Y.data[0]};
}

function table(engineFile) {
  console.log(`flash vs ordinary attention, d_model ${D}, ${H} heads, causal, batch 1 (wasm, Node; median of 3 at T=1024, one run at 4096)`);
  console.log('    T | path                       |   run ms | heap MB | plan MB | T×S matrix MB | one tile KB');
  for (const T of [1024, 4096])
    for (const name of Object.keys(PATHS)) {
      let line;
      try {
        const r = JSON.parse(execFileSync(process.execPath, [__filename, engineFile, String(T), name],
                                          {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim().split('\n').pop());
        const f = r.flash;
        line = `${String(r.ms.toFixed(0)).padStart(8)} | ${r.heapMB.toFixed(0).padStart(7)} | ${r.planMB.toFixed(0).padStart(7)} | ` +
               `${f ? (f.matrixBytes / 2 ** 20).toFixed(0).padStart(13) : '            –'} | ${f ? (f.tileBytes / 1024).toFixed(1).padStart(11) : '          –'}`;
      } catch (error) {
        line = `refused: ${String(error.stderr || error.message).split('\n').find((l) => /RangeError|MB/.test(l)) || 'failed'}`.slice(0, 110);
      }
      console.log(`${String(T).padStart(5)} | ${name.padEnd(26)} | ${line}`);
    }
}

if (process.argv.length > 3) {
  measure(process.argv[2], Number(process.argv[3]), process.argv[4]).then((r) => console.log(JSON.stringify(r)),
    (error) => { console.error(`${error.name}: ${error.message}`); process.exit(1); });
} else {
  table(process.argv[2]);
}
