// Homework and exams (issue 38) in the built page: an exercise set shows no answer in a hint and none after one
// wrong try; two student ids get different numbers; receipts from two students, pasted by the teacher, are scored
// right. Every expected answer comes from a float64 forward pass (helpers/reference.mjs) of the student's seeded
// starting values, never from the page. Needs dist/ (node scripts/build-page.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, withPage as openWith, serveDist, screenshot } from './helpers/browser.mjs';
import { loadLab } from './helpers/lab.mjs';
import { referenceForward, referenceShapes, referenceAt, startingValuesIn } from './helpers/reference.mjs';
import { assignmentFromLink, studentSeed } from '../../web/src/lessons/assignment.js';

const lab = await loadLab();
let browser, server, baseUrl;
before(async () => { browser = await launch(); ({ server, url: baseUrl } = await serveDist()); });
after(async () => { await browser?.close(); server?.close(); });
const withPage = (url, body, options) => openWith(browser, url, body, options);

// The answer a spec asks for, from the reference: {kind: 'shape', shape} or {kind: 'number', value}, or null (a choice).
function expected(spec, config, ref) {
  const [kind, ...rest] = spec.split(':');
  if (kind === 'shape') return { kind, shape: referenceShapes(config)[rest[0]] };
  if (kind === 'step') return { kind: 'shape', shape: referenceShapes(config)[{ split_q: 'Q_heads', scores: 'scores', scale: 'scaled', softmax: 'weights', context: 'Z', concat: 'concat', output: 'Y' }[rest[0]]] };
  if (kind === 'value') { const [name, b, h, r, c] = rest; return { kind: 'number', value: referenceAt(ref[name], { b: +b, h: +h }, +r, +c) }; }
  if (kind === 'dk2') { const [b, h, r, c] = rest.map(Number); return { kind: 'number', value: referenceAt(ref.scores, { b, h }, r, c) / Math.sqrt(2 * config.dK) }; }
  return null;
}
const typed = (want) => (want.kind === 'shape' ? want.shape.join('x') : want.value === -Infinity ? '-inf' : want.value.toFixed(3));

// Does a text give a number away? A decimal within 0.005 of it, or its 2- or 3-decimal spelling (−∞ in any spelling).
function givesAway(text, want) {
  if (want.kind === 'shape') return text.includes(want.shape.join('×')) || text.includes(want.shape.join('x'));
  if (want.value === -Infinity) return /−∞|-inf|infinity/i.test(text);
  const numbers = (text.match(/[−-]?\d+[.,]\d+/g) ?? []).map((s) => Number(s.replace('−', '-').replace(',', '.')));
  return numbers.some((x) => Math.abs(x - want.value) <= 0.005) || [2, 3].some((p) => new RegExp(`(?<!\\d)${Math.abs(want.value).toFixed(p).replace('.', '\\.')}`).test(text));
}

const items = (page) => page.$$eval('#lessons .exercise[data-spec]', (ns) => ns.map((n) => ({
  spec: n.dataset.spec, type: n.dataset.type,
  shown: [...n.querySelectorAll('.exercise-prompt, .exercise-given, .hint, table')].map((x) => x.textContent).join('\n'),
})));

test('an exercise set: no hint or question holds an answer, and one wrong try shows no answer', async () => {
  await withPage(baseUrl, async ({ page }) => {
    await page.click('[data-tab="exercises"]');
    await page.waitForSelector('#lessons .exercise[data-spec]');
    const start = await startingValuesIn(page);
    const ref = referenceForward(start);
    const list = await items(page);
    const answers = list.map((x) => expected(x.spec, start.config, ref));
    assert.ok(answers.filter(Boolean).length >= 6, 'shapes and values to check');
    for (const [i, x] of list.entries())
      for (const [j, want] of answers.entries()) if (want) assert.ok(!givesAway(x.shown, want), `${x.spec} shows the answer of ${list[j].spec}: ${x.shown}`);
    for (const [i, x] of list.entries()) {
      const want = answers[i];
      if (!want) continue;
      const item = page.locator(`#lessons .exercise[data-spec="${x.spec}"]`);
      await item.locator('input').fill(want.kind === 'shape' ? [...want.shape, 7].join('x') : want.value === -Infinity ? '0.5' : (want.value + 0.37).toFixed(3));
      await item.locator('button[type="submit"]').click();
      await page.waitForSelector(`#lessons .exercise[data-spec="${x.spec}"] .exercise-feedback[data-correct="false"]`);
      const feedback = await item.locator('.exercise-feedback').textContent();
      assert.ok(!givesAway(feedback, want), `${x.spec}: one wrong try shows the answer: ${feedback}`);
      assert.equal(await item.locator('.exercise-reveal').count(), 0, x.spec);
      assert.match(feedback, /Try again/);
    }
    // A wrong weight that is the softmax of the unscaled scores is named as such (the engine recomputes that mistake).
    const w = list.find((x) => x.spec.startsWith('value:weights'));
    const [, , b, h, r, c] = w.spec.split(':').map(Number);
    const M = ref.M.data.slice((b * start.config.queryLen + r) * start.config.keyLen, (b * start.config.queryLen + r + 1) * start.config.keyLen);
    const row = Array.from(M, (m, s) => m + referenceAt(ref.scores, { b, h }, r, s));
    const top = Math.max(...row), exps = row.map((x) => Math.exp(x - top)), sum = exps.reduce((a, x) => a + x, 0);
    const item = page.locator(`#lessons .exercise[data-spec="${w.spec}"]`);
    await item.locator('input').fill((exps[c] / sum).toFixed(3));
    await item.locator('button[type="submit"]').click();
    await page.waitForFunction((spec) => /√d_k/.test(document.querySelector(`#lessons .exercise[data-spec="${spec}"] .exercise-feedback`).textContent), w.spec);
    await screenshot(page, 'homework-practice-wrong');
  });
});

