// Issue 36, item 10: small places where the page told the learner something untrue or unreadable. "Check an
// example" compares at the precision the source wrote, asks whether typed scores were already divided by √d_k
// and says when a source forgot √d_k; the grouped-query split names its h_kv heads; Arabic keeps "−∞" in its
// order. Expected weights are softmax worked out by hand here (e^x / Σ e^x), never read from the page's code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, pageReady } from './helpers/embed.mjs';
import { execFileSync } from 'node:child_process';
import { chapters } from '../../web/src/lessons/tour.js';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith()); });
after(async () => { await browser?.close(); server?.close(); });

const softmax = (xs) => { const e = xs.map(Math.exp), s = e.reduce((a, b) => a + b); return e.map((v) => v / s); };

async function openCheck(page) {
  await page.goto(url);
  await pageReady(page);
  await page.click('#share-bar summary:text("Check an example")');
  await page.waitForSelector('[data-check="Q"]');
}
const weightsTable = (page) => page.$$eval('.sb-compare >> nth=1', (ts) => [...ts[0].querySelectorAll('td')].map((td) => ({ value: Number(td.dataset.value), differs: td.dataset.differs === 'true' })));
const hint = (page) => page.$$eval('.sb-check-out .sb-hint', (ps) => ps.map((p) => p.textContent).join(' '));

