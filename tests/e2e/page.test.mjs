// The built page in headless Chromium: from a server and from file://, every step of every preset
// (shapes and a sample of numbers against lab.run in Node), cell explanations, keyboard-only use,
// invalid input, and text that looks like HTML. Any console error, page error or failed request fails.
// Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, withPage as openWith, serveDist, fileUrl, screenshot, settle } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { presets } from '../../web/src/state/presets.js';

// What the PyTorch line highlighted for each step does, written here from the usual nanoGPT / Llama / Mistral
// code (not read from the code panel): the line must be one that computes that step.
const CODE_FOR_STEP = {
  embed: /wte\(idx\)|_emb\(|emb = /, position: /sinusoid|pos_emb|wpe/,
  input: /x = |no positions added/, input_q: /x = /, input_kv: /memory = /,
  project_q: /q_proj|c_attn/, project_k: /k_proj|kv_proj|c_attn/, project_v: /v_proj|kv_proj|c_attn/,
  split_q: /q = q\.view\(.*\.transpose\(1, 2\)/, split_k: /k = k\.view\(.*\.transpose\(1, 2\)/, split_v: /v = v\.view\(.*\.transpose\(1, 2\)/,
  rope_q: /apply_rotary_pos_emb/, rope_k: /apply_rotary_pos_emb/,
  scores: /q @ k\.transpose\(-2, -1\)/, scale: /k\.size\(-1\) \*\* -0\.5|\/ math\.sqrt/,
  mask: /mask = |tril\(|allowed = |no mask/, alibi: /slopes/,
  masked: /masked_fill|att \+ M|no mask/, softmax: /softmax\(/, context: /att @ v/,
  concat: /transpose\(1, 2\)\.contiguous\(\)\.view/, output: /c_proj|o_proj|out_proj/,
  flash_out: /o \/ l/,
};
const codeFor = (id) => CODE_FOR_STEP[id] ?? (/^flash_\d+_\d+$/.test(id) ? /qi @ k/ : new RegExp(`no line is written down for step ${id}`));

const lab = await loadLab();
let browser;
let server;
let baseUrl;

before(async () => {
  browser = await launch();
  ({ server, url: baseUrl } = await serveDist());
});
after(async () => {
  await browser?.close();
  server?.close();
});

// Opens the page, runs `body`, then fails on anything the page reported.
const withPage = (url, body, options) => openWith(browser, url, body, options);

const stepIds = (page) => page.$$eval('#timeline [data-step-id]', (nodes) => nodes.map((n) => n.dataset.stepId));
const currentStep = (page) => page.$$eval('#timeline [data-step-id][aria-current="step"]', (nodes) => nodes.map((n) => n.dataset.stepId));

// Flat index of displayed cell (row, col) in a tensor, for the item and head shown.
// Leading axes: B at the item, h or h_kv at the drawing's data-head, tile_k at its data-tile (flash_O).
function flatIndex(tensor, row, col, item, head, tile = 0) {
  const { shape, axes } = tensor;
  if (shape.length === 1) return row * 0 + Math.max(row, col); // a bias vector drawn as one row or column
  const at = { B: item, h: head, h_kv: head, tile_k: tile };
  let offset = 0;
  for (let i = 0; i < shape.length - 2; i++) offset = offset * shape[i] + at[axes[i]];
  return (offset * shape[shape.length - 2] + row) * shape[shape.length - 1] + col;
}

const parseValue = (text) => Number(String(text).replace(/\u2212/g, '-').replace(/\u221e/g, 'Infinity'));
const close = (a, b) => (a === b) || Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(b));

// Checks the stage against a Node trace: the step's output is drawn with its full shape, every drawn
// tensor has its true shape, and a sample of cells shows the true numbers. Returns the cells checked.
async function checkStage(page, trace, step, label) {
  const drawn = await page.$$eval('#stage [data-tensor][data-shape]', (nodes) => nodes.map((n) => {
    const cells = [...n.querySelectorAll('[role=gridcell][data-row][data-col]')];
    const pick = cells.length <= 6 ? cells : [0, 1, Math.floor(cells.length / 3), Math.floor(cells.length / 2), cells.length - 2, cells.length - 1].map((i) => cells[i]);
    return {
      tensor: n.dataset.tensor, shape: n.dataset.shape, item: n.dataset.item, tile: n.dataset.tile,
      // Several drawings of one tensor (Z per head in the concat step): data-head, else "head p" in the label.
      head: n.dataset.head ?? (n.querySelector('.m-name')?.textContent.match(/\bhead (\d+)\b/) ?? [])[1],
      // A transposed drawing (K_hᵀ in the scores step): data-transposed, or a name ending in ᵀ.
      transposed: n.dataset.transposed === 'true' || /\u1d40$/.test(n.querySelector('.m-name')?.textContent ?? ''),
      cells: pick.map((c) => ({ row: Number(c.dataset.row), col: Number(c.dataset.col), value: c.dataset.value })),
    };
  }));
  assert.ok(drawn.some((m) => m.tensor === step.output), `${label}: the stage does not draw ${step.output}`);
  const { item, head } = await page.evaluate(() => window.attentionLab.getState());
  let checked = 0;
  for (const matrix of drawn) {
    const tensor = trace.tensors[matrix.tensor];
    if (!tensor) continue;
    assert.equal(matrix.shape, tensor.shape.join('\u00d7'), `${label}: data-shape of ${matrix.tensor}`);
    const b = matrix.item !== undefined ? Number(matrix.item) : Number(item) || 0;
    const h = matrix.head !== undefined ? Number(matrix.head) : head === 'all' ? 0 : Number(head) || 0;
    for (const cell of matrix.cells) {
      if (cell.value === undefined) continue;
      const [row, col] = matrix.transposed ? [cell.col, cell.row] : [cell.row, cell.col];
      const expected = tensor.data[flatIndex(tensor, row, col, b, h, Number(matrix.tile ?? 0))];
      const shown = parseValue(cell.value);
      assert.ok(close(shown, expected), `${label}: ${matrix.tensor}${matrix.transposed ? 'ᵀ' : ''}[${cell.row}, ${cell.col}] shows ${cell.value}, lab.run gives ${expected}`);
      checked += 1;
    }
  }
  return checked;
}

async function choosePreset(page, id) {
  await page.selectOption('#preset', id);
  await page.waitForFunction((presetId) => window.attentionLab.getState().presetId === presetId || document.querySelector('#preset').value === presetId, id);
  await settle(page);
}

test('page: dist/index.html loads from a server with no errors, and its steps are the engine\u2019s', async () => {
  await withPage(baseUrl, async ({ page }) => {
    const { config } = await page.evaluate(() => window.attentionLab.getState());
    const trace = lab.run(config);
    assert.deepEqual(await stepIds(page), trace.steps.map((s) => s.id));
    assert.equal((await currentStep(page)).length, 1);
    for (const id of ['stage', 'explain', 'shape-algebra', 'cell-info', 'code', 'text', 'preset', 'heads', 'd-model', 'mask', 'play', 'prev', 'next', 'scrub', 'speed', 'theme'])
      assert.ok(await page.$(`#${id}`), `#${id} is missing`);
    await screenshot(page, 'server-first-load');
  });
});

test('page: dist/attention-lab.html works from file:// with no network requests', async () => {
  await withPage(fileUrl('attention-lab.html'), async ({ page, requests }) => {
    const { config } = await page.evaluate(() => window.attentionLab.getState());
    const trace = lab.run(config);
    assert.deepEqual(await stepIds(page), trace.steps.map((s) => s.id));
    for (const id of ['scores', 'softmax', 'output']) {
      await page.click(`#timeline [data-step-id="${id}"]`);
      await settle(page);
      await checkStage(page, trace, trace.steps.find((s) => s.id === id), `file:// ${id}`);
    }
    await screenshot(page, 'file-softmax');
    assert.deepEqual(requests, []);
  });
});

test('page: dist/attention-lab.html carries every language: ?lang=zh from file:// is Chinese with no request', async () => {
  await withPage(`${fileUrl('attention-lab.html')}?lang=zh`, async ({ page, requests }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
    assert.equal(await page.textContent('[data-i18n="page.top.tagline"]'), '多头注意力：真实计算，逐步展示。');
    assert.deepEqual(requests, []);
  });
});

for (const preset of presets) {
  test(`page: preset "${preset.id}": every step shows the engine\u2019s shapes and numbers`, async () => {
    await withPage(baseUrl, async ({ page }) => {
      await choosePreset(page, preset.id);
      const { config } = await page.evaluate(() => window.attentionLab.getState());
      const trace = lab.run(config, preset.inputs);
      assert.deepEqual(await stepIds(page), trace.steps.map((s) => s.id), 'timeline steps');
      let cells = 0;
      for (const [i, step] of trace.steps.entries()) {
        const label = `${preset.id}/${step.id}`;
        await page.click(`#timeline [data-step-id="${step.id}"]`);
        await page.waitForSelector(`#timeline [data-step-id="${step.id}"][aria-current="step"]`);
        await settle(page);
        assert.deepEqual(await currentStep(page), [step.id], `${label}: aria-current`);
        cells += await checkStage(page, trace, step, label);
        const line = await page.$eval('#code', (code) => code.querySelector('[aria-current]')?.textContent ?? null);
        assert.match(line ?? '(no line highlighted)', codeFor(step.id), `${label}: the code line that makes ${step.id}`);
        await screenshot(page, preset.id, String(i + 1).padStart(2, '0'), step.id);
      }
      if (!['d512-cross', 'shape-guide-n6', 'base-512-8-heads'].includes(preset.id)) assert.ok(cells > 0, 'no cell numbers were checked');
    });
  });
}

test('page: focusing a score cell explains its dot product term by term, with the right sum', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await choosePreset(page, 'default');
    const { config } = await page.evaluate(() => window.attentionLab.getState());
    const trace = lab.run(config);
    await page.click('#timeline [data-step-id="scores"]');
    await settle(page);
    const [row, col] = [2, 1];
    await page.focus(`#stage [data-tensor="scores"] [role=gridcell][data-row="${row}"][data-col="${col}"]`);
    await page.waitForFunction(() => /=/.test(document.querySelector('#cell-info').textContent));
    const info = (await page.textContent('#cell-info')).replace(/\u2212/g, '-');
    const { dK } = trace.config;
    const q = trace.tensors.Q_heads.data.slice(row * dK, row * dK + dK);
    const k = trace.tensors.K_heads.data.slice(col * dK, col * dK + dK);
    const numbers = (info.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (const [name, vector] of [['q', q], ['k', k]])
      for (const x of vector) assert.ok(numbers.some((n) => Math.abs(n - x) < 0.0051), `${name} term ${x} is missing from "${info}"`);
    assert.equal((info.match(/\u00d7/g) ?? []).length >= dK, true, `${dK} products expected in "${info}"`);
    const score = trace.tensors.scores.data[row * trace.config.keyLen + col];
    const sum = q.reduce((s, x, j) => s + x * k[j], 0);
    assert.ok(Math.abs(sum - score) < 1e-5);
    assert.ok(numbers.some((n) => Math.abs(n - score) < 0.00051), `the sum ${score.toFixed(4)} is missing from "${info}"`);
    await screenshot(page, 'cell-info-scores');
  });
});

test('page: keyboard only: Tab reaches the timeline and ArrowRight walks every step', async () => {
  await withPage(baseUrl, async ({ page }) => {
    const ids = await stepIds(page);
    await page.click(`#timeline [data-step-id="${ids[0]}"]`); // start from step 1, then put the mouse away
    await page.evaluate(() => document.activeElement?.blur());
    let reached = false;
    for (let i = 0; i < 80 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => Boolean(document.activeElement?.closest('#timeline')));
    }
    assert.ok(reached, 'Tab never reached the timeline');
    const start = (await currentStep(page))[0];
    for (let i = ids.indexOf(start) + 1; i < ids.length; i += 1) {
      await page.keyboard.press('ArrowRight');
      await page.waitForSelector(`#timeline [data-step-id="${ids[i]}"][aria-current="step"]`, { timeout: 3000 });
      assert.deepEqual(await currentStep(page), [ids[i]]);
    }
    await screenshot(page, 'keyboard-last-step');
  });
});

test('page: heads = 3 with d_model = 8 shows a message next to heads and keeps the picture', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await choosePreset(page, 'default');
    await page.click('#timeline [data-step-id="scores"]');
    await settle(page);
    const before = await page.$$eval('#stage [data-tensor]', (nodes) => nodes.map((n) => `${n.dataset.tensor}:${n.dataset.shape}`));
    await page.fill('#d-model', '8');
    await page.fill('#heads', '3');
    await page.press('#heads', 'Tab');
    await page.waitForFunction(() => document.querySelector('[data-error-for="heads"]').textContent.trim().length > 0);
    const message = await page.textContent('[data-error-for="heads"]');
    assert.match(message, /divisible|heads/i);
    const after = await page.$$eval('#stage [data-tensor]', (nodes) => nodes.map((n) => `${n.dataset.tensor}:${n.dataset.shape}`));
    assert.deepEqual(after, before, 'the stage changed');
    assert.equal(await page.inputValue('#heads'), '3', 'what the user typed was lost');
    await screenshot(page, 'invalid-heads');
  });
});

test('page: a sentence with <img src=x onerror=alert(1)> renders as text and opens no dialog', async () => {
  await withPage(baseUrl, async ({ page, dialogs }) => {
    const attack = 'hello <img src=x onerror=alert(1)> world';
    await page.fill('#text', attack);
    await page.press('#text', 'Tab');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].includes('onerror'));
    await page.click('#timeline [data-step-id="scores"]');
    // The scores matrix is drawn with the tokens as its headers (as text).
    await page.waitForFunction(() => document.querySelectorAll('#stage [data-tensor="scores"] [role=columnheader]').length === 14);
    assert.deepEqual(await page.$$eval('#stage [data-tensor="scores"] [role=columnheader]', (n) => n.map((h) => h.textContent)),
      ['hello', '<', 'img', 'src', '=', 'x', 'onerror', '=', 'alert', '(', '1', ')', '>', 'world']);
    assert.equal(await page.$$eval('img', (nodes) => nodes.length), 0, 'an <img> element was created');
    assert.match(await page.textContent('#stage'), /onerror/);
    assert.deepEqual(dialogs, []);
    await screenshot(page, 'html-as-text');
  });
});
