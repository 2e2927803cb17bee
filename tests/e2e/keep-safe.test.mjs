// Nothing typed is lost (issue 34, items 9 and 12; issue 35, item 8): typing is saved when the page is left and
// while it goes on, edits while playing are saved, two tabs never overwrite each other silently, the language
// menu carries the sentence where storage is refused, a malformed link says so, a lab PC (?kiosk=1) and "don't
// remember" keep nothing, and a paste too long for a sentence is refused beside the field.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveDist, openPage, withPage, newContext, screenshot } from './helpers/browser.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

// The sentence kept in localStorage, read here from the stored link code (base64url of JSON {c: {text}}).
const keptText = () => {
  const code = localStorage.getItem('attention-lab-state');
  if (!code) return null;
  const json = new TextDecoder().decode(Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
  return JSON.parse(json).c?.text ?? null;
};
const ready = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true' && window.attentionLab?.getTrace());
async function typeInto(page, text, options) {
  await page.click('#text');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text, options);
}

test('keep safe: a sentence typed just before a reload is back after it (saved when the page is left)', async () => {
  await withPage(browser, url, async ({ page }) => {
    await typeInto(page, 'typed right before reload');
    await page.reload();
    await ready(page);
    assert.equal(await page.evaluate(() => window.attentionLab.getState().config.text), 'typed right before reload');
  });
});

test('keep safe: typing that never pauses is still saved while it goes on', async () => {
  await withPage(browser, url, async ({ page }) => {
    // A key every 100 ms for 6 s, typed by the page's own clock (so no pause can slip in between keys).
    await page.evaluate(() => {
      const field = document.getElementById('text'), words = 'a long sentence typed without a single pause, ever';
      field.value = '';
      window.typing = true;
      let i = 0;
      const timer = setInterval(() => {
        field.value += words[i++];
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (i === words.length) { clearInterval(timer); window.typing = false; }
      }, 100);
    });
    await page.waitForFunction(`(${keptText})()?.startsWith('a long')`, null, { timeout: 15000, polling: 50 });
    assert.equal(await page.evaluate(() => window.typing), true, 'saved before the typing stopped');
    await page.waitForFunction(() => !window.typing);
  });
});

test('keep safe: a sentence typed while playing is saved while it still plays', async () => {
  await withPage(browser, url, async ({ page }) => {
    await page.evaluate(() => window.attentionLab.setState({ playing: true, step: 0, progress: 0 }));
    await page.evaluate(() => { const s = window.attentionLab.getState(); window.attentionLab.setState({ config: { ...s.config, text: 'typed while it plays' } }); });
    await page.waitForFunction(`(${keptText})() === 'typed while it plays'`, null, { timeout: 10000 });
    assert.equal(await page.evaluate(() => window.attentionLab.getState().playing), true);
  });
});

test('keep safe: two tabs do not overwrite each other silently; the second says so and may keep its own', async () => {
  const context = await newContext(browser);
  try {
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const page of [a, b]) { await page.goto(url); await ready(page); }
    await typeInto(a, 'from tab A');
    await a.waitForFunction(`(${keptText})() === 'from tab A'`);
    await typeInto(b, 'from tab B');
    await b.waitForFunction(() => /another tab/.test(document.querySelector('#share-bar .sb-status').textContent));
    assert.equal(await b.evaluate(keptText), 'from tab A', 'tab A’s work is still what is kept');
    await screenshot(b, 'keep-safe', 'other-tab');
    await b.click('#share-bar .sb-status button');
    await b.waitForFunction(`(${keptText})() === 'from tab B'`);
  } finally { await context.close(); }
});

test('keep safe: switching language where storage is refused keeps the sentence (carried in the link)', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => { Storage.prototype.setItem = () => { throw new DOMException('denied', 'SecurityError'); }; });
    await page.goto(url);
    await ready(page);
    await typeInto(page, 'a sentence the browser would not keep');
    await Promise.all([page.waitForURL(/lang=de/), page.selectOption('#language', 'de')]);
    await ready(page);
    assert.equal(await page.inputValue('#text'), 'a sentence the browser would not keep');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  } finally { await context.close(); }
});

test('keep safe: a malformed #state link is refused with a message, and the page works', async () => {
  await withPage(browser, `${url}#state=not a link!`, async ({ page }) => {
    await page.waitForFunction(() => /could not be (read|loaded)|not loaded|characters/i.test(document.querySelector('#share-bar .sb-status').textContent));
    await typeInto(page, 'still works');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].join(' ') === 'still works');
  });
  await withPage(browser, `${url}?embed=1#state=not a link!`, async ({ page }) => {  // the iframe too
    await page.waitForFunction(() => /not loaded/i.test(document.querySelector('#share-bar .sb-status').textContent));
  });
});

test('keep safe: on a lab PC (?kiosk=1) nothing is stored, and Reset is on the bar', async () => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}?kiosk=1`);
    await ready(page);
    await typeInto(page, 'a student’s sentence');
    await page.click('#theme');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await Promise.all([page.waitForURL(/lang=fr/), page.selectOption('#language', 'fr')]);
    await ready(page);
    assert.equal(await page.inputValue('#text'), 'a student’s sentence', 'carried to the other language in the address');
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
    const reset = page.locator('#share-bar > .sb-kiosk-reset');
    assert.equal(await reset.isVisible(), true);
    await screenshot(page, 'keep-safe', 'kiosk');
    await reset.click();
    await page.waitForFunction(() => window.attentionLab.getState().config.text !== 'a student’s sentence');
    await page.goto(`${url}?kiosk=1`);
    await ready(page);
    assert.notEqual(await page.inputValue('#text'), 'a student’s sentence');
  } finally { await context.close(); }
});

test('keep safe: "Don’t remember on this computer" forgets the work and keeps nothing after', async () => {
  await withPage(browser, url, async ({ page }) => {
    await typeInto(page, 'kept before');
    await page.waitForFunction(`(${keptText})() === 'kept before'`);
    await page.click('#share-bar summary');
    await page.check('#sb-forget');
    assert.equal(await page.evaluate(keptText), null);
    await screenshot(page, 'keep-safe', 'forget');
    await typeInto(page, 'not kept after');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await page.reload();
    await ready(page);
    assert.notEqual(await page.inputValue('#text'), 'not kept after');
    await page.click('#share-bar summary');
    assert.equal(await page.isChecked('#sb-forget'), true);
  });
});

test('keep safe: a 2 MB one-line paste is refused beside the sentence, which stays as typed', async () => {
  await withPage(browser, url, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText('x'.repeat(2_000_000)));
    await typeInto(page, 'my sentence ');
    await page.keyboard.press('Control+V');  // a real paste, as the learner makes it
    await page.waitForFunction(() => /Not pasted: that text is 2,000,000 characters long/.test(document.querySelector('[data-note-for="text"]')?.textContent ?? ''));
    assert.equal(await page.inputValue('#text'), 'my sentence ');
    await screenshot(page, 'keep-safe', 'paste-refused');
  });
});
