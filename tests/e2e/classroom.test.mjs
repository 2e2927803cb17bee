// In front of a class (issue 15): at a projector's 1280×720 every step's result is on screen without
// scrolling and a hovered cell's arithmetic is in view; on a phone (390×844) nothing scrolls sideways and
// no two matrices overlap; presentation mode (?present=1, the Present button, Esc) shows only the step bar
// and the picture, fitted to the screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, serveDist, screenshot } from './helpers/browser.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

// Every step of the page's example, drawn complete, with the page scrolled to the top: where is the result?
async function eachStep(page, look) {
  const count = await page.evaluate(() => window.attentionLab.getTrace().steps.length);
  const out = [];
  for (let i = 0; i < count; i++) {
    await page.evaluate((step) => { window.attentionLab.setState({ step, progress: 1, playing: false }); window.scrollTo(0, 0); }, i);
    await page.waitForFunction((step) => document.querySelector('#timeline [aria-current="step"]')?.dataset.stepIndex === String(step)
      || window.attentionLab.getState().step === step, i);
    out.push(await page.evaluate(look));
  }
  return out;
}

const RESULT = () => {
  const { steps } = window.attentionLab.getTrace(), step = steps[window.attentionLab.getState().step];
  const figure = document.querySelector(`#stage figure[data-tensor="${step.output}"]`);
  const r = figure?.getBoundingClientRect();
  return { id: step.id, bottom: r ? Math.round(r.bottom) : null, right: r ? Math.round(r.right) : null, height: innerHeight, width: innerWidth, fit: document.getElementById('stage').dataset.fit };
};

for (const preset of ['', 'me-gustan-decoder']) {
  test(`classroom: at 1280×720 every step's result figure is on screen without scrolling (${preset || 'the default'})`, async () => {
    const { page, context, problems } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
    try {
      if (preset) await page.selectOption('#preset', preset);
      const results = await eachStep(page, RESULT);
      const off = results.filter((r) => r.bottom === null || r.bottom > r.height || r.right > r.width);
      assert.deepEqual(off, [], `results below the fold or cut: ${JSON.stringify(off)}`);
      await screenshot(page, `classroom-1280-${preset || 'default'}`);
      assert.deepEqual(problems, []);
    } finally { await context.close(); }
  });
}

test('classroom: at 1280×720 a hovered score’s arithmetic appears beside its matrix, on screen, and goes when the pointer leaves', async () => {
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    const index = await page.evaluate(() => window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'scores'));
    await page.evaluate((step) => window.attentionLab.setState({ step, progress: 1, playing: false }), index);
    const cell = page.locator('#stage figure[data-tensor="scores"] [data-row="1"][data-col="1"]');
    await cell.hover();
    const pop = page.locator('.cell-pop');
    await pop.waitFor({ state: 'visible' });
    const [box, figure] = [await pop.boundingBox(), await page.locator('#stage figure[data-tensor="scores"]').boundingBox()];
    assert.ok(box.y >= 0 && box.y + box.height <= 720 && box.x >= 0 && box.x + box.width <= 1280, JSON.stringify(box));
    // Beside the matrix, not over it.
    assert.ok(box.x >= figure.x + figure.width || box.x + box.width <= figure.x || box.y >= figure.y + figure.height, `${JSON.stringify(box)} over ${JSON.stringify(figure)}`);
    // The same words as the explanation panel: the engine's dot product for query “like”, key “like”.
    assert.equal(await pop.innerText(), await page.locator('#cell-info').innerText());
    assert.match(await pop.innerText(), /^scores\[1, 1\] = /);
    await page.mouse.move(5, 5);
    await pop.waitFor({ state: 'hidden' });
  } finally { await context.close(); }
});

