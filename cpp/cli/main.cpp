// attention_cli: runs the engine natively and prints the whole trace as JSON.
//   attention_cli text="I like cats" heads=2 dModel=8 mask=causal
// Each key=value is read by the engine's schema (attn::set_setting_from_text), the reader lab.run's settings
// go through: "dModel=8x" is refused as lab.run({dModel: '8x'}) is, with the same field and message key.
// Lists are comma-separated (validLengths=3,2; keep=Y,weights); flash=16 is 16×16 tiles, flash=16,8 is 16×8.
#include <iostream>
#include <string>

#include "attention.hpp"
#include "refuse.hpp"
#include "schema.hpp"
#include "trace_json.hpp"

int main(int argc, char** argv) {
  attn::Config config;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const size_t eq = arg.find('=');
    if (eq == std::string::npos) {
      std::cerr << "usage: attention_cli [field=value ...]   e.g. text=\"I like cats\" heads=2 mask=causal\n";
      return 2;
    }
    if (auto error = attn::set_setting_from_text(config, arg.substr(0, eq), arg.substr(eq + 1))) return refuse(*error);
  }
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, config, {})) return refuse(*error);
  attn::write_trace_json(std::cout, trace);
  return 0;
}
