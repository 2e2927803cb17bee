#include "text.hpp"

#include <cctype>
#include <cmath>
#include <string_view>

#include "random.hpp"

namespace attn {
namespace {

// Decodes one UTF-8 code point starting at s[i]; advances i. Invalid bytes count as one char.
uint32_t next_code_point(const std::string& s, size_t& i) {
  unsigned char c = s[i];
  int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
  uint32_t cp = extra == 3 ? c & 0x07 : extra == 2 ? c & 0x0F : extra == 1 ? c & 0x1F : c;
  size_t start = i++;
  for (int k = 0; k < extra && i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  if (i - start != size_t(extra) + 1) cp = 0xFFFD;
  return cp;
}

bool is_space(uint32_t cp) { return cp == ' ' || cp == '\t' || cp == '\r' || cp == '\n' || cp == 0xA0 || cp == 0x3000; }

// Characters that are a word of their own: ASCII punctuation, CJK ideographs and kana, emoji.
bool stands_alone(uint32_t cp) {
  if (cp < 128) return std::ispunct(static_cast<int>(cp)) && cp != '\'' && cp != '-';
  return (cp >= 0x3040 && cp <= 0x30FF) || (cp >= 0x3400 && cp <= 0x9FFF) ||
         (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x1F000 && cp <= 0x1FAFF) ||
         (cp >= 0x2600 && cp <= 0x27BF) || (cp >= 0x3000 && cp <= 0x303F) || (cp >= 0xFF00 && cp <= 0xFF65);
}

// Code points that belong to the character before them: variation selectors (the U+FE0F of "❤️"),
// skin-tone modifiers, the keycap mark, emoji tags and the zero-width joiner of "👨‍👩‍👧".
bool extends_previous(uint32_t cp) {
  return (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0x1F3FB && cp <= 0x1F3FF) || cp == 0x20E3 || cp == 0x200D ||
         (cp >= 0xE0020 && cp <= 0xE007F);
}

uint32_t fnv1a(const std::string& s) {
  uint32_t h = 2166136261u;
  for (unsigned char c : s) h = (h ^ c) * 16777619u;
  return h;
}

std::string lowercase_ascii(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
  return s;
}

}  // namespace

std::vector<std::string> tokenize(const std::string& text, size_t keep, size_t* total) {
  std::vector<std::string> tokens;
  size_t count = 0;  // tokens seen; only the first `keep` are stored, so a huge text costs no memory
  auto emit = [&](std::string token) {
    if (count++ < keep) tokens.push_back(std::move(token));
  };
  auto extend = [&](std::string_view ch) {  // the last token seen goes on (if it was stored)
    if (count <= keep) tokens.back() += ch;
  };
  std::string word;
  auto flush = [&] {
    if (!word.empty()) emit(std::move(word));
    word.clear();
  };
  bool after_alone = false, joined = false;  // the last token is a stand-alone character; a ZWJ follows it
  for (size_t i = 0; i < text.size();) {
    size_t start = i;
    uint32_t cp = next_code_point(text, i);
    const std::string_view ch(text.data() + start, i - start);  // a view: no string made per character
    if (after_alone && extends_previous(cp)) {
      extend(ch);  // "❤" + U+FE0F stays one token, as does a skin tone or a ZWJ sequence
      joined = cp == 0x200D;
    } else if (is_space(cp)) {
      flush();
      after_alone = false;
    } else if (stands_alone(cp)) {
      flush();
      if (joined) extend(ch);
      else emit(std::string(ch));
      after_alone = true;
      joined = false;
    } else {
      word += ch;
      after_alone = joined = false;
    }
  }
  flush();
  if (total) *total = count;
  return tokens;
}

std::vector<std::string> utf8_characters(const std::string& text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    const size_t start = i;
    next_code_point(text, i);
    out.push_back(text.substr(start, i - start));
  }
  return out;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  for (size_t from = 0;;) {  // each line copied whole, not character by character
    const size_t end = text.find('\n', from);
    lines.emplace_back(text, from, end == std::string::npos ? std::string::npos : end - from);
    if (end == std::string::npos) break;
    from = end + 1;
  }
  // A trailing newline does not make an extra (empty) batch item.
  if (lines.size() > 1 && lines.back().find_first_not_of(" \t\r") == std::string::npos) lines.pop_back();
  return lines;
}

void embed_token(float* row, const std::string& token, int d_model, uint32_t seed) {
  constexpr uint32_t vocabulary_rows = 4096;
  Xorshift rng(seed, 0x10000u + fnv1a(lowercase_ascii(token)) % vocabulary_rows);
  for (int j = 0; j < d_model; ++j) row[j] = rng.uniform(-1.0f, 1.0f);
}

// Each pair's divisor is computed once, not once per position: at T=1024, d_model=768 the pow per value took
// as long as the sines and cosines (the same doubles either way, so the same numbers).
std::vector<double> positional_divisors(int d_model) {
  std::vector<double> divisor(size_t(d_model) / 2 + 1);
  for (int j = 0; j < d_model; j += 2) divisor[size_t(j) / 2] = std::pow(10000.0, double(j) / d_model);
  return divisor;
}

void positional_encoding(float* out, int len, int d_model) {
  const std::vector<double> divisor = positional_divisors(d_model);
  for (int t = 0; t < len; ++t)
    for (int j = 0; j < d_model; ++j) {
      const double angle = positional_angle(t, j, divisor);
      out[size_t(t) * d_model + j] = float(j % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
}

}  // namespace attn
