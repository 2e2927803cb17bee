// Hostile input at the page: sentences, URL parameters, JSON imports and pasted matrices that try to run
// script, pollute prototypes or break the page. Each must leave no script run (no dialog, no injected
// element, no page error), show a message where one is due, and keep the page working.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveDist, openPage, settle } from './helpers/browser.mjs';

const XSS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  "'; alert(1); '",
  '{{constructor.constructor("alert(1)")()}}',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
];
const ODD_TEXT = [
  '\u202Eevil\u202C right-to-left override', 'a\u0000b null byte', 'x'.repeat(20000),
  'Z̷̢͈a̸͎l̶g̷o̵ combining marks', '👩‍👩‍👧‍👦 👍🏽 ❤️', '...!!!???', '\n\n\n', '猫が好き', 'أنا أحب القطط', '__proto__ constructor prototype',
];

let browser, server, url;
test.before(async () => {
  browser = await launch();
  ({ server, url } = await serveDist());
});
test.after(async () => {
  await browser?.close();
  server?.close();
});

// The page has started (share bar, links, embed options applied) and has drawn at least once since.
async function ready(page) {
  await page.waitForFunction(() => window.attentionLab?.getTrace?.() && document.body.dataset.ready === 'true');
  await settle(page);
}

// Types `text` into a sentence box and waits until the page has dealt with it: the state holds it and
// either the engine's trace was made from it or the box's message (aria-describedby) says why not.
async function typeSentence(page, box, field, text) {
  await page.fill(box, text);
  await page.locator(box).dispatchEvent('input');
  await page.waitForFunction(([box, field, t]) => {
    const a = window.attentionLab;
    const message = document.getElementById(document.querySelector(box).getAttribute('aria-describedby'));
    return a.getState().config[field] === t && (a.getTrace().config[field] === t || message.textContent !== '');
  }, [box, field, text]);
}

async function assertClean(page, problems, dialogs, what) {
  assert.deepEqual(dialogs, [], `${what}: a dialog opened`);
  assert.deepEqual(problems, [], `${what}: page problems`);
  const injected = await page.evaluate(() => document.querySelectorAll('img[src="x"], main script, main iframe, svg[onload], [onerror], a[href^="javascript:"]').length);
  assert.equal(injected, 0, `${what}: an element was injected`);
  assert.equal(await page.evaluate(() => ({}).polluted), undefined, `${what}: Object.prototype polluted`);
  assert.ok(await page.evaluate(() => window.attentionLab.getTrace().steps.length > 0), `${what}: the page stopped working`);
}

test(`hostile: ${XSS.length + ODD_TEXT.length} sentences (script-looking, control characters, 20 000 characters, scripts of every direction) render as text`, async () => {
  const { page, context, problems, dialogs } = await openPage(browser, url);
  try {
    await ready(page);
    for (const text of [...XSS, ...ODD_TEXT]) {
      await typeSentence(page, '#text', 'text', text);
      await assertClean(page, problems, dialogs, JSON.stringify(text.slice(0, 30)));
      assert.equal(await page.inputValue('#text'), text, 'what was typed is kept');
    }
    // A sentence of only punctuation still has tokens; a blank one gets its message and keeps the last picture.
    await typeSentence(page, '#text', 'text', '   ');
    assert.match(await page.$eval('[data-error-for="text"]', (n) => n.textContent), /no words/);
    await assertClean(page, problems, dialogs, 'blank');
  } finally { await context.close(); }
});

test('hostile: script-looking source sentences in cross-attention render as text', async () => {
  const { page, context, problems, dialogs } = await openPage(browser, url);
  try {
    await ready(page);
    await page.check('#cross');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.crossAttention);
    for (const text of XSS) {
      await typeSentence(page, '#source-text', 'sourceText', text);
      await assertClean(page, problems, dialogs, `source ${text}`);
    }
  } finally { await context.close(); }
});

