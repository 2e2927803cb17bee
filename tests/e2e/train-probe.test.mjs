// The train view's probe (issue 32, item 5): the sequence it traces after every chunk is the engine's
// (trainer.probe(), made in Node here with the same settings or checkpoint), and the text model's is the start
// of its text. The page shows it as the next-token panel's prompt: the probe without its last 5 tokens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launch, serveWith, recordingPage, pageReady, STRICT_CSP } from './helpers/embed.mjs';
import { loadLab, root } from './helpers/lab.mjs';

const lab = await loadLab();
const INDUCTION = { task: 'induction', layers: 2, heads: 4, dModel: 64, vocab: 32, seqLen: 24 };
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

const shipped = (name) => readFileSync(`${root}web/models/${name}`);
const prompt = (page) => page.inputValue('#predict-prompt');

// Opens a shipped checkpoint in the train view and waits for its model's prompt: one other than the model's
// before (each probe here differs from the one before it), of a model with a task (not pretrained).
async function openCheckpoint(page, name) {
  const before = await prompt(page);
  await page.setInputFiles('#train-file', { name, mimeType: 'application/octet-stream', buffer: shipped(name) });
  await page.waitForFunction((old) => document.getElementById('train-view').dataset.pretrained === 'false'
    && !['', old].includes(document.getElementById('predict-prompt').value), before);
}

test('train view: a task\'s run and each shipped checkpoint trace the engine\'s probe; the text model its text\'s start', async () => {
  const { page, context, problems } = await recordingPage(browser, { viewport: { width: 1280, height: 720 } });
  try {
    await page.goto(`${url}?view=train`);
    await pageReady(page);
    await page.waitForFunction(() => document.getElementById('train-view').dataset.step === '0' && document.getElementById('predict-prompt').value !== '');
    const run = lab.train(INDUCTION), probe = run.probe();
    run.free();
    assert.equal(await prompt(page), probe.slice(0, -5).join(' '), 'the induction run\'s probe');
    await page.click('.train-file summary');
    for (const name of ['reverse.safetensors', 'induction.safetensors']) {
      const model = lab.loadModel(new Uint8Array(shipped(name)));
      const ids = model.probe();
      model.free();
      await openCheckpoint(page, name);
      assert.equal(await prompt(page), ids.slice(0, -5).join(' '), `${name}'s probe`);
    }
    const text = lab.loadModel(new Uint8Array(shipped('text.safetensors')));
    const { seqLen } = text.config;
    text.free();
    await openCheckpoint(page, 'text.safetensors');
    const corpus = readFileSync(`${root}web/models/genesis-1-11.txt`, 'utf8');
    assert.equal(await prompt(page), corpus.slice(0, seqLen - 5), 'the text model reads the start of its text');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
