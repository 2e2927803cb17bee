// <attention-lab> under the strict CSP: the course page's three instances (different steps, masks, heads,
// control sets) start from one script, share one engine, and do not interfere — stepping or editing one
// leaves the others as they were; attributes reconfigure an instance; no CSP violation, no error.
// Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, elementsReady, STRICT_CSP } from './helpers/embed.mjs';
import { screenshot } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';

const lab = await loadLab();
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

// State of instance i as plain data.
const instance = (page, i) => page.evaluate((i) => {
  const e = document.querySelectorAll('attention-lab')[i];
  const s = e.lab.getState();
  const t = e.lab.getTrace();
  const root = e.shadowRoot;
  return {
    mask: s.config.mask, text: s.config.text, head: s.head, step: t.steps[s.step].id, cross: t.config.crossAttention,
    current: root.querySelector('#timeline [aria-current="step"]')?.dataset.stepId,
    stage: [...root.querySelectorAll('#stage figure[data-tensor]')].map((f) => f.dataset.tensor),
    inputsHidden: getComputedStyle(root.querySelector('#inputs')).display === 'none',
    weights: Array.from(t.tensors.weights.data),
    ids: root.querySelectorAll('#stage').length,
  };
}, i);

test('embed: three <attention-lab> instances on a page served with the strict CSP start, each as configured', async () => {
  const { page, context, problems, violations } = await recordingPage(browser, { viewport: { width: 1300, height: 1100 } });
  try {
    await page.goto(`${url}examples/course-page.html`);
    await elementsReady(page, 3);
    const [a, b, c] = [await instance(page, 0), await instance(page, 1), await instance(page, 2)];
    assert.equal(a.mask, 'none'); assert.equal(a.step, 'scores'); assert.equal(a.current, 'scores'); assert.equal(a.head, 0);
    assert.equal(b.mask, 'causal'); assert.equal(b.step, 'softmax'); assert.equal(b.head, 1);
    assert.equal(c.cross, true); assert.equal(c.step, 'context');
    assert.ok(a.inputsHidden && b.inputsHidden, 'controls="minimal" hides the inputs');
    assert.ok(!c.inputsHidden, 'controls="full" shows the inputs');
    // The numbers are the engine's, for each instance's own configuration.
    const expectA = lab.run({ text: 'the cat sat on the mat', dModel: 8, heads: 2, mask: 'none' }).tensors.weights.data;
    const expectB = lab.run({ text: 'the cat sat on the mat', dModel: 8, heads: 2, mask: 'causal' }).tensors.weights.data;
    assert.deepEqual(a.weights, Array.from(expectA));
    assert.deepEqual(b.weights, Array.from(expectB));
    // One engine for all: the elements' labs are the same object.
    assert.equal(await page.evaluate(() => { const [x, y, z] = document.querySelectorAll('attention-lab'); return x.lab.lab === y.lab.lab && y.lab.lab === z.lab.lab; }), true);
    await screenshot(page, 'embed-course-page');
    assert.deepEqual(await violations(), [], 'CSP violations');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('embed: stepping, keyboard and a weight edit in one instance leave the others untouched', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    await page.goto(`${url}examples/course-page.html`);
    await elementsReady(page, 3);
    const before1 = await instance(page, 1);
    // Click "next" inside the first instance's shadow root (playwright pierces open shadow roots).
    await page.locator('attention-lab').nth(0).locator('#next').click();
    await page.waitForFunction(() => { const e = document.querySelector('attention-lab'); return e.lab.getState().progress >= 1; });
    const a = await instance(page, 0);
    assert.equal(a.step, 'scale');
    assert.deepEqual(await instance(page, 1), before1, 'the second instance did not move');
    // Arrow keys act only on the instance that has focus.
    await page.locator('attention-lab').nth(1).locator('#timeline [aria-current="step"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.querySelectorAll('attention-lab')[1].lab.getState().progress >= 1);
    assert.equal((await instance(page, 1)).step, 'masked');
    assert.equal((await instance(page, 0)).step, 'scale');
    // An edited weight in instance 2 changes its numbers only.
    const w0 = (await instance(page, 0)).weights;
    await page.evaluate(() => { const e = document.querySelectorAll('attention-lab')[1]; const t = e.lab.getTrace(); const W = Array.from(t.tensors.W_q.data); W[0] += 1; e.lab.setState({ inputs: { W_q: W } }); });
    assert.notDeepEqual((await instance(page, 1)).weights, before1.weights);
    assert.deepEqual((await instance(page, 0)).weights, w0);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('embed: changing an attribute reconfigures the instance; bad attributes get a visible message, not an error', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    await page.goto(`${url}examples/course-page.html`);
    await elementsReady(page, 3);
    await page.evaluate(() => { const e = document.querySelector('attention-lab'); e.setAttribute('mask', 'causal'); e.setAttribute('step', 'softmax'); });
    await page.waitForFunction(() => document.querySelector('attention-lab').lab.getState().config.mask === 'causal');
    const a = await instance(page, 0);
    assert.equal(a.step, 'softmax');
    await page.evaluate(() => document.querySelector('attention-lab').setAttribute('mask', 'sideways'));
    await page.waitForFunction(() => /mask must be one of/.test(document.querySelector('attention-lab').shadowRoot.querySelector('.sb-status').textContent));
    await page.evaluate(() => document.querySelector('attention-lab').setAttribute('text', '<img src=x onerror=alert(1)> hello'));
    await page.waitForFunction(() => document.querySelector('attention-lab').lab.getTrace().tokens[0].includes('hello'));
    assert.equal(await page.evaluate(() => document.querySelector('attention-lab').shadowRoot.querySelectorAll('img').length), 0, 'text is never markup');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('embed: a page built by hand with two different instances (preset and text attributes) works under the CSP', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    // A same-origin page made of files only (no inline script or style): reuse the course page's folder.
    await page.goto(`${url}examples/course-page.html`);
    await elementsReady(page, 3);
    await page.evaluate(() => {
      for (const e of document.querySelectorAll('attention-lab')) e.remove();
      const one = document.createElement('attention-lab');
      one.setAttribute('preset', 'me-gustan-decoder-1head');
      one.setAttribute('controls', 'none');
      const two = document.createElement('attention-lab');
      two.setAttribute('text', 'a b c d');
      two.setAttribute('heads', '4');
      two.setAttribute('d-model', '8');
      two.setAttribute('step', 'concat');
      two.setAttribute('theme', 'dark');
      document.body.append(one, two);
    });
    await elementsReady(page, 2);
    const one = await instance(page, 0), two = await instance(page, 1);
    assert.equal(one.step, 'softmax');
    assert.deepEqual(one.weights.map((v) => +v.toFixed(4)), [1, 0, 0.4502, 0.5498], 'the preset’s given matrices are used');
    assert.equal(two.step, 'concat');
    assert.equal(await page.evaluate(() => document.querySelectorAll('attention-lab')[1].lab.getTrace().config.heads), 4);
    assert.equal(await page.evaluate(() => document.querySelectorAll('attention-lab')[1].dataset.theme), 'dark');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('embed: <attention-lab lang="es"> shows the lab in Spanish (its share bar, its messages, its embed code)', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    // A course page in English with one Spanish lab, served under the same strict CSP.
    await page.route(`${url}examples/lang-es.html`, (route) => route.fulfill({
      status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': STRICT_CSP },
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clase 7</title><script src="../attention-lab-element.js"></script></head>'
        + '<body><attention-lab lang="es" text="me gustan los gatos" mask="causal" step="softmax" controls="full"></attention-lab></body></html>',
    }));
    await page.goto(`${url}examples/lang-es.html`);
    await elementsReady(page, 1);
    const seen = await page.evaluate(() => {
      const e = document.querySelector('attention-lab'), root = e.shadowRoot.querySelector('.lab-root');
      return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir'), menus: [...e.shadowRoot.querySelectorAll('#share-bar summary')].map((s) => s.textContent),
        element: e.share.embedSnippets().element };
    });
    assert.equal(seen.lang, 'es');
    assert.equal(seen.dir, 'ltr');
    assert.deepEqual(seen.menus, ['Compartir', 'Exportar', 'Tus números', 'Comprobar un ejemplo']);
    assert.match(seen.element, / lang="es"><\/attention-lab>$/, 'its embed code keeps the language');
    await page.evaluate(() => document.querySelector('attention-lab').setAttribute('mask', 'sideways'));
    await page.waitForFunction(() => /^mask debe ser uno de estos valores: /.test(document.querySelector('attention-lab').shadowRoot.querySelector('.sb-status').textContent));
    await screenshot(page, 'embed-lang-es');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('embed: a large <attention-lab> computes in the same-origin engine worker, as the page does: step and head changes make no new forward pass', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    await page.goto(`${url}examples/course-page.html`);
    await elementsReady(page, 3);
    // 12 heads × 300 × 300 is past the page's main-thread size: the worker's.
    const text = Array.from({ length: 300 }, (_, i) => `w${i % 40}`).join(' ');
    await page.evaluate((text) => {
      const e = document.querySelector('attention-lab');
      e.setAttribute('text', text);
      e.setAttribute('d-model', '96');
      e.setAttribute('heads', '12');
    }, text);
    const settled = (id) => {
      const e = document.querySelector('attention-lab'), trace = e.lab.getTrace();
      return trace?.tokens[0].length === 300 && trace.steps[e.lab.getState().step].id === id && e.shadowRoot.getElementById('busy').hidden;
    };
    await page.waitForFunction(() => document.querySelector('attention-lab').lab.getTrace()?.tokens[0].length === 300, null, { timeout: 60000 });
    for (const id of ['softmax', 'scores']) {
      await page.evaluate((id) => document.querySelector('attention-lab').setAttribute('step', id), id);
      await page.waitForFunction(settled, id, { timeout: 60000 });
    }
    await page.evaluate(() => document.querySelector('attention-lab').setAttribute('head', '5'));
    await page.waitForFunction(() => document.querySelector('attention-lab').lab.getTrace().tensors.scores?.start === 5 * 300 * 300, null, { timeout: 60000 });
    const perf = await page.evaluate(() => ({ ...document.querySelector('attention-lab').lab.perf }));
    assert.equal(perf.workerKind, 'file', 'engine-worker.js beside the element’s script (the strict CSP forbids blob:)');
    assert.equal(perf.workerRuns, 1, 'one forward pass in the worker, counted by the protocol');
    assert.ok(perf.requests >= 2, `the element asked the worker for its views (${perf.requests})`);
    // The numbers the element shows are the engine's (a main-thread run of the same configuration).
    const mismatch = await page.evaluate(() => {
      const app = document.querySelector('attention-lab').lab, shown = app.getTrace().tensors.scores;
      const full = app.lab.run(app.getState().config, {}).tensors.scores;
      for (let i = 0; i < shown.data.length; i++) if (!Object.is(shown.data[i], full.data[shown.start + i])) return i;
      return null;
    });
    assert.equal(mismatch, null);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
