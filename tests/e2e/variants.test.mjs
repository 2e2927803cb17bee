// Issue 16 on the page: the controls for kvHeads, positions, ropeBase, the sliding window and flash
// (bounds from lab.schema(), errors beside each), links that carry them, the new steps' numbers against
// an independent float64 computation written here (not the engine's), the presets and the tour chapters.
// Screenshots at 1280×720 and 390×844 go to tests/e2e/screenshots/. Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, withPage as openWith, serveDist, screenshot, settle } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { chapters } from '../../web/src/lessons/tour.js';
import { presets } from '../../web/src/state/presets.js';
import { decodeState, toBase64Url } from '../../web/src/share/url-state.js';

const lab = await loadLab();
let browser, server, baseUrl;
before(async () => {
  browser = await launch();
  ({ server, url: baseUrl } = await serveDist());
});
after(async () => {
  await browser?.close();
  server?.close();
});

const withPage = (url, body, options) => openWith(browser, url, body, options);

const trace = (page) => page.evaluate(() => window.attentionLab.getTrace());
const parse = (text) => Number(String(text).replace(/\u2212/g, '-').replace(/\u221e/g, 'Infinity'));
const close = (a, b, tol = 1e-4) => a === b || Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

async function choosePreset(page, id) {
  await page.selectOption('#preset', id);
  await page.waitForFunction((presetId) => window.attentionLab.getState().presetId === presetId, id);
  await settle(page);
}
// Opens a step, finished and paused, and waits until the stage draws it.
async function goStep(page, id) {
  await page.evaluate((stepId) => {
    const step = window.attentionLab.getTrace().steps.findIndex((s) => s.id === stepId);
    window.attentionLab.setState({ step, progress: 1, playing: false });
  }, id);
  await page.waitForSelector(`#timeline [data-step-id="${id}"][aria-current="step"]`);
  await settle(page);
}
// Every drawn cell of the first figure of `tensor` on the stage: {shape, head, tile, transposed, cells: [{row, col, value}]}.
const figure = (page, tensor, nth = 0) => page.$$eval(`#stage figure[data-tensor="${tensor}"]`, (nodes, i) => {
  const n = nodes[i];
  if (!n) return null;
  return {
    head: n.dataset.head, queryHead: n.dataset.queryHead, tile: n.dataset.tile, transposed: n.dataset.transposed === 'true',
    label: n.querySelector('.m-shape')?.textContent ?? '',
    cells: [...n.querySelectorAll('[role=gridcell][data-row][data-col]')].map((c) => ({ row: +c.dataset.row, col: +c.dataset.col, value: c.dataset.value,
      pending: c.dataset.pending === 'true', text: c.textContent })),
  };
}, nth);
// Drawn (row, col) → (tensor row, tensor col).
const at = (fig, cell) => (fig.transposed ? [cell.col, cell.row] : [cell.row, cell.col]);
// tensor[b][p][r][c] of a (B, heads, R, C) tensor from lab.run.
const get4 = (t, b, p, r, c) => t.data[((b * t.shape[1] + p) * t.shape[2] + r) * t.shape[3] + c];

