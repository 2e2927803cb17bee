// Prints how the page's main thread fares at T=1024, d_model=768, 12 heads (from file:// and from the
// server): the longest task of each phase, each step's stage build, and frame times while a step
// animates at T=64 and T=1024. Run by scripts/bench after the page is built into dist/.
import { launch, openPage, fileUrl, serveDist } from '../tests/e2e/helpers/browser.mjs';
import { exercise, animationFrames } from '../tests/e2e/helpers/responsiveness.mjs';

const browser = await launch();
const { server, url } = await serveDist();
try {
  for (const [label, address] of [['file://', fileUrl('attention-lab.html')], ['server', url]]) {
    const { page, context } = await openPage(browser, address);
    const { tasks, builds } = await exercise(page);
    const byPhase = new Map();
    for (const t of tasks) byPhase.set(t.phase, Math.max(byPhase.get(t.phase) ?? 0, t.ms));
    console.log(`page at T=1024 d=768 h=12 from ${label}: longest main-thread task per phase (ms; none listed = no task over 50 ms)`);
    for (const [name, ms] of byPhase) console.log(`  ${name.padEnd(24)} ${String(ms).padStart(6)}`);
    console.log(`  stage build per step (ms): ${builds.map(([id, ms]) => `${id} ${ms.toFixed(0)}`).join(', ')}`);
    await context.close();
  }
  const { page, context } = await openPage(browser, url);
  console.log('frame times while the scores step animates:');
  console.log('     T | median ms |  max ms | frames in 1.5 s | longest task ms');
  for (const [T, d, h] of [[64, 64, 4], [1024, 768, 12]]) {
    const r = await animationFrames(page, T, d, h);
    console.log(`${String(T).padStart(6)} | ${r.median.toFixed(1).padStart(9)} | ${r.max.toFixed(1).padStart(7)} | ${String(r.frames).padStart(15)} | ${String(r.longest).padStart(15)}`);
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
