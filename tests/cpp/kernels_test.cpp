// The fast kernels against their naive references, and the softmax invariants the page relies on.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <random>
#include <vector>

#include "check.hpp"
#include "kernels.hpp"
#include "reference_kernels.hpp"
#include "safetensors.hpp"

namespace {

const float neg_inf = -std::numeric_limits<float>::infinity();
// |fast − reference| ≤ tol·(1 + |reference|): the kernel sums K float products, the reference sums them in double.
const double matmul_tol = 1e-5;       // K ≤ 70 (seen: under 2e-6)
const double matmul_tol_long = 1e-4;  // K up to 1100 (seen: up to 5.2e-5)

std::vector<float> random_values(std::mt19937& rng, size_t n, float lo = -1.0f, float hi = 1.0f) {
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> out(n);
  for (float& x : out) x = dist(rng);
  return out;
}

// One random product: M, N, K in 1..70 (so many are not multiples of 4 or 8), strides with slack.
struct Product {
  int M, N, K, lda, ldb, ldc;
  std::vector<float> A, B, bias;
};

Product random_product(std::mt19937& rng) {
  std::uniform_int_distribution<int> size(1, 70), slack(0, 5);
  Product p;
  p.M = size(rng), p.N = size(rng), p.K = size(rng);
  p.lda = p.K + slack(rng), p.ldb = p.N + slack(rng), p.ldc = p.N + slack(rng);
  p.A = random_values(rng, size_t(p.M) * p.lda);
  p.B = random_values(rng, size_t(p.K) * p.ldb);
  p.bias = random_values(rng, size_t(p.N));
  return p;
}

}  // namespace

TEST_CASE("matmul: equals the xtensor reference on 300 random shapes and strides, with and without bias") {
  std::mt19937 rng(1);
  for (int run = 0; run < 300; ++run) {
    Product p = random_product(rng);
    const float* bias = run % 2 ? p.bias.data() : nullptr;
    std::vector<float> fast(size_t(p.M) * p.ldc, 7.0f), naive(fast);
    attn::kernels::matmul(fast.data(), p.ldc, p.A.data(), p.lda, p.B.data(), p.ldb, p.M, p.N, p.K, bias);
    attn::reference::matmul(naive.data(), p.ldc, p.A.data(), p.lda, p.B.data(), p.ldb, p.M, p.N, p.K, bias);
    CAPTURE(run);
    INFO("M=" << p.M << " N=" << p.N << " K=" << p.K << " lda=" << p.lda << " ldb=" << p.ldb << " ldc=" << p.ldc);
    check::check_close(fast, naive, matmul_tol, "C");
  }
}

TEST_CASE("matmul: cells past N in each row of a strided C are left untouched") {
  std::mt19937 rng(2);
  for (int run = 0; run < 50; ++run) {
    Product p = random_product(rng);
    p.ldc = p.N + 3;
    std::vector<float> C(size_t(p.M) * p.ldc, 7.0f);
    attn::kernels::matmul(C.data(), p.ldc, p.A.data(), p.lda, p.B.data(), p.ldb, p.M, p.N, p.K, p.bias.data());
    for (int i = 0; i < p.M; ++i)
      for (int j = p.N; j < p.ldc; ++j) REQUIRE(C[size_t(i) * p.ldc + j] == 7.0f);
  }
}

TEST_CASE("transpose: out[c][r] equals in[r][c] for strided inputs") {
  std::mt19937 rng(5);
  for (int rows : {1, 3, 8, 13})
    for (int cols : {1, 4, 7}) {
      int ld = cols + 2;
      std::vector<float> in = random_values(rng, size_t(rows) * ld), out(size_t(rows) * cols, 0.0f);
      attn::kernels::transpose(out.data(), in.data(), ld, rows, cols);
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) REQUIRE(out[size_t(c) * rows + r] == in[size_t(r) * ld + c]);
    }
}