test('variants: the new controls take their bounds from lab.schema(), say what is wrong beside each, and reach the engine', async () => {
  await withPage(baseUrl, async ({ page }) => {
    const schema = lab.schema();
    const setting = (name) => schema.settings.find((s) => s.name === name);
    assert.equal(await page.$eval('#kv-heads', (n) => n.max), String(setting('kvHeads').max));
    assert.equal(await page.$eval('#window', (n) => n.max), String(setting('window').max));
    assert.equal(await page.$eval('#flash-block-q', (n) => n.max), String(setting('flash').max));
    assert.deepEqual(await page.$$eval('#positional option', (os) => os.map((o) => o.value)), schema.positionals);

    await page.fill('#d-model', '16');
    await page.fill('#heads', '4');
    await page.fill('#kv-heads', '2');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.kvHeads === 2 && window.attentionLab.getTrace().config.heads === 4);
    assert.deepEqual((await trace(page)).tensors.K_heads.shape.slice(0, 2), [1, 2]);
    await page.fill('#kv-heads', '3');
    await page.waitForFunction(() => document.querySelector('#err-kv-heads').textContent.includes('kvHeads'));
    assert.equal(await page.getAttribute('#kv-heads', 'aria-invalid'), 'true');
    await page.fill('#kv-heads', '1');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.kvHeads === 1 && !document.querySelector('#err-kv-heads').textContent);

    assert.equal(await page.isVisible('#rope-base'), false);
    await page.selectOption('#positional', 'rope');
    await page.waitForSelector('#rope-base', { state: 'visible' });
    await page.fill('#rope-base', '0');
    await page.waitForFunction(() => document.querySelector('#err-rope-base').textContent.length > 0);
    await page.fill('#rope-base', '500');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.ropeBase === 500 && window.attentionLab.getTrace().tensors.Q_rope);

    assert.equal(await page.isVisible('#window'), false);
    await page.selectOption('#mask', 'sliding');
    await page.waitForSelector('#window', { state: 'visible' });
    await page.fill('#window', '0');
    await page.waitForFunction(() => document.querySelector('#err-window').textContent.length > 0);
    await page.fill('#window', '2');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.window === 2 && window.attentionLab.getTrace().config.mask === 'sliding');

    assert.equal(await page.isVisible('#flash-block-q'), false);
    await page.check('#flash');
    await page.waitForSelector('#flash-block-q', { state: 'visible' });
    await page.fill('#flash-block-q', '0');
    await page.waitForFunction(() => document.querySelector('#err-flash-block-q').textContent.length > 0);
    await page.fill('#flash-block-q', '2');
    await page.fill('#flash-block-k', '3');
    await page.waitForFunction(() => {
      const f = window.attentionLab.getTrace().config.flash;
      return f && f.blockQ === 2 && f.blockK === 3;
    });
    assert.ok((await trace(page)).steps.some((s) => s.id === 'flash_0_0'));
    await screenshot(page, 'variants-controls-1280');

    // The link carries every one of them: a fresh page opened from it has the same configuration.
    const link = await page.evaluate(() => window.attentionLab.share.currentLink());
    const want = (await trace(page)).config;
    await withPage(link, async ({ page: other }) => {
      await other.waitForFunction(() => window.attentionLab.getTrace().config.kvHeads === 1);
      const got = (await trace(other)).config;
      for (const key of ['heads', 'kvHeads', 'positional', 'ropeBase', 'mask', 'window']) assert.equal(got[key], want[key], key);
      assert.deepEqual(got.flash, want.flash);
      assert.equal(await other.$eval('#positional', (n) => n.value), 'rope');
      assert.equal(await other.$eval('#flash', (n) => n.checked), true);
    });
  });
});

test('variants: GQA and RoPE steps show the engine\u2019s numbers, equal to a float64 rotation and dot product computed here', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await choosePreset(page, 'llama-gqa-rope');
    const t = await trace(page);
    const { heads, kvHeads, ropeBase, dK: d } = t.config;
    const group = heads / kvHeads;
    // Query head 3 reads kv head ⌊3 / 2⌋ = 1: the K_heads drawn on the scores step is that head's.
    await page.selectOption('#head', '3');
    await page.waitForFunction(() => window.attentionLab.getState().head === 3);
    await goStep(page, 'rope_k');
    const kFig = await figure(page, 'K_rope');
    assert.ok(kFig.cells.length > 0, 'cells are drawn');
    assert.equal(kFig.head, String(Math.floor(3 / group)));
    assert.match(kFig.label, /kv head 1 \(read by query head 3\)/);
    // RoPE in float64 from the trace's K_heads: pair (x_i, x_{i+d/2}) turned by s·θ_i.
    for (const cell of kFig.cells) {
      const [s, c] = at(kFig, cell);
      const i = c % (d / 2), x = get4(t.tensors.K_heads, 0, 1, s, i), y = get4(t.tensors.K_heads, 0, 1, s, i + d / 2);
      const angle = s * Math.pow(ropeBase, (-2 * i) / d);
      const want = c < d / 2 ? x * Math.cos(angle) - y * Math.sin(angle) : y * Math.cos(angle) + x * Math.sin(angle);
      assert.ok(close(parse(cell.value), want, 2e-3), `K_rope[${s}, ${c}] shows ${cell.value}, float64 ${want}`);
    }
    // The rotation picture states the pair's numbers and its angle.
    const plane = await page.getAttribute('#stage .rope-plane', 'aria-label');
    assert.match(plane, /^Pair 0 of row 2: /);
    await page.selectOption('#stage .rope-pick select >> nth=1', '1');
    await page.waitForFunction(() => /^Pair 1 of row 2/.test(document.querySelector('#stage .rope-plane').getAttribute('aria-label')));
    const angle = Number(/turned by ([\d.]+) radians/.exec(await page.getAttribute('#stage .rope-plane', 'aria-label'))[1]);
    assert.ok(close(angle, 2 * Math.pow(ropeBase, -2 / d), 1e-3));

    // Scores of query head 3: Q_rope head 3 · K_rope kv head 1, in float64.
    await goStep(page, 'scores');
    const sFig = await figure(page, 'scores');
    assert.ok(sFig.cells.length > 0, 'cells are drawn');
    for (const cell of sFig.cells) {
      let want = 0;
      for (let j = 0; j < d; j++) want += get4(t.tensors.Q_rope, 0, 3, cell.row, j) * get4(t.tensors.K_rope, 0, 1, cell.col, j);
      assert.ok(close(parse(cell.value), want, 2e-3), `scores[${cell.row}, ${cell.col}]`);
    }
    assert.match(await page.textContent('#shape-algebra'), /query head 3 reads kv head ⌊3 \/ 2⌋ = 1/);
    assert.match(await page.textContent('#code'), /repeat_interleave/);
    assert.match(await page.textContent('#code'), /apply_rotary_pos_emb/);
  });
});

