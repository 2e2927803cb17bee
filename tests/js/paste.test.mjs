// The paste parser (web/src/paste/parse-matrix.js) in Node: the formats it reads, and text built to make a
// backtracking regex take quadratic time (a million spaces) read in one pass: these cases would not finish
// within the tier's time limit if any regex were quadratic on them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { parseMatrix } from '../../web/src/paste/parse-matrix.js';

test('paste: lists, np.array( [[…]]), CSV and whitespace are read as the same 2×2 matrix', () => {
  for (const text of ['[[1, 2], [3, 4]]', 'np.array( [[1, 2], [3, 4]])', 'torch.tensor ([[1,2],[3,4]])', '1,2\n3,4', '1 2\n3 4']) {
    const m = parseMatrix(text);
    assert.deepEqual([m.rows, m.cols, m.values], [2, 2, [1, 2, 3, 4]], text);
  }
});

test('paste: a million spaces inside, before a bracket, or after a name are read in one pass', () => {
  const spaces = ' '.repeat(1_000_000);
  assert.deepEqual(parseMatrix(`1${spaces}2`).values, [1, 2]);
  assert.deepEqual(parseMatrix(`np.array(${spaces}[[5, 6]])`).values, [5, 6]);
  assert.deepEqual(parseMatrix(`[${spaces}7, 8]`).values, [7, 8]);
  assert.throws(() => parseMatrix(`abc${spaces}def`), /not a number/);
  assert.deepEqual(parseMatrix(`1,${spaces},2`.replace(/,/g, ' ')).values, [1, 2]);
});