test('check an example: typed scores are asked about √d_k; "1.0" agrees with 0.982 at one decimal, "1.00" does not', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await openCheck(page);
    await page.selectOption('#share-bar details[open] select >> nth=0', 'scores');
    assert.match(await page.textContent('#share-bar details[open]'), /Did your source already divide these scores by √d_k\?/);
    // Chapter 6's scaled scores [[1.0, 0.8], [0.9, 1.1]], said to be already divided: the causal row 1 is softmax([0.9, 1.1]).
    await page.fill('[data-check="scores"]', '1.0 0.8\n0.9 1.1');
    await page.selectOption('[data-check="scaled-already"]', 'yes');
    assert.equal(await page.isVisible('#share-bar details[open] input[type=number]'), false, 'no d_k to type for scores already divided');
    await page.selectOption('[data-check="mask"]', 'causal');
    await page.click('[data-check="run"]');
    const row1 = softmax([0.9, 1.1]);
    (await weightsTable(page)).slice(2).forEach((cell, i) => assert.ok(Math.abs(cell.value - row1[i]) < 1e-6, `${cell.value} vs ${row1[i]}`));

    // softmax([4, 0]) = [0.98201, 0.01799]: a source writing 1.0 and 0.0 is right to one decimal, 1.00 and 0.00 are not.
    const [big, small] = softmax([4, 0]);
    await page.fill('[data-check="scores"]', '4 0\n0 4');
    await page.selectOption('[data-check="mask"]', 'none');
    for (const [claim, differs] of [['1.0 0.0\n0.0 1.0', false], ['1.00 0.00\n0.00 1.00', true], ['0.98 0.02\n0.02 0.98', false]]) {
      await page.fill('[data-check="claimed-weights"]', claim);
      await page.click('[data-check="run"]');
      const cells = await weightsTable(page);
      assert.deepEqual(cells.map((c) => c.value.toFixed(5)), [big, small, small, big].map((v) => v.toFixed(5)));
      assert.deepEqual(cells.map((c) => c.differs), [differs, differs, differs, differs], claim);
    }

    // Said not divided (d_k = 4), but the source's weights are those of the scores as typed: it had already divided.
    await page.selectOption('[data-check="scaled-already"]', 'no');
    await page.fill('#share-bar details[open] input[type=number]', '4');
    await page.fill('[data-check="claimed-weights"]', [softmax([4, 0]), softmax([0, 4])].map((r) => r.map((v) => v.toFixed(4)).join(' ')).join('\n'));
    await page.click('[data-check="run"]');
    assert.ok((await weightsTable(page)).some((c) => c.differs));
    assert.match(await hint(page), /had probably already divided them by √d_k/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('check an example: a source whose weights skip the division by √d_k is told it forgot √d_k', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await openCheck(page);
    // Q = [[1, 0, 0, 0]], K = [[2, 0, 0, 0], [0, 0, 0, 0]]: Q·Kᵀ = [2, 0]; without √4 the weights are softmax([2, 0]).
    await page.fill('[data-check="Q"]', '1 0 0 0');
    await page.fill('[data-check="K"]', '2 0 0 0\n0 0 0 0');
    await page.fill('[data-check="V"]', '1 0\n0 1');
    await page.fill('[data-check="claimed-weights"]', softmax([2, 0]).map((v) => v.toFixed(4)).join(' '));
    await page.click('[data-check="run"]');
    const cells = await weightsTable(page), right = softmax([1, 0]);  // 2 / √4
    cells.forEach((c, i) => assert.ok(Math.abs(c.value - right[i]) < 1e-6 && c.differs));
    assert.match(await hint(page), /without the division by √d_k = √4: your source forgot √d_k/);
    // The right weights get no such note.
    await page.fill('[data-check="claimed-weights"]', right.map((v) => v.toFixed(4)).join(' '));
    await page.click('[data-check="run"]');
    assert.doesNotMatch(await hint(page), /forgot/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('grouped-query split: K’s reshape line names h_kv (2 key/value heads), Q’s names h, and K’s names h again without grouping', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    const n = chapters.findIndex((c) => c.id === 'gqa-cache') + 1;
    await page.goto(`${url}?chapter=${n}`);
    await pageReady(page);
    await page.waitForFunction(() => window.attentionLab.getTrace()?.config.kvHeads === 2 && document.querySelector('#timeline [aria-current="step"]')?.dataset.stepId === 'split_k');
    await page.waitForFunction(() => document.querySelector('main').textContent.includes('→ [B, h_kv, S, d_k]'));
    const stage = await page.textContent('main');
    assert.ok(stage.includes('[B, S, h_kv·d_k] → [B, S, h_kv, d_k] → [B, h_kv, S, d_k]'), stage.slice(0, 400));
    assert.ok(!stage.includes('[B, S, h·d_k]'));
    await page.click('#timeline [data-step-id="split_q"]');
    await page.waitForFunction(() => document.querySelector('main').textContent.includes('[B, T, h·d_k] → [B, T, h, d_k] → [B, h, T, d_k]'));
    // Without grouping (as many key/value heads as query heads) K's heads are the same h heads.
    await page.evaluate(() => { const { config } = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...config, kvHeads: config.heads } }); });
    await page.waitForFunction(() => { const { config } = window.attentionLab.getTrace(); return config.kvHeads === config.heads; });
    await page.click('#timeline [data-step-id="split_k"]');
    await page.waitForFunction(() => document.querySelector('main').textContent.includes('[B, S, h·d_k] → [B, S, h, d_k] → [B, h, S, d_k]'));
    assert.ok(!(await page.textContent('#stage')).includes('h_kv·d_k'), 'the stage names no h_kv without grouping');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('Arabic: every "−∞" on the causal-mask chapter reads minus-infinity, isolated left to right', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    const n = chapters.findIndex((c) => c.id === 'causal-mask') + 1;
    await page.goto(`${url}?lang=ar&chapter=${n}`);
    await pageReady(page);
    await page.waitForFunction(() => document.querySelector('.tour-text')?.textContent.includes('−∞'));
    await page.click('#timeline [data-step-id="masked"]');
    // Each occurrence sits in an LTR isolate (⁦…⁩) or in an element laid out left to right.
    const wrong = await page.evaluate(() => {
      const out = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.data;
        if (!text.includes('−∞') || node.parentElement.closest('[hidden], script, style')) continue;
        const ltr = getComputedStyle(node.parentElement).direction === 'ltr';
        for (let at = text.indexOf('−∞'); at >= 0; at = text.indexOf('−∞', at + 1)) {
          const before = text.slice(0, at), open = before.lastIndexOf('\u2066');
          const isolated = open >= 0 && !before.slice(open).includes('\u2069') && text.indexOf('\u2069', at) > at;
          if (!isolated && !ltr) out.push(text.slice(Math.max(0, at - 20), at + 22));
        }
      }
      return out;
    });
    assert.deepEqual(wrong, []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('the M-shape exercise says why 1×1×3×3 is wrong: M has no head axis', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    // 'I like cats' (T = 3, two heads, causal): M is B×T×S = 1×3×3, the same mask for every head.
    await page.goto(`${url}?exercises=shape:M,shape:Y`);
    await pageReady(page);
    await page.waitForSelector('.exercise input');
    const items = await page.$$('.exercise');
    const answer = async (item, text) => {
      await item.$eval('input', (n) => { n.value = ''; n.focus(); });
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      return item.$eval('.exercise-feedback', (n) => ({ correct: n.dataset.correct, text: n.textContent }));
    };
    for (const wrong of ['1x1x3x3', '1x2x3x3']) {
      const said = await answer(items[0], wrong);
      assert.equal(said.correct, 'false');
      assert.match(said.text, /M has none: one mask serves every head/, wrong);
    }
    assert.equal((await answer(items[0], '1x3x3')).correct, 'true');
    assert.match((await answer(items[1], '1x1x3x8')).text, /gives Y a head axis, and Y has none/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('cross-attention with a causal mask: the mask caption agrees with the self- vs cross-attention chapter', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    const n = chapters.findIndex((c) => c.id === 'self-vs-cross') + 1;
    await page.goto(`${url}?chapter=${n}`);
    await pageReady(page);
    await page.waitForFunction(() => document.querySelector('.tour-text')?.textContent.length > 0);
    const chapter = await page.textContent('.tour-text'), title = await page.textContent('#tour-title');
    assert.match(chapter, /cross-attention uses the source’s padding mask and never a causal one/);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, crossAttention: true, mask: 'causal' } }); });
    await page.waitForFunction(() => window.attentionLab.getTrace()?.config.mask === 'causal' && window.attentionLab.getTrace().config.crossAttention);
    await page.click('#timeline [data-step-id="mask"]');
    await page.waitForSelector('.mask-kind');
    const caption = await page.textContent('.mask-kind');
    assert.match(caption, /target position t sees source positions 0…t/);
    assert.match(caption, /This is unusual: a decoder may read the whole source, so its cross-attention takes only the source’s padding mask/);
    assert.ok(title.includes('Self- vs cross-attention, and which mask goes where') && caption.includes('“Self- vs cross-attention, and which mask goes where”'), caption);
    assert.doesNotMatch(caption, /itself/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

// Python's own parser judges the listing (no PyTorch here): → '' when it parses, else the error.
const pythonSyntax = (code) => {
  try { execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: code, stdio: ['pipe', 'pipe', 'pipe'] }); return ''; } catch (error) { return String(error.stderr); }
};