test('variants: the ALiBi step shows −m_p·(t − s) with the paper\u2019s slopes, and the sliding band in M', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await choosePreset(page, 'alibi');
    await goStep(page, 'alibi');
    const heads = (await trace(page)).config.heads;
    for (const p of [0, heads - 1]) {
      await page.selectOption('#head', String(p));
      await page.waitForFunction((h) => window.attentionLab.getState().head === h, p);
      await settle(page);
      const fig = await figure(page, 'alibi');
      assert.equal(fig.cells.length, (await trace(page)).config.queryLen ** 2);
      const slope = 2 ** (-8 * (p + 1) / heads); // heads is a power of two in this preset
      for (const cell of fig.cells) assert.ok(close(parse(cell.value), -slope * (cell.row - cell.col), 1e-3), `alibi head ${p} [${cell.row}, ${cell.col}] = ${cell.value}`);
      assert.match(await page.textContent('#stage .alibi-slopes .is-current'), new RegExp(`head ${p}: m = ${String(slope).slice(0, 6)}`));
    }

    await choosePreset(page, 'mistral-sliding');
    await goStep(page, 'mask');
    const { window: w } = (await trace(page)).config;
    const M = await figure(page, 'M');
    assert.ok(M.cells.length > 0, 'cells are drawn');
    for (const cell of M.cells) {
      const inside = cell.row - w < cell.col && cell.col <= cell.row;
      assert.equal(parse(cell.value), inside ? 0 : -Infinity, `M[${cell.row}, ${cell.col}]`);
    }
    const band = await page.$$eval('#stage figure[data-tensor="M"] [role=gridcell][data-band]', (cs) => cs.length);
    assert.equal(band, M.cells.filter((c) => c.row - w < c.col && c.col <= c.row).length);
  });
});

