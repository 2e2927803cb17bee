// The same layer three ways for the benchmark: multi-head attention forward (X in, Y out, causal mask,
// batch 1, no bias), as a plain Float32Array loop and as TensorFlow.js (batched, and one 2-D matMul per head).
'use strict';

// Straightforward JavaScript: i-k-j matrix products over Float32Array, per-head scores over keys s ≤ t.
function matmul(A, B, M, N, K) {
  const C = new Float32Array(M * N);
  for (let i = 0; i < M; i++)
    for (let k = 0; k < K; k++) {
      const a = A[i * K + k];
      if (a === 0) continue;
      for (let j = 0; j < N; j++) C[i * N + j] += a * B[k * N + j];
    }
  return C;
}

function attentionJs(X, W, T, D, H) {
  const dk = D / H, scale = 1 / Math.sqrt(dk);
  const Q = matmul(X, W.W_q, T, D, D), K = matmul(X, W.W_k, T, D, D), V = matmul(X, W.W_v, T, D, D);
  const concat = new Float32Array(T * D), row = new Float32Array(T);
  for (let p = 0; p < H; p++)
    for (let t = 0; t < T; t++) {
      let max = -Infinity;
      for (let s = 0; s <= t; s++) {  // causal: keys after t are masked
        let dot = 0;
        for (let c = 0; c < dk; c++) dot += Q[t * D + p * dk + c] * K[s * D + p * dk + c];
        row[s] = dot * scale;
        if (row[s] > max) max = row[s];
      }
      let sum = 0;
      for (let s = 0; s <= t; s++) sum += row[s] = Math.exp(row[s] - max);
      for (let s = 0; s <= t; s++) {
        const w = row[s] / sum;
        for (let c = 0; c < dk; c++) concat[t * D + p * dk + c] += w * V[s * D + p * dk + c];
      }
    }
  return matmul(concat, W.W_o, T, D, D);
}

// TensorFlow.js, the natural batched way: heads as a batch dimension, one batched matMul each for QKᵀ and AV.
function attentionTfBatched(tf, X, W, mask, T, D, H) {
  return tf.tidy(() => {
    const dk = D / H;
    const heads = (x) => tf.transpose(tf.reshape(x, [T, H, dk]), [1, 0, 2]);  // (h, T, d_k)
    const Q = heads(tf.matMul(X, W.W_q)), K = heads(tf.matMul(X, W.W_k)), V = heads(tf.matMul(X, W.W_v));
    const scores = tf.add(tf.mul(tf.matMul(Q, K, false, true), 1 / Math.sqrt(dk)), mask);  // (h, T, T)
    const Z = tf.matMul(tf.softmax(scores), V);  // (h, T, d_k)
    return tf.matMul(tf.reshape(tf.transpose(Z, [1, 0, 2]), [T, D]), W.W_o);
  });
}

// TensorFlow.js, one plain 2-D matMul per head (the fast form for its wasm backend: its transposed and
// batched matMuls take a slower path, so Kᵀ is formed once with tf.transpose and sliced per head).
function attentionTfPerHead(tf, X, W, mask, T, D, H) {
  return tf.tidy(() => {
    const dk = D / H;
    const Q = tf.matMul(X, W.W_q), KT = tf.transpose(tf.matMul(X, W.W_k)), V = tf.matMul(X, W.W_v);  // Kᵀ: (d, T)
    const Z = [];
    for (let p = 0; p < H; p++) {
      const q = tf.slice(Q, [0, p * dk], [T, dk]), kT = tf.slice(KT, [p * dk, 0], [dk, T]), v = tf.slice(V, [0, p * dk], [T, dk]);
      const scores = tf.add(tf.mul(tf.matMul(q, kT), 1 / Math.sqrt(dk)), mask);  // (T, T)
      Z.push(tf.matMul(tf.softmax(scores), v));
    }
    return tf.matMul(tf.concat(Z, 1), W.W_o);
  });
}

module.exports = {attentionJs, attentionTfBatched, attentionTfPerHead};