TEST_CASE("softmax_row: equals the xtensor reference on random rows of every length 1..70") {
  std::mt19937 rng(6);
  for (int n = 1; n <= 70; ++n)
    for (float spread : {1.0f, 30.0f}) {
      std::vector<float> fast = random_values(rng, size_t(n), -spread, spread), naive = fast;
      if (n > 2) fast[size_t(n) / 2] = naive[size_t(n) / 2] = neg_inf;  // one masked key
      CHECK(attn::kernels::softmax_row(fast.data(), n));
      CHECK(attn::reference::softmax_row(naive.data(), n));
      CAPTURE(n);
      check::check_close(fast, naive, 1e-6, "weights");
    }
}

TEST_CASE("softmax_row: each row sums to one within 1e-5, also with masked keys") {
  std::mt19937 rng(7);
  for (int n = 1; n <= 70; ++n) {
    std::vector<float> row = random_values(rng, size_t(n), -5.0f, 5.0f);
    for (int j = 0; j < n; ++j)
      if (j > 0 && j % 3 == 0) row[size_t(j)] = neg_inf;
    attn::kernels::softmax_row(row.data(), n);
    double sum = std::accumulate(row.begin(), row.end(), 0.0);
    CAPTURE(n);
    CHECK(std::fabs(sum - 1.0) <= 1e-5);
    for (float w : row) CHECK((w >= 0.0f && w <= 1.0f));
  }
}

TEST_CASE("softmax_row: scores around ±1e4 do not overflow: [10000, 10001] gives [0.26894, 0.73106]") {
  std::vector<float> high = {10000.0f, 10001.0f}, low = {-10001.0f, -10000.0f}, far = {1e4f, -1e4f};
  CHECK(attn::kernels::softmax_row(high.data(), 2));
  CHECK(attn::kernels::softmax_row(low.data(), 2));
  CHECK(attn::kernels::softmax_row(far.data(), 2));
  const double e = std::exp(1.0);  // softmax([0, 1]) = [1/(1+e), e/(1+e)]
  CHECK(high[0] == doctest::Approx(1 / (1 + e)).epsilon(1e-6));
  CHECK(high[1] == doctest::Approx(e / (1 + e)).epsilon(1e-6));
  CHECK(high[0] == doctest::Approx(0.26894).epsilon(1e-4));
  CHECK(low[0] == doctest::Approx(0.26894).epsilon(1e-4));
  CHECK(low[1] == doctest::Approx(0.73106).epsilon(1e-4));
  CHECK(far[0] == 1.0f);
  CHECK(far[1] == 0.0f);
}

TEST_CASE("softmax_row: a −∞ entry gives exactly 0 and the rest still sum to one") {
  std::vector<float> row = {0.5f, neg_inf, 0.5f, neg_inf, neg_inf};
  CHECK(attn::kernels::softmax_row(row.data(), 5));
  CHECK(row[1] == 0.0f);
  CHECK(row[3] == 0.0f);
  CHECK(row[4] == 0.0f);
  CHECK(row[0] == doctest::Approx(0.5).epsilon(1e-7));
  CHECK(row[2] == doctest::Approx(0.5).epsilon(1e-7));
}

TEST_CASE("softmax_row: a row of only −∞ becomes all zeros and returns false, in both kernels") {
  for (int n : {1, 3, 4, 9}) {
    std::vector<float> fast(size_t(n), neg_inf), naive = fast;
    CHECK_FALSE(attn::kernels::softmax_row(fast.data(), n));
    CHECK_FALSE(attn::reference::softmax_row(naive.data(), n));
    for (int j = 0; j < n; ++j) {
      CHECK(fast[size_t(j)] == 0.0f);
      CHECK(naive[size_t(j)] == 0.0f);
    }
  }
}

TEST_CASE("matmul: equals the xtensor reference when B is packed in several slabs and chunks (K up to 1100, N up to 2200)") {
  std::mt19937 rng(8);
  for (int run = 0; run < 24; ++run) {
    Product p;
    p.M = std::uniform_int_distribution<int>(1, 40)(rng);
    p.N = std::uniform_int_distribution<int>(65, 2200)(rng);   // a slab holds 1,024 columns
    p.K = std::uniform_int_distribution<int>(400, 1100)(rng);  // of 64 rows of B
    p.lda = p.K + 1, p.ldb = p.N + 2, p.ldc = p.N;
    p.A = random_values(rng, size_t(p.M) * p.lda);
    p.B = random_values(rng, size_t(p.K) * p.ldb);
    p.bias = random_values(rng, size_t(p.N));
    const float* bias = run % 2 ? p.bias.data() : nullptr;
    std::vector<float> fast(size_t(p.M) * p.ldc, 0.0f), naive(fast);
    attn::kernels::matmul(fast.data(), p.ldc, p.A.data(), p.lda, p.B.data(), p.ldb, p.M, p.N, p.K, bias);
    attn::reference::matmul(naive.data(), p.ldc, p.A.data(), p.lda, p.B.data(), p.ldb, p.M, p.N, p.K, bias);
    INFO("M=" << p.M << " N=" << p.N << " K=" << p.K);
    check::check_close(fast, naive, matmul_tol_long, "C");
  }
}