test('classroom: at 390×844 nothing scrolls sideways and no two matrices of a step overlap', async () => {
  const { page, context, problems } = await openPage(browser, url, { viewport: { width: 390, height: 844 } });
  try {
    const results = await eachStep(page, () => {
      const boxes = [...document.querySelectorAll('#stage figure[data-tensor]')].map((f) => ({ name: f.dataset.tensor, r: f.getBoundingClientRect() }));
      const overlaps = [];
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r, b = boxes[j].r;
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) overlaps.push(`${boxes[i].name}/${boxes[j].name}`);
      }
      return { id: window.attentionLab.getTrace().steps[window.attentionLab.getState().step].id, pageWidth: document.documentElement.scrollWidth, overlaps };
    });
    assert.deepEqual(results.filter((r) => r.pageWidth > 390), [], 'the page scrolls sideways');
    assert.deepEqual(results.filter((r) => r.overlaps.length), [], 'matrices overlap');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('classroom: presentation mode from ?present=1 and the Present button: the settings and lessons fold away, Esc ends it', async () => {
  const { page, context, problems } = await openPage(browser, `${url}?present=1`, { viewport: { width: 1280, height: 720 } });
  try {
    const shown = (selector) => page.locator(selector).isVisible();
    assert.equal(await page.getAttribute('html', 'data-present'), 'true');
    assert.equal(await shown('#inputs'), false);
    assert.equal(await shown('#lessons'), false);
    assert.equal(await shown('#timeline'), true);
    assert.equal(await page.getAttribute('#present', 'aria-pressed'), 'true');
    const results = await eachStep(page, RESULT);
    assert.deepEqual(results.filter((r) => r.bottom > r.height || r.right > r.width), [], 'every result on screen');
    // Small pictures grow to fill the screen in presentation mode.
    assert.ok(results.some((r) => Number(r.fit) > 100), JSON.stringify(results.map((r) => r.fit)));
    await screenshot(page, 'classroom-present');
    await page.keyboard.press('Escape');
    assert.equal(await page.getAttribute('html', 'data-present'), 'false');
    assert.equal(await shown('#inputs'), true);
    await page.click('#present');
    assert.equal(await page.getAttribute('html', 'data-present'), 'true');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('classroom: at 150 % zoom of 1280×720 (853×480) the page does not scroll sideways, and presenting puts every result on screen', async () => {
  const { page, context, problems } = await openPage(browser, url, { viewport: { width: 853, height: 480 } });
  try {
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 853);
    await page.click('#present');
    const results = await eachStep(page, RESULT);
    assert.deepEqual(results.filter((r) => r.bottom > r.height || r.right > r.width), [], 'every result on screen');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 853);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('classroom: a cell reached from the keyboard is read out in the one polite live region; a hovered one is not', async () => {
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    const index = await page.evaluate(() => window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'scores'));
    await page.evaluate((step) => window.attentionLab.setState({ step, progress: 1, playing: false }), index);
    await page.mouse.move(1, 1);
    await page.focus('#stage figure[data-tensor="scores"] [data-row="2"][data-col="0"]');
    await page.waitForFunction(() => /^scores\[2, 0\] = /.test(document.getElementById('announce').textContent));
    assert.equal(await page.textContent('#announce'), (await page.locator('#cell-info').innerText()).replace(/\n+/g, ' '));
    // The popover beside the focused cell shows the same arithmetic where the panel is off screen.
    const before = await page.textContent('#announce');
    await page.locator('#stage figure[data-tensor="scores"] [data-row="1"][data-col="1"]').hover();
    await page.waitForFunction(() => /^scores\[1, 1\]/.test(document.getElementById('cell-info').innerText));
    assert.equal(await page.textContent('#announce'), before, 'a hover does not speak');
  } finally { await context.close(); }
});

test('classroom: the mask step’s legend shows the mask’s two values, 0 and −∞, not a −1…1 range', async () => {
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    await page.evaluate(() => window.attentionLab.setState({ step: window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'mask'), progress: 1, playing: false }));
    assert.equal(await page.textContent('#legend'), '0may attend−∞may not');
    await page.evaluate(() => window.attentionLab.setState({ step: window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'masked') }));
    assert.match(await page.textContent('#legend'), /^−\d\.\d\d\d\.\d\d−∞$/);
  } finally { await context.close(); }
});

test('classroom: the first Tab stop skips to the step’s picture', async () => {
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to the step’s picture');
    assert.ok((await page.locator('.skip-link').boundingBox()).y >= 0, 'visible when focused');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'stage');
    await page.keyboard.press('Tab');  // the next stop is inside the picture
    assert.ok(await page.evaluate(() => document.getElementById('stage').contains(document.activeElement)));
  } finally { await context.close(); }
});

