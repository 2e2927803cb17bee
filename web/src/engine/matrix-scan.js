// What a sighted reader sees at a glance in a matrix, found a few rows at a time: the largest and smallest
// values and where, how many cells are masked (−∞) or broken (NaN, ±∞), whether every row sums to 1. Numbers
// only (no words), so the engine worker scans the pixels it paints with it (matrix-summary.js says the sentence).

/**
 * next() scans some rows and says {done}; facts() gives what the scan found.
 * Its numbers are read row-major through values() (every matrix has it: tensor.js, lesson-matrix.js); a get()
 * per cell cost a million-cell scan 10–17 ms.
 */
export function scanMatrix(matrix, rowsPerStep = Math.max(1, Math.floor(16384 / Math.max(1, matrix.cols)))) {
  const { rows, cols } = matrix;
  const found = { max: -Infinity, min: Infinity, at: null, minAt: null, masked: 0, broken: 0, rowsSumToOne: rows > 0 };
  const values = matrix.values();
  let r = 0;
  return {
    next() {
      const stop = Math.min(rows, r + rowsPerStep);
      for (; r < stop; r++) {
        let sum = 0;
        for (let c = 0, k = r * cols; c < cols; c++, k++) {
          const v = values[k];
          if (v - v !== 0) { if (v === -Infinity) found.masked += 1; else found.broken += 1; continue; }  // not finite
          sum += v;
          if (v > found.max) { found.max = v; found.at = [r, c]; }
          if (v < found.min) { found.min = v; found.minAt = [r, c]; }
        }
        if (Math.abs(sum - 1) > 1e-3) found.rowsSumToOne = false;
      }
      return { done: r >= rows };
    },
    facts: () => found,
  };
}