test('variants: flash tiles show each row\u2019s running max and sum, and Z = O / l equals a float64 softmax·V', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await choosePreset(page, 'flash-tiles');
    const t = await trace(page);
    const { queryLen: T, keyLen: S, dK: d, dV } = t.config;
    // float64 reference for head 0 from the trace's heads and mask: scaled scores, running state per key tile.
    const blockK = t.config.flash.blockK;
    const x = (r, s) => {
      let dot = 0;
      for (let j = 0; j < d; j++) dot += get4(t.tensors.Q_heads, 0, 0, r, j) * get4(t.tensors.K_heads, 0, 0, s, j);
      return dot / Math.sqrt(d) + t.tensors.M.data[r * S + s];
    };
    const state = (r, tile) => {
      let m = -Infinity;
      for (let s = 0; s < Math.min(S, (tile + 1) * blockK); s++) m = Math.max(m, x(r, s));
      let l = 0;
      for (let s = 0; s < Math.min(S, (tile + 1) * blockK); s++) l += m === -Infinity ? 0 : Math.exp(x(r, s) - m);
      return { m, l };
    };
    // At tile (1, 0) query rows 0–1 (tile 0) are done, rows 2–3 have met key tile 0 only, rows 4–5 nothing yet:
    // a row's m, l and O are shown once computed, a dot before (issue 36).
    const blockQ = t.config.flash.blockQ, reached = (r, tile) => Math.floor(r / blockQ) < 1 || (Math.floor(r / blockQ) === 1 && tile <= 0);
    await goStep(page, 'flash_1_0');
    const mFig = await figure(page, 'flash_m'), lFig = await figure(page, 'flash_l'), oFig = await figure(page, 'flash_O');
    assert.equal(mFig.cells.length, T * Math.ceil(S / blockK));
    assert.equal(lFig.cells.length, T * Math.ceil(S / blockK));
    for (const [fig, name] of [[mFig, 'm'], [lFig, 'l']]) {
      for (const cell of fig.cells) {
        const [tile, r] = at(fig, cell);
        if (!reached(r, tile)) { assert.ok(cell.pending && cell.text === '·', `${name} after tile ${tile}, row ${r} is not computed yet: ${cell.text}`); continue; }
        const want = state(r, tile)[name];
        assert.ok(!cell.pending && close(parse(cell.value), want, 1e-3), `${name} after tile ${tile}, row ${r}: ${cell.value} vs ${want}`);
      }
    }
    assert.equal(mFig.cells.filter((c) => c.pending).length, 2 * 2 + 2 * 3, 'rows 2–3 after key tiles 1 and 2, rows 4–5 after all three');
    assert.deepEqual([...new Set(oFig.cells.filter((c) => c.pending).map((c) => c.row))], [4, 5], 'O: rows 4 and 5 are not reached');
    // Hovering l's cell drawn at (row 3, column 1) at tile (1, 1) explains query 3 after key tile 1, with the rescale.
    await goStep(page, 'flash_1_1');
    await page.hover('#stage figure[data-tensor="flash_l"] [role=gridcell][data-row="3"][data-col="1"]');
    await page.waitForFunction(() => document.querySelector('#cell-info')?.textContent.includes('query 3, key tile 1'));
    const info = await page.textContent('#cell-info');
    assert.match(info, /l = e\^\(m_old − m_new\)·l_old/);
    // Its old l and the rescaled old l are the float64 ones: e^(m_0 − m_1)·l_0.
    const { m: m0, l: l0 } = state(3, 0), { m: m1 } = state(3, 1);
    const rescaled = Number(/\+ \(this tile's sum\) = (−?[\d.]+) \+/.exec(info)[1].replace('−', '-'));
    assert.ok(close(rescaled, Math.exp(m0 - m1) * l0, 1e-3), `rescaled old l ${rescaled}`);
    assert.match(await page.textContent('#stage .flash-bytes'), new RegExp(`${t.flash.matrixBytes} bytes`));
    assert.equal(await page.textContent('#timeline [data-step-id="flash_1_0"]'), 'tile 1,0');

    await goStep(page, 'flash_out');
    const Z = await figure(page, 'Z');
    for (const cell of Z.cells) {
      const r = cell.row, { m, l } = state(r, Math.ceil(S / blockK) - 1);
      let want = 0;
      for (let s = 0; s < S; s++) want += (Math.exp(x(r, s) - m) / l) * get4(t.tensors.V_heads, 0, 0, s, cell.col);
      assert.ok(close(parse(cell.value), want, 1e-3), `Z[${r}, ${cell.col}] ${cell.value} vs ${want}`);
    }
    assert.ok(Z.cells.length === T * dV);
    assert.match(await page.textContent('#code'), /for j in range\(0, T, Bk\)/);
  });
});

test('variants: each preset opens on its step; screenshots at 1280×720 and 390×844', async () => {
  const shots = [['llama-gqa-rope', 'rope_q'], ['mistral-sliding', 'mask'], ['alibi', 'alibi'], ['flash-tiles', 'flash_1_0']];
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    await withPage(baseUrl, async ({ page }) => {
      if (viewport.width < 600) await page.click('#inputs > button'); // unfold the settings
      for (const [id, step] of shots) {
        await choosePreset(page, id);
        await page.waitForSelector(`#timeline [data-step-id="${step}"][aria-current="step"]`);
        await page.evaluate(() => window.attentionLab.setState({ progress: 1, playing: false }));
        await settle(page);
        await page.$eval('#stage', (n) => n.scrollIntoView());
        await page.mouse.move(0, 0); // no hover popover left from the previous example
        await screenshot(page, 'variants', id, String(viewport.width));
      }
    }, { viewport });
  }
});

