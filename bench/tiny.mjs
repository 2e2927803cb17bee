// The tiny trace of issue 17: lab.run({}) (6 tokens, d=8, 2 heads, every intermediate returned), median µs
// per call over many samples, with the load average beside it (other work on the machine inflates it).
// node bench/tiny.mjs [build/wasm/attention_lab.js] [--profile]: --profile runs calls for ~3 s only, for
// node --cpu-prof.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import os from 'node:os';

const file = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'build/wasm/attention_lab.js');
const lab = await createRequire(import.meta.url)(file)();
const profile = process.argv.includes('--profile');

for (let i = 0; i < 2000; i++) lab.run({});  // warm: JIT, the layout cache
if (profile) {
  const end = performance.now() + 3000;
  while (performance.now() < end) for (let i = 0; i < 100; i++) lab.run({});
} else {
  // Wall time, and the CPU time this process was given (steadier when the machine is shared).
  const samples = [], cpu = [];
  for (let s = 0; s < 60; s++) {
    const n = 400, t0 = performance.now(), c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) lab.run({});
    const c = process.cpuUsage(c0);
    samples.push(((performance.now() - t0) / n) * 1000);
    cpu.push((c.user + c.system) / n);
  }
  const at = (list, q) => [...list].sort((a, b) => a - b)[Math.floor(q * (list.length - 1))];
  console.log(`tiny trace: lab.run({}) (6, 8, 2), every intermediate returned (goal ≤ 20 µs): median ${at(samples, 0.5).toFixed(1)} µs, best ${at(samples, 0).toFixed(1)} µs, ` +
              `p90 ${at(samples, 0.9).toFixed(1)} µs wall; CPU time median ${at(cpu, 0.5).toFixed(1)} µs, best ${at(cpu, 0).toFixed(1)} µs; ` +
              `load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
}
