// Views that must follow the state they show (issue 33, item 3): each case is one a learner met, where a
// view kept showing a state the learner had left. Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveDist, withPage } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { gpt2File } from '../js/gpt2-file.mjs';

const lab = await loadLab();
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

const stepId = (page) => page.$eval('#timeline [aria-current="step"]', (n) => n.dataset.stepId);

// The train view, with a GPT-2-shaped file (random weights, GPT-2's vocabulary) open as its model.
async function openTrainView(page) {
  await page.click('#open-train');
  await page.waitForFunction(() => document.getElementById('train-view').dataset.step === '0');
}
async function openModelFile(page, { d, heads }) {
  const bytes = gpt2File({ vocab: 50257, context: 64, d, layers: 1, half: true, prefix: 'transformer.' });
  await page.click('.train-file summary');
  await page.fill('#train-heads', String(heads));
  await page.setInputFiles('#train-file', { name: `gpt2-d${d}.safetensors`, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
}

test('stale views: the prediction panel forgets the previous model once a new model file is opened', async () => {
  await withPage(browser, url, async ({ page }) => {
    await openTrainView(page);
    await page.waitForSelector('#predict-bars li');
    // 64 wide is not one of GPT-2's sizes: with the heads field left empty the file is refused until heads are given.
    const bytes = gpt2File({ vocab: 50257, context: 64, d: 64, layers: 1, half: true, prefix: 'transformer.' });
    await page.click('.train-file summary');
    await page.setInputFiles('#train-file', { name: 'tiny.safetensors', mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
    await page.waitForFunction(() => /64 wide, not one of GPT-2's sizes/.test(document.getElementById('train-status').textContent));
    assert.equal(await page.$$eval('#predict-bars li', (lis) => lis.length), 0, 'no bars of the previous model');
    assert.equal(await page.textContent('#predict-sequence'), '', 'no prompt continued by the previous model');
    assert.equal(await page.inputValue('#predict-prompt'), '', 'no prompt in the previous model\'s tokens');
  });
});

test('stale views: a cell\'s popover goes with its step and its example', async () => {
  await withPage(browser, url, async ({ page }) => {
    // The popover copies the explanation panel (#cell-info) whenever it shows: the panel is what the stage explains now.
    const agrees = () => page.evaluate(() => {
      const pop = document.querySelector('.cell-pop');
      return pop.hidden || pop.textContent === document.getElementById('cell-info').textContent;
    });
    assert.equal(await stepId(page), 'embed');
    const box = await (await page.$('#stage [role=gridcell]')).boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => !document.querySelector('.cell-pop').hidden);
    assert.ok(await agrees());
    const steps = await page.$$eval('#timeline [data-step-id]', (ns) => ns.map((n) => n.dataset.stepId));
    for (const next of steps.slice(1, 8)) {
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((id) => document.querySelector('#timeline [aria-current="step"]').dataset.stepId === id, next);
      assert.ok(await agrees(), `the popover on step ${next} explains a cell of that step`);
    }
    await page.selectOption('#preset', 'shape-guide-n6');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.dModel === 512);
    assert.ok(await agrees(), 'the popover over another example explains a cell of that example');
  }, { viewport: { width: 1280, height: 720 } });
});

test('stale views: a chapter stops describing its example once the learner chooses another one', async () => {
  await withPage(browser, `${url}?chapter=3`, async ({ page }) => {
    await page.waitForSelector('#tour-title');
    assert.match(await page.textContent('#tour-title'), /Chapter 3 of/);
    assert.equal(await page.inputValue('#preset'), 'default');
    await page.selectOption('#preset', 'shape-guide-n6');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.dModel === 512);
    // The lab is the learner's again, as after "Explore freely": no chapter's sentences over another example.
    await page.waitForFunction(() => document.getElementById('tour-title') === null);
    assert.equal(await page.getAttribute('#lessons', 'data-open'), '');
  });
});

test('stale views: the Batch item list keeps an item chosen after B goes from 2 to 1', async () => {
  await withPage(browser, url, async ({ page }) => {
    await page.fill('#batch', '2');
    await page.waitForFunction(() => document.querySelectorAll('#item option').length === 2);
    await page.selectOption('#item', '1');
    await page.fill('#batch', '1');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.batch === 1);
    const tokens = lab.run({ ...lab.defaultConfig(), text: await page.inputValue('#text') }).tokens[0];
    const shown = await page.$eval('#item', (select) => ({ index: select.selectedIndex, text: select.selectedOptions[0]?.textContent ?? '' }));
    assert.deepEqual(shown, { index: 0, text: `0: ${tokens.slice(0, 4).join(' ')}${tokens.length > 4 ? ' …' : ''}` });
  });
});

test('stale views: an opened GPT-2 layer is not counted as the learner\'s own numbers', async () => {
  await withPage(browser, url, async ({ page }) => {
    await openTrainView(page);
    // 256 wide: the layer's W_q, W_k, W_v, W_o and biases alone are 263,168 numbers, more than a state holds.
    await openModelFile(page, { d: 256, heads: 4 });
    await page.waitForFunction(() => document.getElementById('train-view').dataset.pretrained === 'true');
    await page.click('text=Open layer 0 in the lab');
    await page.waitForFunction(() => window.attentionLab.getState().inputs.W_q?.length === 256 * 256);
    // The page decides what to keep a moment after a change: it says so on <body data-kept>, or (before the fix) in the message line.
    await page.waitForFunction(() => document.body.dataset.kept || document.querySelector('#share-bar .sb-status').textContent);
    assert.doesNotMatch(await page.textContent('#share-bar .sb-status'), /numbers of your own/);
  });
});

test('stale views: the share bar\'s message line covers no lesson button', async () => {
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    await withPage(browser, url, async ({ page }) => {
      // The longest message the line says (in English).
      await page.evaluate(() => window.attentionLab.share.message('Your work is not being kept in this browser: it holds 2,411,520 numbers of your own, more than a saved state can hold. Export → JSON keeps it.', 'error'));
      for (const name of ['Guided tour', 'Exercises', 'One token at a time', 'Multi-head equivalence']) {
        const free = await page.$eval(`#lessons button:text-is("${name}")`, (b) => {
          const r = b.getBoundingClientRect();
          return [0.1, 0.5, 0.9].every((x) => b.contains(document.elementFromPoint(r.x + x * r.width, r.y + r.height / 2)));
        });
        assert.ok(free, `${name} is not covered by the message at ${viewport.width}×${viewport.height}`);
      }
      await page.click('#lessons button:text-is("Guided tour")');
      await page.waitForSelector('#tour-title');
    }, { viewport });
  }
});