test('classroom: an example changed by the learner says what it was modified from and hides claims that no longer hold', async () => {
  const { page, context, problems } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    await page.selectOption('#preset', 'shape-guide-n6');
    const description = () => page.textContent('#preset-description');
    assert.match(await description(), /a single causal head with d_k = d_v = 512/);
    assert.equal(await page.locator('#example-notes').isVisible(), true);
    await page.fill('#heads', '8');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 8);
    assert.match(await description(), /^Modified from “.+”: its description and notes no longer apply/);
    assert.doesNotMatch(await description(), /single causal head/);
    assert.equal(await page.locator('#example-notes').isVisible(), false);
    await page.fill('#heads', '1');  // back to the example's own setting: its claims hold again
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 1);
    assert.match(await description(), /a single causal head/);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('classroom: the code panel keeps the current line in view for every step', async () => {
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    await page.evaluate(() => window.attentionLab.setState({ config: { ...window.attentionLab.getState().config, block: true } }));
    const count = await page.evaluate(() => window.attentionLab.getTrace().steps.length);
    const out = [];
    for (let i = 0; i < count; i++) {
      await page.evaluate((step) => window.attentionLab.setState({ step, progress: 1, playing: false }), i);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));  // the panel scrolls in the next frame
      out.push(await page.evaluate(() => {
        const panel = document.getElementById('code'), line = panel.querySelector('.is-current');
        if (!line) return { step: window.attentionLab.getTrace().steps[window.attentionLab.getState().step].id, line: null };
        const p = panel.getBoundingClientRect(), l = line.getBoundingClientRect();
        return { step: line.dataset.step, inView: l.top >= p.top - 1 && l.bottom <= p.bottom + 1 };
      }));
    }
    assert.deepEqual(out.filter((o) => !o.inView), [], JSON.stringify(out));
  } finally { await context.close(); }
});

test('classroom: the length T is a control of its own, bounded by the engine, with its errors beside it', async () => {
  const { page, context, problems } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    assert.deepEqual(await page.evaluate(() => [document.getElementById('query-len').min, document.getElementById('query-len').max]), ['0', '4096']);
    await page.fill('#query-len', '5');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 5);
    assert.deepEqual(await page.evaluate(() => window.attentionLab.getTrace().tokens[0]), ['I', 'like', 'cats', '<pad>', '<pad>']);
    await page.fill('#query-len', '5000');
    await page.waitForFunction(() => document.getElementById('err-querylen').textContent !== '');
    assert.match(await page.textContent('#err-querylen'), /queryLen \(5000\) must be between 0 and 4096/);
    assert.equal(await page.getAttribute('#query-len', 'aria-invalid'), 'true');
    await page.fill('#query-len', '0');
    await page.waitForFunction(() => window.attentionLab.getTrace().tokens[0].length === 3);
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('classroom: the tour keeps the lecturer’s setup, and "Back to your setup" restores it', async () => {
  const { page, context, problems } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    await page.fill('#text', 'the lecture starts now');
    await page.fill('#heads', '4');
    await page.waitForFunction(() => window.attentionLab.getTrace().config.heads === 4);
    await page.evaluate(() => window.attentionLab.setState({ step: 9 }));
    await page.getByRole('button', { name: 'Guided tour' }).click();
    await page.waitForFunction(() => window.attentionLab.getState().config.text !== 'the lecture starts now');
    await page.click('[data-action="next-chapter"]');
    await page.click('[data-action="back-to-setup"]');
    const back = await page.evaluate(() => { const s = window.attentionLab.getState(); return [s.config.text, s.config.heads, s.step]; });
    assert.deepEqual(back, ['the lecture starts now', 4, 9]);
    assert.equal(await page.inputValue('#text'), 'the lecture starts now');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});

test('classroom: on a phone and at 150 % zoom the settings fold behind one button, so the step’s picture comes first; a refused setting unfolds them', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 853, height: 480 }]) {
    const { page, context, problems } = await openPage(browser, url, { viewport });
    try {
      assert.equal(await page.getAttribute('#settings-toggle', 'aria-expanded'), 'false');
      assert.match(await page.textContent('#settings-toggle'), /2 heads, d_model 8, mask causal/);
      assert.equal(await page.locator('#heads').isVisible(), false);
      const stageTop = await page.evaluate(() => document.getElementById('stage').getBoundingClientRect().top);
      assert.ok(stageTop < viewport.height * 1.3, `the stage starts at ${stageTop}px of ${viewport.height}`);
      await page.click('#settings-toggle');
      assert.equal(await page.locator('#heads').isVisible(), true);
      await page.click('#settings-toggle');
      assert.equal(await page.locator('#heads').isVisible(), false);
      // Three heads cannot split d_model = 8: the message must be seen where it happened.
      await page.evaluate(() => window.attentionLab.setState({ config: { ...window.attentionLab.getState().config, heads: 3 } }));
      await page.waitForSelector('#err-heads:not(:empty)');
      await page.waitForFunction(() => document.getElementById('settings-toggle').getAttribute('aria-expanded') === 'true');
      assert.equal(await page.locator('#err-heads').isVisible(), true);
      assert.deepEqual(problems, []);
    } finally { await context.close(); }
  }
  // Wide screens never fold.
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    assert.equal(await page.locator('#settings-toggle').isVisible(), false);
    assert.equal(await page.locator('#heads').isVisible(), true);
  } finally { await context.close(); }
});

