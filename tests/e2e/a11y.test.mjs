// Accessibility of the built page in headless Chromium: axe-core finds no serious or critical
// violation on any step of any preset or in the lessons, in light and dark; the tool works by
// keyboard alone with a visible focus ring and focus survives redraws; every matrix has a text
// alternative and can be read as a table; step changes are announced once in a polite live region;
// reduced motion draws the final state at once; cell text meets AA on every colour of the scale;
// NaN/±Infinity typed into a cell is flagged there; odd text (empty, one token, 4096+ tokens, emoji,
// CJK, Arabic, Hebrew) renders as token headers. Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launch, withPage as openWith, serveDist, screenshot, settle } from './helpers/browser.mjs';
import { presets } from '../../web/src/state/presets.js';
import { chapters } from '../../web/src/lessons/tour.js';
import { diverging, sequential, inkFor, contrastOf } from '../../web/src/engine/colors.js';
import { referenceForward, referenceAt } from './helpers/reference.mjs';

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));
let browser, server, baseUrl;
before(async () => { browser = await launch(); ({ server, url: baseUrl } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });

const withPage = (body, { url = baseUrl, ...options } = {}) => openWith(browser, url, body, options);

// Serious and critical axe violations on the whole page, as "rule: target" lines.
async function axeProblems(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary.split('\n')[1]?.trim()}`));
  });
}

const goStep = (page, index) => page.evaluate((i) => window.attentionLab.setState({ step: i, progress: 1, playing: false }), index);
const bodyBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BG = 'rgb(20, 20, 24)', LIGHT_BG = 'rgb(247, 247, 245)';

async function choosePreset(page, id) {
  await page.selectOption('#preset', id);
  await page.waitForFunction((presetId) => window.attentionLab.getState().presetId === presetId, id);
  await settle(page);
}

for (const scheme of ['light', 'dark']) {
  for (const preset of presets) {
    test(`a11y: axe finds no serious or critical violation on any step of "${preset.id}" (prefers-color-scheme: ${scheme})`, async () => {
      await withPage(async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await choosePreset(page, preset.id);
        assert.equal(await bodyBackground(page), scheme === 'dark' ? DARK_BG : LIGHT_BG, 'the theme follows prefers-color-scheme');
        const steps = await page.evaluate(() => window.attentionLab.getTrace().steps.map((s) => s.id));
        const found = [];
        for (const [i, id] of steps.entries()) {
          await goStep(page, i);
          await settle(page);
          for (const line of await axeProblems(page)) found.push(`${id}: ${line}`);
        }
        assert.deepEqual(found.slice(0, 20), [], `${found.length} violations`);
      }, { colorScheme: scheme });
    });
  }
}

test('a11y: axe is clean with the #theme toggle in both directions, on the default preset and the 512-wide heatmaps', async () => {
  await withPage(async ({ page }) => {
    for (const id of ['default', 'd512-cross']) {
      await choosePreset(page, id);
      const steps = await page.evaluate(() => window.attentionLab.getTrace().steps.length);
      for (const expected of [DARK_BG, LIGHT_BG]) {
        await page.click('#theme');
        await settle(page);
        assert.equal(await bodyBackground(page), expected);
        for (const i of [0, Math.floor(steps / 2), steps - 1]) {
          await goStep(page, i);
          await settle(page);
          assert.deepEqual(await axeProblems(page), [], `${id} step ${i}, background ${expected}`);
        }
      }
    }
    await screenshot(page, 'a11y-theme-toggle');
  });
});

for (const scheme of ['light', 'dark']) {
  test(`a11y: axe is clean in every tour chapter, the exercises, the decode and equivalence views (${scheme})`, async () => {
    const found = [];
    for (let n = 1; n <= chapters.length; n += 1) {
      await withPage(async ({ page }) => {
        await settle(page);
        await page.waitForSelector('#tour-title');
        for (const line of await axeProblems(page)) found.push(`chapter ${n}: ${line}`);
        if (n !== 1) return;
        for (const tab of ['exercises', 'decode', 'equivalence']) {
          await page.click(`[data-tab="${tab}"]`);
          await settle(page);
          for (const line of await axeProblems(page)) found.push(`${tab}: ${line}`);
        }
        // An answered exercise (feedback and aria-invalid shown) stays clean too.
        await page.click('[data-tab="exercises"]');
        const exercise = page.locator('#lessons .exercise').first();
        await exercise.locator('input').fill('12345'); // waits for the exercise; fails if there is none
        await exercise.locator('button:has-text("Check")').click();
        assert.equal(await exercise.locator('.exercise-feedback').getAttribute('data-correct'), 'false', '12345 was accepted');
        assert.equal(await exercise.locator('input').getAttribute('aria-invalid'), 'true');
        await settle(page);
        for (const line of await axeProblems(page)) found.push(`answered exercise: ${line}`);
      }, { url: `${baseUrl}?chapter=${n}`, colorScheme: scheme });
    }
    assert.deepEqual(found.slice(0, 20), [], `${found.length} violations`);
  });
}

for (const scheme of ['light', 'dark']) {
  test(`a11y: axe is clean in "Train a model" while training, with a head knocked out and the importance table (${scheme})`, async () => {
    await withPage(async ({ page }) => {
      await page.click('#open-train');  // the header button (the lab is ready: openPage waited for it)
      await page.waitForFunction(() => document.getElementById('train-view')?.dataset.step === '0');
      await page.click('#train-step');
      await page.waitForFunction(() => document.getElementById('train-view').dataset.step === '20');
      const found = (await axeProblems(page)).map((line) => `after a step: ${line}`);
      await page.click('.head-grid figure[data-layer="0"][data-head="0"] button');
      await page.waitForFunction(() => /without layer 0 head 0/.test(document.getElementById('train-status').textContent));
      await page.click('#train-importance');
      await page.waitForSelector('.train-importance-table');
      await page.waitForSelector('#predict-bars li');
      found.push(...(await axeProblems(page)).map((line) => `knocked out, table: ${line}`));
      // The head toggles say what pressing them does, and their pressed state.
      assert.equal(await page.getAttribute('.head-grid figure[data-layer="0"][data-head="0"] button', 'aria-pressed'), 'true');
      assert.match(await page.getAttribute('.head-grid figure[data-layer="0"][data-head="0"] button', 'aria-label'), /knocked out \(press to put it back\)/);
      assert.deepEqual(found, []);
    }, { colorScheme: scheme });
  });
}

test('a11y: keyboard alone: Tab reaches the controls, the timeline and a matrix cell, each with a visible focus ring', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    await goStep(page, await page.evaluate(() => window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'scores')));
    await settle(page);
    await page.evaluate(() => document.activeElement?.blur());
    const seen = new Set();
    const ring = {};
    for (let i = 0; i < 120 && !(seen.has('control') && seen.has('timeline') && seen.has('cell')); i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const a = document.activeElement;
        const kind = a.closest('#inputs') ? 'control' : a.closest('#timeline') ? 'timeline' : a.matches('[role=gridcell]') ? 'cell' : a.tagName;
        const style = getComputedStyle(a);
        return { kind, outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
      seen.add(where.kind);
      ring[where.kind] ??= where.outline;
    }
    for (const kind of ['control', 'timeline', 'cell']) {
      assert.ok(seen.has(kind), `Tab never reached a ${kind}: ${[...seen]}`);
      assert.match(ring[kind], /^solid [2-9]/, `${kind} focus ring: ${ring[kind]}`);
    }
    await screenshot(page, 'a11y-focus-cell');
  });
});

test('a11y: arrow keys move between grid cells, the timeline changes the step, and focus survives redraws', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    const steps = await page.evaluate(() => window.attentionLab.getTrace().steps.map((s) => s.id));
    const scores = steps.indexOf('scores');
    await goStep(page, scores);
    await settle(page);
    const active = () => page.evaluate(() => {
      const a = document.activeElement;
      return { tag: a.tagName, tensor: a.closest('[data-tensor]')?.dataset.tensor, row: a.dataset.row, col: a.dataset.col };
    });
    await page.focus('#stage [data-tensor="scores"] [role=gridcell][data-row="0"][data-col="0"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await active(), { tag: 'SPAN', tensor: 'scores', row: '2', col: '1' });
    // Only one cell of the grid is in the tab order (roving tabindex), and it is the focused one.
    assert.deepEqual(await page.$$eval('#stage [data-tensor="scores"] [role=gridcell][tabindex="0"]', (n) => n.map((c) => `${c.dataset.row},${c.dataset.col}`)), ['2,1']);
    // A redraw (another head) replaces every cell: focus goes to the same cell of the new drawing.
    await page.evaluate(() => window.attentionLab.setState({ head: 1 }));
    await settle(page);
    assert.deepEqual(await active(), { tag: 'SPAN', tensor: 'scores', row: '2', col: '1' }, 'focus after the head changed');
    // A step whose drawing has no scores matrix: focus stays on the stage, never on <body>.
    await goStep(page, steps.indexOf('output'));
    await settle(page);
    assert.notEqual((await active()).tag, 'BODY', 'focus fell to <body>');
    // The timeline changes the step by keyboard.
    await page.focus(`#timeline [data-step-id="${steps[0]}"]`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector(`#timeline [data-step-id="${steps[1]}"][aria-current="step"]`);
    // An edit by keyboard (Enter, type, Enter) redraws the stage and focus is back on the edited cell.
    const edit = steps.find((id) => id.startsWith('project') || id === 'Q') ?? steps[1];
    await goStep(page, steps.indexOf(edit));
    await settle(page);
    const figure = await page.$eval('#stage figure.editable', (f) => f.dataset.tensor);
    await page.focus(`#stage [data-tensor="${figure}"] [role=gridcell][data-row="1"][data-col="1"]`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('0.5');
    await page.keyboard.press('Enter');
    await settle(page);
    assert.deepEqual(await active(), { tag: 'SPAN', tensor: figure, row: '1', col: '1' }, 'focus after an edit');
    assert.equal(await page.$eval(`#stage [data-tensor="${figure}"] [role=gridcell][data-row="1"][data-col="1"]`, (c) => c.textContent), '0.50');
  });
});

