// Prints how long the page's main thread is held (the longest task, and the longest gap between frames) when a
// learner opens a #state link that edits one weight at T = 4096 (computed, and refused as too large), and pastes
// 2 MB of one line into the sentence (issue 34, item 11), and when a learner opens a 1,024-token trained example,
// with the time until its picture is drawn (issue 37, item 3). Run by scripts/bench after the page is built into dist/.
// On a shared machine wall time counts the time other processes held the CPU too, so both are also given in the
// main thread's own CPU time (Chromium's trace: a task's thread duration).
import { loadavg } from 'node:os';
import { launch, newContext, serveDist } from '../tests/e2e/helpers/browser.mjs';
import { TRACED, cpuOf, watchFrames as watch } from '../tests/e2e/helpers/main-thread.mjs';

const link = (state) => Buffer.from(JSON.stringify({ v: 1, ...state })).toString('base64url');
// W_q of the default configuration (d_model 8, 2 heads): 8 × 8 numbers, one of them edited.
const edited = { i: { W_q: { d: [[5, 0.75]], n: 64 } } };
const cases = [
  ['no link (the page starting, for comparison)', ''],
  ['#state link, one weight edited, T=4096', link({ c: { queryLen: 4096 }, ...edited })],
  ['#state link, same, refused (B=64)', link({ c: { queryLen: 4096, batch: 64 }, ...edited })],
];

const measured = (page) => page.evaluate(() => ({ task: Math.max(0, ...window.__tasks), gap: window.__gap }));
const reset = (page) => page.evaluate(() => { window.__tasks = []; window.__gap = 0; });
const settled = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const row = (label, { task, gap, cpu, cpuGap }, note = '') => console.log(`  ${label.padEnd(42)} ${[task, gap, cpu, cpuGap].map((ms) => ms.toFixed(0).padStart(8)).join(' ')}  ${note}`);

const browser = await launch();
const { server, url } = await serveDist();
try {
  console.log(`main thread while a link opens or a paste lands: longest task ms, longest frame gap ms; in the main thread's CPU ms: longest task, most between two frames (load average ${loadavg().map((n) => n.toFixed(2)).join(' ')})`);
  for (const [label, code] of cases) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript(watch);
    await browser.startTracing(page, { categories: TRACED });
    await page.goto(code ? `${url}#state=${code}` : url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 600000 });
    await page.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 600000 });
    await settled(page);
    row(label, { ...(await measured(page)), ...cpuOf(await browser.stopTracing()) }, (await page.textContent('#share-bar .sb-status')).slice(0, 60));
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
  await browser.startTracing(page, { categories: TRACED });
  await page.keyboard.press('Control+V');
  await page.waitForFunction(() => document.getElementById('busy').hidden, null, { timeout: 600000 });
  await settled(page);
  row('paste of 2 MB on one line into the sentence', { ...(await measured(page)), ...cpuOf(await browser.stopTracing()) }, `${await page.evaluate(() => document.getElementById('text').value.length)} characters in the field`);
  await context.close();
  // The 1,024-token trained examples, each chosen in the example menu of a freshly started page: ms until the
  // softmax step's weights are drawn, measured in the page from the choice.
  for (const id of ['trained-induction-1024', 'trained-induction-1024-layer2']) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.addInitScript(watch);
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await settled(page);
    await reset(page);
    await browser.startTracing(page, { categories: TRACED });
    const ms = await page.evaluate((id) => new Promise((done) => {
      const select = document.getElementById('preset'), t0 = performance.now();
      select.value = id;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      const drawn = () => window.attentionLab.getTrace()?.config.queryLen === 1024 && document.getElementById('busy').hidden
        && document.querySelector('#stage figure[data-tensor="weights"][data-drawn="true"]');
      const frame = () => (drawn() ? requestAnimationFrame(() => done(performance.now() - t0)) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    }), id);
    await settled(page);
    row(`${id} chosen`, { ...(await measured(page)), ...cpuOf(await browser.stopTracing()) }, `picture after ${ms.toFixed(0)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
