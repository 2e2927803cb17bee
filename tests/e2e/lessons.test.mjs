// Lessons in the built page: every chapter opens from its deep link on the step it names with the
// shapes it claims; keyboard moves between chapters; exercises check against the engine; the decode
// view matches the full run; the block steps render with their shapes. No console errors.
// Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, serveDist, fileUrl, settle } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { chapters } from '../../web/src/lessons/tour.js';
import { presets } from '../../web/src/presets.js';

const lab = await loadLab();
let browser, server, baseUrl;
before(async () => { browser = await launch(); ({ server, url: baseUrl } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

async function withPage(url, body) {
  const session = await openPage(browser, url);
  try {
    await body(session);
    assert.deepEqual(session.problems, [], 'console errors or failed requests');
    assert.deepEqual(session.requests, [], 'requests that left the page');
  } finally { await session.context.close(); }
}
const currentStep = (page) => page.$eval('#timeline [aria-current="step"]', (n) => n.dataset.stepId);
const shapesOn = (page) => page.$$eval('#stage [data-tensor], #lesson-stage [data-tensor]', (ns) => ns.map((n) => `${n.dataset.tensor}:${n.dataset.shape}`));

test('every chapter opens from ?chapter=N on its step, with the shapes drawn as the engine has them', async () => {
  for (const [i, ch] of chapters.entries()) {
    await withPage(`${baseUrl}?chapter=${i + 1}`, async ({ page }) => {
      await settle(page);
      assert.match(await page.textContent('#tour-title'), new RegExp(`Chapter ${i + 1} of ${chapters.length}`));
      assert.equal(await currentStep(page), ch.step, `chapter ${i + 1}`);
      const preset = presets.find((p) => p.id === ch.preset);
      const trace = lab.run({ ...lab.defaultConfig(), ...(preset?.config ?? {}), ...(ch.config ?? {}) }, ch.inputs ?? preset?.inputs ?? {});
      const step = trace.steps.find((s) => s.id === ch.step);
      const drawn = await shapesOn(page);
      assert.ok(drawn.includes(`${step.output}:${trace.tensors[step.output].shape.join('\u00d7')}`), `chapter ${i + 1} draws ${step.output}: ${drawn}`);
      for (const [name, shape] of ch.claims) {
        const onPage = await page.evaluate((n) => window.attentionLab.getTrace().tensors[n]?.shape, name);
        assert.deepEqual(onPage, shape, `chapter ${i + 1}: ${name}`);
      }
      const text = await page.textContent('.tour-text');
      assert.equal(text, ch.text(trace, lab).join(''), `chapter ${i + 1}: the sentences are the engine's numbers`);
      if (ch.view) assert.equal(await page.getAttribute('#lesson-stage', 'data-view'), ch.view);
      if (ch.highlight) assert.ok(await page.$('#stage [data-tour]'), 'the chapter marks its cells');
    });
  }
});

test('tour by keyboard: #chapter-2 from file://, PageDown, Next chapter by Enter, Explore freely returns to the lab', async () => {
  await withPage(`${fileUrl('attention-lab.html')}#chapter-2`, async ({ page }) => {
    assert.match(await page.textContent('#tour-title'), /Chapter 2 of/);
    await page.focus('#tour-title');
    await page.keyboard.press('PageDown');
    assert.match(await page.textContent('#tour-title'), /Chapter 3 of/);
    await page.focus('[data-action="next-chapter"]');
    await page.keyboard.press('Enter');
    assert.match(await page.textContent('#tour-title'), /Chapter 4 of/);
    await page.keyboard.press('PageUp');
    assert.match(await page.textContent('#tour-title'), /Chapter 3 of/);
    await page.focus('.tour .explore');
    await page.keyboard.press('Enter');
    assert.equal(await page.$('#tour-title'), null);
    assert.equal(await currentStep(page), 'softmax', 'the lab stays where the chapter left it');
    await page.keyboard.press('ArrowRight');
    assert.equal(await currentStep(page), 'context');
  });
});

test('chapter deep links with bad values are ignored and inject nothing', async () => {
  await withPage(`${baseUrl}?chapter=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&exercises=%3Cb%3Ex%3C%2Fb%3E`, async ({ page }) => {
    assert.equal(await page.$('#tour-title'), null);
    assert.equal(await page.$('#lessons img, #lessons b'), null);
  });
});

test('exercises from a link are checked against the engine, with the explanation', async () => {
  await withPage(`${baseUrl}?exercises=shape:weights,value:weights:0:1:2:1,value:masked:0:0:0:2`, async ({ page }) => {
    const trace = lab.run({ ...lab.defaultConfig(), text: 'I like cats', mask: 'causal' });
    const items = await page.$$('.exercise');
    assert.equal(items.length, 3);
    await items[0].$eval('input', (n) => n.focus());
    await page.keyboard.type('1x2x3x3');
    await page.keyboard.press('Enter');
    assert.equal(await items[0].$eval('.exercise-feedback', (n) => n.dataset.correct), 'true');
    const w = trace.tensors.weights.data[(1 * 3 + 2) * 3 + 1];
    await items[1].$eval('input', (n) => n.focus());
    await page.keyboard.type((w + 0.2).toFixed(2));
    await page.keyboard.press('Enter');
    assert.equal(await items[1].$eval('.exercise-feedback', (n) => n.dataset.correct), 'false');
    assert.match(await items[1].textContent('.exercise-feedback'), /sum to 1/);
    await items[1].$eval('input', (n) => { n.value = ''; n.focus(); });
    await page.keyboard.type(w.toFixed(3));
    await page.keyboard.press('Enter');
    assert.equal(await items[1].$eval('.exercise-feedback', (n) => n.dataset.correct), 'true');
    await items[2].$eval('input', (n) => n.focus());
    await page.keyboard.type('-inf');
    await page.keyboard.press('Enter');
    assert.equal(await items[2].$eval('.exercise-feedback', (n) => n.dataset.correct), 'true');
    await page.click('text=New exercises from this configuration');
    assert.equal((await page.$$('.exercise form')).length, 7);
  });
});

test('one token at a time: each step matches the full run; the cache grows by one row', async () => {
  await withPage(`${baseUrl}?chapter=7`, async ({ page }) => {
    for (let t = 2; t < 6; t++) {
      const shapes = await shapesOn(page);
      assert.ok(shapes.includes(`K_cache:${t + 1}\u00d78`), `t=${t}: ${shapes}`);
      assert.ok(shapes.includes(`weights_t:1\u00d7${t + 1}`));
      assert.ok(Number(await page.getAttribute('.decode-summary', 'data-max-diff')) <= 1e-6);
      if (t < 5) await page.click('[data-action="decode-next"]');
    }
    assert.ok(await page.isDisabled('[data-action="decode-next"]'));
  });
});

test('multi-head equivalence view and the whole block toggle: block steps render with their shapes', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await page.click('[data-tab="equivalence"]');
    assert.ok(Number(await page.getAttribute('#lesson-stage [data-max-output]', 'data-max-output')) < 1e-5);
    await page.click('[data-tab="equivalence"]');
    assert.equal(await page.isHidden('#lesson-stage'), true);
    await page.check('#block');
    await page.fill('#d-ff', '12');
    const trace = lab.run({ ...lab.defaultConfig(), text: 'I like cats', mask: 'causal', block: true, dFF: 12 });
    for (const step of trace.steps.filter((s) => s.group === 'block')) {
      await page.click(`#timeline [data-step-id="${step.id}"]`);
      await page.evaluate(() => window.attentionLab.setState({ playing: false, progress: 1 }));
      await settle(page);
      const drawn = await shapesOn(page);
      for (const name of [step.output, ...step.inputs]) {
        assert.ok(drawn.includes(`${name}:${trace.tensors[name].shape.join('\u00d7')}`), `${step.id}: ${name} in ${drawn}`);
      }
    }
    await page.fill('#d-ff', '-3');
    assert.notEqual(await page.textContent('#err-dff'), '');
  });
});
