// Reads a safetensors file (Hugging Face's format: an 8-byte little-endian header length, a JSON header
// naming each tensor's dtype, shape and byte range, then the raw little-endian data) without copying it,
// and converts F32, F16 and BF16 tensors to float. Everything is checked before anything is allocated
// in proportion to the file: a file that lies about its sizes is refused with a sentence saying how.
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "config.hpp"  // attn::Error

namespace attn {

enum class DType { f32, f16, bf16 };

struct StoredTensor {
  std::string name;
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  size_t begin = 0, end = 0;  // byte range within the data section
  size_t count() const;       // number of elements (the product of the shape)
};

struct SafetensorsFile {
  std::vector<StoredTensor> tensors;  // in header order
  const uint8_t* data = nullptr;      // the data section, inside the caller's bytes (not owned)
  size_t data_size = 0;
  size_t data_offset = 0;             // where the data section starts in the file (8 + the header's length)
  std::map<std::string, std::string> metadata;  // the header's "__metadata__" (strings only, by the format)
  const StoredTensor* find(const std::string& name) const;
};

// Parses the header of `bytes` into `file`; the tensors' data stay in `bytes`, which must outlive `file`.
std::optional<Error> read_safetensors(SafetensorsFile& file, const uint8_t* bytes, size_t size);
// The same from the first `available` bytes of a `size`-byte file (its header at least): every tensor's range is
// checked against `size`; file.data is null unless all of the file is given (the tensors are then read one at a
// time from their own bytes, at file.data_offset + tensor.begin in the file).
std::optional<Error> read_safetensors_header(SafetensorsFile& file, const uint8_t* bytes, size_t available, size_t size);

// Writes a tensor's values as float into `out` (tensor.count() floats).
void tensor_to_float(const SafetensorsFile& file, const StoredTensor& tensor, float* out);
// The same as IEEE half bit patterns (an F16 tensor's bits as stored; others rounded to nearest even).
void tensor_to_half(const SafetensorsFile& file, const StoredTensor& tensor, uint16_t* out);
// Both from the tensor's own bytes (tensor.end − tensor.begin of them).
void tensor_to_float(const StoredTensor& tensor, const uint8_t* bytes, float* out);
void tensor_to_half(const StoredTensor& tensor, const uint8_t* bytes, uint16_t* out);

// A file's bytes for these tensors (float values, stored as `dtype`) and metadata, in the given order.
struct TensorToWrite {
  std::string name;
  std::vector<int64_t> shape;
  const std::vector<float>& values;
  DType dtype = DType::f32;
};
std::vector<uint8_t> write_safetensors(const std::vector<TensorToWrite>& tensors,
                                       const std::map<std::string, std::string>& metadata = {});

// float to IEEE half, rounding to nearest even (overflow to ±infinity).
uint16_t float_to_half(float f);

// IEEE half and bfloat16 bit patterns to float (exact: every such value is a float).
float half_to_float(uint16_t bits);
float bfloat16_to_float(uint16_t bits);

}  // namespace attn
