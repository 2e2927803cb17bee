// Each step's formula is written once (steps.cpp's step_text): for the same configuration, a run's trace.steps
// and lab.steps(config) give the same string for every id, and every formula is TeX that temml renders as
// written — no multi-letter subscript left unbraced (Q_heads would read Q sub h·e·a·d·s), no double subscript —
// so the page renders it without rewriting it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import temml from 'temml';
import { loadLab } from './load-module.mjs';

const lab = await loadLab();
const X = Array.from({ length: 3 * 4 }, (_, i) => Math.sin(i));

// [what, config, inputs]: one of each kind of run whose steps or formulas differ.
const RUNS = [
  ['the default', {}],
  ['cross-attention', { crossAttention: true, sourceText: 'le chat dort' }],
  ['bias', { bias: true }],
  ['the block', { block: true, dFF: 20, bias: true }],
  ['batch 2 with padding', { text: 'the cat sat\na dog ran far away', batch: 2, mask: 'padding' }],
  ['grouped key/value heads', { dModel: 8, heads: 4, kvHeads: 2 }],
  ['RoPE', { positional: 'rope', ropeBase: 500, dModel: 8, heads: 2 }],
  ['ALiBi with 3 heads', { positional: 'alibi', dModel: 12, heads: 3 }],
  ['no positions', { positional: 'none' }],
  ['a sliding window', { mask: 'sliding', window: 2 }],
  ['flash', { flash: { blockQ: 2, blockK: 4 } }],
  ['flash with ALiBi and grouped heads', { flash: true, positional: 'alibi', dModel: 8, heads: 4, kvHeads: 1 }],
  ['a given X', { queryLen: 3, dModel: 4, heads: 1 }, { X }],
  ['cross-attention with a given X_kv', { crossAttention: true, keyLen: 3, dModel: 4, heads: 2 }, { X_kv: X }],
];

// Where a subscript is followed by another subscript on the same base (a_{b}_c, a_b^c_d), reading TeX's
// arguments: a braced group (with its own braces inside), a control word, or one character.
function doubleSubscript(tex) {
  const skipArgument = (i) => {
    while (tex[i] === ' ') i++;
    if (tex[i] === '{') {
      for (let depth = 0; i < tex.length; i++) {
        if (tex[i] === '\\') { i++; continue; }
        if (tex[i] === '{') depth++;
        if (tex[i] === '}' && --depth === 0) return i + 1;
      }
      return i;
    }
    if (tex[i] === '\\') return i + 1 + (/^[A-Za-z]+/.exec(tex.slice(i + 1))?.[0].length || 1);
    return i + 1;
  };
  for (let i = 0; i < tex.length; i++) {
    if (tex[i] === '\\') { i++; continue; }
    if (tex[i] !== '_') continue;
    let next = skipArgument(i + 1);
    const scripts = [];
    for (;;) {
      while (tex[next] === ' ') next++;
      if (tex[next] !== '^' && tex[next] !== '_') break;
      scripts.push(tex[next]);
      next = skipArgument(next + 1);
    }
    if (scripts.includes('_')) return tex.slice(i, next);
  }
  return null;
}

// Why a formula is not TeX the page can render as written, or null.
function texProblem(tex) {
  try {
    temml.renderToString(tex, { throwOnError: true, displayMode: true });
  } catch (error) {
    return `temml: ${error.message.split('\n')[0]}`;
  }
  const unbraced = /_[A-Za-z]{2,}/.exec(tex);
  if (unbraced) return `unbraced multi-letter subscript ${unbraced[0]}`;
  const twice = doubleSubscript(tex);
  return twice ? `double subscript ${twice}` : null;
}

test('doubleSubscript and texProblem find what they are meant to find', () => {
  assert.equal(doubleSubscript('P_q_{t,2i}'), '_q_{t,2i}');
  assert.equal(doubleSubscript('a_{b}^{c}_{d}'), '_{b}^{c}_{d}');
  assert.equal(doubleSubscript('(E_{\\mathrm{kv}})_{b,t} = x_{\\lfloor h \\rfloor}^{\\top}'), null);
  assert.match(texProblem('Q_heads = Q'), /unbraced multi-letter subscript _heads/);
  assert.match(texProblem('E_kv_{b,t}'), /unbraced/);
  assert.match(texProblem('P_q_{t,2i}'), /temml: .*Double subscript/);
  assert.match(texProblem('\\frac{1}{'), /temml/);
  assert.equal(texProblem('Q_{\\mathrm{heads}} = Q.\\mathrm{view}(B, T, h, d_k)'), null);
});

