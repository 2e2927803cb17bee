// Not a test: screenshots of a trained run (node tests/e2e/.shots.mjs), for a person to look at.
import { launch, serveWith, recordingPage, pageReady, STRICT_CSP } from './helpers/embed.mjs';
import { screenshots } from './helpers/browser.mjs';
const browser = await launch(), { server, url } = await serveWith(STRICT_CSP);
const { page, context, problems } = await recordingPage(browser, { viewport: { width: 1280, height: 720 } });
await page.goto(`${url}?view=train`);
await pageReady(page);
await page.waitForFunction(() => document.getElementById('train-view').dataset.step === '0');
for (const task of process.argv.slice(2)) {
  await page.selectOption('#train-task', task);
  await page.waitForFunction((t) => document.getElementById('train-view').dataset.task === t && document.getElementById('train-view').dataset.step === '0', task);
  await page.click('#train-play');
  await page.waitForFunction(() => +document.getElementById('train-view').dataset.evalAccuracy >= 0.97 || +document.getElementById('train-view').dataset.step >= 1500, null, { timeout: 0, polling: 500 });
  await page.click('#train-play');
  await page.waitForFunction(() => document.getElementById('train-view').dataset.running === 'false');
  await page.screenshot({ path: `${screenshots}/trained-${task}-1280.png`, fullPage: true });
  await (await page.$('.train-plot')).screenshot({ path: `${screenshots}/trained-${task}-chart.png` });
  console.log(task, await page.textContent('#train-status'), JSON.stringify(await page.$$eval('.head-grid figcaption', (fs) => fs.map((f) => f.textContent))));
}
await page.setViewportSize({ width: 390, height: 844 });
await (await page.$('.train-plot')).screenshot({ path: `${screenshots}/trained-chart-390.png` });
console.log(problems);
await browser.close(); server.close();
