// The safetensors reader on files the test writes byte by byte: values come back exactly (F32, and F16 /
// BF16 bit patterns whose values are worked out by hand), and files that lie are refused with a sentence.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <ios>
#include <limits>
#include <string>
#include <vector>

#include "safetensors.hpp"

namespace {

using Bytes = std::vector<uint8_t>;

// 8-byte little-endian header length, the header text, then the data.
Bytes file_of(const std::string& header, const Bytes& data) {
  Bytes out(8);
  uint64_t n = header.size();
  for (int i = 0; i < 8; ++i) out[i] = uint8_t(n >> (8 * i));
  out.insert(out.end(), header.begin(), header.end());
  out.insert(out.end(), data.begin(), data.end());
  return out;
}

Bytes floats_le(const std::vector<float>& values) {
  Bytes out;
  for (float v : values) {
    uint32_t bits;
    std::memcpy(&bits, &v, 4);
    for (int i = 0; i < 4; ++i) out.push_back(uint8_t(bits >> (8 * i)));
  }
  return out;
}

Bytes halves_le(const std::vector<uint16_t>& values) {
  Bytes out;
  for (uint16_t v : values) out.push_back(uint8_t(v)), out.push_back(uint8_t(v >> 8));
  return out;
}

std::string refusal(const Bytes& bytes) {
  attn::SafetensorsFile file;
  auto error = attn::read_safetensors(file, bytes.data(), bytes.size());
  REQUIRE_MESSAGE(error, "expected a refusal");
  CHECK(error->field == "file");
  CHECK(file.tensors.empty());
  return error->message;
}

const std::string two_tensors =
    R"({"__metadata__": {"format": "pt"}, "wte.weight": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]},)"
    R"( "h.0.ln_1.bias": {"dtype":"F16","shape":[2],"data_offsets":[24,28]}})";

}  // namespace

TEST_CASE("safetensors: F32 and F16 tensors come back with their names, shapes and exact values") {
  Bytes data = floats_le({1.5f, -2.0f, 0.1f, 3e-39f, 65504.0f, -0.0f});
  Bytes half = halves_le({0x3C00, 0xC000});  // 1.0 and -2.0
  data.insert(data.end(), half.begin(), half.end());
  Bytes bytes = file_of(two_tensors, data);
  attn::SafetensorsFile file;
  REQUIRE_FALSE(attn::read_safetensors(file, bytes.data(), bytes.size()));
  REQUIRE(file.tensors.size() == 2);
  const attn::StoredTensor* wte = file.find("wte.weight");
  REQUIRE(wte);
  CHECK(wte->shape == std::vector<int64_t>{2, 3});
  std::vector<float> values(wte->count());
  attn::tensor_to_float(file, *wte, values.data());
  CHECK(values == std::vector<float>{1.5f, -2.0f, 0.1f, 3e-39f, 65504.0f, -0.0f});
  CHECK(std::signbit(values[5]));
  const attn::StoredTensor* bias = file.find("h.0.ln_1.bias");
  REQUIRE(bias);
  CHECK(bias->dtype == attn::DType::f16);
  float b[2];
  attn::tensor_to_float(file, *bias, b);
  CHECK(b[0] == 1.0f);
  CHECK(b[1] == -2.0f);
  CHECK(file.find("__metadata__") == nullptr);
  CHECK(file.metadata.at("format") == "pt");
}

TEST_CASE("safetensors: half and bfloat16 bit patterns give the values worked out by hand") {
  CHECK(attn::half_to_float(0x3C00) == 1.0f);
  CHECK(attn::half_to_float(0x3555) == 0.333251953125f);        // 1.0101010101b × 2^-2
  CHECK(attn::half_to_float(0x7BFF) == 65504.0f);               // the largest half
  CHECK(attn::half_to_float(0x0400) == std::ldexp(1.0f, -14));  // the smallest normal half
  CHECK(attn::half_to_float(0x0001) == std::ldexp(1.0f, -24));  // the smallest subnormal half
  CHECK(attn::half_to_float(0x03FF) == std::ldexp(1023.0f, -24));
  CHECK(attn::half_to_float(0x8000) == 0.0f);
  CHECK(std::signbit(attn::half_to_float(0x8000)));
  CHECK(attn::half_to_float(0x7C00) == std::numeric_limits<float>::infinity());
  CHECK(attn::half_to_float(0xFC00) == -std::numeric_limits<float>::infinity());
  CHECK(std::isnan(attn::half_to_float(0x7E00)));
  CHECK(attn::bfloat16_to_float(0x3F80) == 1.0f);
  CHECK(attn::bfloat16_to_float(0x4049) == 3.140625f);  // 1.1001001b × 2^1
  CHECK(attn::bfloat16_to_float(0xC2F7) == -123.5f);    // 1.1110111b × 2^6
}

TEST_CASE("safetensors: every half-precision pattern converts like the float64 formula") {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    double sign = (h & 0x8000) ? -1.0 : 1.0;
    if (exponent == 0x1f) continue;  // infinities and NaNs are checked above
    double expected = exponent == 0 ? sign * std::ldexp(double(mantissa), -24)
                                    : sign * std::ldexp(1.0 + mantissa / 1024.0, exponent - 15);
    if (attn::half_to_float(uint16_t(h)) != float(expected)) {
      FAIL_CHECK("half 0x" << std::hex << h << " gives " << attn::half_to_float(uint16_t(h)) << ", expected " << expected);
      break;
    }
  }
}

