// Nothing lost: undo and redo for edits, and edits surviving a reload.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, fileUrl, openPage } from './helpers/browser.mjs';

const KEY = 'attention-lab-state'; // where the page keeps the last state (web/src/share/storage.js)

// Waits until a change made now would be an undo step of its own (the page joins changes made
// within 700 ms into one step, so typing undoes a word at a time, not a letter).
const untilNewStep = (page) => page.waitForFunction(() => !window.attentionLab.undo.joinsLastStep());

// Waits until the page's deferred save has written the state as it is now.
const untilSaved = (page) => page.waitForFunction((key) => localStorage.getItem(key) === window.attentionLab.share.encoded(), KEY);

test('undo: Ctrl+Z undoes a change of heads and an edited sentence; Ctrl+Shift+Z and the buttons redo', async () => {
  const browser = await launch();
  try {
    const { page, problems } = await openPage(browser, fileUrl('attention-lab.html'));
    await page.waitForFunction(() => window.attentionLab?.getTrace?.());
    assert.equal(await page.isDisabled('#undo'), true);
    await page.fill('#heads', '4');
    await page.locator('#heads').dispatchEvent('change');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 4);
    await untilNewStep(page);
    await page.fill('#text', 'the quick brown fox');
    await page.locator('#text').dispatchEvent('input');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 4);
    assert.equal(await page.isDisabled('#undo'), false);
    await page.locator('#timeline button, #timeline [data-step-id]').first().focus();
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 3);
    assert.equal(await page.inputValue('#text'), 'I like cats');
    assert.equal(await page.evaluate(() => window.attentionLab.getTrace().config.heads), 4, 'one Ctrl+Z undid two steps');
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

test('undo: edits (heads, the sentence, a typed weight) survive a reload of the file', async () => {
  const browser = await launch();
  try {
    const { page, problems } = await openPage(browser, fileUrl('attention-lab.html'));
    await page.fill('#heads', '4');
    await page.fill('#text', 'the quick brown fox');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 4 && window.attentionLab.getTrace().config.heads === 4);
    // Type 0.5 into W_q[1][2] on the stage, as a learner does (Enter, type, Enter).
    await page.click('#timeline [data-step-id="project_q"]');
    const cell = '#stage [data-tensor="W_q"] [role=gridcell][data-row="1"][data-col="2"]';
    await page.focus(cell);
    await page.keyboard.press('Enter');
    await page.keyboard.type('0.5');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.attentionLab.getTrace().tensors.W_q.data[1 * 8 + 2] === 0.5);
    await untilSaved(page);

    await page.reload();
    await page.waitForFunction(() => window.attentionLab?.getTrace?.() && document.body.dataset.ready === 'true');
    const after = await page.evaluate(() => {
      const t = window.attentionLab.getTrace();
      return { heads: t.config.heads, tokens: t.tokens[0], w: t.tensors.W_q.data[1 * 8 + 2], text: document.getElementById('text').value };
    });
    assert.deepEqual(after, { heads: 4, tokens: ['the', 'quick', 'brown', 'fox'], w: 0.5, text: 'the quick brown fox' });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
