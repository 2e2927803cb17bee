// The product of a run: every intermediate tensor, named as in DESIGN.md, and the ordered steps.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "config.hpp"
#include "xt.hpp"

namespace attn {

struct Tensor {
  Array values;                    // row-major
  std::vector<std::string> axes;   // one name per dimension: "B", "h", "T", "S", "d_model", "h·d_k", ...
};

struct Step {
  std::string id;       // "scores"
  std::string group;    // what the page animates together: "embed", "project", "split", ...
  std::string title;    // "Scores: every query meets every key"
  std::string formula;  // LaTeX
  std::vector<std::string> inputs;  // tensor ids (or "tokens")
  std::string output;               // tensor id
  std::vector<int> shape = {};      // the output's, from the schema
  std::vector<std::string> axes = {};
};

struct RowRef {
  int batch, query;
};

struct Trace {
  Config config;  // as given, with query_len, key_len, d_k, d_v and valid_lengths resolved
  Dims dims;
  bool from_text = false;           // X (or X_q) came from the text, so E and P exist
  bool source_from_text = false;    // cross-attention: X_kv came from the source text
  std::vector<Step> steps;          // in computation order
  std::map<std::string, Tensor> tensors;
  std::vector<RowRef> fully_masked_rows;  // queries with no key to attend: their weights are all zero
  struct FlashMemory {
    double matrix_bytes = 0;  // one (B, h, T, S) float matrix: what the ordinary path's scores take
    double tile_bytes = 0;    // what flash's one tile works in (flash_tile_floats)
  } flash_memory;             // zeros without flash
};

// The ordered step list for a resolved configuration.
std::vector<Step> build_steps(const Dims& dims, const Config& config, bool from_text, bool source_from_text);

}  // namespace attn
