// Bring your own numbers: parseMatrix reads CSV, whitespace rows, Python/NumPy lists and LaTeX bmatrix
// (in Node), each format pasted straight onto the X matrix on the stage reaches the engine, a bad paste
// changes nothing and says why, and "Check an example" shows the true values of a textbook's Q, K, V
// beside its claims with the wrong ones marked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { parseMatrix } from '../../web/src/paste/parse-matrix.js';
import { launch, serveWith, recordingPage, pageReady } from './helpers/embed.mjs';

const X = [[0.1, -0.2, 0.3], [1e-3, 2.5, -4]];
const formats = {
  csv: '0.1,-0.2,0.3\n0.001,2.5,-4\n',
  whitespace: '  0.1  -0.2\t0.3\n0.001 2.5 −4\n',
  list: '[[0.1, -0.2, 0.3], [0.001, 2.5, -4]]',
  numpy: 'np.array([[ 0.1, -0.2,  0.3],\n          [ 1e-3,  2.5, -4. ]], dtype=float32)',
  latex: 'X = \\begin{bmatrix} 0.1 & -0.2 & 0.3 \\\\ 0.001 & 2.5 & -4 \\end{bmatrix}',
};

for (const [format, text] of Object.entries(formats)) {
  test(`paste: parseMatrix reads ${format}`, () => {
    const m = parseMatrix(text);
    assert.equal(m.rows, 2);
    assert.equal(m.cols, 3);
    assert.deepEqual(m.values, X.flat());
  });
}
test('paste: parseMatrix says what is wrong with ragged rows, words, open brackets and eval-looking text', () => {
  assert.throws(() => parseMatrix('1,2\n3'), /Row 2 has 1/);
  assert.throws(() => parseMatrix('1 two 3'), /column 2.*not a number/);
  assert.throws(() => parseMatrix('[[1, 2], [3, 4]'), /never closed/);
  assert.throws(() => parseMatrix('[alert(1)]'), /Only numbers/);
  assert.throws(() => parseMatrix(''), /Paste some numbers/);
});

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith()); });
after(async () => { await browser?.close(); server?.close(); });

const pasteOn = (page, tensor, text) => page.evaluate(([tensor, text]) => {
  const target = document.querySelector(`#stage figure[data-tensor="${tensor}"] [role=gridcell]`) ?? document.querySelector(`#stage figure[data-tensor="${tensor}"]`);
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }));
}, [tensor, text]);

