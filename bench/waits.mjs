// Prints how long a learner waits at T=1024, d_model=768, 12 heads in headless Chromium (issue 17's goals),
// beside the figures measured before the worker kept the run: first picture (on a loaded page and from a
// link), step change and head change (median, worst) with each change as soon as the last is drawn and at a
// learner's pace (1 s to look at each picture, so the worker has answered the next views ahead), stage
// build, and lab.run keeping only Y. A wait ends in the frame after the one in which the picture was
// complete, checked in the page every frame (until 7758558 the test driver polled from outside, which added
// its round trips: 20–60 ms per change; the "before" column was measured that way).
// Run by scripts/bench after the page is built into dist/; `node bench/waits.mjs` alone also works.
import os from 'node:os';
import { launch, openPage, serveDist } from '../tests/e2e/helpers/browser.mjs';
import { waits, linkWait, words } from '../tests/e2e/helpers/responsiveness.mjs';
import { toBase64Url } from '../web/src/share/url-state.js';

// Measured with this file at 776e21e (the worker ran a new forward pass per step, keeping only that step's
// tensors, and the page painted every heatmap), headless Chromium on 2 shared AMD EPYC cores, load 0.9.
const BEFORE = { first: 428, link: 1364, stepMedian: 352, stepWorst: 811, headMedian: 194, headWorst: 273, buildMedian: 10, buildWorst: 37, runMain: 176 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs) => Math.max(...xs);

const browser = await launch();
const { server, url } = await serveDist();
const now = {};
try {
  // lab.run keeping only Y on a page of its own (its workers idle: no kept run answering views ahead): on the
  // main thread, and with the heads split across one and two workers, alternately, the median of five each.
  const { page: yPage, context: yContext } = await openPage(browser, url);
  const keepY = await yPage.evaluate(async (text) => {
    const app = window.attentionLab, config = { ...app.getState().config, text, dModel: 768, heads: 12, keep: ['Y'] };
    const mid = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const main = [], one = [], two = [];
    for (let i = 0; i < 3; i += 1) { const t0 = performance.now(); app.lab.run(config, {}); main.push(performance.now() - t0); }
    if (!app.runInWorkers) return { main: mid(main) };
    await app.runInWorkers(config, {}, 2);  // both workers started and warm
    for (let i = 0; i < 5; i += 1) {
      one.push((await app.runInWorkers(config, {}, 1)).ms);
      two.push((await app.runInWorkers(config, {}, 2)).ms);
    }
    return { main: mid(main), one: mid(one), two: mid(two) };
  }, words(1024));
  Object.assign(now, { runMain: keepY.main, runOne: keepY.one, runTwo: keepY.two });
  await yContext.close();
  const { page, context } = await openPage(browser, url);
  const w = await waits(page);
  Object.assign(now, {
    first: w.first, stepMedian: median(w.steps), stepWorst: worst(w.steps), headMedian: median(w.heads), headWorst: worst(w.heads),
    buildMedian: median(w.builds), buildWorst: worst(w.builds),
  });
  const paced = await waits(page, { between: () => new Promise((done) => setTimeout(done, 1000)) });  // 1 s to look
  Object.assign(now, { pacedStepMedian: median(paced.steps), pacedStepWorst: worst(paced.steps), pacedHeadMedian: median(paced.heads), pacedHeadWorst: worst(paced.heads) });
  await context.close();
  // A fresh page opened at the link (not a hash change of a loaded page).
  const fresh = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const state = toBase64Url(JSON.stringify({ v: 1, c: { text: words(1024), dModel: 768, heads: 12 }, s: 'scores' }));
  now.link = await linkWait(await fresh.newPage(), `${url}#state=${state}`);
  await fresh.close();
} finally {
  await browser.close();
  server.close();
}

const cpu = `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, load ${os.loadavg()[0].toFixed(1)}`;
console.log(`waits at T=1024 d=768 h=12, headless Chromium, ${cpu}`);
const f = (v) => (v === undefined ? '—' : v.toFixed(0));
const rows = [
  ['first picture (page loaded)', 'first', '≤ 700'],
  ['first picture (from a link)', 'link', ''],
  ['step change, median', 'stepMedian', '≤ 100'],
  ['step change, worst', 'stepWorst', '≤ 250'],
  ['head change, median', 'headMedian', '≤ 100'],
  ['head change, worst', 'headWorst', '≤ 250'],
  ['step change 1 s apart, median', 'pacedStepMedian', '≤ 100'],
  ['step change 1 s apart, worst', 'pacedStepWorst', '≤ 250'],
  ['head change 1 s apart, median', 'pacedHeadMedian', '≤ 100'],
  ['head change 1 s apart, worst', 'pacedHeadWorst', '≤ 250'],
  ['stage build, median', 'buildMedian', '≤ 16'],
  ['stage build, worst', 'buildWorst', '≤ 16'],
  ['lab.run keep Y, main thread', 'runMain', ''],
  ['lab.run keep Y, one worker', 'runOne', ''],
  ['lab.run keep Y, two workers', 'runTwo', 'one/two ≥ 1.8×'],
];
console.log(`  ${'ms'.padEnd(32)} ${'before'.padStart(7)} ${'now'.padStart(7)}  goal`);
for (const [label, key, goal] of rows) console.log(`  ${label.padEnd(32)} ${f(BEFORE[key]).padStart(7)} ${f(now[key]).padStart(7)}  ${goal}`);
if (now.runOne && now.runTwo) console.log(`  two workers are ${(now.runOne / now.runTwo).toFixed(2)}× as fast as one (goal ≥ 1.8×)`);