test('d_k ≠ d_v: the PyTorch listing names both sizes and parses as Python, self- and cross-attention', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    for (const crossAttention of [false, true]) {
      await page.evaluate((cross) => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, dModel: 8, heads: 2, dK: 4, dV: 6, crossAttention: cross } }); }, crossAttention);
      await page.waitForFunction((cross) => { const c = window.attentionLab.getTrace()?.config; return c?.dV === 6 && c.crossAttention === cross; }, crossAttention);
      await page.waitForFunction(() => document.getElementById('code').textContent.includes('self.d_v'));
      const listing = await page.$eval('#code pre', (n) => n.textContent);
      assert.equal(pythonSyntax(listing), '', listing);
      assert.doesNotMatch(listing, /C \/\/ self\.n_head/);
      assert.match(listing, /self\.d_k, self\.d_v = config\.d_k, config\.d_v/);
      assert.match(listing, new RegExp(`v = v\\.view\\(B, ${crossAttention ? 'S' : 'T'}, self\\.n_head, self\\.d_v\\)`));
      assert.match(listing, /\.view\(B, T, self\.n_head \* self\.d_v\)/);
      assert.match(listing, /self\.c_proj = nn\.Linear\(config\.n_head \* config\.d_v, config\.n_embd/);
      // The listing's widths add up: W_q, W_k and W_v give 2·4 + 6 = 14 per head; W_o reads 2·6 = 12.
      const trace = await page.evaluate(() => { const t = window.attentionLab.getTrace().tensors; return { Wv: t.W_v.shape, Wo: t.W_o.shape }; });
      assert.deepEqual(trace, { Wv: [8, 12], Wo: [12, 8] });
      assert.match(await page.textContent('#code'), /heads are d_k = 4 \(queries and keys\) and d_v = 6 \(values\) wide/);
    }
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('jargon is explained where it appears: the √ colour scale, fp16, repeat_kv, the RoPE check, held-out loss', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.click('#timeline [data-step-id="softmax"]');
    await page.waitForSelector('#legend .legend-note');
    assert.equal(await page.textContent('#legend .legend-note'), '(√weight: middle = 0.25)');
    assert.match(await page.getAttribute('#legend .legend-note', 'title'), /Colours follow the square root of each weight, so small weights stay visible/);
    const chapterText = async (id) => {
      await page.goto(`${url}?chapter=${chapters.findIndex((c) => c.id === id) + 1}`);
      await pageReady(page);
      await page.waitForFunction(() => document.querySelector('.tour-text')?.textContent.length > 0);
      return page.textContent('.tour-text');
    };
    assert.match(await chapterText('gqa-cache'), /in fp16 \(16-bit floating-point numbers, 2 bytes each\)/);
    await page.waitForFunction(() => document.querySelector('main').textContent.includes('copying each key/value head once for every query head of its group'));
    const rope = await chapterText('rope-distance');
    assert.doesNotMatch(rope, /lab\.step/);
    assert.match(rope, /rotated and scored by the engine’s own RoPE and score steps/);
    await page.goto(`${url}?view=train`);
    await page.waitForFunction(() => document.getElementById('train-view')?.dataset.step === '0');
    assert.match(await page.textContent('.train-plot figcaption'), /held-out loss \(the loss on sequences the model never trains on, so it shows what it learned rather than what it memorised\)/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