test('classroom: every step’s formula fits its box at 1280×720 and 390×844, in English and in Arabic (smaller type or broken at its = signs, never cut)', async () => {
  for (const [viewport, search] of [[{ width: 1280, height: 720 }, ''], [{ width: 390, height: 844 }, ''], [{ width: 1280, height: 720 }, '?lang=ar'], [{ width: 390, height: 844 }, '?lang=ar']]) {
    const { page, context, problems } = await openPage(browser, url + search, { viewport });
    try {
      await page.evaluate(() => window.attentionLab.setState({ config: { ...window.attentionLab.getState().config, block: true } }));
      await page.waitForFunction(() => window.attentionLab.getTrace().config.block === true);
      const results = await eachStep(page, () => {
        const box = document.getElementById('formula');
        // Drawn past either edge of the box counts too (a right-to-left box hides that from scrollWidth).
        const math = box.querySelector('math')?.getBoundingClientRect(), edge = box.getBoundingClientRect();
        const past = math ? Math.max(math.right - edge.right, edge.left - math.left) : 0;
        return { id: window.attentionLab.getTrace().steps[window.attentionLab.getState().step].id, over: Math.max(box.scrollWidth - box.clientWidth, past), size: box.querySelector('math')?.style.fontSize || '1em' };
      });
      assert.deepEqual(results.filter((r) => r.over > 1), [], `formulas wider than their box at ${viewport.width}px ${search}`);
      assert.ok(results.every((r) => parseFloat(r.size) >= 0.7), JSON.stringify(results));
      assert.deepEqual(problems, []);
    } finally { await context.close(); }
  }
});

test('classroom: a clicker steps the lesson (Page Down/Page Up, b and . play), Home/End go to the ends, and ? lists the keys', async () => {
  const { page, context } = await openPage(browser, `${url}?present=1`, { viewport: { width: 1280, height: 720 } });
  try {
    const last = await page.evaluate(() => window.attentionLab.getTrace().steps.length - 1);
    const press = async (key, expected) => {
      await page.keyboard.press(key);
      await page.waitForFunction((s) => window.attentionLab.getState().step === s, expected);
    };
    await page.evaluate(() => { document.activeElement?.blur(); window.attentionLab.setState({ step: 2, playing: false }); });
    await press('PageDown', 3);
    await press('PageUp', 2);
    await press('End', last);
    await press('PageDown', last);  // stays on the last step
    await press('Home', 0);
    await press('PageUp', 0);
    for (const key of ['b', '.']) {
      const before = await page.evaluate(() => window.attentionLab.getState().playing);
      await page.keyboard.press(key);
      await page.waitForFunction((was) => window.attentionLab.getState().playing !== was, before);
    }
    // ? opens the help: every key named, each with what it does; Esc closes it and the presentation goes on.
    await page.keyboard.press('?');
    await page.waitForSelector('#keys-help[open]');
    const rows = await page.$$eval('#keys-help dl > div', (list) => list.map((row) => [row.querySelector('dt').textContent, row.querySelector('dd').textContent]));
    for (const [keys, what] of [['→ / Page Down', 'Next step'], ['← / Page Up', 'Previous step'], ['Home', 'First step'], ['End', 'Last step'], ['Esc', 'Leave presentation mode']]) {
      assert.ok(rows.some(([k, w]) => k === keys && w === what), `the help says "${keys}: ${what}"; it has ${JSON.stringify(rows)}`);
    }
    assert.ok(rows.some(([k]) => k.includes('Space') && k.includes('b') && k.includes('.')), 'the help names Space, b and .');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#keys-help').open);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.present), 'true', 'Esc closed the help, not the presentation');
    // The Keys button opens the same help.
    await page.click('#keys');
    await page.waitForSelector('#keys-help[open]');
    await page.click('#keys-help button');
    await page.waitForFunction(() => !document.querySelector('#keys-help').open);
  } finally {
    await context.close();
  }
});

