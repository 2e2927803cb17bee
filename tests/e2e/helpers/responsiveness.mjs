// Drives the page at a real model's size (T=1024, d_model=768, 12 heads) and records what the main
// thread went through: long tasks per phase (load, every step, hover and zoom, all heads, scrub) and
// frame times while a step animates. The browser test uses it as a freeze guard; scripts/bench prints
// the figures. Nothing here asserts a speed.
export const words = (n) => Array.from({ length: n }, (_, i) => ['the', 'cat', 'sat', 'on', 'a', 'mat', 'and', 'saw', 'birds'][i % 9] + (i % 7)).join(' ');

export async function observeLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__phase = 'start';
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ ms: Math.round(e.duration), phase: window.__phase });
    }).observe({ type: 'longtask' });
  });
}
const phase = (page, name) => page.evaluate((n) => { window.__phase = n; }, name);
export const longTasks = (page) => page.evaluate(() => window.__longTasks);

// Whether the worker is done and every heatmap on the stage is coloured and summarised (run in the page).
const drawn = () => document.getElementById('busy').hidden
  && !document.querySelector('#stage figure.heatmap[data-drawn="false"]')
  && ![...document.querySelectorAll('#stage .m-summary')].some((s) => s.textContent.endsWith('summary being computed.'));

/** Waits until the worker is done and every heatmap on the stage is coloured and summarised. */
export async function stageDone(page) {
  await page.waitForFunction(drawn, null, { timeout: 120000 });
}

export async function loadLarge(page, T = 1024, dModel = 768, heads = 12) {
  await page.evaluate(({ text, dModel, heads }) => {
    const lab = window.attentionLab;
    lab.setState({ config: { ...lab.getState().config, text, dModel, heads }, step: 0, progress: 1, playing: false });
  }, { text: words(T), dModel, heads });
  await page.waitForFunction((T) => window.attentionLab.getTrace()?.tokens[0].length === T, T, { timeout: 120000 });
  await stageDone(page);
}

/** requestAnimationFrame deltas while the current step plays for `ms`. */
export async function frameTimes(page, ms) {
  return page.evaluate((ms) => new Promise((done) => {
    const deltas = [];
    let last = performance.now();
    const end = last + ms;
    const frame = (now) => {
      deltas.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(frame); else done(deltas);
    };
    requestAnimationFrame(frame);
  }), ms);
}

export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], max: s[s.length - 1], frames: s.length };
};

const scrubTo = (page, value) => page.$eval('#scrub', (s, v) => { s.value = String(v); s.dispatchEvent(new Event('input', { bubbles: true })); }, value);

/**
 * Loads T=1024, shows every step, hovers and zooms a heatmap, shows all heads, scrubs. Returns
 * {ids, tasks, builds, undrawn, pooled}: the step ids, the long tasks with their phase, each step's
 * stage build time, the steps whose figures could not be drawn, and the zoomed heatmap's pooling label.
 */
export async function exercise(page) {
  await observeLongTasks(page);
  await phase(page, 'load');
  await loadLarge(page);
  const ids = await page.$$eval('#timeline [data-step-id]', (b) => b.map((x) => x.dataset.stepId));
  const builds = [];
  const undrawn = [];
  for (const id of ids) {
    await phase(page, `step ${id}`);
    await page.click(`#timeline [data-step-id="${id}"]`);
    await page.waitForFunction((id) => {
      const a = window.attentionLab;
      return a.getTrace().steps[a.getState().step].id === id && document.getElementById('stage').dataset.group === a.getTrace().steps[a.getState().step].group;
    }, id);
    await stageDone(page);
    builds.push([id, await page.evaluate(() => window.attentionLab.perf.buildMs)]);
    if (await page.$$eval('#stage .error', (e) => e.some((x) => x.textContent.includes('could not be drawn')))) undrawn.push(id);
  }
  // Hover and zoom a heatmap of the last step; each wheel turn redraws it.
  await phase(page, 'hover and zoom');
  const canvas = await page.$('#stage figure.heatmap canvas');
  const box = await canvas.boundingBox();
  for (let i = 0; i < 20; i += 1) await page.mouse.move(box.x + 5 + (i * (box.width - 10)) / 20, box.y + 5 + (i * (box.height - 10)) / 20);
  for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, -120);
  await stageDone(page);
  const pooled = await page.$eval('#stage figure.heatmap .hm-resolution', (p) => p.dataset.pooled);
  // All heads side by side (12 × 1024×1024 weights).
  await phase(page, 'all heads');
  await page.click('#timeline [data-step-id="softmax"]');
  await stageDone(page);
  await page.selectOption('#head', 'all');
  await page.waitForFunction(() => document.querySelectorAll('#stage .heads-grid figure').length === 12);
  await stageDone(page);
  await page.selectOption('#head', '0');
  await stageDone(page);
  // Scrub within the step and into the next one.
  await phase(page, 'scrub');
  const step = await page.evaluate(() => window.attentionLab.getState().step);
  const n = ids.length;
  for (let k = 0; k <= 10; k += 1) await scrubTo(page, Math.round(((step + k / 10) / n) * 1000));
  await scrubTo(page, Math.round(((step + 1.5) / n) * 1000));
  await page.waitForFunction((s) => window.attentionLab.getState().step === s + 1, step);
  await stageDone(page);
  return { ids, tasks: await longTasks(page), builds, undrawn, pooled };
}

