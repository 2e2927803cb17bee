// Shared links: for every preset (at a non-default step and head, one with an edited weight), the link
// from the Share menu opened in a fresh browser shows the same configuration, step, head, item and
// numbers. Malformed, oversized, wrong-typed and __proto__ states are refused with a visible message and
// change nothing. Without a link the last state comes back from localStorage; Reset returns to defaults.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, pageReady } from './helpers/embed.mjs';
import { presets } from '../../web/src/state/presets.js';
import { toBase64Url } from '../../web/src/share/url-state.js';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith()); });
after(async () => { await browser?.close(); server?.close(); });

const snapshot = (page) => page.evaluate(() => {
  const a = window.attentionLab, s = a.getState(), t = a.getTrace();
  return { config: s.config, presetId: s.presetId, step: t.steps[s.step].id, head: s.head, item: s.item,
    Y: Array.from(t.tensors.Y.data), weights: Array.from((t.tensors.weights ?? t.tensors.Z).data) /* flash keeps Z, no weights */, current: document.querySelector('#timeline [aria-current="step"]')?.dataset.stepId };
});
// Waits until the page's deferred save (400 ms after the last change) has written the state as it is now.
const untilSaved = (page) => page.waitForFunction(() => localStorage.getItem('attention-lab-state') === window.attentionLab.share.encoded());
const linkOf = async (page) => {
  await page.click('#share-bar summary:text("Share")');
  await page.waitForSelector('#share-bar textarea[data-copy="link"]'); // the panel is built on its toggle event
  const shown = await page.$eval('#share-bar textarea[data-copy="link"]', (t) => t.value);
  assert.equal(shown, await page.evaluate(() => window.attentionLab.share.currentLink()));
  return shown;
};

for (const preset of presets) {
  test(`share: a link to preset "${preset.id}" reproduces the sender's view in a fresh browser`, async () => {
    const sender = await recordingPage(browser);
    const receiver = await recordingPage(browser);
    try {
      await sender.page.goto(url);
      await pageReady(sender.page);
      await sender.page.selectOption('#preset', preset.id);
      await sender.page.evaluate(() => {
        const a = window.attentionLab, t = a.getTrace();
        const patch = { step: Math.max(0, t.steps.findIndex((s) => s.id === 'softmax')), head: t.config.heads - 1, item: t.config.batch - 1, progress: 1, playing: false };
        a.setState(patch);
      });
      if (preset.id === 'default') {
        // An edited weight travels as a change against the seeded numbers.
        await sender.page.evaluate(() => { const a = window.attentionLab; const W = Array.from(a.getTrace().tensors.W_v.data); W[3] = 0.125; a.setState({ inputs: { W_v: W } }); });
      }
      const sent = await snapshot(sender.page);
      const link = await linkOf(sender.page);
      assert.ok(link.length < 4000, `the link is compact (${link.length} characters)`);
      await receiver.page.goto(link);
      await pageReady(receiver.page);
      const got = await snapshot(receiver.page);
      assert.deepEqual(got, sent);
      assert.deepEqual(await receiver.violations(), []);
      assert.deepEqual([...sender.problems, ...receiver.problems], []);
    } finally { await sender.context.close(); await receiver.context.close(); }
  });
}

