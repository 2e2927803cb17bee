// SIMD128 peak: a loop of independent f32x4 multiply-adds (mul + add; SIMD128 without relaxed-simd has
// no FMA). Register-resident multiplicands times a small L1-resident stream, so the loop is bound by the
// arithmetic issue rate, not by memory: the ceiling any matmul kernel on this machine can approach.
#include <cstdint>

typedef float f32x4 __attribute__((vector_size(16)));

template <int R, int V>
static double run(const f32x4* x, const f32x4* y, int n, int reps) {
  f32x4 a[R], acc[R][V];
  for (int r = 0; r < R; ++r) a[r] = x[r];
  for (int r = 0; r < R; ++r)
    for (int v = 0; v < V; ++v) acc[r][v] = f32x4{0, 0, 0, 0};
  for (int rep = 0; rep < reps; ++rep)
    for (int k = 0; k < n; ++k) {
      f32x4 b[V];
      for (int v = 0; v < V; ++v) b[v] = y[k * V + v];
      for (int r = 0; r < R; ++r)
        for (int v = 0; v < V; ++v) acc[r][v] += a[r] * b[v];
    }
  f32x4 s = f32x4{0, 0, 0, 0};
  for (int r = 0; r < R; ++r)
    for (int v = 0; v < V; ++v) s += acc[r][v];
  return double(s[0] + s[1] + s[2] + s[3]);
}

alignas(16) static f32x4 xs[8];
alignas(16) static f32x4 ys[512 * 3];

extern "C" {
// variant 0: 4×2 accumulators (8), 1: 3×3 (9), 2: 2×4 (8), 3: 5×2 (10). FLOPs per call: 8·R·V·n·reps.
double peak_run(int variant, int reps) {
  for (int i = 0; i < 8; ++i) xs[i] = f32x4{1.0f + 1e-7f * i, 1.0f, 0.999999f, 1.0f};
  for (int i = 0; i < 512 * 3; ++i) ys[i] = f32x4{1e-7f, -1e-7f, 2e-7f, 0.0f};
  switch (variant) {
    case 0: return run<4, 2>(xs, ys, 512, reps);
    case 1: return run<3, 3>(xs, ys, 512, reps);
    case 2: return run<2, 4>(xs, ys, 256, reps);
    default: return run<5, 2>(xs, ys, 512, reps);
  }
}
// multiply-add pairs per call for one rep, so JS can turn time into GFLOP/s
int peak_madds_per_rep(int variant) {
  switch (variant) {
    case 0: return 4 * 2 * 512;
    case 1: return 3 * 3 * 512;
    case 2: return 2 * 4 * 256;
    default: return 5 * 2 * 512;
  }
}
}
