// Small things a hostile tester found (issue 12, item 9): the page's icon is served (no 404 on every
// load), a link with the 20,000 characters of text the page accepts is served (not HTTP 431), and embed
// parameters are read as plain digits within the example's sizes, with a message otherwise.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, pageReady, STRICT_CSP } from './helpers/embed.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

test('details: the icon loads (no 404) and a 20,000-character embed link is served', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    const icon = page.waitForResponse((r) => r.url().endsWith('/favicon.svg'));
    await page.goto(url);
    await pageReady(page);
    assert.equal((await icon).status(), 200);
    const text = 'word '.repeat(4000).trim();  // 19,999 characters
    const response = await page.goto(`${url}?embed=1&text=${encodeURIComponent(text)}`);
    assert.equal(response.status(), 200);
    await pageReady(page);
    assert.equal(await page.evaluate(() => window.attentionLab.getState().config.text.length), 19999);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('details: heads="0x10", head=1e20 and item=99 in an embed link are refused with a message, not read', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(`${url}?embed=1&heads=0x10&head=100000000000000000000&item=99`);
    await pageReady(page);
    const state = await page.evaluate(() => { const s = window.attentionLab.getState(); return { heads: s.config.heads, head: s.head, item: s.item }; });
    assert.deepEqual(state, { heads: 2, head: 0, item: 0 });
    const message = await page.textContent('#share-bar .sb-status');
    assert.match(message, /heads must be a whole number above 0, written in digits/);
    assert.match(message, /head must be a number from 0 to 1 \(this example has 2 heads\)/);
    assert.match(message, /item must be a number from 0 to 0/);
  } finally { await context.close(); }
});

test('details: <attention-lab>: a theme set by the host keeps the learner\'s sentence, edits and step; a removed element stops playing', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(`${url}examples/course-page.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('attention-lab')].every((e) => e.dataset.ready === 'true'));
    const before = await page.evaluate(() => {
      const lab = document.querySelector('attention-lab').lab;
      const s = lab.getState();
      lab.setState({ config: { ...s.config, text: 'what the learner typed' } });
      const W = Array.from(lab.getTrace().tensors.W_q.data); W[0] = 0.5;
      lab.setState({ inputs: { W_q: W }, step: 3 });
      return { text: lab.getState().config.text, step: lab.getState().step, w0: lab.getState().inputs.W_q[0] };
    });
    await page.evaluate(() => document.querySelector('attention-lab').setAttribute('theme', 'dark'));
    await page.waitForFunction(() => document.querySelector('attention-lab').lab.getState().theme === 'dark');
    const after = await page.evaluate(() => { const s = document.querySelector('attention-lab').lab.getState(); return { text: s.config.text, step: s.step, w0: s.inputs.W_q?.[0] }; });
    assert.deepEqual(after, before);
    // Removed while playing: it stops.
    const stopped = await page.evaluate(() => {
      const element = document.querySelector('attention-lab');
      element.lab.setState({ playing: true });
      element.remove();
      return element.lab.getState().playing;
    });
    assert.equal(stopped, false);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('details: ?chapter=3#state=… shows the chapter and says so, instead of claiming to show the state', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'a shared sentence' } }); });
    const code = await page.evaluate(() => window.attentionLab.share.encoded());
    await page.goto(`${url}?chapter=3#state=${code}`);
    await pageReady(page);
    await page.waitForSelector('#tour-title');
    assert.match(await page.textContent('#tour-title'), /Chapter 3 of/);
    assert.notEqual(await page.evaluate(() => window.attentionLab.getState().config.text), 'a shared sentence');
    assert.match(await page.textContent('#share-bar .sb-status'), /the chapter or example is shown/);
  } finally { await context.close(); }
});

test('details: at T = 1024, forty quick arrow presses reuse the one engine worker and end on the step pressed to', async () => {
  const { page, context, problems } = await recordingPage(browser, { viewport: { width: 1280, height: 720 } });
  try {
    await page.addInitScript(() => {
      window.workersStarted = 0;
      const Original = window.Worker;
      window.Worker = class extends Original { constructor(...args) { super(...args); window.workersStarted += 1; } };
    });
    await page.goto(url);
    await pageReady(page);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'x', queryLen: 1024, dModel: 64, heads: 4 }, step: 0 }); });
    await page.waitForFunction(() => window.attentionLab.getTrace()?.config.queryLen === 1024 && document.getElementById('busy').hidden);
    const steps = await page.evaluate(() => window.attentionLab.getTrace().steps.length);
    await page.focus('#timeline [aria-current="step"]');
    for (let i = 0; i < 40; i++) await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((n) => document.getElementById('busy').hidden && window.attentionLab.getState().step === Math.min(5, n - 1), steps);
    const stepId = await page.evaluate(() => window.attentionLab.getTrace().steps[window.attentionLab.getState().step].id);
    assert.ok(stepId, 'a step is shown');
    assert.equal(await page.evaluate(() => window.workersStarted), 1, 'one engine worker for all the presses');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('details: a custom mask drawn for 3 tokens starts again from the causal mask when the sentence gets 5, with a note', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'I like cats', mask: 'custom', customMask: [1, 1, 1, 0, 1, 1, 0, 0, 1] } }); });
    await page.waitForFunction(() => window.attentionLab.getTrace().config.customMask.length === 9);
    await page.fill('#text', 'I like cats a lot');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.queryLen === 5);
    const mask = await page.evaluate(() => window.attentionLab.getTrace().config.customMask);
    assert.deepEqual(mask, [1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1]);
    assert.match(await page.textContent('#status'), /starts again from the causal mask of 5×5/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
