// Firefox ESR (Debian's firefox-esr through puppeteer-core): what Firefox alone got wrong — formulas cut at
// their box's edge (Arabic, a right-to-left page around left-to-right math) — and the lecture hall's basics
// there: clicker keys, the keys help, the phone's first screen. Skipped where firefox-esr is not installed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileUrl, serveDist } from './helpers/browser.mjs';
import { available, launchFirefox, openFirefoxPage } from './helpers/firefox.mjs';

let browser, server, url;
before(async () => {
  if (!available) return;
  ({ server, url } = await serveDist());
  browser = await launchFirefox();
});
after(async () => { await browser?.close(); server?.close(); });

// Each step shown at its end, then `look` run in the page → the list of its answers.
async function eachStep(page, look) {
  const count = await page.evaluate(() => window.attentionLab.getTrace().steps.length);
  const out = [];
  for (let i = 0; i < count; i++) {
    await page.evaluate((step) => { window.attentionLab.setState({ step, progress: 1, playing: false }); window.scrollTo(0, 0); }, i);
    await page.waitForFunction((step) => window.attentionLab.getState().step === step
      && document.querySelector('#timeline [aria-current="step"]') !== null, {}, i);
    out.push(await page.evaluate(look));
  }
  return out;
}

test('firefox: every step’s formula fits its box at 1280×720, in English and in Arabic (never cut, never split mid-formula)', { skip: !available && 'no firefox-esr' }, async () => {
  for (const search of ['', '?lang=ar']) {
    const { page, problems } = await openFirefoxPage(browser, url + search);
    try {
      await page.evaluate(() => window.attentionLab.setState({ config: { ...window.attentionLab.getState().config, block: true } }));
      await page.waitForFunction(() => window.attentionLab.getTrace().config.block === true);
      const results = await eachStep(page, () => {
        const box = document.getElementById('formula');
        // Drawn past either edge of the box counts too (a right-to-left box hides that from scrollWidth).
        const math = box.querySelector('math')?.getBoundingClientRect(), edge = box.getBoundingClientRect();
        const past = math ? Math.max(math.right - edge.right, edge.left - math.left) : 0;
        return { id: window.attentionLab.getTrace().steps[window.attentionLab.getState().step].id,
                 over: Math.round(Math.max(box.scrollWidth - box.clientWidth, past) * 10) / 10 };
      });
      assert.equal(results.length > 20, true, 'the block configuration has its steps');
      assert.deepEqual(results.filter((r) => r.over > 0.5), [], `formulas past their box in Firefox ${search || '(English)'}`);
      assert.deepEqual(problems, []);
    } finally { await page.close(); }
  }
});

test('firefox: a clicker steps (Home → step 0, Page Down twice → step 2, End → the last step), ? lists the keys, and a phone shows a matrix on its first screen', { skip: !available && 'no firefox-esr' }, async () => {
  const { page, problems } = await openFirefoxPage(browser, `${url}?present=1`);
  try {
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Home');  // the page may open on a remembered step
    await page.waitForFunction(() => window.attentionLab.getState().step === 0);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => window.attentionLab.getState().step === 2);
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.attentionLab.getState().step === window.attentionLab.getTrace().steps.length - 1);
    await page.keyboard.press('?');
    await page.waitForSelector('#keys-help[open]');
    assert.ok(await page.$$eval('#keys-help dl > div', (rows) => rows.length) >= 6, 'the keys help lists the keys');
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
  const phone = await openFirefoxPage(browser, url, { width: 390, height: 844 });
  try {
    const top = await phone.page.evaluate(() => document.querySelector('#stage figure')?.getBoundingClientRect().top ?? Infinity);
    assert.ok(top < 844, `the first matrix starts at y = ${top}, below the phone's first screen`);
    assert.deepEqual(phone.problems, []);
  } finally { await phone.page.close(); }
});

// The single file starts app.js from a blob: URL of its own text (scripts/build-page.mjs: compiled off the page
// thread); from file://, with ?lang=zh, every catalog is inline.
test('firefox: the single file starts from file:// (app.js from its blob: URL), in Chinese with ?lang=zh', { skip: !available && 'no firefox-esr' }, async () => {
  const { page, problems } = await openFirefoxPage(browser, `${fileUrl('attention-lab.html')}?lang=zh`);
  try {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
    assert.equal(await page.$eval('[data-i18n="page.top.tagline"]', (p) => p.textContent), '多头注意力：真实计算，逐步展示。');
    assert.deepEqual(await page.evaluate(() => [...document.scripts].filter((s) => s.src).map((s) => s.src.split(':')[0])), ['blob']);
    assert.deepEqual(problems, []);
  } finally { await page.close(); }
});