test('a11y: every matrix has a name, shape and one-line summary, and reads as a grid with token headers', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    const steps = await page.evaluate(() => window.attentionLab.getTrace().steps.map((s) => s.id));
    for (const [i, id] of steps.entries()) {
      await goStep(page, i);
      await settle(page);
      const figures = await page.$$eval('#stage figure[data-tensor]', (nodes) => nodes.map((f) => {
        const grid = f.querySelector('[role=grid], canvas');
        const described = grid && document.getElementById(grid.getAttribute('aria-describedby') ?? '');
        return { tensor: f.dataset.tensor, summary: described?.textContent ?? null, inCaption: Boolean(described && f.querySelector('figcaption').contains(described)) };
      }));
      for (const f of figures) {
        if (f.summary === null) continue; // the split view's moving cells are aria-hidden; its heads are figures
        assert.match(f.summary, /, \d+×\d+/, `${id}/${f.tensor}: "${f.summary}"`);
        assert.ok(f.inCaption, `${id}/${f.tensor}: the summary is part of the caption`);
      }
      assert.ok(figures.some((f) => f.summary), `${id}: no matrix had a summary`);
    }
    await goStep(page, steps.indexOf('softmax'));
    await settle(page);
    const summary = await page.$eval('#stage [data-tensor="weights"] .m-summary', (n) => n.textContent);
    assert.match(summary, /^weights, (\d+)×\1, rows sum to 1; largest [\d.]+ at \(\d+ “[^”]+”, \d+ “[^”]+”\)/, summary);
    const tokens = await page.evaluate(() => window.attentionLab.getTrace().tokens[0]);
    const heads = await page.$$eval('#stage [data-tensor="weights"] [role=columnheader]', (n) => n.map((h) => [h.textContent, h.dir]));
    assert.deepEqual(heads, tokens.map((t) => [t, 'auto']));
    const rowHeads = await page.$$eval('#stage [data-tensor="weights"] [role=rowheader]', (n) => n.map((h) => h.textContent));
    assert.deepEqual(rowHeads, tokens);
  });
});

