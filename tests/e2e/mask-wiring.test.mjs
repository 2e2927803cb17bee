// Issue 32 on the page: the masks reach the code panel and the window box (mount.js → controls.js →
// variant-controls.js, stage.js → code-panel.js). For every mask the engine lists, choosing it in the menu
// shows the window box and the listing's window line exactly when the engine says the mask has a window.
// Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, withPage as openWith, serveDist, settle } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { en } from '../../web/src/i18n/en.js';
import { de } from '../../web/src/i18n/de.js';

const { masks } = (await loadLab()).schema();
let browser, server, baseUrl;
before(async () => {
  browser = await launch();
  ({ server, url: baseUrl } = await serveDist());
});
after(async () => {
  await browser?.close();
  server?.close();
});

test('mask wiring: the window box and the listing’s window line follow the engine’s sliding property, for every mask', async () => {
  await openWith(browser, baseUrl, async ({ page }) => {
    assert.ok(masks.some((m) => m.sliding) && masks.some((m) => !m.sliding), 'the schema has masks with and without a window');
    for (const { name, sliding } of masks) {
      await page.selectOption('#mask', name);
      await page.waitForFunction((mask) => window.attentionLab.getTrace()?.config.mask === mask, name);
      await settle(page);
      assert.equal(await page.$eval('#window-field', (box) => box.hidden), !sliding, `${name}: window box hidden`);
      const listing = await page.$eval('#code', (code) => code.textContent);
      assert.ok(listing.includes('class '), `${name}: the code panel shows a listing`);
      assert.equal(listing.includes('self.window = config.sliding_window'), sliding, `${name}: the listing's window line`);
    }
  });
});

test('the mask menu is the engine’s list, in its order, worded by the catalog of the page’s language', async () => {
  // The words are the catalogs' own entries, looked up here by the mask's name ("causal+padding" → causalPadding).
  const wordOf = (catalog, name) => catalog[`page.inputs.mask.${name.replace(/\+(\w)/g, (_, c) => c.toUpperCase())}`];
  for (const [search, catalog] of [['', en], ['?lang=de', de]]) {
    await openWith(browser, baseUrl + search, async ({ page }) => {
      await page.waitForFunction(() => document.querySelectorAll('#mask option').length > 0);
      const options = await page.$$eval('#mask option', (list) => list.map((o) => [o.value, o.textContent]));
      assert.deepEqual(options, masks.map(({ name }) => [name, wordOf(catalog, name)]), search || 'English');
    });
  }
});
