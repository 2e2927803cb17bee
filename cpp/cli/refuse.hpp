// How both command-line tools say a refusal: "field: message [key]" on stderr (the key is what the page and
// the tests compare, whichever door a value came in by), and the exit status 1.
#pragma once
#include <iostream>

#include "config.hpp"

inline int refuse(const attn::Error& error) {
  std::cerr << error.field << ": " << error.message;
  if (!error.key.empty()) std::cerr << " [" << error.key << "]";
  std::cerr << "\n";
  return 1;
}