test('paste: every format pasted onto X on the stage reaches the engine; a bad paste changes nothing', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    // "one two" with d_model = 3, heads = 1: X is 2×3; show the input step, where X is drawn.
    await page.evaluate(() => {
      const a = window.attentionLab;
      a.setState({ config: { ...a.getState().config, text: 'one two', dModel: 3, heads: 1 }, inputs: {} });
      a.setState({ step: a.getTrace().steps.findIndex((s) => s.id === 'input'), progress: 1 });
    });
    await page.waitForSelector('#stage figure[data-tensor="X"]');
    for (const [format, text] of Object.entries(formats)) {
      await page.evaluate(() => window.attentionLab.setState({ inputs: {} }));
      await pasteOn(page, 'X', text);
      const used = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.X.data));
      assert.deepEqual(used, X.flat().map(Math.fround), format);
      assert.match(await page.$eval('#share-bar .sb-status', (n) => n.textContent), /X: 2×3 numbers read/);
    }
    const before = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.X.data));
    await pasteOn(page, 'X', '1, 2\n3, 4');
    assert.match(await page.$eval('#share-bar .sb-status', (n) => n.textContent), /X is 1×2×3; what you pasted is 2×2/);
    await pasteOn(page, 'X', '1, x, 3\n4, 5, 6');
    assert.match(await page.$eval('#share-bar .sb-status', (n) => n.textContent), /not a number/);
    assert.deepEqual(await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.X.data)), before);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('paste: "Check an example" gives the true weights and output of a textbook’s Q, K, V and marks the text’s wrong ones', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.click('#share-bar summary:text("Check an example")');
    await page.waitForSelector('[data-check="Q"]');
    // Seed 004's encoder-decoder example: its Q, and E as both K and V; its claimed weights and context.
    await page.fill('[data-check="Q"]', '[[0.2, 0.4, 0.6, 0.8], [0.1, 0.3, 0.5, 0.7]]');
    const E = '0.1 0.2 0.3 0.4\n0.5 0.6 0.7 0.8\n0.9 1.0 1.1 1.2';
    await page.fill('[data-check="K"]', E);
    await page.fill('[data-check="V"]', E);
    await page.fill('[data-check="claimed-weights"]', '0.212, 0.3162, 0.4718\n0.25, 0.35, 0.4');
    await page.fill('[data-check="claimed-Z"]', '\\begin{bmatrix} 0.62 & 0.72 & 0.82 & 0.92 \\\\ 0.65 & 0.75 & 0.85 & 0.95 \\end{bmatrix}');
    await page.click('[data-check="run"]');
    const tables = await page.$$eval('.sb-compare', (ts) => ts.map((t) => ({
      caption: t.caption.textContent,
      values: [...t.querySelectorAll('td')].map((td) => Number(Number(td.dataset.value).toFixed(4))),
      differs: [...t.querySelectorAll('td')].map((td) => td.dataset.differs === 'true'),
    })));
    assert.equal(tables.length, 3);
    assert.deepEqual(tables[0].values, [0.3, 0.7, 1.1, 0.25, 0.57, 0.89]);
    assert.deepEqual(tables[1].values, [0.212, 0.3162, 0.4718, 0.234, 0.3222, 0.4438]);
    // Row 2's 0.25 and 0.35 are wrong at two decimals; its 0.4, written to one, is 0.4438 rounded (issue 36).
    assert.deepEqual(tables[1].differs, [false, false, false, true, true, false], 'row 1 of the text’s weights is right, row 2 is not');
    assert.deepEqual(tables[2].values, [0.6039, 0.7039, 0.8039, 0.9039, 0.5839, 0.6839, 0.7839, 0.8839]);
    assert.ok(tables[2].differs.every(Boolean));
    assert.match(tables[1].caption, /2 differ/);
    // Scores only: softmax([0.9, 1.1]) is [0.4502, 0.5498], not the text's [0.4, 0.6].
    await page.selectOption('#share-bar details[open] select >> nth=0', 'scores');
    await page.fill('[data-check="scores"]', '1.0 0.8\n0.9 1.1');
    await page.fill('#share-bar details[open] input[type=number]', '1');
    await page.selectOption('[data-check="mask"]', 'causal');
    await page.fill('[data-check="claimed-weights"]', '1.0 0.0\n0.4 0.6');
    await page.click('[data-check="run"]');
    // The typed scores with d_k = 1 are the scaled scores as typed (no hidden rescaling), and the causal
    // softmax of row 2 is the hand-worked 1 / (1 + e^0.2) = 0.4502, e^0.2 / (1 + e^0.2) = 0.5498.
    const scaled = await page.$$eval('.sb-compare >> nth=0', (ts) => [...ts[0].querySelectorAll('td')].map((td) => Number(td.dataset.value)));
    assert.deepEqual(scaled, [1.0, 0.8, 0.9, 1.1].map(Math.fround));
    const w = await page.$$eval('.sb-compare >> nth=1', (ts) => [...ts[0].querySelectorAll('td')].map((td) => [Number(Number(td.dataset.value).toFixed(4)), td.dataset.differs === 'true']));
    assert.deepEqual(w, [[1, false], [0, false], [0.4502, true], [0.5498, true]]);
    assert.match(await page.textContent('.sb-check-out'), /needs Q and K/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('paste: "Check an example" with 512×4 Q, K and V draws at most 24×16 cells per table and counts every difference', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.click('#share-bar summary:text("Check an example")');
    await page.waitForSelector('[data-check="Q"]');
    const rows = (seed) => Array.from({ length: 512 }, (_, r) => Array.from({ length: 4 }, (_, c) => ((r * 7 + c * 3 + seed) % 11) / 10).join(' ')).join('\n');
    await page.fill('[data-check="Q"]', rows(1));
    await page.fill('[data-check="K"]', rows(2));
    await page.fill('[data-check="V"]', rows(3));
    await page.click('[data-check="run"]');
    await page.waitForSelector('.sb-compare');
    const tables = await page.$$eval('.sb-compare', (ts) => ts.map((t) => ({ caption: t.caption.textContent, cells: t.querySelectorAll('td').length })));
    assert.equal(tables.length, 3);
    assert.match(tables[0].caption, /\(512×512; the first 24×16 shown\)/);
    assert.equal(tables[0].cells, 24 * 16);
    assert.match(tables[2].caption, /\(512×4; the first 24×4 shown\)/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('paste: a bad paste in the open "Your numbers" menu says why inside the menu, on top, not behind it', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const before = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.X.data));
    await page.click('#share-bar summary:text("Your numbers")');
    await page.waitForSelector('[data-paste="text"]');
    await page.fill('[data-paste="text"]', '1, 2\n3');
    await page.click('[data-paste="apply"]');
    const shown = page.locator('#share-bar details[open] .sb-menu-status');
    await shown.waitFor();
    assert.match(await shown.textContent(), /^Not used: /);
    // The words are drawn, and the topmost element at their centre is the message itself.
    const onTop = await shown.evaluate((node) => { const r = node.getBoundingClientRect(); return r.height > 0 && node.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); });
    assert.ok(onTop, 'the message is visible inside the menu');
    assert.equal(await page.textContent('#share-bar > .sb-status'), await shown.textContent(), 'the live region says the same');
    assert.deepEqual(await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.X.data)), before, 'nothing changed');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
