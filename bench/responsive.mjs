// Prints how the page's main thread fares at T=1024, d_model=768, 12 heads (from file:// and from the
// server): the longest task of each phase, each step's stage build, and frame times while a step
// animates at T=64 and T=1024; and how a course page embedding <attention-lab> fares when one of its labs
// goes to that size: the longest the host page went without a frame. Run by scripts/bench after the page is
// built into dist/. `--embed`: the course page only.
import { launch, openPage, fileUrl, serveDist } from '../tests/e2e/helpers/browser.mjs';
import { exercise, animationFrames, words } from '../tests/e2e/helpers/responsiveness.mjs';

const browser = await launch();
const { server, url } = await serveDist();
const embedOnly = process.argv.includes('--embed');
try {
  if (!embedOnly) await pageFigures();
  console.log('course page with <attention-lab> set to T=1024 d=768 h=12: longest gap between the host page\'s frames (ms)');
  console.log('  from       | first picture | each step (longest) | heads on softmax (longest) | longest task | longest stage build | engine in');
  for (const [label, address] of [['file://', fileUrl('examples/course-page.html')], ['server', `${url}examples/course-page.html`]]) {
    const r = await embedGaps(browser, address);
    console.log(`  ${label.padEnd(10)} | ${r.first.toFixed(0).padStart(13)} | ${`${r.steps.ms.toFixed(0)} (${r.steps.id})`.padStart(19)} | ${r.heads.toFixed(0).padStart(26)} | ${r.longest.toFixed(0).padStart(12)} | ${`${r.build.ms.toFixed(0)} (${r.build.id})`.padStart(19)} | ${r.workerKind}`);
  }
} finally {
  await browser.close();
  server.close();
}

// The page alone: long tasks per phase from file:// and the server, and frame times while a step animates.
async function pageFigures() {
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
}

// The host page's longest frame gap while `change()` runs in it and until `done()` holds and a frame follows:
// a requestAnimationFrame loop in the host page itself (not the embed's), so it sees every frame the host missed.
function gapWhile(page, change, done, arg) {
  return page.evaluate(({ change, done, arg }) => new Promise((resolve, reject) => {
    const [changeNow, isDone] = [change, done].map((source) => (0, eval)(`(${source})`));
    const t0 = performance.now();
    let last = t0, gap = 0;
    window.__longest ??= 0;  // the longest main-thread task seen (the embed's share of a gap, not the machine's)
    window.__tasks ??= new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); });
    window.__tasks.observe({ type: 'longtask' });
    const frame = (now) => {
      gap = Math.max(gap, now - last);
      last = now;
      if (isDone(arg)) return resolve(Math.max(gap, performance.now() - last));
      if (now - t0 > 120000) return reject(new Error(`not done after 120 s: ${done}`));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(() => { last = performance.now(); changeNow(arg); requestAnimationFrame(frame); });
  }), { change: change.toString(), done: done.toString(), arg });
}

// The first <attention-lab> of the course page at T=1024, d=768, h=12; then every step, then every head of softmax.
async function embedGaps(browser, address) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 } });
  const page = await context.newPage();
  try {
    await page.goto(address);
    await page.waitForFunction(() => [...document.querySelectorAll('attention-lab')].every((e) => e.dataset.ready === 'true' && e.lab?.getTrace()), null, { timeout: 60000 });
    const first = await gapWhile(page, ({ text }) => {
      const e = document.querySelector('attention-lab');
      e.setAttribute('text', text);
      e.setAttribute('d-model', '768');
      e.setAttribute('heads', '12');
    }, ({ T }) => {
      const e = document.querySelector('attention-lab'), root = e.shadowRoot;
      return e.lab.getTrace()?.tokens[0].length === T && root.getElementById('busy').hidden && !root.querySelector('#stage figure.heatmap[data-drawn="false"]');
    }, { text: words(1024), T: 1024 });
    const ids = await page.evaluate(() => document.querySelector('attention-lab').lab.getTrace().steps.map((s) => s.id));
    const onStep = (id) => {
      const e = document.querySelector('attention-lab'), root = e.shadowRoot, trace = e.lab.getTrace(), step = trace.steps[e.lab.getState().step];
      return step.id === id && root.getElementById('busy').hidden && !root.querySelector('#stage figure.heatmap[data-drawn="false"]');
    };
    const pick = (id) => document.querySelector('attention-lab').setAttribute('step', id);
    let steps = { ms: 0, id: '' }, heads = 0, build = { ms: 0, id: '' };
    for (const id of ids) {
      const ms = await gapWhile(page, pick, onStep, id);
      if (ms > steps.ms) steps = { ms, id };
      const built = await page.evaluate(() => document.querySelector('attention-lab').lab.perf.buildMs);
      if (built > build.ms) build = { ms: built, id };
    }
    await gapWhile(page, pick, onStep, 'softmax');
    for (let h = 1; h < 12; h += 1) {
      heads = Math.max(heads, await gapWhile(page, (h) => document.querySelector('attention-lab').setAttribute('head', String(h)), (h) => {
        const root = document.querySelector('attention-lab').shadowRoot;
        return [...root.querySelectorAll('#stage figure[data-head]')].every((f) => f.dataset.head === String(h)) && root.getElementById('busy').hidden
          && !root.querySelector('#stage figure.heatmap[data-drawn="false"]');
      }, h));
    }
    const { workerKind, longest } = await page.evaluate(() => ({ workerKind: document.querySelector('attention-lab').lab.perf.workerKind ?? 'none', longest: window.__longest }));
    return { first, steps, heads, workerKind, longest, build };
  } finally {
    await context.close();
  }
}
