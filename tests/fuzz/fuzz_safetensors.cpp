// libFuzzer harness for the safetensors reader: any bytes are either refused or read, and every tensor
// of a file that was read converts within the bytes given (ASan checks every access).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "safetensors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  attn::SafetensorsFile file;
  if (attn::read_safetensors(file, data, size)) return 0;
  for (const auto& t : file.tensors) {
    if (t.count() > size) std::abort();  // a read file's tensors lie within its bytes
    std::vector<float> values(t.count());
    attn::tensor_to_float(file, t, values.data());
  }
  return 0;
}
