// The page in each language, as its reader meets it: <html lang dir>, no English sentence left on any step,
// in any lesson tab or in the train view (code, formulas, tensor and step names, and the learner's own
// tokens aside), axe clean, Arabic mirrored with its matrices still reading left to right; the language menu
// keeps the learner's work; screenshots at 1440×900 and 390×844 into tests/e2e/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launch, withPage, serveDist, screenshot, settle } from './helpers/browser.mjs';

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
let browser, server, baseUrl;
before(async () => { browser = await launch(); ({ server, url: baseUrl } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

const ready = (page) => page.waitForSelector('body[data-ready="true"]');

// English sentences still on the page: visible text and the labels a screen reader speaks, minus code,
// formulas, inputs, the learner's tokens and names of tensors and steps. Words English sentences cannot do
// without, which none of the other languages uses.
function englishLeft() {
  // Not words of the page: tensor names, the sentence's own tokens, quoted text, link parameters.
  const trace = window.attentionLab.getTrace();
  const names = [...Object.keys(trace?.tensors ?? {}), ...(trace?.tokens ?? []).flat(), ...(trace?.sourceTokens ?? []).flat()]
    .filter((n) => /^[A-Za-z_]+$/.test(n)).sort((a, b) => b.length - a.length);
  const own = names.length ? new RegExp(`(?<![\\p{L}])(${names.join('|')})(?![\\p{L}])`, 'gu') : null;
  const clean = (text) => {
    const unquoted = text.replace(/“[^”]*”|‘[^’]*’|«[^»]*»|„[^“]*“|"[^"]*"|\?[\w=&:,.-]+/g, ' ');
    return own ? unquoted.replace(own, ' ') : unquoted;
  };
  // Whole words only: a letter (any script) or a hyphen around it makes it part of another word (German
  // "Multi-Head-Attention", "frühere").
  const WORDS = new RegExp(`(?<![\\p{L}_-])(the|and|of|with|each|this|that|from|your|is|are|to|for|by|its|than|only|more|every|between|into|after|before|computed|drawn|shown|open|close|back|next|previous|new|choose|first|last|click|show|hide|step|steps|row|rows|column|columns|weights|head|heads|sentence|example|layer|train|training|mask|share|speed|play|pause|lesson|lessons|exercise|chapter|here|what|which|when|why|how)(?![\\p{L}_-])`, 'iu');
  const SKIP = 'code, pre, math, kbd, textarea, input, script, style, .code-listing, .token, .col-head, .row-head, .cell, .rcell, .m-name, [data-step-id], .matrix-table, [hidden], #preset option, #item option';
  const visible = (el) => el && !el.closest(SKIP) && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const found = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (text && WORDS.test(clean(text)) && visible(node.parentElement)) found.add(text.slice(0, 120));
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (el.closest(SKIP.replace('input, ', '').replace('textarea, ', ''))) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value && WORDS.test(clean(value))) found.add(`${name}="${value.slice(0, 120)}"`);
    }
  }
  return [...found];
}

async function axeProblems(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

test('the English detector finds English: on the English page it reports sentences (so it can fail)', async () => {
  await withPage(browser, `${baseUrl}?lang=en`, async ({ page }) => {
    await ready(page);
    const found = await page.evaluate(englishLeft);
    assert.ok(found.length > 10, `only ${found.length} English texts found on the English page`);
  }, { viewport: { width: 1440, height: 900 } });
});

const LANGUAGES = [['es', 'ltr'], ['zh', 'ltr'], ['fr', 'ltr'], ['de', 'ltr'], ['ar', 'rtl']];

for (const [code, dir] of LANGUAGES) {
  test(`${code}: lang and dir set, no English left on any step, lesson tab or the train view; axe clean`, async () => {
    await withPage(browser, `${baseUrl}?lang=${code}`, async ({ page }) => {
      await ready(page);
      assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), [code, dir]);
      const left = [];
      const steps = await page.$$eval('#timeline [data-step-id]', (ns) => ns.length);
      for (let i = 0; i < steps; i++) {
        await page.evaluate((s) => window.attentionLab.setState({ step: s, progress: 1, playing: false }), i);
        await settle(page);
        for (const text of await page.evaluate(englishLeft)) left.push(`step ${i}: ${text}`);
      }
      assert.deepEqual(await axeProblems(page), [], 'axe on the last step');
      await screenshot(page, 'lang', code, '1440x900');
      for (const tab of await page.$$eval('.lesson-tabs [data-tab]', (ns) => ns.map((n) => n.dataset.tab))) {
        await page.click(`.lesson-tabs [data-tab="${tab}"]`);
        await settle(page);
        for (const text of await page.evaluate(englishLeft)) left.push(`lessons ${tab}: ${text}`);
      }
      assert.deepEqual(await axeProblems(page), [], 'axe with a lesson open');
      await page.goto(`${baseUrl}?lang=${code}&view=train`);
      await page.waitForSelector('#train-view:not([hidden]), .train-view', { timeout: 30000 });
      await settle(page);
      for (const text of await page.evaluate(englishLeft)) left.push(`train view: ${text}`);
      assert.deepEqual([...new Set(left)], [], `English left in ${code}`);
    }, { viewport: { width: 1440, height: 900 } });
  });
}

test('ar: the layout mirrors, matrices keep row 0 on top and column 0 on the left, and the page says so', async () => {
  await withPage(browser, `${baseUrl}?lang=ar`, async ({ page }) => {
    await ready(page);
    const layout = await page.evaluate(() => {
      const inputs = document.getElementById('inputs').getBoundingClientRect();
      const stage = document.getElementById('stage').getBoundingClientRect();
      const heads = [...document.querySelectorAll('#stage .col-head')].map((n) => n.getBoundingClientRect().left);
      return { inputsRight: inputs.left > stage.left, columns: heads.length > 1 && heads.every((x, i) => i === 0 || x > heads[i - 1]) };
    });
    assert.ok(layout.inputsRight, 'the inputs panel sits on the right');
    assert.ok(layout.columns, 'column 0 is the leftmost, the columns run left to right');
    assert.ok(await page.locator('.matrix-direction').first().isVisible(), 'a note says matrices read left to right');
    await screenshot(page, 'lang', 'ar', 'layout');
  }, { viewport: { width: 1280, height: 720 } });
});

for (const code of ['es', 'zh', 'fr', 'de', 'ar']) {
  test(`${code} at 390×844: the phone layout in the language, nothing wider than the screen`, async () => {
    await withPage(browser, `${baseUrl}?lang=${code}`, async ({ page }) => {
      await ready(page);
      const wide = await page.evaluate(() => [...document.querySelectorAll('body *')]
        .filter((n) => !n.closest('#stage, .lesson-stage, .code-listing, pre') && n.getBoundingClientRect().width > window.innerWidth + 1)
        .map((n) => `${n.tagName.toLowerCase()}.${n.className}`).slice(0, 10));
      assert.deepEqual(wide, []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), true, 'no sideways scroll');
      await screenshot(page, 'lang', code, '390x844');
    }, { viewport: { width: 390, height: 844 } });
  });
}

test('the language menu switches the page and keeps what the learner typed', async () => {
  await withPage(browser, baseUrl, async ({ page }) => {
    await ready(page);
    await page.fill('#text', 'el gato duerme');
    await page.selectOption('#language', 'es');
    await page.waitForURL(/lang=es/);
    await ready(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.inputValue('#text'), 'el gato duerme');
    assert.equal(await page.inputValue('#language'), 'es');
    await page.goto(baseUrl);  // the choice is remembered without ?lang=
    await ready(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  }, { viewport: { width: 1280, height: 720 } });
});
