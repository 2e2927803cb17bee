// The engine's sentences in English, from their one catalog: the engine.* keys of web/src/i18n/en.js,
// written into engine_words.inc at build time (scripts/lib/engine-words.mjs). The engine says a sentence as
// a key and values (config.hpp's say); this is where its English comes from for the CLI, Node and tests.
#pragma once
#include <string>

namespace attn {

// The English template of `key` ("{field} must be …"), in its plural form for the count `n` where it has
// one ("one" when n is "1"); nullptr for a key the catalog lacks.
const char* english_template(const std::string& key, const std::string& n = "");

}  // namespace attn
