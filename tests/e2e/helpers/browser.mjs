// Browser-test helpers: launch Debian's chromium through playwright-core, serve dist/, open the page
// (from the server or from file://) in the one kind of browser context every test uses, record every console
// error, page error, failed request and dialog, and (when asked) save screenshots for a person to look at.
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serve } from '../../../scripts/serve.mjs';
import { root } from './lab.mjs';

export const dist = `${root}dist`;
export const screenshots = `${root}tests/e2e/screenshots`;

/** Launches headless chromium with the flags that keep it off the network (plus any `extraArgs`). */
export function launch(extraArgs = []) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', ...extraArgs],
  });
}

/** Serves dist/ on a free port; resolves to {server, url}. */
export async function serveDist() {
  if (!existsSync(`${dist}/index.html`)) throw new Error('dist/index.html is missing: run `node scripts/build-page.mjs` first');
  const server = await serve(dist, 0);
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

export const fileUrl = (name) => pathToFileURL(`${dist}/${name}`).href;

/** The browser context of every test (one default viewport), light unless told otherwise. */
export function newContext(browser, { viewport = { width: 1400, height: 1000 }, colorScheme = 'light', ...rest } = {}) {
  return browser.newContext({ viewport, colorScheme, ...rest });
}

/**
 * Opens `url` in a fresh context and records problems. `allowOrigin`: requests to any other origin
 * (and, for file:// pages, any request at all except the page itself and data:/blob: URLs) are
 * aborted and recorded as network requests.
 * Returns {page, context, problems, requests, dialogs}.
 */
export async function openPage(browser, url, { viewport, colorScheme } = {}) {
  const context = await newContext(browser, { viewport, colorScheme });
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  const dialogs = [];
  const origin = url.startsWith('file:') ? 'file:' : new URL(url).origin;
  const bare = (address) => address.split('#')[0].split('?')[0];  // the page itself, whatever its ?lang= or #state=
  await context.route('**/*', (route) => {
    const target = route.request().url();
    const local = origin === 'file:' ? bare(target) === bare(url) : target.startsWith(origin);
    if (local || target.startsWith('data:') || target.startsWith('blob:')) return route.continue();
    requests.push(target);
    return route.abort();
  });
  page.on('request', (request) => {
    const target = request.url();
    if (origin === 'file:' && !target.startsWith('data:') && !target.startsWith('blob:') && bare(target) !== bare(url))
      if (!requests.includes(target)) requests.push(target);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.goto(url);
  await page.waitForFunction(() => window.attentionLab && window.attentionLab.getTrace && window.attentionLab.getTrace(), null, { timeout: 20000 });
  await page.waitForSelector('#timeline [data-step-id]');
  return { page, context, problems, requests, dialogs };
}

/**
 * Opens `url`, runs `body(session)` and then holds the page to having logged no error, made no request that
 * left it and opened no dialog; the context is closed either way.
 */
export async function withPage(browser, url, body, options) {
  const session = await openPage(browser, url, options);
  try {
    await body(session);
    assert.deepEqual(session.problems, [], 'console errors or failed requests');
    assert.deepEqual(session.requests, [], 'requests that left the page');
    assert.deepEqual(session.dialogs, [], 'dialogs');
  } finally {
    await session.context.close();
  }
}

/**
 * With SCREENSHOTS=1 in the environment, saves a screenshot named after its parts into tests/e2e/screenshots/
 * (gitignored) for a person to look at; otherwise does nothing. Nothing compares them: what a test checks,
 * it checks in the page itself.
 */
export async function screenshot(page, ...parts) {
  if (!process.env.SCREENSHOTS) return;
  await mkdir(screenshots, { recursive: true });
  const name = parts.join('-').replace(/[^a-z0-9_.+-]+/gi, '_');
  await page.screenshot({ path: `${screenshots}/${name}.png` });
}

/** Waits until the page's animation has settled on the current step (the stage has a matrix). */
export async function settle(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