// The numbers of a "Read as a table" window: {r0, c0, rows (row header texts), cols, values[r][c]}.
const readTable = (page, fig) => page.$eval(`${fig} .read-table table`, (t) => {
  const m = /rows (\d+)–\d+ and columns (\d+)–\d+/.exec(t.caption.textContent) ?? [0, 0, 0];
  return {
    caption: t.caption.textContent, r0: Number(m[1]), c0: Number(m[2]),
    cols: [...t.querySelectorAll('thead th[scope=col]')].slice(1).map((th) => th.textContent),
    rows: [...t.querySelectorAll('tbody th[scope=row]')].map((th) => th.textContent),
    values: [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent.replace('\u2212', '-')))),
  };
});

test('a11y: a canvas heatmap has a summary and a "Read as a table" window with <th scope> headers that follows the cursor, its numbers those of a float64 forward pass', async () => {
  await withPage(async ({ page }) => {
    // d_model = 512, 8 heads, "Me gustan los gatos": Y (4×512) is drawn as a heatmap at the output step.
    await choosePreset(page, 'base-512-8-heads');
    await goStep(page, await page.evaluate(() => window.attentionLab.getTrace().steps.findIndex((s) => s.id === 'output')));
    await settle(page);
    const fig = '#stage figure.heatmap[data-tensor="Y"]';
    const canvas = `${fig} canvas`;
    const summary = await page.$eval(canvas, (c) => document.getElementById(c.getAttribute('aria-describedby')).textContent);
    assert.match(summary, /^Y, 4×512, .*largest .* at \(\d+/);
    // Y recomputed in float64 from the page's own X and weights (not from its Y).
    const trace = await page.evaluate(() => {
      const t = window.attentionLab.getTrace();
      const pick = (n) => ({ shape: t.tensors[n].shape, data: Array.from(t.tensors[n].data) });
      return { config: t.config, tensors: Object.fromEntries(['X', 'W_q', 'W_k', 'W_v', 'W_o'].map((n) => [n, pick(n)])) };
    });
    const Y = referenceForward(trace).Y;
    // Every number is shown to 4 decimals: within half a unit of the 4th decimal, plus float32 rounding.
    const assertNumbers = (table) => {
      for (const [i, row] of table.values.entries())
        for (const [j, shown] of row.entries()) {
          const want = referenceAt(Y, { b: 0 }, table.r0 + i, table.c0 + j);
          assert.ok(Math.abs(shown - want) <= 6e-5, `Y[${table.r0 + i}][${table.c0 + j}] shown ${shown}, float64 ${want}`);
        }
    };
    await page.click(`${fig} .read-table summary`);
    await page.waitForSelector(`${fig} .read-table table`); // filled on the (asynchronous) toggle event
    const first = await readTable(page, fig);
    assert.equal(first.caption, 'Y, rows 0–3 and columns 0–11 of 4×512');
    assert.deepEqual(first.rows, ['Me', 'gustan', 'los', 'gatos'], 'row headers are the tokens');
    assert.deepEqual(first.cols, Array.from({ length: 12 }, (_, c) => String(c)));
    assert.deepEqual(first.values.map((r) => r.length), [12, 12, 12, 12]);
    assertNumbers(first);
    await page.focus(canvas);
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowDown');
    const moved = await readTable(page, fig);
    assert.equal(moved.caption, 'Y, rows 0–3 and columns 14–25 of 4×512', 'the table follows the cursor (column 20, centred)');
    assert.deepEqual(moved.cols, Array.from({ length: 12 }, (_, c) => String(14 + c)));
    assertNumbers(moved);
    await screenshot(page, 'a11y-heatmap-table');
  });
});

test('a11y: a step change is announced once in the one polite live region, not on every animation frame', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    const live = await page.$$eval('[aria-live="polite"]', (n) => n.map((x) => x.id));
    assert.deepEqual(live, ['announce']);
    await page.evaluate(() => {
      window.__announced = [];
      window.__frames = 0; // animation frames of the step (progress between 0 and 1)
      new MutationObserver(() => window.__announced.push(document.getElementById('announce').textContent))
        .observe(document.getElementById('announce'), { childList: true, characterData: true, subtree: true });
      window.attentionLab.store.subscribe((state) => { if (state.playing && state.progress > 0 && state.progress < 1) window.__frames += 1; });
    });
    const next = await page.evaluate(() => window.attentionLab.getTrace().steps[window.attentionLab.getState().step + 1].id);
    await page.click(`#timeline [data-step-id="${next}"]`); // plays the step's animation (many frames)
    await page.waitForFunction((id) => { const a = window.attentionLab, s = a.getState(); return a.getTrace().steps[s.step].id === id && !s.playing && s.progress === 1; }, next, { timeout: 20000 });
    const { announced, frames } = await page.evaluate(() => ({ announced: window.__announced, frames: window.__frames }));
    assert.ok(frames >= 5, `the step played in ${frames} frames: too few to tell once from every frame`);
    assert.equal(announced.length, 1, JSON.stringify(announced));
    assert.match(announced[0], /^Step \d+ of \d+: .+\. .+/);
    const caption = await page.$eval('#caption', (c) => c.textContent.trim());
    assert.ok(caption.startsWith(announced[0].replace(/^Step \d+ of \d+: [^.]+\. /, '').slice(0, 20)), `${announced[0]} vs ${caption}`);
  });
});