test('classroom: on a phone (390×844) every step shows a matrix or heatmap on the first screen', async () => {
  for (const preset of ['', 'gpt-b4-t12-c6']) {
    const { page, context } = await openPage(browser, url, { viewport: { width: 390, height: 844 } });
    try {
      if (preset) {
        // The settings are folded on a phone: choose the example as the menu would, without unfolding them.
        await page.evaluate((id) => { const menu = document.getElementById('preset'); menu.value = id; menu.dispatchEvent(new Event('change')); }, preset);
        await page.waitForFunction((id) => window.attentionLab.getState().presetId === id, preset);
      }
      const firstScreen = await eachStep(page, () => {
        const step = window.attentionLab.getTrace().steps[window.attentionLab.getState().step];
        const tops = [...document.querySelectorAll('#stage [role="grid"], #stage canvas, #stage .reshape-box')]
          .map((m) => m.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0).map((r) => r.top);
        return { id: step.id, top: tops.length ? Math.round(Math.min(...tops)) : null };
      });
      const below = firstScreen.filter(({ top }) => top === null || top > 844 - 40);
      assert.deepEqual(below, [], `${preset || 'the first example'}: steps whose first matrix starts below the first screen`);
    } finally {
      await context.close();
    }
  }
});

test('classroom: with B > 1 the head split and the concatenation draw the batch axis: the shown item in front of the others', async () => {
  const { page, context } = await openPage(browser, url, { viewport: { width: 1280, height: 720 } });
  try {
    const stackAt = async (id) => {
      await page.evaluate((stepId) => {
        const { steps } = window.attentionLab.getTrace();
        window.attentionLab.setState({ step: steps.findIndex((s) => s.id === stepId), progress: 1, playing: false });
      }, id);
      await page.waitForFunction((stepId) => document.querySelector('#timeline [aria-current="step"]')?.dataset.stepId === stepId, id);
      return page.evaluate(() => [...document.querySelectorAll('#stage .batch-stack')].map((s) => ({
        planes: s.querySelectorAll('.batch-plane').length, front: s.querySelector('.batch-planes > figure')?.dataset.tensor ?? null,
        note: s.querySelector('.batch-note').textContent })));
    };
    assert.deepEqual(await stackAt('split_q'), [], 'one item (B = 1): no stack');
    await page.evaluate(() => { const m = document.getElementById('preset'); m.value = 'gpt-b4-t12-c6'; m.dispatchEvent(new Event('change')); });
    await page.waitForFunction(() => window.attentionLab.getTrace()?.config.batch === 4);
    for (const [id, tensor] of [['split_q', 'Q_heads'], ['concat', 'concat']]) {
      const [stack, ...more] = await stackAt(id);
      assert.equal(more.length, 0, `${id}: one stack`);
      assert.equal(stack.planes, 3, `${id}: the three other items behind`);
      assert.equal(stack.front, tensor, `${id}: ${tensor} in front`);
      assert.match(stack.note, /^B = 4 items: item 0 in front/, id);
    }
    await page.selectOption('#item', '2');
    await page.waitForFunction(() => /item 2 in front/.test(document.querySelector('#stage .batch-note')?.textContent ?? ''));
  } finally {
    await context.close();
  }
});

test('classroom: the Positions menu shows its choice whole in every language', async () => {
  for (const lang of ['en', 'de', 'es', 'fr', 'zh', 'ar']) {
    const { page, context } = await openPage(browser, `${url}?lang=${lang}`, { viewport: { width: 1280, height: 720 } });
    try {
      const room = await page.$eval('#positional', (select) => {
        const text = select.selectedOptions[0].textContent, style = getComputedStyle(select);
        const pen = document.createElement('canvas').getContext('2d');
        pen.font = style.font;
        // The text, its padding and the menu's arrow (about 1.5em) must fit inside the box.
        const needed = pen.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 1.5 * parseFloat(style.fontSize);
        return { text, needed: Math.ceil(needed), width: select.clientWidth };
      });
      assert.ok(room.needed <= room.width, `${lang}: "${room.text}" needs ${room.needed} px in a ${room.width} px menu`);
    } finally {
      await context.close();
    }
  }
});
