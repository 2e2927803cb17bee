// "Shapes at a glance" (issue 36, a learner's q2: the size of every intermediate): one table, in computation
// order, symbolic and with the current numbers, written out here from the shapes of docs/ARCHITECTURE.md.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, withPage, serveDist } from './helpers/browser.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

const tableOf = (page) => page.$$eval('#shapes-table tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));

test('shapes at a glance: the default example (B=1, T=3, d_model=8, h=2), then with the block (d_ff=32)', async () => {
  await withPage(browser, url, async ({ page }) => {
    await page.click('#shapes summary');
    await page.waitForSelector('#shapes-table tbody tr');
    const B = 1, T = 3, D = 8, h = 2, dk = 4;
    const expected = [
      ['E', 'B×T×d_model', `${B}×${T}×${D}`], ['P', 'T×d_model', `${T}×${D}`], ['X', 'B×T×d_model', `${B}×${T}×${D}`],
      ['W_q', 'd_model×h·d_k', `${D}×${h * dk}`], ['Q', 'B×T×h·d_k', `${B}×${T}×${h * dk}`],
      ['W_k', 'd_model×h_kv·d_k', `${D}×${h * dk}`], ['K', 'B×S×h_kv·d_k', `${B}×${T}×${h * dk}`],
      ['W_v', 'd_model×h_kv·d_v', `${D}×${h * dk}`], ['V', 'B×S×h_kv·d_v', `${B}×${T}×${h * dk}`],
      ['Q_heads', 'B×h×T×d_k', `${B}×${h}×${T}×${dk}`], ['K_heads', 'B×h_kv×S×d_k', `${B}×${h}×${T}×${dk}`],
      ['V_heads', 'B×h_kv×S×d_v', `${B}×${h}×${T}×${dk}`], ['scores', 'B×h×T×S', `${B}×${h}×${T}×${T}`],
      ['scaled', 'B×h×T×S', `${B}×${h}×${T}×${T}`], ['M', 'B×T×S', `${B}×${T}×${T}`], ['masked', 'B×h×T×S', `${B}×${h}×${T}×${T}`],
      ['weights', 'B×h×T×S', `${B}×${h}×${T}×${T}`], ['Z', 'B×h×T×d_v', `${B}×${h}×${T}×${dk}`],
      ['concat', 'B×T×h·d_v', `${B}×${T}×${h * dk}`], ['W_o', 'h·d_v×d_model', `${h * dk}×${D}`], ['Y', 'B×T×d_model', `${B}×${T}×${D}`],
    ];
    assert.deepEqual(await tableOf(page), expected);
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, block: true, dFF: 32 } }); });
    await page.waitForFunction(() => [...document.querySelectorAll('#shapes-table tbody th')].some((th) => th.textContent === 'W_1'));
    const rows = await tableOf(page);
    for (const row of [['W_1', 'd_model×d_ff', `${D}×32`], ['hidden', 'B×T×d_ff', `${B}×${T}×32`], ['W_2', 'd_ff×d_model', `32×${D}`], ['norm2', 'B×T×d_model', `${B}×${T}×${D}`]])
      assert.ok(rows.some((r) => JSON.stringify(r) === JSON.stringify(row)), `${row[0]}: ${JSON.stringify(rows)}`);
  });
});

test('the rest of the block says why it is there: the residual sum, LayerNorm (ε, γ, β) and the feed-forward network (issue 36, q6)', async () => {
  await withPage(browser, url, async ({ page }) => {
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, block: true, dFF: 32 } }); });
    await page.waitForFunction(() => window.attentionLab.getTrace().config.block === true);
    const captionAt = async (id) => {
      await page.evaluate((stepId) => { const { steps } = window.attentionLab.getTrace(); window.attentionLab.setState({ step: steps.findIndex((s) => s.id === stepId), progress: 1, playing: false }); }, id);
      await page.waitForFunction((stepId) => document.querySelector('#timeline [aria-current="step"]')?.dataset.stepId === stepId, id);
      return page.textContent('#caption');
    };
    const says = (text, ...parts) => parts.forEach((part) => assert.ok(text.includes(part), `“${part}” in: ${text}`));
    for (const id of ['residual1', 'residual2']) says(await captionAt(id), 'Why: the residual connection adds', 'only has to learn a change to its input');
    for (const id of ['norm1', 'norm2']) says(await captionAt(id), 'Why: LayerNorm keeps every row at mean 0 and variance 1', 'ε (a small constant, 1e-5)', 'γ and β');
    says(await captionAt('ffn_hidden'), 'Why: attention only mixes the tokens’ rows', 'widening it to d_ff', 'ReLU');
  });
});
