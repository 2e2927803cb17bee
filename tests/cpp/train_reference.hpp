// An independent float64 model of cpp/train/model.cpp, written from the formulas (GPT-2, pre-norm) with
// plain loops and libm, sharing no code with the engine: the yardstick for its loss and its gradients.
#pragma once
#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace reference {

struct Model {
  int vocab, context, d, layers, heads, d_ff;
  bool mlp, tied;
  std::map<std::string, std::vector<double>> p;  // parameters by their GPT-2 names
};

using Matrix = std::vector<std::vector<double>>;  // rows

inline Matrix times(const Matrix& X, const std::vector<double>& W, int cols, const std::vector<double>* b) {
  const int n = int(X[0].size());
  Matrix out(X.size(), std::vector<double>(cols, 0.0));
  for (size_t i = 0; i < X.size(); ++i)
    for (int j = 0; j < cols; ++j) {
      double s = b ? (*b)[j] : 0.0;
      for (int k = 0; k < n; ++k) s += X[i][k] * W[size_t(k) * cols + j];
      out[i][j] = s;
    }
  return out;
}

inline Matrix layer_norm(const Matrix& X, const std::vector<double>& g, const std::vector<double>& b) {
  Matrix out = X;
  for (auto& row : out) {
    double mean = 0, var = 0;
    for (double v : row) mean += v;
    mean /= row.size();
    for (double v : row) var += (v - mean) * (v - mean);
    var /= row.size();  // biased, as torch.nn.LayerNorm
    for (size_t j = 0; j < row.size(); ++j) row[j] = (row[j] - mean) / std::sqrt(var + 1e-5) * g[j] + b[j];
  }
  return out;
}

// Mean cross-entropy over the counted targets of one batch (tokens and targets B×T, −1 not counted);
// `ablate` lists (layer, head) pairs whose output is replaced by zeros.
inline double loss(const Model& m, int B, int T, const std::vector<int>& tokens, const std::vector<int>& targets,
                   const std::vector<std::pair<int, int>>& ablate = {}) {
  auto P = [&](const std::string& name) -> const std::vector<double>& { return m.p.at(name); };
  const int D = m.d, dk = D / m.heads;
  double total = 0;
  int counted = 0;
  for (int b = 0; b < B; ++b) {
    Matrix x(T, std::vector<double>(D));
    for (int t = 0; t < T; ++t)
      for (int c = 0; c < D; ++c) x[t][c] = P("wte")[tokens[b * T + t] * D + c] + P("wpe")[t * D + c];
    for (int l = 0; l < m.layers; ++l) {
      const std::string h = "h." + std::to_string(l) + ".";
      Matrix a = layer_norm(x, P(h + "ln_1.weight"), P(h + "ln_1.bias"));
      Matrix Q = times(a, P(h + "attn.W_q"), D, &P(h + "attn.b_q"));
      Matrix K = times(a, P(h + "attn.W_k"), D, &P(h + "attn.b_k"));
      Matrix V = times(a, P(h + "attn.W_v"), D, &P(h + "attn.b_v"));
      Matrix concat(T, std::vector<double>(D, 0.0));
      for (int head = 0; head < m.heads; ++head) {
        bool off = false;
        for (auto [al, ah] : ablate) off = off || (al == l && ah == head);
        if (off) continue;
        for (int i = 0; i < T; ++i) {
          std::vector<double> w(i + 1);  // causal: keys 0…i
          double top = -1e300, sum = 0;
          for (int j = 0; j <= i; ++j) {
            double s = 0;
            for (int c = 0; c < dk; ++c) s += Q[i][head * dk + c] * K[j][head * dk + c];
            w[j] = s / std::sqrt(double(dk));
            top = std::max(top, w[j]);
          }
          for (double& v : w) sum += (v = std::exp(v - top));
          for (int j = 0; j <= i; ++j)
            for (int c = 0; c < dk; ++c) concat[i][head * dk + c] += w[j] / sum * V[j][head * dk + c];
        }
      }
      Matrix y = times(concat, P(h + "attn.W_o"), D, &P(h + "attn.b_o"));
      for (int t = 0; t < T; ++t)
        for (int c = 0; c < D; ++c) x[t][c] += y[t][c];
      if (m.mlp) {
        Matrix pre = times(layer_norm(x, P(h + "ln_2.weight"), P(h + "ln_2.bias")), P(h + "mlp.W_1"), m.d_ff,
                           &P(h + "mlp.b_1"));
        for (auto& row : pre)
          for (double& v : row)  // GELU, tanh form (GPT-2)
            v = 0.5 * v * (1 + std::tanh(std::sqrt(2 / M_PI) * (v + 0.044715 * v * v * v)));
        Matrix out = times(pre, P(h + "mlp.W_2"), D, &P(h + "mlp.b_2"));
        for (int t = 0; t < T; ++t)
          for (int c = 0; c < D; ++c) x[t][c] += out[t][c];
      }
    }
    Matrix f = layer_norm(x, P("ln_f.weight"), P("ln_f.bias"));
    for (int t = 0; t < T; ++t) {
      const int target = targets[b * T + t];
      if (target < 0) continue;
      std::vector<double> logits(m.vocab, 0.0);
      for (int v = 0; v < m.vocab; ++v)
        for (int c = 0; c < D; ++c) logits[v] += f[t][c] * (m.tied ? P("wte")[v * D + c] : P("lm_head")[c * m.vocab + v]);
      double top = -1e300, sum = 0;
      for (double v : logits) top = std::max(top, v);
      for (double v : logits) sum += std::exp(v - top);
      total += -(logits[target] - top - std::log(sum));
      ++counted;
    }
  }
  return total / counted;
}

}  // namespace reference