test('a11y: with prefers-reduced-motion the final state of a step is drawn at once', async () => {
  await withPage(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await choosePreset(page, 'default');
    await page.focus('#next');
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Enter');
      await settle(page);
      const state = await page.evaluate(() => ({ ...window.attentionLab.getState(), config: undefined, inputs: undefined }));
      assert.equal(state.progress, 1);
      assert.equal(state.playing, false);
      const unrevealed = await page.$$eval('#stage [data-reveal="hidden"], #stage [data-reveal="active"]', (n) => n.length);
      assert.equal(unrevealed, 0, 'cells still hidden after the step change');
      // Nothing on the page moves by itself: no element keeps a transition or an animation.
      const moving = await page.$$eval('*', (all) => all.filter((e) => {
        const style = getComputedStyle(e);
        return !/^0s(, 0s)*$/.test(style.transitionDuration) || style.animationName !== 'none';
      }).map((e) => e.id || e.className || e.tagName));
      assert.deepEqual(moving, []);
    }
    await screenshot(page, 'a11y-reduced-motion');
  });
});

test('a11y: cell text meets WCAG AA (4.5:1) on every colour of both scales, and the legend shows the scale', async () => {
  for (let i = 0; i <= 200; i += 1) {
    const x = i / 200;
    for (const color of [diverging(2 * x - 1, 1), sequential(x)]) {
      const ink = inkFor(color) === '#000000' ? [0, 0, 0] : [255, 255, 255];
      assert.ok(contrastOf(color, ink) >= 4.5, `rgb(${color}) with ${inkFor(color)}: ${contrastOf(color, ink).toFixed(2)}`);
    }
  }
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    const legend = await page.$eval('#legend', (l) => ({ text: l.textContent, bar: Boolean(l.querySelector('.legend-bar')) }));
    assert.ok(legend.bar && /\d/.test(legend.text) && /−∞/.test(legend.text), JSON.stringify(legend));
  });
});

