// A trained model is never lost (issue 34, item 10): a model file the engine refuses leaves it as it was; it is
// kept in this browser and back after a reload; it downloads as a .safetensors file the engine opens at the same
// step; and leaving the page while it trains asks first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, serveDist, newContext, screenshot } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

// The train view (?view=train: the lab's stage is hidden, so openPage's wait for it does not apply), holding the
// page to no errors as withPage does.
async function withTrainView(body) {
  const context = await newContext(browser, { acceptDownloads: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
  try {
    await page.goto(`${url}?view=train`);
    await page.waitForFunction(() => window.attentionLab?.getTrace());
    await body(page);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
}
const atStep = (page, step) => page.waitForFunction((s) => document.getElementById('train-view').dataset.step === String(s), step, { timeout: 60000 });
// The step of the model kept in IndexedDB, read here from the database the page writes.
const keptStep = () => new Promise((done) => {
  const open = indexedDB.open('attention-lab');
  open.onupgradeneeded = () => open.result.createObjectStore('models');
  open.onsuccess = () => {
    const get = open.result.transaction('models').objectStore('models').get('trained');
    get.onsuccess = () => { done(get.result?.step ?? null); open.result.close(); };
    get.onerror = () => done(null);
  };
  open.onerror = () => done(null);
});
// Whether leaving now would ask (the page's beforeunload handler cancels the event).
const wouldAsk = () => { const event = new Event('beforeunload', { cancelable: true }); window.dispatchEvent(event); return event.defaultPrevented; };

test('keep model: a file the engine refuses leaves the trained model, which trains on', async () => {
  await withTrainView(async (page) => {
    await atStep(page, 0);
    await page.click('#train-step');
    await atStep(page, 20);
    await page.click('.train-file summary');
    await page.setInputFiles('#train-file', { name: 'not-a-model.safetensors', mimeType: 'application/octet-stream', buffer: Buffer.from('this is not a model') });
    await page.waitForFunction(() => /not-a-model\.safetensors could not be opened/.test(document.getElementById('train-status').textContent)
      && document.querySelector('.train-kept').textContent === 'Your trained model is still here.');
    await screenshot(page, 'keep-model', 'refused-file');
    assert.equal(await page.evaluate(() => document.getElementById('train-view').dataset.task), 'induction');
    await page.click('#train-step');
    await atStep(page, 40);
    assert.doesNotMatch(await page.textContent('#train-status'), /No model yet/);
  });
});

test('keep model: a trained model is kept in the browser and back after a reload', async () => {
  await withTrainView(async (page) => {
    await atStep(page, 0);
    await page.click('#train-step');
    await atStep(page, 20);
    await page.waitForFunction(`(${keptStep})().then((s) => s === 20)`, null, { polling: 100 });
    await page.reload();
    await page.waitForFunction(() => window.attentionLab?.getTrace());
    await atStep(page, 20);
    assert.match(await page.textContent('.train-kept'), /Your model from last time is back, trained for 20 steps/);
    assert.equal(await page.evaluate(() => document.getElementById('train-task').value), 'induction');
    await screenshot(page, 'keep-model', 'back');
    await page.click('#train-step');
    await atStep(page, 40);
  });
});

test('keep model: Download model saves a .safetensors file the engine opens at the same step', async () => {
  await withTrainView(async (page) => {
    await atStep(page, 0);
    await page.click('#train-step');
    await atStep(page, 20);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#train-download')]);
    assert.match(download.suggestedFilename(), /\.safetensors$/);
    const bytes = new Uint8Array(await readFile(await download.path()));
    const model = (await loadLab()).loadModel(bytes);
    assert.deepEqual([model.config.task, model.config.step], ['induction', 20]);
    model.free?.();
  });
});

test('keep model: leaving while it trains asks first; once paused and kept, it does not', async () => {
  await withTrainView(async (page) => {
    await atStep(page, 0);
    assert.equal(await page.evaluate(wouldAsk), false, 'nothing trained yet');
    await page.click('#train-play');
    await page.waitForFunction(() => Number(document.getElementById('train-view').dataset.step) >= 40);
    assert.equal(await page.evaluate(wouldAsk), true);
    await page.click('#train-play');
    await page.waitForFunction(() => document.getElementById('train-view').dataset.running === 'false');
    const step = Number(await page.evaluate(() => document.getElementById('train-view').dataset.step));
    await page.waitForFunction(`(${keptStep})().then((s) => s === ${step})`, null, { polling: 100 });
    assert.equal(await page.evaluate(wouldAsk), false);
  });
});
