// The JSON a trace is written as (fixtures for the JavaScript tests): −∞ spelled out, floats that read back exactly.
#include <doctest/doctest.h>

#include <cstdlib>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "trace_helpers.hpp"
#include "trace_json.hpp"

namespace {

// The numbers of `"name":{...,"data":[...]}` parsed back with strtof ("-Infinity" as −∞).
std::vector<float> data_of(const std::string& json, const std::string& name) {
  size_t at = json.find("\"" + name + "\":{\"shape\"");
  REQUIRE(at != std::string::npos);
  size_t begin = json.find("\"data\":[", at) + 8, end = json.find(']', begin);
  std::vector<float> out;
  std::istringstream items(json.substr(begin, end - begin));
  for (std::string item; std::getline(items, item, ',');)
    out.push_back(item == "\"-Infinity\"" ? -std::numeric_limits<float>::infinity() : std::strtof(item.c_str(), nullptr));
  return out;
}

}  // namespace

TEST_CASE("trace_json: every float reads back bit for bit and −∞ is written as the string \"-Infinity\"") {
  attn::Config c;
  c.batch = 2;
  c.bias = true;
  attn::Trace trace = testing::run(c);
  std::ostringstream out;
  attn::write_trace_json(out, trace);
  const std::string json = out.str();
  CHECK(json.find("\"-Infinity\"") != std::string::npos);
  for (const char* bare : {",-inf", "[-inf", ",inf", ",nan", "[nan"})  // C's spellings are not JSON
    CHECK(json.find(bare) == std::string::npos);
  for (const char* name : {"X", "W_q", "b_o", "masked", "weights", "Y"})
    CHECK_MESSAGE(data_of(json, name) == testing::values(trace, name), name);
  CHECK(json.find("\"mask\":\"causal\"") != std::string::npos);
  CHECK(json.find("\"tokens\":[[\"the\",\"cat\"") != std::string::npos);
}

TEST_CASE("trace_json: quotes, backslashes and control characters in tokens are escaped") {
  attn::Config c;
  c.text = "say \"hi\" \\ ok";
  attn::Trace trace = testing::run(c);
  std::ostringstream out;
  attn::write_trace_json(out, trace);
  CHECK(out.str().find("[\"say\",\"\\\"\",\"hi\",\"\\\"\",\"\\\\\",\"ok\"]") != std::string::npos);
}