// The plain loop the kernel's vectors must reproduce bit for bit: c = bias, then c += a·b for k = 0, 1, … in float.
std::vector<float> matmul_in_k_order(const Product& p, const float* bias) {
  std::vector<float> C(size_t(p.M) * p.ldc, 0.0f);
  for (int i = 0; i < p.M; ++i)
    for (int j = 0; j < p.N; ++j) {
      float c = bias ? bias[j] : 0.0f;
      for (int k = 0; k < p.K; ++k) c += p.A[size_t(i) * p.lda + k] * p.B[size_t(k) * p.ldb + j];
      C[size_t(i) * p.ldc + j] = c;
    }
  return C;
}

TEST_CASE("matmul: cut into slabs along K and chunks along N, each cell is still bias + Σ a·b added in k order (same bits)") {
  std::mt19937 rng(9);
  for (int run = 0; run < 12; ++run) {
    Product p;
    p.M = std::uniform_int_distribution<int>(1, 9)(rng);
    p.N = std::uniform_int_distribution<int>(900, 2200)(rng);  // one to three chunks of 1,024 columns
    p.K = std::uniform_int_distribution<int>(100, 700)(rng);   // two to eleven slabs of 64 rows
    p.lda = p.K + 3, p.ldb = p.N + 1, p.ldc = p.N + 2;
    p.A = random_values(rng, size_t(p.M) * p.lda);
    std::vector<uint16_t> Bh(size_t(p.K) * p.ldb);  // B given as halves too: GPT-2's F16 weights
    for (auto& h : Bh) h = attn::float_to_half(random_values(rng, 1)[0]);
    p.B.resize(Bh.size());
    attn::kernels::widen_half(p.B.data(), Bh.data(), Bh.size());
    p.bias = random_values(rng, size_t(p.N));
    const float* bias = run % 2 ? p.bias.data() : nullptr;
    const std::vector<float> want = matmul_in_k_order(p, bias);
    std::vector<float> got(want.size(), 0.0f), got_half(want.size(), 0.0f);
    attn::kernels::matmul(got.data(), p.ldc, p.A.data(), p.lda, p.B.data(), p.ldb, p.M, p.N, p.K, bias);
    attn::kernels::matmul(got_half.data(), p.ldc, p.A.data(), p.lda, Bh.data(), p.ldb, p.M, p.N, p.K, bias);
    INFO("M=" << p.M << " N=" << p.N << " K=" << p.K);
    check::check_close(got, want, 0.0, "C");
    check::check_close(got_half, want, 0.0, "C from halves");
  }
}

TEST_CASE("exp4: within 2 ulp of the correctly rounded e^x for x ≤ 0; e^0 = 1 and e^−∞ = 0 exactly") {
  std::vector<float> xs = {0.0f, -0.0f, -1e-8f, -0.5f, -1.0f, -87.0f, -88.0f, -100.0f, -103.9f, -1e4f};
  for (float x = -110.0f; x <= 0.0f; x += 0.0137f) xs.push_back(x);
  int worst_ulp = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    float got = attn::kernels::exp4(attn::kernels::splat(xs[i]))[0];
    float want = float(std::exp(double(xs[i])));
    // distance in representable floats between got and want (both ≥ 0, so their bit patterns order them)
    int32_t a, b;
    std::memcpy(&a, &got, 4);
    std::memcpy(&b, &want, 4);
    int ulp = std::abs(a - b);
    worst_ulp = std::max(worst_ulp, ulp);
    INFO("x = " << xs[i] << ": got " << got << ", want " << want);
    CHECK(ulp <= 2);
  }
  MESSAGE("exp4: worst distance from the correctly rounded e^x over x in [-110, 0]: " << worst_ulp << " ulp");
  CHECK(attn::kernels::exp4(attn::kernels::splat(0.0f))[0] == 1.0f);
  CHECK(attn::kernels::exp4(attn::kernels::splat(neg_inf))[0] == 0.0f);
}