test('for every kind of run, lab.steps(config, inputs) gives each step the formula trace.steps has for it', () => {
  let compared = 0;
  for (const [what, config, inputs] of RUNS) {
    const trace = lab.run(config, inputs);
    const listed = new Map(lab.steps(config, inputs).map((s) => [s.id, s.formula]));
    for (const step of trace.steps) {
      if (/^flash_(\d+_\d+|out)$/.test(step.id)) {  // lab.step runs flash's tiles and Z = O / l as one step, 'flash'
        const update = (formula) => formula.split(',\\quad')[0];  // m', l', O' before what the tile or the call adds
        if (step.id !== 'flash_out') assert.equal(update(listed.get('flash')), update(step.formula), `${what}: ${step.id}`);
        continue;
      }
      assert.ok(listed.has(step.id), `${what}: lab.steps lists ${step.id}`);
      assert.equal(listed.get(step.id), step.formula, `${what}: ${step.id}`);
      compared++;
    }
  }
  assert.ok(compared > RUNS.length * 15, `${compared} formulas compared`);
});

test('lab.steps(config) says what the configuration changes, as written by hand here', () => {
  const formula = (config, id, inputs) => lab.steps(config, inputs).find((s) => s.id === id).formula;
  assert.equal(formula({ bias: true }, 'project_q'), 'Q = X\\,W_{Q} + b_{Q}');
  assert.equal(formula({}, 'project_q'), 'Q = X\\,W_{Q}');
  assert.equal(formula({ crossAttention: true }, 'project_k'), 'K = X_{\\mathrm{kv}}\\,W_{K}');
  assert.equal(formula({ dModel: 8, heads: 4, kvHeads: 2 }, 'split_k'),
               'K_{\\mathrm{heads}} = K.\\mathrm{view}(B, S, h_{\\mathrm{kv}}, d_k).\\mathrm{transpose}(1, 2)');
  assert.equal(formula({ dModel: 8, heads: 4, kvHeads: 2 }, 'context'), 'Z_h = \\mathrm{weights}_h V_{\\lfloor h / 2 \\rfloor}');
  assert.match(formula({ positional: 'rope', ropeBase: 500 }, 'rope_q'), /\\theta_i = 500\^\{-2i\/d_k\}$/);
  assert.match(formula({ dModel: 12, heads: 3, dK: 5 }, 'scale'), /\\sqrt\{5\}\}$/);
  assert.match(formula({ mask: 'sliding', window: 3 }, 'mask'), /t - 3 < s \\le t/);
  assert.equal(formula({ queryLen: 3, dModel: 4, heads: 1 }, 'input', { X }), 'X \\text{ (given)}');
  assert.equal(formula({}, 'input'), 'X = E + P');
  assert.equal(lab.steps().find((s) => s.id === 'project_q').formula, formula({}, 'project_q'));
});

test('every formula of every kind of run, and every one lab.steps lists, is TeX temml renders as written', () => {
  const problems = [];
  let checked = 0;
  for (const [what, config, inputs] of RUNS) {
    for (const { id, formula } of [...lab.run(config, inputs).steps, ...lab.steps(config, inputs)]) {
      const problem = texProblem(formula);
      if (problem) problems.push(`${what}, ${id}: ${problem} in ${formula}`);
      checked++;
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked > 500, `${checked} formulas checked`);
});

test('lab.steps refuses a bad configuration as lab.run does, and still lists its steps after', () => {
  for (const config of [{ dModel: 10, heads: 3 }, { mask: 'sideways' }, { nope: 1 }, 7]) {
    let expected;
    try { lab.run(config); } catch (error) { expected = error; }
    assert.ok(expected instanceof RangeError, `lab.run refuses ${JSON.stringify(config)}`);
    assert.throws(() => lab.steps(config), (e) => e instanceof RangeError && e.field === expected.field && e.message === expected.message);
  }
  assert.ok(lab.steps().length > 30);
});
