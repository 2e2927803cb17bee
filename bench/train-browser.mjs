// Training in headless Chromium (issue 22): the default induction model, held-out accuracy checked every
// 20 steps; prints the time to the phase change (> 0.7) and to 95%, and the engine's steps per second.
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/helpers/browser.mjs';

const browser = await launch();
const page = await browser.newPage();
await page.goto('about:blank');
await page.addScriptTag({ path: process.argv[2] });
const wasm = readFileSync(process.argv[2].replace(/\.js$/, '.wasm')).toString('base64');  // about:blank cannot fetch it
const out = await page.evaluate(async (wasmBase64) => {
  const lab = await AttentionLab({ wasmBinary: Uint8Array.from(atob(wasmBase64), (c) => c.charCodeAt(0)) });
  const t = lab.train({});
  const result = {};
  const start = performance.now();
  while (t.config.step < 5000) {
    t.step(20);
    const { accuracy } = t.evaluate();
    const seconds = (performance.now() - start) / 1e3;
    if (accuracy > 0.7 && result.phaseChangeStep === undefined) Object.assign(result, { phaseChangeStep: t.config.step, phaseChangeSeconds: seconds });
    if (accuracy >= 0.95) return Object.assign(result, { learnedStep: t.config.step, learnedSeconds: seconds, stepsPerSecond: t.config.step / seconds });
  }
  return result;
}, wasm);
await browser.close();
console.log(JSON.stringify(out));