TEST_CASE("scaled_softmax_prefix: equals scale, mask keys ≥ valid with −∞, the xtensor reference; valid 0 is all zeros") {
  std::mt19937 rng(9);
  for (int n = 1; n <= 40; ++n)
    for (int valid : {0, 1, n / 2, n - 1, n}) {
      std::vector<float> fast = random_values(rng, size_t(n), -20.0f, 20.0f), naive = fast;
      const float scale = 0.35355339f;  // 1/√8
      for (int j = 0; j < n; ++j) naive[size_t(j)] = j < valid ? naive[size_t(j)] * scale : neg_inf;
      bool fast_any = attn::kernels::scaled_softmax_prefix(fast.data(), valid, n, scale);
      bool naive_any = attn::reference::softmax_row(naive.data(), n);
      INFO("n = " << n << ", valid = " << valid);
      CHECK(fast_any == naive_any);
      CHECK(fast_any == (valid > 0));
      check::check_close(fast, naive, 1e-6, "weights");
      for (int j = valid; j < n; ++j) CHECK(fast[size_t(j)] == 0.0f);
    }
}

TEST_CASE("the xtensor references agree with hand-worked cases: a 2×2 product with bias, softmax([0.9, 1.1], −∞)") {
  // [[1, 2], [3, 4]] · [[5, 6], [7, 8]] = [[19, 22], [43, 50]]; plus bias [1, −1]. C's third column is slack.
  const std::vector<float> A = {1, 2, 3, 4}, B = {5, 6, 7, 8}, bias = {1, -1};
  std::vector<float> C(6, 7.0f);
  attn::reference::matmul(C.data(), 3, A.data(), 2, B.data(), 2, 2, 2, 2, bias.data());
  CHECK(C == std::vector<float>{20, 21, 7, 44, 49, 7});
  // softmax([0.9, 1.1]) = [1 / (1 + e^0.2), e^0.2 / (1 + e^0.2)] = [0.450166, 0.549834]; the masked key is 0.
  std::vector<float> row = {0.9f, 1.1f, neg_inf};
  CHECK(attn::reference::softmax_row(row.data(), 3));
  CHECK(row[0] == doctest::Approx(0.450166).epsilon(1e-6));
  CHECK(row[1] == doctest::Approx(0.549834).epsilon(1e-6));
  CHECK(row[2] == 0.0f);
}

TEST_CASE("widen_half: every one of the 65,536 halves widens to the bits half_to_float gives, NaNs included") {
  std::vector<uint16_t> halves(65536);
  std::iota(halves.begin(), halves.end(), uint16_t(0));
  std::vector<float> wide(halves.size());
  attn::kernels::widen_half(wide.data(), halves.data(), halves.size());
  int differ = 0;
  for (uint32_t h = 0; h < 65536; ++h) {
    const float want = attn::half_to_float(uint16_t(h)), one = attn::kernels::half_to_float1(uint16_t(h));
    differ += std::memcmp(&want, &wide[h], 4) != 0 || std::memcmp(&want, &one, 4) != 0;
  }
  CHECK(differ == 0);
}

