// Helpers for the embed/share/export/CSP tests: serve dist/ with (or without) the strict policy,
// record CSP violations, console errors and page errors, and wait for <attention-lab> elements.
import { launch, dist, newContext } from './browser.mjs';
import { serve } from '../../../scripts/serve.mjs';

export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
export { launch };

export async function serveWith(csp) {
  const server = await serve(dist, 0, { csp });
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** A page that records securitypolicyviolation events (from the first script on), errors and bad responses. */
export async function recordingPage(browser, { viewport, context } = {}) {
  const ctx = context ?? await newContext(browser, { viewport, acceptDownloads: true });
  const page = await ctx.newPage();
  const problems = [];
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
  page.on('console', (m) => { if (m.type() === 'error' && !/favicon/.test(m.location()?.url ?? '')) problems.push(`console: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`HTTP ${r.status()} ${r.url()}`); });
  return { page, context: ctx, problems, violations: () => page.evaluate(() => window.__violations) };
}

/** Waits until every <attention-lab> on the page is ready (or `count` of them). */
export async function elementsReady(page, count) {
  await page.waitForFunction((n) => {
    const all = [...document.querySelectorAll('attention-lab')];
    return all.length >= n && all.every((e) => e.dataset.ready === 'true' && e.lab?.getTrace());
  }, count, { timeout: 20000 });
}

/** Waits for the main page's lab (index.html, also in ?embed=1 mode). */
export async function pageReady(page) {
  await page.waitForFunction(() => window.attentionLab?.getTrace?.() && document.body.dataset.ready === 'true', null, { timeout: 20000 });
}

/** Reads a downloaded file as text (or a Buffer with binary = true). */
export async function downloaded(download, binary = false) {
  const stream = await download.createReadStream();
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  const buffer = Buffer.concat(chunks);
  return binary ? buffer : buffer.toString('utf8');
}

/** Opens the page's train view (?view=train) and waits for its first model (step 0). */
export async function trainViewReady(page, url) {
  await page.goto(`${url}?view=train`);
  await pageReady(page);
  // Step 0's heads drawn (the grid draws a few milliseconds per frame: data-drawn says when it is whole).
  await page.waitForFunction(() => document.getElementById('train-view').dataset.step === '0'
    && document.querySelector('#train-view .head-grid')?.dataset.drawn === 'true');
}