TEST_CASE("safetensors: files that lie about their sizes are refused with what is wrong") {
  Bytes data(28, 0);
  Bytes good = file_of(two_tensors, data);
  CHECK(refusal(Bytes(good.begin(), good.end() - 1)).find("is the file truncated?") != std::string::npos);
  CHECK(refusal(Bytes(good.begin(), good.begin() + 7)).find("too few for a header") != std::string::npos);
  Bytes huge_header = good;
  huge_header[7] = 0x40;  // announces a header of 2^62 bytes
  CHECK(refusal(huge_header).find("announce a header of") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 20]}})", data))
            .find("tensor a has 20 bytes for its shape, which needs 24") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [4294967295, 4294967295, 4294967295], "data_offsets": [0, 4]}})", data))
            .find("declares a dimension") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [2147483647, 2147483647, 2147483647], "data_offsets": [0, 4]}})", data))
            .find("more elements than any file can hold") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [1], "data_offsets": [8, 4]}})", data))
            .find("end before they begin") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "I64", "shape": [1], "data_offsets": [0, 8]}})", data))
            .find("tensor a is stored as I64; only F32, F16 and BF16 can be read") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}, "a": {"dtype": "F32", "shape": [1], "data_offsets": [4, 8]}})", data))
            .find("named twice") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [1]}})", data)).find("lacks its dtype, shape or data_offsets") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [1.5], "data_offsets": [0, 4]}})", data)).find("fractional") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [-1], "data_offsets": [0, 4]}})", data)).find("not a whole number") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}} trailing)", data)).find("after its closing brace") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"x": [[[[[[[[[[[[1]]]]]]]]]]]], "dtype": "F32", "shape": [1], "data_offsets": [0, 4]}})", data)).find("nests too deeply") != std::string::npos);
  CHECK(refusal(file_of(R"({"__metadata__": {"format": 1}})", data)).find("__metadata__ holds a value that is not a string") != std::string::npos);
  CHECK(refusal(file_of("PK\x03\x04 this is a zip", data)).find("expected '{'") != std::string::npos);
  CHECK(refusal(file_of(R"({"a": {"dtype": "F32)", data)).find("ends inside a string") != std::string::npos);
}

TEST_CASE("safetensors: every prefix of a good file is read or refused, never crashes") {
  Bytes good = file_of(two_tensors, Bytes(28, 1));
  for (size_t n = 0; n < good.size(); ++n) {
    Bytes prefix(good.begin(), good.begin() + n);
    attn::SafetensorsFile file;
    CHECK(attn::read_safetensors(file, prefix.data(), prefix.size()));  // all shorter than the good file: refused
  }
  // Headers cut short but with an honest length (the header text itself is truncated).
  std::string header = two_tensors;
  for (size_t n = 0; n < header.size(); ++n) {
    Bytes bytes = file_of(header.substr(0, n), Bytes(28, 1));
    attn::SafetensorsFile file;
    CHECK(attn::read_safetensors(file, bytes.data(), bytes.size()));
  }
}

using namespace attn;

TEST_CASE("safetensors: metadata with control characters, quotes and non-ASCII text round-trips through the writer") {
  const std::string text = "line\nnext\ttab \"quoted\" back\\slash \x01 caf\xc3\xa9";
  std::vector<float> values = {1.5f, -2.0f};
  auto bytes = write_safetensors({{"x", {2}, values}}, {{"alphabet", text}});
  SafetensorsFile file;
  REQUIRE_FALSE(read_safetensors(file, bytes.data(), bytes.size()));
  CHECK(file.metadata.at("alphabet") == text);
  // \u escapes written by other tools decode to UTF-8: "\u00e9" is é.
  const std::string header = R"({"__metadata__":{"a":"caf\u00e9 \u0041"}})";
  std::vector<uint8_t> other(8 + header.size());
  other[0] = uint8_t(header.size());
  std::copy(header.begin(), header.end(), other.begin() + 8);
  REQUIRE_FALSE(read_safetensors(file, other.data(), other.size()));
  CHECK(file.metadata.at("a") == "caf\xc3\xa9 A");
}

TEST_CASE("safetensors: the header alone is read with every range checked against the whole file's size") {
  Bytes data = floats_le({1.5f, -2.0f, 0.1f, 3e-39f, 65504.0f, -0.0f});
  Bytes half = halves_le({0x3C00, 0xC000});
  data.insert(data.end(), half.begin(), half.end());
  Bytes bytes = file_of(two_tensors, data);
  const size_t header_end = bytes.size() - data.size();
  attn::SafetensorsFile file;
  REQUIRE_FALSE(attn::read_safetensors_header(file, bytes.data(), header_end, bytes.size()));
  CHECK(file.data == nullptr);
  CHECK(file.data_offset == header_end);
  const attn::StoredTensor* bias = file.find("h.0.ln_1.bias");
  REQUIRE(bias);
  // The tensor from its own bytes, wherever they are.
  float b[2];
  attn::tensor_to_float(*bias, bytes.data() + file.data_offset + bias->begin, b);
  CHECK(b[0] == 1.0f);
  CHECK(b[1] == -2.0f);
  // A file shorter than its header says (the last byte missing) is refused from the header alone.
  CHECK(attn::read_safetensors_header(file, bytes.data(), header_end, bytes.size() - 1));
  // Fewer bytes than the header: refused, not read past.
  CHECK(attn::read_safetensors_header(file, bytes.data(), header_end - 1, bytes.size()));
}
