// Nothing lost: undo and redo for edits, and edits surviving a reload.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, fileUrl, openPage } from './helpers/browser.mjs';

test('undo: Ctrl+Z undoes a change of heads and an edited sentence; Ctrl+Shift+Z and the buttons redo', async () => {
  const browser = await launch();
  try {
    const { page, problems } = await openPage(browser, fileUrl('attention-lab.html'));
    await page.waitForFunction(() => window.attentionLab?.getTrace?.());
    assert.equal(await page.isDisabled('#undo'), true);
    await page.fill('#heads', '4');
    await page.locator('#heads').dispatchEvent('change');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 4);
    await page.waitForTimeout(800);
    await page.fill('#text', 'the quick brown fox');
    await page.locator('#text').dispatchEvent('input');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 4);
    assert.equal(await page.isDisabled('#undo'), false);
    await page.locator('#timeline button, #timeline [data-step-id]').first().focus();
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 3);
    assert.equal(await page.inputValue('#text'), 'I like cats');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 2);
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 4);
    await page.click('#redo');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 4);
    assert.equal(await page.isDisabled('#redo'), true);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
