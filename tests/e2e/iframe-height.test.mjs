// The iframe embed sizes itself (issue 35): the framed lab (index.html?embed=1) tells its content height, and
// the snippet the share bar gives listens and sets the frame's height, so the lab never scrolls inside a
// course page; a page that strips the script still gets a frame tall enough for the default lab.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newContext, serveDist } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { embedSnippets } from '../../web/src/share/embed-snippets.js';
import { presets } from '../../web/src/state/presets.js';

const lab = await loadLab();
let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

async function framed(width, snippet) {
  const context = await newContext(browser, { viewport: { width, height: 700 } });
  const page = await context.newPage();
  // A course page beside the lab on the same server, holding the snippet as an author would paste it.
  await context.route(`${url}course.html`, (route) => route.fulfill({ contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><h1>Week 3: attention</h1>${snippet}<p id="after">Next section</p>` }));
  await page.goto(`${url}course.html`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => window.attentionLab?.getTrace?.() && document.body.dataset.ready === 'true', null, { timeout: 20000 });
  return { context, page, frame };
}

for (const width of [1280, 390]) {
  test(`iframe embed at ${width} px: the frame grows to the lab's height, so nothing scrolls inside it`, async () => {
    const defaults = { config: lab.defaultConfig() };
    const state = { config: { ...defaults.config, text: 'I like cats' }, inputs: {}, presetId: '', step: 0, item: 0, head: 0 };
    const { iframe } = embedSnippets({ state, trace: lab.run(state.config), defaults, presets, pageUrl: url, encoded: () => '' });
    const { context, page, frame } = await framed(width, iframe);
    try {
      await page.waitForFunction(() => {
        const f = document.querySelector('iframe'), inner = f.contentDocument.documentElement;
        return Number(f.height) !== 840 && Math.abs(f.clientHeight - inner.scrollHeight) <= 1;
      });
      const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
      assert.ok(inner.scroll <= inner.view, `the framed lab scrolls inside its frame: ${inner.scroll} px in ${inner.view} px`);
    } finally {
      await context.close();
    }
  });
}

test('iframe embed with its script stripped: the frame keeps a height that holds the default lab at 1280 px', async () => {
  const defaults = { config: lab.defaultConfig() };
  const state = { config: defaults.config, inputs: {}, presetId: '', step: 0, item: 0, head: 0 };
  const { iframe } = embedSnippets({ state, trace: lab.run(state.config), defaults, presets, pageUrl: url, encoded: () => '' });
  const { context, frame } = await framed(1280, iframe.replace(/<script>[\s\S]*<\/script>/, ''));
  try {
    const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
    assert.ok(inner.scroll <= inner.view, `the default lab is ${inner.scroll} px in a ${inner.view} px frame`);
  } finally {
    await context.close();
  }
});