test('variants: the four chapters open from ?chapter=, with the KV cache table from the shape algebra', async () => {
  for (const id of ['gqa-cache', 'rope-distance', 'sliding-reach', 'flash-same-z']) {
    const n = chapters.findIndex((ch) => ch.id === id) + 1;
    assert.ok(n > 0, id);
    await withPage(`${baseUrl}?chapter=${n}`, async ({ page }) => {
      await page.waitForFunction((num) => document.querySelector('#tour-title')?.textContent.includes(`Chapter ${num} of`), n);
      const ch = chapters[n - 1];
      await page.waitForSelector(`#timeline [data-step-id="${ch.step}"][aria-current="step"]`);
      const t = await trace(page);
      for (const [name, shape] of ch.claims) assert.deepEqual(t.tensors[name].shape, shape, `${id}: ${name}`);
      if (id === 'gqa-cache') {
        await page.waitForSelector('#lesson-stage .kv-cache-table');
        const rows = await page.$$eval('#lesson-stage .kv-cache-table tr[data-bytes]', (trs) => trs.map((tr) => Number(tr.dataset.bytes)));
        const bytes = (kv) => 2 * 32 * 8192 * kv * 128 * 2; // K and V · layers · tokens · kv heads · d_head · fp16
        assert.deepEqual(rows, [bytes(32), bytes(8), bytes(1)]);
        await page.fill('#lesson-stage input[data-field="tokens"]', '4096');
        await page.waitForFunction(() => document.querySelector('#lesson-stage tr[data-bytes]').dataset.bytes === String(2 * 32 * 4096 * 32 * 128 * 2));
        await page.$eval('#lesson-stage', (node) => node.scrollIntoView());
        await screenshot(page, 'variants-kv-cache-1280');
      }
    }, { viewport: { width: 1280, height: 720 } });
  }
});

test('variants: one token at a time with GQA: the K and V caches hold kvHeads·d_k columns, not heads·d_k', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await choosePreset(page, 'llama-gqa-rope');
    const { kvHeads, heads, dK } = (await trace(page)).config;
    await page.click('text=One token at a time');
    await page.waitForSelector('#lesson-stage [data-tensor="K_cache"]');
    const shapes = await page.$$eval('#lesson-stage [data-tensor]', (ns) => Object.fromEntries(ns.map((n) => [n.dataset.tensor, n.dataset.shape])));
    assert.equal(shapes.K_cache, `1×${kvHeads * dK}`);
    assert.equal(shapes.V_cache, `1×${kvHeads * dK}`);
    assert.equal(shapes.q_t, `1×${heads * dK}`);
  });
});

test('variants: a link state reads kvHeads, positional, ropeBase, window and flash, and refuses wrong types with a sentence', () => {
  const options = { defaults: { config: lab.defaultConfig() }, presets, schema: lab.schema() };
  const read = (c) => decodeState(toBase64Url(JSON.stringify({ v: 1, c })), options).config;
  const got = read({ kvHeads: 1, positional: 'alibi', ropeBase: 500.5, window: 3, mask: 'sliding', flash: { blockQ: 2, blockK: 4 } });
  assert.deepEqual([got.kvHeads, got.positional, got.ropeBase, got.window, got.mask, got.flash], [1, 'alibi', 500.5, 3, 'sliding', { blockQ: 2, blockK: 4 }]);
  assert.equal(read({ flash: false }).flash, false);
  assert.throws(() => read({ positional: 'learned' }), /positional must be one of sinusoidal, none, rope, alibi/);
  assert.throws(() => read({ ropeBase: '10000' }), /ropeBase must be a number; got the text "10000"/);
  assert.throws(() => read({ flash: 'yes' }), /flash must be false, true or \{blockQ, blockK\}; got the text "yes"/);
  assert.throws(() => read({ flash: { blockQ: 1.5 } }), /flash.blockQ must be a whole number/);
});

test('variants: the iframe mode takes kv-heads, positional and window from the address, and says when one is wrong', async () => {
  await withPage(`${baseUrl}index.html?embed=1&heads=4&d-model=16&kv-heads=2&positional=rope&mask=sliding&window=2&step=rope_k`, async ({ page }) => {
    await page.waitForFunction(() => window.attentionLab.getTrace().config.kvHeads === 2);
    const t = await trace(page);
    assert.deepEqual([t.config.heads, t.config.kvHeads, t.config.positional, t.config.mask, t.config.window], [4, 2, 'rope', 'sliding', 2]);
    await page.waitForSelector('#timeline [data-step-id="rope_k"][aria-current="step"]');
  });
  await withPage(`${baseUrl}index.html?embed=1&positional=learned`, async ({ page }) => {
    await page.waitForFunction(() => document.body.textContent.includes('positional must be one of sinusoidal, none, rope, alibi'));
    assert.equal((await trace(page)).config.positional, 'sinusoidal');
  });
});
