// attention_cli: runs the engine natively and prints the whole trace as JSON.
//   attention_cli text="I like cats" heads=2 dModel=8 mask=causal
#include <cstdlib>
#include <iostream>
#include <string>

#include "attention.hpp"
#include "trace_json.hpp"

int main(int argc, char** argv) {
  attn::Config config;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    size_t eq = arg.find('=');
    if (eq == std::string::npos) {
      std::cerr << "usage: attention_cli [field=value ...]   e.g. text=\"I like cats\" heads=2 mask=causal\n";
      return 2;
    }
    std::string key = arg.substr(0, eq), value = arg.substr(eq + 1);
    int n = std::atoi(value.c_str());
    if (key == "batch") config.batch = n;
    else if (key == "queryLen") config.query_len = n;
    else if (key == "keyLen") config.key_len = n;
    else if (key == "dModel") config.d_model = n;
    else if (key == "heads") config.heads = n;
    else if (key == "dK") config.d_k = n;
    else if (key == "dV") config.d_v = n;
    else if (key == "seed") config.seed = uint32_t(std::strtoul(value.c_str(), nullptr, 10));
    else if (key == "bias") config.bias = value == "true" || value == "1";
    else if (key == "crossAttention") config.cross_attention = value == "true" || value == "1";
    else if (key == "block") config.block = value == "true" || value == "1";
    else if (key == "dFF") config.d_ff = n;
    else if (key == "kvHeads") config.kv_heads = n;
    else if (key == "window") config.window = n;
    else if (key == "ropeBase") config.rope_base = std::strtof(value.c_str(), nullptr);
    else if (key == "flash") config.flash = {true, n, n};  // square tiles: flash=16
    else if (key == "positional") {
      auto kind = attn::parse_positional(value);
      if (!kind) {
        std::cerr << "positional must be sinusoidal, none, rope or alibi\n";
        return 2;
      }
      config.positional = *kind;
    }
    else if (key == "text") config.text = value;
    else if (key == "sourceText") config.source_text = value;
    else if (key == "mask") {
      auto kind = attn::parse_mask(value);
      if (!kind) {
        std::cerr << "mask must be none, causal, padding, causal+padding, custom, sliding or sliding+padding\n";
        return 2;
      }
      config.mask = *kind;
    } else {
      std::cerr << "unknown field: " << key << "\n";
      return 2;
    }
  }
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, config, {})) {
    std::cerr << error->field << ": " << error->message << "\n";
    return 1;
  }
  attn::write_trace_json(std::cout, trace);
  return 0;
}