TEST_CASE("matmul of half B and matmul_a_bt: the same bits as the float product of the widened or transposed B") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 40; ++trial) {
    // The first trials have one to three rows of A: matmul_a_bt of a half B takes its few-rows way then.
    const int M = trial < 9 ? 1 + trial % 3 : 1 + int(rng() % 90), N = 1 + int(rng() % 70), K = 1 + int(rng() % 900);
    const auto A = random_values(rng, size_t(M) * K), bias = random_values(rng, size_t(N));
    std::vector<uint16_t> Bh(size_t(K) * N);
    for (auto& h : Bh) h = attn::float_to_half(random_values(rng, 1)[0]);
    std::vector<float> B(Bh.size()), Bt(Bh.size()), want(size_t(M) * N), got(want.size());
    attn::kernels::widen_half(B.data(), Bh.data(), Bh.size());
    attn::kernels::transpose(Bt.data(), B.data(), N, K, N);  // (N, K): B's columns as rows
    attn::kernels::matmul(want.data(), N, A.data(), K, B.data(), N, M, N, K, bias.data());
    attn::kernels::matmul(got.data(), N, A.data(), K, Bh.data(), N, M, N, K, bias.data());
    CHECK(got == want);
    attn::kernels::matmul(want.data(), N, A.data(), K, B.data(), N, M, N, K);
    std::vector<uint16_t> Bth(Bt.size());  // Bᵀ as halves: exact, B's values came from halves
    for (size_t i = 0; i < Bt.size(); ++i) Bth[i] = attn::float_to_half(Bt[i]);
    std::fill(got.begin(), got.end(), 0.0f);
    attn::kernels::matmul_a_bt(got.data(), N, A.data(), K, Bt.data(), K, M, N, K);
    CHECK(got == want);
    std::fill(got.begin(), got.end(), 0.0f);
    attn::kernels::matmul_a_bt(got.data(), N, A.data(), K, Bth.data(), K, M, N, K);
    CHECK(got == want);
  }
}

// Bitwise equal, or both NaN (a NaN's payload depends on which operand an addition takes it from).
bool same_or_both_nan(float a, float b) { return std::memcmp(&a, &b, 4) == 0 || (std::isnan(a) && std::isnan(b)); }

TEST_CASE("matmul and matmul_a_bt of halves holding ∞, NaN, subnormals: each cell the k-order sum of the exact values") {
  // The products widen halves the short way, which is exact for finite ones only, and widen again exactly when a
  // run held ∞ or NaN: here a few such halves (and the largest finite one and subnormals) are put among random ones.
  std::mt19937 rng(11);
  const uint16_t unusual[] = {0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe37, 0x7bff, 0xfbff, 0x0001, 0x8001, 0x03ff};
  for (int trial = 0; trial < 12; ++trial) {
    Product p;
    p.M = 1 + int(rng() % 9), p.N = 8 + int(rng() % 1200), p.K = 1 + int(rng() % 300);
    p.lda = p.K, p.ldb = p.N, p.ldc = p.N;
    p.A = random_values(rng, size_t(p.M) * p.K);
    std::vector<uint16_t> Bh(size_t(p.K) * p.N);
    for (auto& h : Bh) h = attn::float_to_half(random_values(rng, 1)[0]);
    for (int i = 0; i < 1 + trial % 3; ++i) Bh[rng() % Bh.size()] = unusual[rng() % std::size(unusual)];
    p.B.resize(Bh.size());
    for (size_t i = 0; i < Bh.size(); ++i) p.B[i] = attn::half_to_float(Bh[i]);  // safetensors.cpp's scalar way
    const std::vector<float> want = matmul_in_k_order(p, nullptr);
    std::vector<float> got(want.size(), 0.0f);
    attn::kernels::matmul(got.data(), p.ldc, p.A.data(), p.lda, Bh.data(), p.ldb, p.M, p.N, p.K);
    // matmul_a_bt reads B as N rows of K: the same product with Bᵀ's halves.
    std::vector<uint16_t> Bth(Bh.size());
    for (int k = 0; k < p.K; ++k)
      for (int j = 0; j < p.N; ++j) Bth[size_t(j) * p.K + k] = Bh[size_t(k) * p.N + j];
    std::vector<float> got_t(want.size(), 0.0f);
    attn::kernels::matmul_a_bt(got_t.data(), p.ldc, p.A.data(), p.lda, Bth.data(), p.K, p.M, p.N, p.K);
    int differ = 0, differ_t = 0, first = -1;
    for (size_t i = 0; i < want.size(); ++i) {
      if (!same_or_both_nan(got[i], want[i]) && first < 0) first = int(i);
      differ += !same_or_both_nan(got[i], want[i]);
      differ_t += !same_or_both_nan(got_t[i], want[i]);
    }
    INFO("M=" << p.M << " N=" << p.N << " K=" << p.K << ", first differing cell " << first);
    CHECK(differ == 0);
    CHECK(differ_t == 0);
  }
}
