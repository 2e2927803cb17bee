// Prints how long the page's main thread is held (the longest task, and the longest gap between frames) when a
// learner opens a #state link that edits one weight at T = 4096 (computed, and refused as too large), and pastes
// 2 MB of one line into the sentence (issue 34, item 11). Run by scripts/bench after the page is built into dist/.
import { launch, newContext, serveDist } from '../tests/e2e/helpers/browser.mjs';

const link = (state) => Buffer.from(JSON.stringify({ v: 1, ...state })).toString('base64url');
// W_q of the default configuration (d_model 8, 2 heads): 8 × 8 numbers, one of them edited.
const edited = { i: { W_q: { d: [[5, 0.75]], n: 64 } } };
const cases = [
  ['no link (the page starting, for comparison)', ''],
  ['#state link, one weight edited, T=4096', link({ c: { queryLen: 4096 }, ...edited })],
  ['#state link, same, refused (B=64)', link({ c: { queryLen: 4096, batch: 64 }, ...edited })],
];

// Long tasks and frame gaps from the first script on (buffered), in the page.
const watch = () => {
  window.__tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  window.__gap = 0;
  let last = performance.now();
  const frame = (now) => { window.__gap = Math.max(window.__gap, now - last); last = now; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
};
const measured = (page) => page.evaluate(() => ({ task: Math.max(0, ...window.__tasks), gap: window.__gap }));
const reset = (page) => page.evaluate(() => { window.__tasks = []; window.__gap = 0; });
const settled = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const row = (label, { task, gap }, note = '') => console.log(`  ${label.padEnd(42)} ${task.toFixed(0).padStart(8)} ${gap.toFixed(0).padStart(8)}  ${note}`);

const browser = await launch();
const { server, url } = await serveDist();
try {
  console.log('main thread while a link opens or a paste lands: longest task ms, longest frame gap ms');
  for (const [label, code] of cases) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript(watch);
    await page.goto(code ? `${url}#state=${code}` : url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 600000 });
    await page.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 600000 });
    await settled(page);
    row(label, await measured(page), (await page.textContent('#share-bar .sb-status')).slice(0, 60));
    await context.close();
  }
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.addInitScript(watch);
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.evaluate(() => navigator.clipboard.writeText('x'.repeat(2_000_000)));
  await page.click('#text');
  await settled(page);
  await reset(page);
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 600000 });
  await settled(page);
  row('paste of 2 MB on one line into the sentence', await measured(page), `${await page.evaluate(() => document.getElementById('text').value.length)} characters in the field`);
  await context.close();
} finally {
  await browser.close();
  server.close();
}
