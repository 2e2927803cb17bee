// Where the engine cannot start, the page says so instead of staying blank (issue 20): a browser without
// WebAssembly SIMD (simulated by a WebAssembly.validate that refuses everything, as Safari before 16.4
// refuses the SIMD probe), one without WebAssembly at all, and an engine whose start fails (compile error).
// The message names what is needed, lists the tour's questions, and the same holds inside <attention-lab>.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveWith, recordingPage, STRICT_CSP } from './helpers/embed.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveWith(STRICT_CSP)); });
after(async () => { await browser?.close(); server?.close(); });

const BROWSERS = {
  simd: () => { WebAssembly.validate = () => false; },
  wasm: () => { delete globalThis.WebAssembly; },
  failed: () => {
    const refuse = () => Promise.reject(new WebAssembly.CompileError('WebAssembly.instantiate(): expected magic word'));
    WebAssembly.instantiate = refuse;
    WebAssembly.instantiateStreaming = refuse;
  },
};

async function problemOn(path, kind, inShadow) {
  const { page, context, problems } = await recordingPage(browser);
  try {
    await page.addInitScript(BROWSERS[kind]);
    await page.goto(url + path);
    const box = inShadow ? page.locator('attention-lab .start-problem').first() : page.locator('.start-problem');
    await box.waitFor();  // Playwright locators pierce open shadow roots
    return {
      reason: await box.getAttribute('data-reason'), role: await box.getAttribute('role'),
      text: await box.innerText(), items: await box.locator('li').count(),
      ready: await page.evaluate(() => document.body.dataset.ready ?? null),
      problems,
    };
  } finally { await context.close(); }
}

test('engine start: without WebAssembly SIMD the page says what it needs and lists the tour\'s questions', async () => {
  const seen = await problemOn('', 'simd');
  assert.equal(seen.reason, 'simd');
  assert.equal(seen.role, 'alert');
  assert.match(seen.text, /cannot run Attention Lab/);
  assert.match(seen.text, /needs WebAssembly SIMD \(Safari 16\.4\+, Chrome 91\+, Firefox 89\+/);
  assert.ok(seen.items >= 5, `${seen.items} tour questions listed`);
  assert.equal(seen.ready, null);
  assert.deepEqual(seen.problems, []);
});

test('engine start: without WebAssembly, and with an engine that fails to compile, the page says which', async () => {
  const none = await problemOn('', 'wasm');
  assert.equal(none.reason, 'wasm');
  assert.match(none.text, /needs WebAssembly, which is missing or switched off/);
  const failed = await problemOn('', 'failed');
  assert.equal(failed.reason, 'failed');
  assert.match(failed.text, /The engine did not start: .*expected magic word/);
});

test('engine start: <attention-lab> on a course page shows the message in its own box', async () => {
  const seen = await problemOn('examples/course-page.html', 'simd', true);
  assert.equal(seen.reason, 'simd');
  assert.match(seen.text, /needs WebAssembly SIMD/);
});
