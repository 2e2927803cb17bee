// Nothing the learner does is lost on reload (issue 12, item 5): a state the engine refuses is kept beside
// the last one it computed and comes back as it was left; changes made while playing are saved when it
// stops; a state over 1,000,000 characters is kept compressed; where storage is refused the page says so.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, pageReady } from './helpers/embed.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith()); });
after(async () => { await browser?.close(); server?.close(); });

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

test('keep work: an edit of W_q, then heads = 3 (refused): after a reload both are there, with a message', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const Wq = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.W_q.data));
    Wq[5] = 0.75;
    await page.evaluate((w) => window.attentionLab.setState({ inputs: { W_q: w } }), Wq);
    await page.waitForFunction(() => localStorage.getItem('attention-lab-state') === window.attentionLab.share.encoded());
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, heads: 3 } }); });
    await page.waitForFunction(() => localStorage.getItem('attention-lab-pending') === window.attentionLab.share.encoded());
    await page.reload();
    await pageReady(page);
    const back = await page.evaluate(() => { const s = window.attentionLab.getState(); return { heads: s.config.heads, w5: s.inputs.W_q?.[5] }; });
    assert.deepEqual(back, { heads: 3, w5: 0.75 });
    assert.match(await page.textContent('#share-bar .sb-status'), /Your last edits are back as you left them/);
    // Fixing heads makes the state computable again: it is saved as the state, and the pending one goes.
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, heads: 2 } }); });
    await page.waitForFunction(() => localStorage.getItem('attention-lab-pending') === null && localStorage.getItem('attention-lab-state') === window.attentionLab.share.encoded());
  } finally { await context.close(); }
});

test('keep work: a sentence typed while playing is saved when playing stops', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.evaluate(() => window.attentionLab.setState({ playing: true, step: 0, progress: 0 }));
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'typed while it played' } }); });
    await page.evaluate(() => window.attentionLab.setState({ playing: false }));
    await page.waitForFunction(() => localStorage.getItem('attention-lab-state') === window.attentionLab.share.encoded());
    await page.reload();
    await pageReady(page);
    assert.equal(await page.evaluate(() => window.attentionLab.getState().config.text), 'typed while it played');
  } finally { await context.close(); }
});

test('keep work: a state of more than 1,000,000 characters is kept compressed and comes back the same', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const X = Array.from({ length: 50 * 500 * 4 }, (_, i) => Math.fround(Math.sin(i * 1.7) * 3));  // 100,000 numbers
    await page.evaluate((x) => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, batch: 50, queryLen: 500, dModel: 4 }, inputs: { X: x } }); }, X);
    await page.waitForFunction(() => (localStorage.getItem('attention-lab-state') ?? '').startsWith('z:'), null, { timeout: 60000 });
    const length = await page.evaluate(() => window.attentionLab.share.encoded().length);
    assert.ok(length > 1_000_000 && length < 2_000_000, `${length} characters`);
    await page.reload();
    await pageReady(page);
    const back = await page.evaluate(() => Array.from(window.attentionLab.getState().inputs.X ?? []));
    assert.deepEqual(back.map(Math.fround), X, 'the same float32 numbers (kept as their shortest text)');
  } finally { await context.close(); }
});

test('keep work: where storage is refused, the page says the work is not being kept', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.addInitScript(() => { Storage.prototype.setItem = () => { throw new DOMException('denied', 'SecurityError'); }; });
    await page.goto(url);
    await pageReady(page);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'a new sentence' } }); });
    await page.waitForFunction(() => /Your work is not being kept in this browser/.test(document.querySelector('#share-bar .sb-status').textContent));
    assert.equal(await stored(page, 'attention-lab-state'), null);
  } finally { await context.close(); }
});

test('keep work: editing a cell of X keeps the words and the padding, stays on its step, and says the sentence is not used', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'the cat sat\na dog', batch: 2, mask: 'causal+padding' }, inputs: {} }); });
    const inputStep = await page.evaluate(() => window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'input'));
    await page.evaluate((i) => window.attentionLab.setState({ step: i, progress: 1, playing: false }), inputStep);
    assert.equal(await page.isHidden('#x-given'), true);
    const cell = '#stage [data-tensor="X"] [role=gridcell][data-row="0"][data-col="1"]';
    await page.focus(cell);
    await page.keyboard.press('Enter');
    await page.fill(`${cell} input`, '0.5');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => 'X' in window.attentionLab.getState().inputs);
    const after = await page.evaluate(() => { const t = window.attentionLab.getTrace(); return { step: t.steps[window.attentionLab.getState().step].id, tokens: t.tokens, valid: t.config.validLengths }; });
    assert.deepEqual(after, { step: 'input', tokens: [['the', 'cat', 'sat'], ['a', 'dog', '<pad>']], valid: [3, 2] });
    assert.equal(await page.isVisible('#x-given'), true);
    assert.match(await page.textContent('#x-given'), /X holds your own numbers — the sentence is not used/);
    await page.click('#back-to-sentence');
    await page.waitForFunction(() => !('X' in window.attentionLab.getState().inputs));
    assert.equal(await page.isHidden('#x-given'), true);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('keep work: more numbers than a saved state can hold are not saved (nor encoded at every change); the page says how to keep them', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const X = Array.from({ length: 64 * 512 * 8 }, (_, i) => Math.fround(Math.cos(i)));  // 262,144 numbers
    await page.evaluate((x) => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, batch: 64, queryLen: 512 }, inputs: { X: x } }); }, X);
    await page.waitForFunction(() => /it holds 262,144 numbers of your own, more than a saved state can hold\. Export → JSON keeps it/.test(document.querySelector('#share-bar .sb-status').textContent));
    assert.equal(await stored(page, 'attention-lab-state'), null);
  } finally { await context.close(); }
});
