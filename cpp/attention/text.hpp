// From a learner's sentence to numbers: tokens, embedding rows, sinusoidal positions.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace attn {

// Word-level tokens: split on whitespace; punctuation, CJK characters and emoji stand alone.
// Only the first `keep` are returned; `total` (if given) receives how many there are.
std::vector<std::string> tokenize(const std::string& text, size_t keep = SIZE_MAX, size_t* total = nullptr);

// The text's characters (code points), each as its own UTF-8 bytes; an invalid byte is a character of its own.
std::vector<std::string> utf8_characters(const std::string& text);

// Splits text into lines (batch items); an empty text gives one empty line.
std::vector<std::string> split_lines(const std::string& text);

// Row `d_model` floats for `token` from a seeded table of 4096 rows: equal words share a row.
void embed_token(float* row, const std::string& token, int d_model, uint32_t seed);

// 10000^(2i/d_model) for each pair i of columns (2i, 2i + 1), computed once per pair, not once per position.
std::vector<double> positional_divisors(int d_model);

// The angle P[t][j] takes the sine (even j) or cosine (odd j) of: t / 10000^(2⌊j/2⌋/d_model).
inline double positional_angle(int t, int j, const std::vector<double>& divisors) { return t / divisors[size_t(j) / 2]; }

// P[t][2i] = sin(t / 10000^(2i/d_model)), P[t][2i+1] = cos(same): `len` rows of d_model.
void positional_encoding(float* out, int len, int d_model);

}  // namespace attn