test('a11y: NaN, ±Infinity and words typed into a cell are flagged there with a message; the typed text and the picture stay', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    const steps = await page.evaluate(() => window.attentionLab.getTrace().steps.map((s) => s.id));
    let found = null;
    for (const [i] of steps.entries()) {
      await goStep(page, i);
      await settle(page);
      found = await page.$eval('#stage', (s) => s.querySelector('figure.editable')?.dataset.tensor ?? null);
      if (found) break;
    }
    assert.ok(found, 'no editable matrix');
    const cell = `#stage [data-tensor="${found}"] [role=gridcell][data-row="0"][data-col="1"]`;
    const before = await page.$eval(cell, (c) => c.dataset.value);
    const pictureBefore = await page.$$eval('#stage [data-tensor]', (n) => n.map((f) => `${f.dataset.tensor}:${f.dataset.shape}`));
    await page.focus(cell);
    await page.keyboard.press('Enter');
    for (const typed of ['NaN', 'Infinity', '-Infinity', '∞', 'abc', '']) {
      await page.fill(`${cell} input`, typed);
      await page.keyboard.press('Enter');
      const flag = await page.$eval(cell, (c) => {
        const input = c.querySelector('input');
        const note = input && document.getElementById(input.getAttribute('aria-describedby'));
        return { value: input?.value, invalid: input?.getAttribute('aria-invalid'), note: note?.textContent ?? '' };
      });
      assert.equal(flag.value, typed, 'what was typed is kept');
      assert.equal(flag.invalid, 'true');
      assert.match(flag.note, /not a finite number/);
      assert.deepEqual(await page.$$eval('#stage [data-tensor]', (n) => n.map((f) => `${f.dataset.tensor}:${f.dataset.shape}`)), pictureBefore, 'the picture changed');
      assert.equal(await page.evaluate(() => Object.keys(window.attentionLab.getState().inputs).length), 0, 'a non-number reached the engine');
    }
    await page.fill(`${cell} input`, 'NaN');
    await page.keyboard.press('Enter');
    await screenshot(page, 'a11y-nan-cell');
    await page.fill(`${cell} input`, '0.25');
    await page.keyboard.press('Enter');
    await settle(page);
    assert.equal(await page.$eval(cell, (c) => c.dataset.value), '0.25');
    assert.notEqual(before, '0.25');
    assert.equal(await page.$$eval('#stage .cell-error', (n) => n.length), 0, 'the message stays after a good number');
    // A value beyond the engine's ±1e6 in another cell is flagged there; the earlier 0.25 edit stays.
    const other = `#stage [data-tensor="${found}"] [role=gridcell][data-row="1"][data-col="0"]`;
    const edited = await page.evaluate((name) => Array.from(window.attentionLab.getState().inputs[name]), found);
    await page.focus(other);
    await page.keyboard.press('Enter');
    await page.fill(`${other} input`, '2e6');
    await page.keyboard.press('Enter');
    const flag = await page.$eval(other, (c) => { const input = c.querySelector('input'); return { invalid: input?.getAttribute('aria-invalid'), note: document.getElementById(input?.getAttribute('aria-describedby'))?.textContent ?? '' }; });
    assert.equal(flag.invalid, 'true');
    assert.match(flag.note, /“2e6” is beyond ±1000000/);
    assert.deepEqual(await page.evaluate((name) => Array.from(window.attentionLab.getState().inputs[name]), found), edited, 'the earlier edit is kept, 2e6 did not reach the engine');
  });
});

