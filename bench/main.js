// Runs bench/shape.js once per shape, each in its own Node process, and prints the table.
'use strict';
const {execFileSync} = require('child_process');
const os = require('os');
const path = require('path');
const [engineFile, peakFile] = process.argv.slice(2, 4).map((f) => path.resolve(f));
const shapes = [[6, 8, 2], [64, 64, 4], [256, 256, 8], [1024, 768, 12]];

const rows = [];
for (const [T, D, H] of shapes) {
  const line = execFileSync(process.execPath, [path.join(__dirname, 'shape.js'), T, D, H, engineFile, peakFile],
                            {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
  rows.push(JSON.parse(line.trim().split('\n').pop()));
}

const peak = Math.max(...rows.map((r) => r.peak));  // the best of the per-process measurements
const ms = (s) => (s * 1e3).toFixed(s < 1e-3 ? 4 : s < 0.1 ? 3 : 1);
const pad = (s, n) => String(s).padStart(n);
console.log(`SIMD128 peak (independent f32x4 mul+add, best of ${rows.length} processes): ${peak.toFixed(1)} GFLOP/s` +
            ` [per process: ${rows.map((r) => r.peak.toFixed(1)).join(', ')}]`);
console.log(`${os.cpus()[0].model}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}` +
            ' (other work on the machine inflates every time below)');
console.log('multi-head attention forward, causal, batch 1, keep:[\'Y\']; FLOPs = 8·T·d² + 4·T²·d; medians\n');
const head = ['shape (T,d,h)', 'engine ms', 'GFLOP/s', '% peak', 'vs JS loop', 'vs tfjs (best)', 'heap peak'];
const widths = [15, 11, 9, 8, 11, 24, 10];
console.log(head.map((h, i) => pad(h, widths[i])).join(' | '));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) {
  const gf = r.flops / r.engine / 1e9;
  const best = r.tf_perHead < r.tf_batched ? 'per-head' : 'batched';
  const tfBest = Math.min(r.tf_perHead, r.tf_batched);
  console.log([`(${r.T},${r.D},${r.H})`, ms(r.engine), gf.toFixed(2), (100 * gf / peak).toFixed(1) + '%',
               (r.js / r.engine).toFixed(1) + '×', `${(tfBest / r.engine).toFixed(2)}× ${best}`,
               (r.heapBytes / 2 ** 20).toFixed(0) + ' MB'].map((c, i) => pad(c, widths[i])).join(' | '));
}
console.log('\npeers, ms (max |ΔY| / (1 + |Y|) against the engine):');
for (const r of rows)
  console.log(`  (${r.T},${r.D},${r.H})  JS loop ${ms(r.js)} (${r.jsDiff.toExponential(1)})   ` +
              `tfjs batched ${ms(r.tf_batched)} (${r.tfDiff_batched.toExponential(1)})   ` +
              `tfjs per-head ${ms(r.tf_perHead)} (${r.tfDiff_perHead.toExponential(1)})   tfjs SIMD ${r.tfSimd ? 'on' : 'OFF'}`);
// The page's default run, every intermediate returned (issue 17's tiny trace, goal ≤ 20 µs): bench/tiny.mjs.
console.log('');
execFileSync(process.execPath, [path.join(__dirname, 'tiny.mjs'), engineFile], {stdio: ['ignore', 'inherit', 'inherit']});
const decoding = rows.find((r) => r.decode);
if (decoding) console.log(`lab.decode (64,64,4), every token's q, k, v, weights, concat and y: ${ms(decoding.decode)} ms; ` +
                          `the full trace it replays (lab.run): ${ms(decoding.decodeFullRun)} ms; ratio ${(decoding.decode / decoding.decodeFullRun).toFixed(2)}×`);

// FlashAttention's tiles beside the ordinary path (issue 16), at T = 1024 and 4096.
console.log('');
execFileSync(process.execPath, [path.join(__dirname, 'flash.js'), engineFile], {stdio: ['ignore', 'inherit', 'inherit']});

// Training (issue 13): the engine's optimizer steps against TensorFlow.js autodiff, and time to learn.
const train = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'train.js'), engineFile, path.join(path.dirname(peakFile), 'tfjs.cjs')],
                                      {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']}).trim().split('\n').pop());
console.log('\ntraining, 2 layers, d=64, 4 heads, T=24, batch 32, attention-only (AdamW + clipping; tfjs: Adam, wasm SIMD ' +
            `${train.tfSimd ? 'on' : 'OFF'}, autodiff):`);
console.log(`  engine ${train.engineStepsPerSecond.toFixed(1)} steps/s (one step ${train.engineOneStepMs.toFixed(1)} ms)   ` +
            `tfjs ${train.tfStepsPerSecond.toFixed(1)} steps/s   ratio ${(train.engineStepsPerSecond / train.tfStepsPerSecond).toFixed(2)}×`);
console.log(`  induction, default settings, Node: phase change (held-out accuracy > 0.7) at step ${train.phaseChangeStep} ` +
            `after ${train.phaseChangeSeconds?.toFixed(1)} s; ≥ 95% at step ${train.learnedStep} after ${train.learnedSeconds?.toFixed(1)} s`);

// The same in headless Chromium (needs /usr/bin/chromium).
const inBrowser = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'train-browser.mjs'), engineFile],
                                          {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']}).trim().split('\n').pop());
console.log(`  induction, default settings, Chromium: phase change at step ${inBrowser.phaseChangeStep} after ` +
            `${inBrowser.phaseChangeSeconds?.toFixed(1)} s; ≥ 95% at step ${inBrowser.learnedStep} after ` +
            `${inBrowser.learnedSeconds?.toFixed(1)} s (${inBrowser.stepsPerSecond?.toFixed(0)} steps/s with the checks)`);

// GPT-2 small's shapes (issue 19): open the file, heap, one full trace of 64 tokens.
const gpt2 = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'gpt2.mjs'), engineFile],
                                     {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']}).trim().split('\n').pop());
console.log(`\nGPT-2 small shapes (random weights, F16 file of ${gpt2.fileMB.toFixed(0)} MB): opened in ${gpt2.loadSeconds.toFixed(2)} s, ` +
            `heap ${gpt2.heapMB.toFixed(0)} MB (${gpt2.heapAfterTraceMB.toFixed(0)} MB after tracing); full trace of 64 tokens, ` +
            `${gpt2.layers} layers: ${gpt2.trace64Seconds.toFixed(2)} s (Node)`);
console.log(`  ${gpt2.gpt2Gflops.toFixed(1)} GFLOP/s against the engine's own attention's ${gpt2.attentionGflops.toFixed(1)} in the same ` +
            `run: ratio ${gpt2.ratio.toFixed(3)} (goal ≥ 0.75; counting only the FLOPs it computes, the causal attention run ` +
            `makes ${gpt2.attentionComputedGflops.toFixed(1)} GFLOP/s); re-trace CPU s: append ${gpt2.retrace64Seconds.append.toFixed(3)}, ` +
            `middle word ${gpt2.retrace64Seconds.middle.toFixed(3)}, first word ${gpt2.retrace64Seconds.first.toFixed(3)}`);
// The same in headless Chromium, as the page's worker runs it (goal: ≤ 1 s).
const gpt2Browser = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'gpt2-browser.mjs'), engineFile, 'f16'],
                                            {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']}).trim().split('\n').pop());
console.log(`  in Chromium: opened in ${gpt2Browser.loadSeconds.toFixed(2)} s, heap ${gpt2Browser.heapMB.toFixed(0)} MB; ` +
            `full trace of 64 tokens ${gpt2Browser.trace64Seconds.toFixed(2)} s, a picture (the last row unembedded) ` +
            `${gpt2Browser.picture64Seconds.toFixed(2)} s (medians of 3)`);
