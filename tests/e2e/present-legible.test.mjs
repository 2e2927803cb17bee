// Presentation mode stays legible (issue 35, item 1): at a projector's 1280×720 with ?present=1, on every step
// of chapter 2 (12 tokens, "Q → heads") and of the 26-character trained-text example (a 26×26 grid, 27×27
// with its token row and column): no visible number is drawn below 14 px, the result is on screen, and a
// hovered result cell's operands (the cells the views mark data-hover) are on screen and not under the popover;
// a picture drawn as context (issue 35) keeps its token labels.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, withPage, serveDist, screenshot } from './helpers/browser.mjs';

let browser, server, url;
before(async () => { browser = await launch(); ({ server, url } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

const VIEWPORT = { width: 1280, height: 720 };

// The smallest visible number in the stage and the popover, in screen px: font-size × every zoom above it
// (getComputedStyle gives the font-size before CSS zoom; hidden text is not seen, so not counted).
const SMALLEST_NUMBER = () => {
  let smallest = Infinity, where = '';
  for (const node of document.querySelectorAll('#stage *, .cell-pop *')) {
    const own = [...node.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
    if (!/\d/.test(own) || !node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const r = node.getBoundingClientRect();
    if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
    let zoom = 1;
    for (let n = node; n; n = n.parentElement) zoom *= parseFloat(getComputedStyle(n).zoom) || 1;
    const px = parseFloat(getComputedStyle(node).fontSize) * zoom;
    if (px < smallest) [smallest, where] = [px, `${node.className || node.localName} "${own.trim().slice(0, 20)}"`];
  }
  return { px: Math.round(smallest * 10) / 10, where };
};

// The step's result figure on screen, and the middle cell of it to hover (null when it has no cells).
const RESULT = () => {
  const step = window.attentionLab.getTrace().steps[window.attentionLab.getState().step];
  const figure = document.querySelector(`#stage figure[data-tensor="${step.output}"]`);
  const r = figure?.getBoundingClientRect();
  const onScreen = Boolean(r) && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  const cells = [...(figure?.querySelectorAll('[role=gridcell]') ?? [])];
  const cell = cells[Math.floor(cells.length / 2)]?.getBoundingClientRect();
  return { id: step.id, onScreen, cell: cell && { x: cell.left + cell.width / 2, y: cell.top + cell.height / 2 } };
};

// The hovered cell and its operands: each on screen and clear of the popover.
const OPERANDS = () => {
  const pop = document.querySelector('.cell-pop:not([hidden])')?.getBoundingClientRect();
  const marked = [...document.querySelectorAll('#stage .cell[data-hover], #stage .rcell[data-hover]')];
  const bad = [];
  for (const node of marked) {
    const r = node.getBoundingClientRect();
    const where = `${node.closest('figure')?.dataset.tensor}[${node.dataset.row},${node.dataset.col}]`;
    if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) bad.push(`${where} off screen`);
    else if (pop && r.left < pop.right && r.right > pop.left && r.top < pop.bottom && r.bottom > pop.top) bad.push(`${where} under the popover`);
  }
  return { count: marked.length, popover: Boolean(pop), bad };
};

// Drawn as context (its numbers hidden), the result still names its rows and columns: every header that reads
// the trace's tokens (the shown item's) is visible, and no two of them overlap.
const TOKEN_LABELS = () => {
  const lab = window.attentionLab, state = lab.getState(), trace = lab.getTrace();
  if (document.getElementById('stage').dataset.context !== 'true') return { context: false, bad: [] };
  const tokens = trace.tokens[state.item].join('\u0001');
  const figure = document.querySelector(`#stage figure[data-tensor="${trace.steps[state.step].output}"]`);
  const bad = [];
  let shown = 0;
  for (const role of ['rowheader', 'columnheader']) {
    const heads = [...(figure?.querySelectorAll(`[role=${role}]`) ?? [])];
    if (heads.map((n) => n.textContent).join('\u0001') !== tokens) continue;
    const boxes = heads.map((n) => n.getBoundingClientRect());
    heads.forEach((n, i) => {
      if (!n.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || !boxes[i].width) bad.push(`${role} "${n.textContent}" hidden`);
      const next = boxes[i + 1];
      if (next && (role === 'rowheader' ? boxes[i].bottom > next.top + 0.5 : boxes[i].right > next.left + 0.5)) bad.push(`${role} "${n.textContent}" overlaps the next`);
    });
    shown += heads.length;
  }
  return { context: true, shown, bad };
};

async function everyStep(page, name) {
  const count = await page.evaluate(() => window.attentionLab.getTrace().steps.length);
  const report = [];
  for (let step = 0; step < count; step++) {
    await page.mouse.move(1, 1);
    await page.evaluate((step) => { window.attentionLab.setState({ step, progress: 1, playing: false }); window.scrollTo(0, 0); }, step);
    await page.waitForFunction((step) => window.attentionLab.getState().step === step, step);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const result = await page.evaluate(RESULT);
    const problems = [];
    if (!result.onScreen) problems.push('result not on screen');
    const labels = await page.evaluate(TOKEN_LABELS);
    problems.push(...labels.bad);
    let smallest = await page.evaluate(SMALLEST_NUMBER);
    if (result.cell) {
      // A real pointer over the cell (what a lecturer does), then the operands it marks.
      await page.mouse.move(result.cell.x, result.cell.y);
      await page.waitForFunction(() => document.querySelector('#stage [data-hover="cell"]'));
      const operands = await page.evaluate(OPERANDS);
      problems.push(...operands.bad);
      const hovered = await page.evaluate(SMALLEST_NUMBER);
      if (hovered.px < smallest.px) smallest = hovered;
      await screenshot(page, 'present-legible', name, String(step), result.id);
    }
    if (smallest.px < 14) problems.push(`a number at ${smallest.px} px (${smallest.where})`);
    report.push({ step: result.id, smallestPx: smallest.px, problems, tokenLabels: labels.shown ?? 0 });
  }
  return report;
}

for (const [name, query, tokens] of [['chapter-2', '?chapter=2&present=1', 12], ['trained-text-26', '?chapter=16&present=1', 26]]) {
  test(`present-legible: ${name} at 1280×720: every number ≥ 14 px, the result on screen, a hovered cell's operands on screen and uncovered`, async () => {
    await withPage(browser, `${url}${query}`, async ({ page }) => {
      assert.equal(await page.evaluate(() => window.attentionLab.getTrace().config.queryLen), tokens);
      const report = await everyStep(page, name);
      const failing = report.filter((r) => r.problems.length);
      assert.deepEqual(failing, [], JSON.stringify(report.map((r) => `${r.step}: ${r.smallestPx}`)));
      assert.ok(report.some((r) => r.tokenLabels > 0), 'some step is drawn as context, with its token labels checked');
    }, { viewport: VIEWPORT });
  });
}

// Drawn as context, a cell's number and outline are hidden with it and only its ::before is painted: the head
// split's other heads (dim cells: no colour, a dashed edge) were left as bare head bars, a column of thin lines.
test('present-legible: chapter 2\'s "Q → heads" drawn as context keeps the other heads\' cells outlined, as when not presenting', async () => {
  await withPage(browser, `${url}?chapter=2&present=1`, async ({ page }) => {
    const step = await page.evaluate(() => window.attentionLab.getTrace().steps.findIndex((s) => s.output === 'Q_heads'));
    assert.ok(step >= 0, 'chapter 2 has a head split of Q');
    await page.evaluate((step) => window.attentionLab.setState({ step, progress: 1, playing: false }), step);
    await page.waitForFunction(() => document.querySelector('#stage [data-tensor="Q_heads"]') && document.querySelector('#stage .rcell[data-shown="dim"]'));
    const dim = await page.evaluate(() => [...document.querySelectorAll('#stage .rcell[data-shown="dim"]')].map((cell) => {
      const edge = getComputedStyle(cell, '::before');
      return `${edge.outlineStyle} ${parseFloat(edge.outlineWidth) > 0}`;
    }));
    assert.equal(await page.evaluate(() => document.getElementById('stage').dataset.context), 'true', 'drawn as context');
    assert.ok(dim.length > 0);
    assert.deepEqual([...new Set(dim)], ['dashed true']);
  }, { viewport: VIEWPORT });
});
