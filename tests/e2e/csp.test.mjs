// The page itself under default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self':
// index.html and its iframe mode (?embed=1&…) load, compute, open every share/export/paste menu and
// export without a single securitypolicyviolation; the built files hold no inline script or style attribute.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, serveWith, recordingPage, pageReady, STRICT_CSP } from './helpers/embed.mjs';
import { dist, screenshot } from './helpers/browser.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

test('csp: index.html, dist/examples and the element script have no inline <script>, style attribute or <style>', async () => {
  for (const file of ['index.html', 'examples/course-page.html']) {
    const html = await readFile(`${dist}/${file}`, 'utf8');
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/i, `${file}: inline script`);
    assert.doesNotMatch(html, /\sstyle\s*=/i, `${file}: style attribute`);
    assert.doesNotMatch(html, /<style/i, `${file}: <style>`);
  }
  const element = await readFile(`${dist}/attention-lab-element.js`, 'utf8');
  assert.doesNotMatch(element, /\beval\(|new Function\(/, 'no eval in the element bundle');
});

test('csp: index.html under the strict policy computes, plays, opens the share bar and exports with no violation', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    await page.click('#next');
    await page.selectOption('#preset', 'i-like-cats-cross');
    for (const menu of ['Share', 'Export', 'Your numbers', 'Check an example']) {
      await page.click(`#share-bar summary:text("${menu}")`);
      await page.waitForFunction((title) => [...document.querySelectorAll('#share-bar details')].some((d) =>
        d.open && d.querySelector('summary').textContent === title && d.querySelector('.sb-panel').childElementCount > 0), menu); // built on its toggle event
    }
    await page.click('#share-bar summary:text("Export")');
    const [svg] = await Promise.all([page.waitForEvent('download'), page.click('[data-export="svg"]')]);
    assert.match(svg.suggestedFilename(), /\.svg$/);
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('[data-export="png"]')]);
    assert.match(png.suggestedFilename(), /\.png$/);
    await page.keyboard.press('Escape'); // closes the menu
    assert.equal(await page.$$eval('#share-bar details[open]', (d) => d.length), 0);
    await page.click('#play');
    // Animates one whole step: the player moves on to the next step (or stops at the end).
    const started = await page.evaluate(() => window.attentionLab.getState().step);
    await page.waitForFunction((step) => { const s = window.attentionLab.getState(); return s.step !== step || !s.playing; }, started, { timeout: 20000 });
    await screenshot(page, 'csp-index');
    assert.deepEqual(await violations(), [], 'CSP violations');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('csp: the iframe mode ?embed=1 takes preset, step, head, mask and controls from the address', async () => {
  const { page, context, problems, violations } = await recordingPage(browser, { viewport: { width: 1000, height: 800 } });
  try {
    await page.goto(`${url}index.html?embed=1&preset=default&step=softmax&head=1&controls=minimal`);
    await pageReady(page);
    const s = await page.evaluate(() => { const a = window.attentionLab; const s = a.getState(); return { step: a.getTrace().steps[s.step].id, head: s.head, preset: s.presetId, embed: document.documentElement.dataset.embed, inputs: getComputedStyle(document.getElementById('inputs')).display, lessons: getComputedStyle(document.getElementById('lessons')).display }; });
    assert.deepEqual(s, { step: 'softmax', head: 1, preset: 'default', embed: 'true', inputs: 'none', lessons: 'none' });
    await screenshot(page, 'csp-iframe-mode');
    await page.goto(`${url}index.html?embed=1&text=one%20two%20three&mask=none&heads=1&d-model=4&step=scores&controls=none`);
    await pageReady(page);
    const t = await page.evaluate(() => { const a = window.attentionLab; return { step: a.getTrace().steps[a.getState().step].id, tokens: a.getTrace().tokens[0], mask: a.getState().config.mask, dModel: a.getTrace().config.dModel }; });
    assert.deepEqual(t, { step: 'scores', tokens: ['one', 'two', 'three'], mask: 'none', dModel: 4 });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('csp: a large configuration (T=1024) computes in the same-origin engine-worker.js, not a blob: worker, with no violation', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  try {
    await page.goto(url);
    await pageReady(page);
    const text = Array.from({ length: 1024 }, (_, i) => `w${i % 50}`).join(' ');
    await page.evaluate((text) => { const a = window.attentionLab; a.setState({ config: { ...a.getState().config, text, dModel: 768, heads: 12 } }); }, text);
    await page.waitForFunction(() => window.attentionLab.getTrace()?.tokens[0].length === 1024 && document.getElementById('busy').hidden, null, { timeout: 60000 });
    await page.click('#timeline [data-step-id="softmax"]');
    await page.waitForFunction(() => { const a = window.attentionLab; return a.getTrace().tensors.weights && document.getElementById('busy').hidden; }, null, { timeout: 60000 });
    assert.equal(await page.evaluate(() => window.attentionLab.perf.workerKind), 'file');
    assert.match(await page.textContent('#status'), /background worker/);
    assert.deepEqual(await violations(), [], 'CSP violations');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('csp: the single file under the strict policy says what to do instead; where it runs, and on index.html, the note is hidden', async () => {
  const { page, context } = await recordingPage(browser);
  try {
    await page.goto(`${url}attention-lab.html`);
    await page.waitForLoadState('load');
    const note = await page.$eval('#blocked-note', (p) => ({ text: p.textContent.replace(/\s+/g, ' '), shown: p.getBoundingClientRect().height > 0 }));
    assert.ok(note.shown, 'the note is shown where the single file cannot run');
    assert.match(note.text, /security policy .* Open index\.html from the same folder/);
    await page.goto(url);
    await pageReady(page);
    assert.equal(await page.$eval('#blocked-note', (p) => p.getBoundingClientRect().height), 0, 'index.html under the policy runs and hides the note');
  } finally {
    await context.close();
  }
  const { server: open, url: openUrl } = await serveWith('');  // no policy: the single file runs
  const plain = await recordingPage(browser);
  try {
    await plain.page.goto(`${openUrl}attention-lab.html`);
    await pageReady(plain.page);
    assert.equal(await plain.page.$eval('#blocked-note', (p) => p.getBoundingClientRect().height), 0, 'the single file that runs hides the note');
  } finally {
    await plain.context.close();
    open.close();
  }
});

// A course site whose policy allows inline scripts (and eval, for the engine's wasm) but not blob: scripts: the
// single file's starter then runs app.js's text inline instead, as the single file did before it used blob: URLs.
test('csp: the single file under a policy with inline scripts but no blob: still runs (app.js inline), and computes', async () => {
  const { server: site, url: siteUrl } = await serveWith("default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:");
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.goto(`${siteUrl}attention-lab.html`);
    await pageReady(page);
    assert.equal(await page.$eval('#blocked-note', (p) => p.getBoundingClientRect().height), 0, 'the note is hidden');
    await page.click('#next');
    await page.waitForFunction(() => window.attentionLab.getState().step === 1);
    assert.ok(await page.evaluate(() => window.attentionLab.getTrace().steps.length) > 10);
    // the one expected complaint: the refused blob: script
    assert.deepEqual(problems.filter((p) => !(/blob:/.test(p) && /Content Security Policy/.test(p))), []);
  } finally {
    await context.close();
    site.close();
  }
});

test('csp: the served page holds English only; ?lang=de loads lang-de.js (and no other language) under the strict policy', async () => {
  const { page, context, problems, violations } = await recordingPage(browser);
  const loaded = [];
  page.on('request', (request) => { const name = new URL(request.url()).pathname.split('/').pop(); if (/^lang-/.test(name)) loaded.push(name); });
  try {
    await page.goto(url);
    await pageReady(page);
    assert.deepEqual(loaded, [], 'English needs no language script');
    await page.goto(`${url}index.html?lang=de`);
    await pageReady(page);
    assert.deepEqual(loaded, ['lang-de.js']);
    assert.equal(await page.textContent('[data-i18n="page.top.tagline"]'), 'Multi-Head-Attention, wirklich berechnet und Schritt für Schritt gezeigt.');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.deepEqual(await violations(), [], 'CSP violations');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