const LINKS = [
  '?preset=%3Cscript%3Ealert(1)%3C/script%3E', '?preset=__proto__', '?chapter=javascript:alert(1)', '?chapter=-1',
  '?chapter=1e309', '?chapter=%3Cimg%20src=x%20onerror=alert(1)%3E', '?exercises=%3Cimg%20src=x%20onerror=alert(1)%3E',
  '?exercises=value:weights:9:9:9:9', '?exercises=shape:__proto__', '?embed=1&text=%3Cimg%20src=x%20onerror=alert(1)%3E',
  '?embed=1&heads=NaN', '?embed=1&heads=1e9', '?embed=1&d-model=-8', '?embed=1&mask=javascript:alert(1)',
  '?embed=1&step=__proto__', '?embed=1&head=%3Cb%3E', '?embed=1&theme=%22%3E%3Cscript%3E', '?embed=1&controls=%3Cimg%3E',
  '#state=%3Cimg%20src=x%20onerror=alert(1)%3E', '#state=' + 'A'.repeat(3000), '#chapter-javascript:alert(1)',
  '?text=' + encodeURIComponent(XSS[0]) + '&embed=1&source-text=' + encodeURIComponent(XSS[1]),
];

test(`hostile: ${LINKS.length} malformed or script-carrying links open the page safely`, async () => {
  for (const link of LINKS) {
    const { page, context, problems, dialogs } = await openPage(browser, url + 'index.html' + link);
    try {
      await ready(page);
      await assertClean(page, problems, dialogs, link.slice(0, 60));
    } finally { await context.close(); }
  }
});

// [what, file, the status message it must give, accepted]. Refusals start "Not imported: "; the one file
// that is accepted (last: it changes the state) starts "Trace imported: ".
const refused = (why) => new RegExp(`^Not imported: .*${why}`);
const IMPORTS = [
  ['not JSON', 'this is not json', refused('not JSON')],
  ['another format', JSON.stringify({ format: 'something-else' }), refused('not an Attention Lab trace')],
  ['a future version', JSON.stringify({ format: 'attention-lab-trace', version: 99 }), refused('version')],
  ['strings as numbers', JSON.stringify({ format: 'attention-lab-trace', version: 1, config: { dModel: 2, heads: 1 }, tensors: { X: { data: ['<img src=x onerror=alert(1)>'] } } }), refused('finite numbers')],
  ['NaN smuggled as null', JSON.stringify({ format: 'attention-lab-trace', version: 1, config: {}, tensors: { W_q: { data: [null] } } }), refused('finite numbers')],
  ['the wrong number of values', JSON.stringify({ format: 'attention-lab-trace', version: 1, config: {}, tensors: { W_q: { data: [1, 2, 3] } } }), refused('W_q has 3 values')],
  ['1e309 in a weight', '{"format":"attention-lab-trace","version":1,"config":{},"tensors":{"W_k":{"data":[1e309]}}}', refused('finite numbers')],
  ['a prototype-polluting config', '{"format":"attention-lab-trace","version":1,"config":{"__proto__":{"polluted":1},"text":"<img src=x onerror=alert(1)>"},"tensors":{}}', /^Trace imported: /, true],
];

test(`hostile: ${IMPORTS.length - 1} bad JSON imports are refused with a message and leave the state untouched; a polluting one imports as text`, async () => {
  const { page, context, problems, dialogs } = await openPage(browser, url);
  try {
    await ready(page);
    const before = await page.evaluate(() => JSON.stringify(window.attentionLab.getState().config));
    for (const [what, text, message, accepted = false] of IMPORTS) {
      if (!(await page.locator('#share-bar input[type=file]').count())) await page.click('#share-bar summary:text("Your numbers")');
      await page.evaluate(() => window.attentionLab.share.message('')); // so the next message is this file's
      await page.locator('#share-bar input[type=file]').setInputFiles({ name: 'trace.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.waitForFunction(() => document.querySelector('#share-bar .sb-status').textContent !== '');
      assert.match(await page.$eval('#share-bar .sb-status', (n) => n.textContent), message, what);
      const config = await page.evaluate(() => window.attentionLab.getState().config);
      if (!accepted) assert.equal(JSON.stringify(config), before, `${what}: state changed`);
      else assert.equal(config.text, '<img src=x onerror=alert(1)>', `${what}: the accepted trace's text was not applied`);
      await assertClean(page, problems, dialogs, what);
    }
  } finally { await context.close(); }
});
