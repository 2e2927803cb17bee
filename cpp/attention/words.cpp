#include "words.hpp"

#include <unordered_map>

namespace attn {
namespace {

struct Words {
  const char* key;
  const char* one;    // the singular form, or "" where the sentence has none
  const char* other;
};

const Words catalog[] = {
#include "engine_words.inc"
};

}  // namespace

const char* english_template(const std::string& key, const std::string& n) {
  static const std::unordered_map<std::string, const Words*> by_key = [] {
    std::unordered_map<std::string, const Words*> map;
    for (const Words& words : catalog) map.emplace(words.key, &words);
    return map;
  }();
  auto it = by_key.find(key);
  if (it == by_key.end()) return nullptr;
  return n == "1" && *it->second->one ? it->second->one : it->second->other;
}

}  // namespace attn
