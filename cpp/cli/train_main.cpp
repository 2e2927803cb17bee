// attention_train: trains a model natively and prints one line per report; optionally writes a checkpoint.
//   attention_train task=induction steps=2000 every=100 out=model.safetensors half=true corpus=file.txt
// Lines: step, loss and accuracy of the batch, held-out loss and accuracy, the best previous-token score in
// layer 0 and the best induction score in the last layer, the loss with 17 digits (which round-trips a double: for bit-exact comparisons).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "trainer.hpp"

using namespace attn::train;

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
    const int n = std::atoi(value.c_str());
    const bool yes = value == "true" || value == "1";
    if (key == "task") c.task = value;
    else if (key == "layers") c.layers = n;
    else if (key == "heads") c.heads = n;
    else if (key == "dModel") c.d_model = n;
    else if (key == "vocab") c.vocab = n;
    else if (key == "seqLen") c.seq_len = n;
    else if (key == "batch") c.batch = n;
    else if (key == "seed") c.seed = uint32_t(std::strtoul(value.c_str(), nullptr, 10));
    else if (key == "lr") c.lr = std::strtod(value.c_str(), nullptr);
    else if (key == "mlp") c.mlp = yes;
    else if (key == "dFF") c.d_ff = n;
    else if (key == "tied") c.tied = yes;
    else if (key == "fixedPeriod") c.fixed_period = yes;
    else if (key == "learnedPositions") c.learned_positions = yes;
    else if (key == "steps") steps = n;
    else if (key == "every") every = std::max(1, n);
    else if (key == "out") out = value;
    else if (key == "half") half = yes;
    else if (key == "corpus") corpus_path = value;
    else {
      std::cerr << "unknown field: " << key << "\n";
      return 2;
    }
  }
  std::vector<uint8_t> corpus;
  if (!corpus_path.empty()) {
    std::ifstream in(corpus_path, std::ios::binary);
    corpus.assign(std::istreambuf_iterator<char>(in), {});
  }
  std::unique_ptr<Trainer> t;
  if (auto e = Trainer::create(t, c, corpus)) {
    std::cerr << e->field << ": " << e->message << "\n";
    return 1;
  }
  const auto start = std::chrono::steady_clock::now();
  std::printf("step\tloss\taccuracy\theld_loss\theld_acc\tbest_prev_l0\tbest_induction_last\tseconds\tloss_exact\n");
  for (int done = 0; done < steps;) {
    const int n = std::min(every, steps - done);
    StepReport r = t->step(n);
    done += n;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    Loss held = t->evaluate();
    HeadScores s = t->head_scores();
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
