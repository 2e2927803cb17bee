// The notebook helper in Jupyter (issue 39): a notebook that calls attention_lab.show() with a learner's numpy Q, K
// and V is executed by Debian's nbconvert (a real kernel), and its HTML opened in Chromium: the lab inside the
// output's iframe draws the softmax step on exactly those numbers. The expected weights are computed here in
// float64 (softmax of QKᵀ/√d_k under the causal mask), not by the engine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from './helpers/browser.mjs';

const python = fileURLToPath(new URL('../../python/', import.meta.url));
const tokens = ['I', 'like', 'cats'];
const Q = [[0.9, -0.1], [0.2, 1.1], [0.5, 0.5]];
const K = [[1.0, 0.0], [0.3, 0.8], [-0.6, 0.4]];
const V = [[1, 2], [3, 4], [5, 6]];
let browser, folder;
before(async () => { browser = await launch(); folder = mkdtempSync(join(tmpdir(), 'attention-lab-notebook-')); });
after(async () => { await browser?.close(); rmSync(folder, { recursive: true, force: true }); });

// softmax(q·k / √d_k) over the keys s ≤ t, in float64.
function expectedWeights() {
  const scale = Math.sqrt(Q[0].length);
  return Q.map((q, t) => {
    const scores = K.map((k, s) => (s <= t ? q.reduce((sum, x, i) => sum + x * k[i], 0) / scale : -Infinity));
    const top = Math.max(...scores), e = scores.map((x) => Math.exp(x - top)), total = e.reduce((a, b) => a + b, 0);
    return e.map((x) => x / total);
  });
}

const code = (lines) => ({ cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source: lines.join('\n') });
function writeNotebook(file) {
  const notebook = {
    nbformat: 4, nbformat_minor: 4, metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' } },
    cells: [
      code(['import sys', `sys.path.insert(0, ${JSON.stringify(python)})`, 'import numpy as np', 'import attention_lab']),
      code([`Q = np.array(${JSON.stringify(Q)}, dtype=np.float32)`, `K = np.array(${JSON.stringify(K)})`, `V = np.array(${JSON.stringify(V)})`,
        `attention_lab.show(tokens=${JSON.stringify(tokens)}, Q=Q, K=K, V=V, step='softmax')`]),
    ],
  };
  writeFileSync(file, JSON.stringify(notebook));
}

test('notebook: show() with numpy Q, K, V, executed by nbconvert, draws the lab on those numbers in Chromium', async () => {
  writeNotebook(join(folder, 'lesson.ipynb'));
  execFileSync('jupyter', ['nbconvert', '--to', 'html', '--execute', 'lesson.ipynb'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  const context = await browser.newContext({ viewport: { width: 1300, height: 1000 } });
  // nbconvert's template asks CDNs for require.js and MathJax: offline here, so only local files load.
  await context.route(/^(?!file:|data:|blob:|about:)/, (route) => route.abort());
  const problems = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => { if (m.type() === 'error' && m.location()?.url === 'about:srcdoc') problems.push(`console: ${m.text()}`); });
  try {
    await page.goto(pathToFileURL(join(folder, 'lesson.html')).href);
    const lab = await (await page.waitForSelector('iframe[title="Attention Lab"]')).contentFrame();
    await lab.waitForFunction(() => document.body?.dataset.ready === 'true' && window.attentionLab?.getTrace());
    const shown = await lab.evaluate(() => {
      const a = window.attentionLab, trace = a.getTrace();
      const rows = [];
      for (const cell of document.querySelectorAll('#stage figure[data-tensor="weights"] [role=gridcell]')) (rows[cell.dataset.row] ??= [])[cell.dataset.col] = cell.textContent;
      return { step: trace.steps[a.getState().step].id, tokens: trace.tokens[0], Q: Array.from(trace.tensors.Q.data), V: Array.from(trace.tensors.V.data), rows };
    });
    assert.equal(shown.step, 'softmax');
    assert.deepEqual(shown.tokens, tokens);
    assert.deepEqual(shown.Q, Q.flat().map(Math.fround));
    assert.deepEqual(shown.V, V.flat().map(Math.fround));
    assert.deepEqual(shown.rows, expectedWeights().map((row) => row.map((w) => w.toFixed(2))), 'the drawn weights, to two decimals');
    assert.deepEqual(problems, []);
  } finally { await context.close(); }
});
