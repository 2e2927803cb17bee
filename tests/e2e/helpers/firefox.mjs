// Firefox ESR for the tests that hold a Firefox-only fault: Debian's firefox-esr driven by puppeteer-core over
// WebDriver BiDi (playwright-core drives only its own patched Firefox). `available` is false where firefox-esr
// is not installed (the tests that use it skip then).
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

const FIREFOX = '/usr/bin/firefox-esr';
export const available = existsSync(FIREFOX);

/** Launches headless Firefox ESR. */
export const launchFirefox = () => puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });

/**
 * Opens `url` at width×height in a new page and records console and page errors.
 * → {page, problems}; the page has drawn its first step.
 */
export async function openFirefoxPage(browser, url, { width = 1280, height = 720 } = {}) {
  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => { if (message.type() === 'error') problems.push(`console error: ${message.text()}`); });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message ?? error}`));
  await page.setViewport({ width, height });
  await page.goto(url);
  await page.waitForFunction(() => window.attentionLab?.getTrace?.() && document.querySelectorAll('#timeline [data-step-id]').length > 0,
    { timeout: 30000 });
  return { page, problems };
}