const SENTENCES = [
  ['one token', 'hello'],
  ['emoji', 'I ❤️ 🐱 cats 👩‍👩‍👧'],
  ['CJK', '我 喜欢 猫 と 日本語 한국어'],
  ['Arabic', 'أنا أحب القطط'],
  ['Hebrew', 'אני אוהב חתולים'],
  ['mixed directions', 'the word قطط means cats'],
];

test('a11y: one token, emoji, CJK and right-to-left sentences render as token headers with dir="auto"', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    for (const [name, text] of SENTENCES) {
      await page.fill('#text', text);
      await page.waitForFunction((t) => window.attentionLab.getState().config.text === t, text);
      await settle(page);
      const trace = await page.evaluate(() => ({ tokens: window.attentionLab.getTrace().tokens[0], steps: window.attentionLab.getTrace().steps.map((s) => s.id) }));
      assert.ok(trace.tokens.length >= 1, `${name}: no tokens`);
      await goStep(page, trace.steps.indexOf('scores'));
      await settle(page);
      const heads = await page.$$eval('#stage [data-tensor="scores"] [role=columnheader]', (n) => n.map((h) => [h.textContent, h.dir]));
      assert.deepEqual(heads, trace.tokens.map((t) => [t, 'auto']), name);
      assert.deepEqual(await axeProblems(page), [], name);
      if (name === 'Arabic') await screenshot(page, 'a11y-arabic');
    }
  });
});

test('a11y: empty text is explained next to the text box and the last picture stays; 5000 words are cut with a note', async () => {
  await withPage(async ({ page }) => {
    await choosePreset(page, 'default');
    const picture = await page.$$eval('#stage [data-tensor]', (n) => n.map((f) => `${f.dataset.tensor}:${f.dataset.shape}`));
    await page.fill('#text', '');
    await page.waitForFunction(() => window.attentionLab.getState().config.text === '' && document.querySelector('[data-error-for="text"]').textContent !== '');
    await settle(page);
    assert.match(await page.textContent('[data-error-for="text"]'), /^The text has no words; type a sentence/);
    assert.equal(await page.getAttribute('#text', 'aria-invalid'), 'true');
    // The last valid picture stays: the default example's six tokens and the same matrices.
    assert.deepEqual(await page.evaluate(() => window.attentionLab.getTrace().tokens[0]), ['the', 'cat', 'sat', 'on', 'the', 'mat']);
    assert.deepEqual(await page.$$eval('#stage [data-tensor]', (n) => n.map((f) => `${f.dataset.tensor}:${f.dataset.shape}`)), picture, 'the picture was lost');
    assert.equal(await page.inputValue('#text'), '');
    const long = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ');
    await page.fill('#text', long);
    await page.waitForFunction(() => (window.attentionLab.getTrace()?.config.queryLen ?? window.attentionLab.getTrace()?.tokens[0].length) === 4096, null, { timeout: 60000 });
    await page.waitForFunction(() => /4096/.test(document.getElementById('status').textContent), null, { timeout: 60000 });
    assert.equal((await page.inputValue('#text')).length, long.length, 'the typed text was cut in the box');
  });
});