test('share: malformed, oversized, wrong-typed and __proto__ states are refused with a message and change nothing', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const before = await snapshot(page);
    const bad = [
      ['not base64 !!', /could not be read|characters/],
      [toBase64Url('{"v":1,'), /could not be read/],
      [toBase64Url('[1,2]'), /not an object/],
      [toBase64Url('{"v":99}'), /version/],
      [toBase64Url('{"v":1,"c":{"heads":"two"}}'), /heads/],
      [toBase64Url('{"v":1,"c":{"heads":3}}'), /d_model|divisible|heads/i],
      [toBase64Url('{"v":1,"p":"no-such-example"}'), /example/],
      [toBase64Url('{"v":1,"i":{"W_q":{"d":[[99999,1]],"n":64}}}'), /index|W_q/],
      ['A'.repeat(2_000_001), /too long/],
    ];
    for (const [code, message] of bad) {
      const applied = await page.evaluate((c) => window.attentionLab.share.applyEncoded(c), code);
      assert.equal(applied, false, code.slice(0, 40));
      assert.match(await page.$eval('#share-bar .sb-status', (n) => n.textContent), message);
      assert.deepEqual(await snapshot(page), before);
    }
    // __proto__ and unknown keys do nothing; the rest of the state applies.
    const ok = await page.evaluate((c) => window.attentionLab.share.applyEncoded(c), toBase64Url('{"v":1,"__proto__":{"polluted":1},"c":{"__proto__":{"polluted":1},"constructor":1,"text":"<b>bold</b> move","mask":"none"}}'));
    assert.equal(ok, true);
    assert.equal(await page.evaluate(() => ({}).polluted), undefined);
    assert.equal(await page.evaluate(() => window.attentionLab.getState().config.text), '<b>bold</b> move');
    assert.equal(await page.$$eval('#stage b', (n) => n.length), 0, 'text is never markup');
    // A bad #state= link on load shows the message; the page still works with its defaults.
    await page.goto(`${url}#state=${toBase64Url('{"v":1,"c":{"dModel":-4}}')}`);
    await pageReady(page);
    assert.match(await page.$eval('#share-bar .sb-status', (n) => n.textContent), /not loaded/);
    assert.equal(await page.evaluate(() => window.attentionLab.getState().config.dModel), 8);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('share: without a link the last state is restored from localStorage, and Reset returns to the defaults', async () => {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const defaults = await snapshot(page);
    await page.selectOption('#preset', 'gpt-b4-t12-c6');
    await page.evaluate(() => window.attentionLab.setState({ head: 2, item: 3 }));
    const changed = await snapshot(page);
    await untilSaved(page);
    await page.goto(url);
    await pageReady(page);
    assert.deepEqual(await snapshot(page), changed);
    await page.click('#share-bar summary:text("Share")');
    await page.click('#share-bar .sb-reset');
    const reset = await snapshot(page);
    assert.deepEqual({ ...reset, current: undefined }, { ...defaults, current: undefined });
    // Reset forgets the saved state at once; the deferred save may then write the defaults, nothing else.
    const kept = await page.evaluate(() => [localStorage.getItem('attention-lab-state'), window.attentionLab.share.encoded()]);
    assert.ok(kept[0] === null || kept[0] === kept[1], `after Reset localStorage holds ${kept[0]}`);
    await untilSaved(page);
    await page.goto(url);
    await pageReady(page);
    assert.deepEqual((await snapshot(page)).config, defaults.config);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('share: a link made on a page in Arabic (?lang=ar) carries lang=ar, and opens the same view in Arabic', async () => {
  const sender = await recordingPage(browser);
  const receiver = await recordingPage(browser);
  try {
    await sender.page.goto(`${url}?lang=ar`);
    await pageReady(sender.page);
    await sender.page.evaluate(() => window.attentionLab.setState({ head: 1, progress: 1, playing: false }));
    const share = '#share-bar details.sb-menu:nth-of-type(1) > summary';
    assert.equal(await sender.page.textContent(share), 'مشاركة');
    await sender.page.click(share);
    await sender.page.waitForSelector('#share-bar textarea[data-copy="link"]');
    const link = await sender.page.$eval('#share-bar textarea[data-copy="link"]', (t) => t.value);
    assert.equal(link, await sender.page.evaluate(() => window.attentionLab.share.currentLink()));
    assert.match(link, /\?lang=ar#state=/);
    assert.match(await sender.page.$eval('#share-bar textarea[data-copy="element"]', (t) => t.value), / lang="ar"><\/attention-lab>$/);
    assert.match(await sender.page.$eval('#share-bar textarea[data-copy="iframe"]', (t) => t.value), /&amp;lang=ar/);
    const sent = await snapshot(sender.page);
    await receiver.page.goto(link);
    await pageReady(receiver.page);
    assert.deepEqual(await receiver.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ar', 'rtl']);
    assert.deepEqual(await snapshot(receiver.page), sent);
    assert.match(await receiver.page.textContent('#share-bar .sb-status'), /^تُعرض الآن الحالة المشتركة من الرابط\.$/);
    // In English the link is as it always was: no lang.
    await receiver.page.goto(url);
    await pageReady(receiver.page);
    assert.doesNotMatch(await receiver.page.evaluate(() => window.attentionLab.share.currentLink()), /lang=/);
    assert.deepEqual([...sender.problems, ...receiver.problems], []);
  } finally { await sender.context.close(); await receiver.context.close(); }
});
