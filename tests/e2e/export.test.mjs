// Exports parse back: the SVG is valid XML (DOMParser, no parsererror) with one rect per drawn cell,
// the PNG is 2× the scene, CSV and LaTeX of a matrix re-import (through "Your numbers") to the same
// float32 numbers, and the JSON trace imported into a fresh page makes the engine compute the same trace.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, pageReady, downloaded } from './helpers/embed.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith()); });
after(async () => { await browser?.close(); server?.close(); });

async function exportFile(page, kind, matrix) {
  if (!(await page.$('#share-bar details[open] [data-export]'))) await page.click('#share-bar summary:text("Export")');
  await page.waitForSelector(`[data-export="${kind}"]`);
  if (matrix) await page.selectOption('#share-bar details[open] select', matrix);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`[data-export="${kind}"]`)]);
  return { name: file.suggestedFilename(), body: await downloaded(file, kind === 'png') };
}

test('export: SVG is valid XML with the step’s cells; PNG is twice its size', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.selectOption('#preset', 'i-like-cats-cross'); // opens at the scores step: Q, K and scores (2×3)
    const svg = await exportFile(page, 'svg');
    assert.match(svg.name, /^scores\.svg$/);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.localName, ns: doc.documentElement.namespaceURI,
        width: Number(doc.documentElement.getAttribute('width')), height: Number(doc.documentElement.getAttribute('height')),
        cells: [...doc.querySelectorAll('rect > title')].map((t) => t.textContent), texts: [...doc.querySelectorAll('text')].map((t) => t.textContent) };
    }, svg.body);
    const { tokens, sourceTokens } = await page.evaluate(() => window.attentionLab.getTrace());
    for (const token of [...tokens[0], ...sourceTokens[0]]) assert.ok(parsed.texts.includes(token), `the token “${token}” names its row or column`);
    assert.ok(parsed.texts.includes('item 0, head 0 · T×S = 2×3'), 'the slice is named');
    const limit = await page.evaluate(() => Math.max(...Array.from(window.attentionLab.getTrace().tensors.scores.data, Math.abs)).toFixed(2));
    assert.ok(parsed.texts.includes('scores:') && parsed.texts.includes(limit), `the legend gives the scale's limit ${limit}: ${parsed.texts.join(' | ')}`);
    assert.equal(parsed.error, null);
    assert.equal(parsed.root, 'svg');
    assert.equal(parsed.ns, 'http://www.w3.org/2000/svg');
    assert.ok(parsed.cells.includes('scores[0,0] = 0.6'), 'the true score 0.2·0.1 + 0.4·0.2 + 0.6·0.3 + 0.8·0.4 = 0.6 is drawn');
    assert.equal(parsed.cells.filter((t) => t.startsWith('scores[')).length, 6);
    const png = await exportFile(page, 'png');
    assert.deepEqual([...png.body.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
    assert.equal(png.body.readUInt32BE(16), parsed.width * 2);
    assert.equal(png.body.readUInt32BE(20), parsed.height * 2);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('export: CSV and LaTeX of a weight and of the masked scores re-import to the same numbers', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const Wq = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.W_q.data));
    for (const kind of ['csv', 'latex']) {
      const file = await exportFile(page, kind, 'W_q');
      assert.match(file.name, kind === 'csv' ? /^W_q\.csv$/ : /^W_q\.tex$/);
      if (kind === 'latex') assert.match(file.body, /\\begin\{bmatrix\}[\s\S]*\\end\{bmatrix\}/), assert.match(file.body, /d_model×h·d_k = 8×8|8\\times 8/);
      // Back in through "Your numbers" into W_q: the engine then uses exactly these numbers.
      await page.evaluate(() => window.attentionLab.setState({ inputs: {} }));
      await page.click('#share-bar summary:text("Your numbers")');
      await page.waitForSelector('[data-paste="text"]');
      await page.selectOption('#share-bar details[open] select', 'W_q');
      await page.fill('[data-paste="text"]', file.body);
      await page.click('[data-paste="apply"]');
      const used = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.W_q.data));
      assert.deepEqual(used, Wq, kind);
      assert.equal(await page.evaluate(() => Object.keys(window.attentionLab.getState().inputs).join()), 'W_q');
    }
    // −∞ survives: the masked scores of the causal default.
    const masked = await exportFile(page, 'csv', 'masked');
    assert.match(masked.body, /-inf/);
    const values = await page.evaluate((text) => text.split('\n').filter((l) => l && !l.startsWith('#')).flatMap((l) => l.split(',').map((x) => (x === '-inf' ? -Infinity : Math.fround(Number(x))))), masked.body);
    const expected = await page.evaluate(() => { const t = window.attentionLab.getTrace().tensors.masked; const [, , T, S] = t.shape; return Array.from(t.data.subarray(0, T * S)); });
    assert.deepEqual(values, expected);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('export: the JSON trace holds config, every tensor and a version, and imports into a fresh page to the same trace', async () => {
  const a = await recordingPage(browser), b = await recordingPage(browser);
  try {
    await a.page.goto(url);
    await pageReady(a.page);
    await a.page.selectOption('#preset', 'gpt-b4-t12-c6');
    const json = await exportFile(a.page, 'json');
    const trace = JSON.parse(json.body);
    assert.equal(trace.format, 'attention-lab-trace');
    assert.equal(trace.version, 1);
    assert.equal(trace.config.batch, 4);
    const names = await a.page.evaluate(() => Object.keys(window.attentionLab.getTrace().tensors));
    assert.deepEqual(Object.keys(trace.tensors), names);
    assert.ok(trace.tensors.masked.data.includes('-Infinity'));
    await b.page.goto(url);
    await pageReady(b.page);
    await b.page.click('#share-bar summary:text("Your numbers")');
    await b.page.waitForSelector('#share-bar input[type=file]');
    await b.page.setInputFiles('#share-bar input[type=file]', { name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(json.body) });
    await b.page.waitForFunction(() => window.attentionLab.getTrace().config.batch === 4);
    const same = await Promise.all([a.page, b.page].map((p) => p.evaluate(() => { const t = window.attentionLab.getTrace(); return { Y: Array.from(t.tensors.Y.data), w: Array.from(t.tensors.weights.data), c: t.config }; })));
    assert.deepEqual(same[1], same[0]);
    // Not a trace: a message, nothing changed.
    await b.page.setInputFiles('#share-bar input[type=file]', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') });
    await b.page.waitForFunction(() => /Not imported/.test(document.querySelector('#share-bar .sb-status').textContent));
    assert.equal(await b.page.evaluate(() => window.attentionLab.getTrace().config.batch), 4);
    assert.deepEqual([...a.problems, ...b.problems], []);
  } finally { await a.context.close(); await b.context.close(); }
});

test('export: in German (decimal comma) the CSV has ";" between fields and "," in numbers, and reads back through „Ihre Zahlen“', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(`${url}?lang=de`);
    await pageReady(page);
    const menu = (n) => page.click(`#share-bar details.sb-menu:nth-of-type(${n}) > summary`);
    assert.equal(await page.textContent('#share-bar details.sb-menu:nth-of-type(2) > summary'), 'Exportieren');
    const Wq = await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.W_q.data));
    await menu(2);
    await page.waitForSelector('[data-export="csv"]');
    await page.selectOption('#share-bar details[open] select', 'W_q');
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('[data-export="csv"]')]);
    const csv = await downloaded(file);
    const lines = csv.trim().split('\n');
    assert.match(lines[0], /^# W_q/);
    assert.equal(lines.length, 9);
    for (const line of lines.slice(1)) {
      assert.equal(line.split(';').length, 8, `eight fields separated by ";": ${line}`);
      assert.doesNotMatch(line, /\./, 'no decimal point');
    }
    assert.match(csv, /\d,\d/, 'decimal commas');
    // Back in through „Ihre Zahlen“: the engine then uses exactly these numbers.
    await page.evaluate(() => window.attentionLab.setState({ inputs: {} }));
    await menu(3);
    await page.waitForSelector('[data-paste="text"]');
    await page.selectOption('#share-bar details[open] select', 'W_q');
    await page.fill('[data-paste="text"]', csv);
    await page.click('[data-paste="apply"]');
    assert.deepEqual(await page.evaluate(() => Array.from(window.attentionLab.getTrace().tensors.W_q.data)), Wq);
    assert.match(await page.textContent('#share-bar .sb-status'), /^W_q: 8×8 Zahlen gelesen \(CSV\)\.$/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
