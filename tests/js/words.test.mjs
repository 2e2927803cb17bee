// Words a student can follow (issue 15): the page never names its sources by the project's file numbers
// ("Seed 004's example", "the seed's [0.4, 0.6]") or as "the text". Read from the page's source, comments aside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

test('no user-facing string calls a source "seed 00N", "the seed’s …" or "the text’s …"', () => {
  let lines = [];
  try {
    lines = execFileSync('git', ['grep', '-n', '-i', '-E', String.raw`seeds? 00[0-9]|seed(’|\\u2019|')s|the text(’|\\u2019|')s|in the seeds`, '--', 'web/src', 'web/index.html'], { encoding: 'utf8' }).trim().split('\n');
  } catch { lines = []; }  // git grep exits 1 when nothing matches
  const shown = lines.filter((line) => line && !/^[^:]+:\d+:\s*(\/\/|\*)/.test(line));
  assert.deepEqual(shown, []);
});

test('grid numbers stay in two decimals: no scientific notation for small values beside 0.01', async () => {
  const { short } = await import('../../web/src/i18n/format.js');
  assert.deepEqual([0.004, -0.004, 1e-9, 0, 0.01, -0.256, 999.994].map(short), ['0.00', '0.00', '0.00', '0.00', '0.01', '−0.26', '999.99']);
  assert.equal(short(-Infinity), '−∞');
  assert.equal(short(12345), '1e4');
});

test('cross-attention with a causal mask is run, with a note saying why it is unusual', async () => {
  const { loadLab } = await import('./load-module.mjs');
  const lab = await loadLab();
  const note = (config) => lab.run({ text: 'I like cats', sourceText: 'me gustan los gatos', crossAttention: true, ...config }).notes.join(' ');
  assert.match(note({ mask: 'causal' }), /A causal mask in cross-attention is unusual/);
  assert.match(note({ mask: 'causal+padding' }), /A causal mask in cross-attention is unusual/);
  assert.doesNotMatch(note({ mask: 'padding' }), /causal mask/);
  assert.doesNotMatch(lab.run({ text: 'I like cats', mask: 'causal' }).notes.join(' '), /causal mask/);
});
