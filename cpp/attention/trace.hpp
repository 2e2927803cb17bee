// The product of a run: every intermediate tensor, named as in docs/ARCHITECTURE.md, and the ordered steps.
#pragma once
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "config.hpp"
#include "xt.hpp"

namespace attn {

// A tensor's axis names, read as a const std::vector<std::string>. A run's tensors point at the schema's
// lists (axes_of, alive as long as the program) instead of copying three or four strings each; a list made
// on the spot (lab.step's) is owned, shared by the copies of its tensor.
class Axes {
 public:
  using List = std::vector<std::string>;
  Axes() = default;
  Axes(List names) : list_(std::make_shared<const List>(std::move(names))) {}
  static Axes lasting(const List& names) {  // names outlive every trace: pointed at, never copied or freed
    Axes a;
    a.list_ = std::shared_ptr<const List>(std::shared_ptr<const List>(), &names);
    return a;
  }
  operator const List&() const { return list_ ? *list_ : none(); }
  const List& list() const { return *this; }
  size_t size() const { return list().size(); }
  const std::string& operator[](size_t i) const { return list()[i]; }
  List::const_iterator begin() const { return list().begin(); }
  List::const_iterator end() const { return list().end(); }
  friend bool operator==(const Axes& a, const List& b) { return a.list() == b; }

 private:
  static const List& none() {
    static const List empty;
    return empty;
  }
  std::shared_ptr<const List> list_;
};

struct Tensor {
  Array values;  // row-major
  Axes axes;     // one name per dimension: "B", "h", "T", "S", "d_model", "h·d_k", ...

  Tensor() = default;
  // Forwarding, so a map can build one in place from a moved Array: each move of an xtensor Array swaps
  // three small-vector shapes, and at the teaching size the moves cost more than the numbers.
  template <class V, class A>
  Tensor(V&& values_, A&& axes_) : values(std::forward<V>(values_)), axes(std::forward<A>(axes_)) {}
};

// A value in a step's title: a number (a head count, a tile's first query) or a name (a mask's kind).
struct TitleValue {
  std::string name;  // "n", "q0", "kind", "w"
  std::string text;  // as the English title writes it: "2", "causal+padding"
  bool number;       // sent as a JSON number
};

struct Step {
  std::string id;       // "scores"
  std::string group;    // what the page animates together: "embed", "project", "split", ...
  std::string title;    // "Scores: every query meets every key"
  std::string title_key;                  // the title's sentence for the page: steps.title.<title_key> in en.js
  std::vector<TitleValue> title_values;   // its {placeholders}: split's {n}, a tile's {q0, q1, k0, k1}, ...
  std::string formula;  // LaTeX, valid as written (steps.cpp's step_text)
  std::vector<std::string> inputs;  // tensor ids (or "tokens")
  std::string output;               // tensor id
  std::vector<int> shape = {};      // the output's, from the schema
  std::vector<std::string> axes = {};
};

// The ordered steps of a run, shared and read-only: every run of one shape holds the same list, made once
// (steps.cpp), so a run does not copy some forty titles and formulas. Reads as a const std::vector<Step>.
class Steps {
 public:
  Steps() : list_(none()) {}
  explicit Steps(std::shared_ptr<const std::vector<Step>> list) : list_(std::move(list)) {}
  operator const std::vector<Step>&() const { return *list_; }
  const std::vector<Step>& list() const { return *list_; }
  size_t size() const { return list_->size(); }
  bool empty() const { return list_->empty(); }
  const Step& operator[](size_t i) const { return (*list_)[i]; }
  std::vector<Step>::const_iterator begin() const { return list_->begin(); }
  std::vector<Step>::const_iterator end() const { return list_->end(); }

 private:
  static const std::shared_ptr<const std::vector<Step>>& none() {
    static const auto empty = std::make_shared<const std::vector<Step>>();
    return empty;
  }
  std::shared_ptr<const std::vector<Step>> list_;
};

struct RowRef {
  int batch, query;
};

struct Trace {
  Config config;  // as given, with query_len, key_len, d_k, d_v and valid_lengths resolved
  Dims dims;
  bool from_text = false;           // X (or X_q) came from the text, so E and P exist
  bool source_from_text = false;    // cross-attention: X_kv came from the source text
  bool weights_held = false;        // the learned weights were read where a model holds them: not in tensors
  Steps steps;                      // in computation order
  std::map<std::string, Tensor> tensors;
  std::vector<RowRef> fully_masked_rows;  // queries with no key to attend: their weights are all zero
  struct FlashMemory {
    double matrix_bytes = 0;  // one (B, h, T, S) float matrix: what the ordinary path's scores take
    double tile_bytes = 0;    // what flash's one tile works in (flash_tile_floats)
  } flash_memory;             // zeros without flash
};

// The ordered step list for a resolved configuration.
Steps build_steps(const Dims& dims, const Config& config, bool from_text, bool source_from_text);

}  // namespace attn