/** Replays the scores step at T and returns its frame-time statistics and the longest task. */
export async function animationFrames(page, T, dModel, heads) {
  await observeLongTasks(page);
  await loadLarge(page, T, dModel, heads);
  await page.click('#timeline [data-step-id="scores"]');
  await stageDone(page);
  await page.click('#timeline [data-step-id="scores"]'); // replays the step's animation (3 s)
  const s = stats(await frameTimes(page, 1500));
  const tasks = await longTasks(page);
  return { T, ...s, longest: tasks.reduce((m, t) => Math.max(m, t.ms), 0) };
}

// ---- The issue-17 figures: how long a learner waits, measured in the page (performance.now) -------------

/**
 * Runs `change(arg)` in the page and resolves the ms until the frame after the one in which `done(arg)` held
 * and the stage was drawn: the picture is on the screen. Checked in the page every animation frame, so the
 * figure holds no round trip of the test driver (polling from here added 20–60 ms per change).
 */
async function waitedFor(page, change, done, arg) {
  return page.evaluate(({ change, done, drawn, arg }) => new Promise((resolve, reject) => {
    const [changeNow, isDone, isDrawn] = [change, done, drawn].map((source) => (0, eval)(`(${source})`));
    const t0 = performance.now();
    changeNow(arg);
    const frame = () => {
      if (isDone(arg) && isDrawn()) return requestAnimationFrame(() => resolve(performance.now() - t0));
      if (performance.now() - t0 > 120000) return reject(new Error(`not drawn after 120 s: ${done}`));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }), { change: change.toString(), done: done.toString(), drawn: drawn.toString(), arg });
}

const onStep = (id) => {
  const a = window.attentionLab, step = a.getTrace()?.steps[a.getState().step];
  return step?.id === id && document.getElementById('stage').dataset.group === step.group;
};

/**
 * First picture (a T=1024 configuration set on a loaded page, step 0), every step change, every head change
 * on the scores and softmax steps, and each step's stage build. Each change comes as soon as the last one is
 * drawn, or once `between()` resolves (the bench's learner reading each picture; tests wait for states).
 * → {first, steps: [ms], heads: [ms], builds: [ms]}.
 */
export async function waits(page, { T = 1024, dModel = 768, heads = 12, between = async () => {} } = {}) {
  const first = await waitedFor(page, ({ text, dModel, heads }) => {
    const lab = window.attentionLab;
    lab.setState({ config: { ...lab.getState().config, text, dModel, heads }, step: 0, progress: 1, playing: false });
  }, ({ T }) => window.attentionLab.getTrace()?.tokens[0].length === T && document.getElementById('busy').hidden, { text: words(T), dModel, heads, T });
  const ids = await page.$$eval('#timeline [data-step-id]', (b) => b.map((x) => x.dataset.stepId));
  const steps = [], builds = [];
  for (const id of ids.slice(1)) {
    await between();
    steps.push(await waitedFor(page, (id) => document.querySelector(`#timeline [data-step-id="${id}"]`).click(), onStep, id));
    builds.push(await page.evaluate(() => window.attentionLab.perf.buildMs));
  }
  const headTimes = [];
  for (const id of ['scores', 'softmax']) {
    await waitedFor(page, (id) => document.querySelector(`#timeline [data-step-id="${id}"]`).click(), onStep, id);
    for (let h = 1; h < heads; h += 1) {
      await between();
      headTimes.push(await waitedFor(page, (h) => {
        const select = document.getElementById('head');
        select.value = String(h);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }, (h) => [...document.querySelectorAll('#stage figure[data-head]')].every((f) => f.dataset.head === String(h)), h));
    }
  }
  return { first, steps, heads: headTimes, builds };
}

/** A #state= link at T=1024 opened in a fresh page: ms from navigation start to the drawn scores step. */
export async function linkWait(page, url, T = 1024) {
  await page.goto(url);
  await page.waitForFunction((T) => window.attentionLab?.getTrace()?.tokens[0].length === T, T, { timeout: 120000 });
  await stageDone(page);
  return page.evaluate(() => performance.now());
}
