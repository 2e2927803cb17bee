// Training in headless Chromium (issue 22): the default induction model, held-out accuracy checked every
// 20 steps; prints the time to the phase change (> 0.7) and to 95%, and the engine's steps per second.
import { launch } from '../tests/e2e/helpers/browser.mjs';

const browser = await launch();
const page = await browser.newPage();
await page.goto('about:blank');
await page.addScriptTag({ path: process.argv[2] });
const out = await page.evaluate(async () => {
  const lab = await AttentionLab();
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
});
await browser.close();
console.log(JSON.stringify(out));
