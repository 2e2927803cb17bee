// attention_train: trains a model natively and prints one line per report; optionally writes a checkpoint.
//   attention_train task=induction steps=2000 every=100 out=model.safetensors half=true corpus=file.txt
// Lines: step, loss and accuracy of the batch, held-out loss and accuracy, the best previous-token score in
// layer 0 and the best induction score in the last layer, the loss with 17 digits (which round-trips a double: for bit-exact comparisons).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "refuse.hpp"
#include "schema.hpp"
#include "trainer.hpp"

using namespace attn::train;

namespace {


// A whole number from text, strictly ("20x" is no number): the run's own options, not training settings.
bool whole_number(const std::string& text, int& out) {
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) return false;
  out = std::stoi(text);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  TrainConfig c;
  int steps = 1000, every = 100;
  std::string out, corpus_path;
  bool half = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    size_t eq = arg.find('=');
    if (eq == std::string::npos) {
      std::cerr << "usage: attention_train [field=value ...]  e.g. task=induction steps=2000 out=m.safetensors\n";
      return 2;
    }
    std::string key = arg.substr(0, eq), value = arg.substr(eq + 1);
    // The run's own options first; every other key is a training setting, read by the schema's table.
    if (key == "steps" || key == "every") {
      int n = 0;
      if (!whole_number(value, n)) return refuse({key, key + " must be a whole number of 0 or more; got \"" + value + "\""});
      (key == "steps" ? steps : every) = key == "every" ? std::max(1, n) : n;
    } else if (key == "out") out = value;
    else if (key == "corpus") corpus_path = value;
    else if (key == "half" || key == "learnedPositions") {
      if (value != "true" && value != "false") return refuse({key, key + " must be true or false; got \"" + value + "\""});
      (key == "half" ? half : c.learned_positions) = value == "true";
    } else if (auto e = attn::set_train_setting_from_text(c, key, value)) return refuse(*e);
  }
  std::vector<uint8_t> corpus;
  if (!corpus_path.empty()) {
    std::ifstream in(corpus_path, std::ios::binary);
    corpus.assign(std::istreambuf_iterator<char>(in), {});
  }
  std::unique_ptr<Trainer> t;
  if (auto e = Trainer::create(t, c, corpus)) return refuse(*e);
  const auto start = std::chrono::steady_clock::now();
  std::printf("step\tloss\taccuracy\theld_loss\theld_acc\tbest_prev_l0\tbest_induction_last\tseconds\tloss_exact\n");
  for (int done = 0; done < steps;) {
    const int n = std::min(every, steps - done);
    StepReport r;
    if (auto e = t->step(r, n)) return refuse(*e);
    done += n;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Loss held;
    HeadScores s;
    if (auto e = t->evaluate(held)) return refuse(*e);
    if (auto e = t->head_scores(s)) return refuse(*e);
    double prev = 0, ind = 0;
    for (int h = 0; h < c.heads && !s.previous.empty(); ++h) {
      prev = std::max(prev, s.previous[h]);
      ind = std::max(ind, s.induction[(c.layers - 1) * c.heads + h]);
    }
    std::printf("%d\t%.4f\t%.3f\t%.4f\t%.3f\t%.3f\t%.3f\t%.2f\t%.17g\n", r.step, r.loss, r.accuracy, held.loss,
                held.counted ? double(held.correct) / held.counted : 0.0, prev, ind, seconds, r.loss);
    std::fflush(stdout);
  }
  if (!out.empty()) {
    auto bytes = t->save(half);
    std::ofstream(out, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  }
  return 0;
}
