// Prints how long the page's main thread is held (the longest task, and the longest gap between frames) when a
// learner opens a #state link that edits one weight at T = 4096 (computed, and refused as too large), and pastes
// 2 MB of one line into the sentence (issue 34, item 11). Run by scripts/bench after the page is built into dist/.
// On a shared machine wall time counts the time other processes held the CPU too, so both are also given in the
// main thread's own CPU time (Chromium's trace: a task's thread duration).
import { loadavg } from 'node:os';
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
const TRACED = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];  // the second holds RunTask
// From a trace, the page's main thread (the renderer main thread with the most frames): its longest task's CPU ms,
// and the most CPU ms it spent between two animation frames (the watch above asks for every frame, so each frame
// fires one; a frame is missed when the tasks between two of them take long).
function cpuOf(trace) {
  const { traceEvents } = JSON.parse(trace.toString());
  const mains = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}/${e.tid}`));
  const threads = new Map();
  for (const e of traceEvents) {
    const thread = `${e.pid}/${e.tid}`;
    if (e.ph === 'X' && mains.has(thread) && (e.name === 'RunTask' || e.name === 'FireAnimationFrame')) threads.set(thread, [...(threads.get(thread) ?? []), e]);
  }
  const frameCount = (events) => events.filter((e) => e.name === 'FireAnimationFrame').length;
  const events = [...threads.values()].sort((a, b) => frameCount(b) - frameCount(a))[0] ?? [];
  const tasks = events.filter((e) => e.name === 'RunTask').map((e) => ({ ts: e.ts, cpu: (e.tdur ?? 0) / 1000 }));
  const frames = events.filter((e) => e.name === 'FireAnimationFrame').map((e) => e.ts).sort((a, b) => a - b);
  if (!frames.length) return { cpu: NaN, cpuGap: NaN };  // no frame traced: not measured
  let between = 0;
  for (let f = 0; f <= frames.length; f++) {
    const from = frames[f - 1] ?? -Infinity, to = frames[f] ?? Infinity;
    between = Math.max(between, tasks.filter((t) => t.ts >= from && t.ts < to).reduce((sum, t) => sum + t.cpu, 0));
  }
  return { cpu: Math.max(0, ...tasks.map((t) => t.cpu)), cpuGap: between };
}
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
} finally {
  await browser.close();
  server.close();
}