// The teacher's page: an assignment link in `mode`, from the Exercises tab's teacher tools.
async function makeLink(page, mode) {
  await page.click('[data-tab="exercises"]');
  await page.click('#lessons details.teacher summary');
  await page.selectOption('[data-teacher="mode"]', mode);
  await page.click('[data-action="make-assignment"]');
  await page.waitForFunction(() => document.querySelector('[data-teacher="link"]').value.includes('assignment='));
  return page.inputValue('[data-teacher="link"]');
}

async function startAs(page, name) {
  await page.fill('#assignment-name', name);
  await page.click('.assignment-name button[type="submit"]');
  await page.waitForFunction((n) => document.querySelector('.assignment-body')?.textContent.includes(n), name);
}

test('two student ids get different numbers', async () => {
  let link;
  await withPage(baseUrl, async ({ page }) => { link = await makeLink(page, 'practice'); });
  await withPage(link, async ({ page }) => {
    await page.waitForSelector('#assignment-name');
    await page.focus('#stage [data-row]');  // practice: the cell arithmetic stays
    assert.match(await page.textContent('#cell-info'), /=/);
    await startAs(page, 'Ada Lovelace');
    const ada = (await items(page)).map((x) => x.shown).join('\n');
    await startAs(page, 'Alan Turing');
    const alan = (await items(page)).map((x) => x.shown).join('\n');
    const numbers = (s) => s.match(/−?\d+\.\d+/g) ?? [];
    assert.ok(numbers(ada).length >= 5, ada);
    assert.notDeepEqual(numbers(ada), numbers(alan), 'the same numbers for two students');
  });
});

test('graded: two students’ receipts, pasted by the teacher, are scored right; the page gives no arithmetic away', async () => {
  let link;
  await withPage(baseUrl, async ({ page }) => { link = await makeLink(page, 'graded'); });
  const assignment = assignmentFromLink(link);
  assert.equal(assignment.mode, 'graded');
  const receipts = [], want = {};
  // Alice answers every shape and number right; Bob only the shapes. Choices are left unanswered (wrong).
  for (const [name, rightNumbers] of [['alice', true], ['bob', false]]) {
    await withPage(link, async ({ page }) => {
      await page.waitForSelector('#assignment-name');
      // No hover arithmetic: a focused cell explains nothing.
      await page.focus('#stage [data-row]');
      assert.doesNotMatch(await page.textContent('#cell-info'), /=/, 'the cell arithmetic is shown in graded mode');
      await startAs(page, name);
      const trace = lab.run({ ...lab.defaultConfig(), ...assignment.config, seed: studentSeed(assignment, name) });
      const ref = referenceForward(trace);
      let score = 0;
      for (const x of await items(page)) {
        const answer = expected(x.spec, trace.config, ref);
        if (!answer) continue;
        const right = answer.kind === 'shape' || rightNumbers;
        score += right ? 1 : 0;
        const text = right ? typed(answer) : answer.value === -Infinity ? '1.5' : (answer.value + 0.5).toFixed(3);
        await page.fill(`#lessons .exercise[data-spec="${x.spec}"] input`, text);
        assert.equal(await page.locator(`#lessons .exercise[data-spec="${x.spec}"] .exercise-feedback`).textContent(), '', 'graded: nothing is checked');
      }
      want[name] = { score, total: (await items(page)).length };
      await page.click('[data-action="make-receipt"]');
      receipts.push(await page.inputValue('#receipt-code'));
      await screenshot(page, 'homework-graded-student', name);
    });
  }
  await withPage(baseUrl, async ({ page }) => {
    await page.click('[data-tab="exercises"]');
    await page.click('#lessons details.teacher summary');
    await page.fill('[data-teacher="grade-link"]', link);
    const changed = receipts[0].at(-8) === 'x' ? 'y' : 'x';  // one character of the payload typed wrong
    await page.fill('[data-teacher="receipts"]', `${receipts.join('\n')}\n${receipts[0].slice(0, -8)}${changed}${receipts[0].slice(-7)}`);
    await page.click('[data-action="score-receipts"]');
    await page.waitForSelector('table.grades');
    const rows = await page.$$eval('table.grades tr[data-status]', (trs) => trs.map((tr) => ({ status: tr.dataset.status, cells: [...tr.cells].map((c) => c.textContent) })));
    assert.deepEqual(rows.map((r) => r.status), ['ok', 'ok', 'checksum'], 'a changed receipt is caught');
    for (const [i, name] of ['alice', 'bob'].entries()) {
      assert.equal(rows[i].cells[0], name);
      assert.equal(rows[i].cells[1], `${want[name].score} / ${want[name].total}`, name);
    }
    const csv = decodeURIComponent((await page.getAttribute('[data-teacher="csv"]', 'href')).split(',').slice(1).join(','));
    assert.match(csv, new RegExp(`^alice,${want.alice.score},${want.alice.total},ok`, 'm'));
    await screenshot(page, 'homework-teacher-grades');
  });
});
