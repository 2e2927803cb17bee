// What the caller asks for (Config, Inputs), what it resolves to (Dims), and how it is checked.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace attn {

enum class MaskKind { none, causal, padding, causal_padding, custom, sliding, sliding_padding };

const char* mask_name(MaskKind kind);                            // "causal+padding", ...
std::optional<MaskKind> parse_mask(const std::string& name);
const std::vector<MaskKind>& all_masks();
bool is_causal(MaskKind kind);   // causal, causal+padding, sliding, sliding+padding: no key after the query
bool is_padding(MaskKind kind);  // padding, causal+padding, sliding+padding: keys past validLengths hidden
bool is_sliding(MaskKind kind);  // sliding, sliding+padding: also no key `window` or more before the query

// Where a token's position enters: added to X (sinusoidal), nowhere, rotating Q and K (RoPE), or a bias on
// the scores (ALiBi).
enum class Positional { sinusoidal, none, rope, alibi };
const char* positional_name(Positional kind);
std::optional<Positional> parse_positional(const std::string& name);
const std::vector<Positional>& all_positionals();

// FlashAttention: Z computed tile by tile (blockQ queries × blockK keys), never the whole T×S matrix.
struct Flash {
  bool on = false;
  int block_q = 16;
  int block_k = 16;
};

struct Config {
  int batch = 1;
  int query_len = 0;  // T; 0 = the number of tokens in `text`
  int key_len = 0;    // S; 0 = T for self-attention, the tokens of `source_text` for cross-attention
  int d_model = 8;
  int heads = 2;
  int d_k = 0;  // per head; 0 = d_model / heads
  int d_v = 0;  // per head; 0 = d_model / heads
  MaskKind mask = MaskKind::causal;
  std::vector<int> valid_lengths;   // per batch item; empty = each item's token count
  std::vector<float> custom_mask;   // 1 = may attend; T×S (every item) or B×T×S
  bool cross_attention = false;
  bool bias = false;
  uint32_t seed = 42;
  std::string text = "the cat sat on the mat";      // one line per batch item (lines repeat if fewer)
  std::string source_text = "le chat est assis sur le tapis";
  std::vector<std::string> keep;    // tensor names to return; empty = all
  bool block = false;  // also the rest of the transformer block: Add & Norm, feed-forward, Add & Norm
  int d_ff = 0;        // feed-forward width; 0 = 4·d_model
  int kv_heads = 0;    // key/value heads (GQA, MQA); 0 = heads; heads must be a multiple of it
  Positional positional = Positional::sinusoidal;
  float rope_base = 10000.0f;  // RoPE: θ_i = rope_base^(−2i/d_k)
  int window = 4;              // sliding masks: query t sees keys t − window < s ≤ t
  Flash flash;
  // Only heads from…to−1 ([from, to), e.g. one worker's group): the whole configuration's weights, and Y is the
  // group's share, concat of those heads · their rows of W_o (+ b_o when from is 0). Empty = every head.
  std::vector<int> head_range;
};

// Caller-supplied tensors by name (X | X_q, X_kv, W_q, W_k, W_v, W_o, b_q, b_k, b_v, b_o), row-major.
using Inputs = std::map<std::string, std::vector<float>>;

// A sentence for the learner: a key and its values. Its words are written once, in the catalog (engine.<key> in
// web/src/i18n/en.js and the other languages); the page says it in the learner's language
// (web/src/i18n/engine-text.js) and the engine's English (words.hpp) is the same catalog's. Values are written
// as the English text writes them; a value named "…Key" holds the key of a sentence that fills the
// placeholder without that suffix (hintKey → {hint}).
using Values = std::vector<std::pair<std::string, std::string>>;

// `english` with each {name} replaced by its value (the last one of that name).
std::string fill(const std::string& english, const Values& values);

struct Message {
  std::string key;  // "note.textCut": engine.note.textCut in en.js
  Values values;
  std::string text;  // the English sentence, from the catalog
};
Message say(std::string key, Values values);

// An error a learner can act on: the field it concerns and a sentence saying how to fix it (its English
// `message`, and its `key` and `values` as in Message; an error made without a key is said in English only).
struct Error {
  std::string field;
  std::string message;
  std::string key;
  Values values;

  Error() = default;
  Error(std::string field, std::string message) : field(std::move(field)), message(std::move(message)) {}
  Error(std::string field, Message said)
      : field(std::move(field)), message(std::move(said.text)), key(std::move(said.key)), values(std::move(said.values)) {}
};

// The sizes a configuration resolves to, with the tokens when X comes from text.
struct Dims {
  int B = 0, T = 0, S = 0, d_model = 0, h = 0, d_k = 0, d_v = 0, d_ff = 0;
  int h_kv = 0;     // key/value heads: query head p reads key/value head p / (h / h_kv)
  int tiles_k = 0;  // flash: key tiles per row, ⌈S / blockK⌉ (0 without flash)
  int head_from = 0, head_to = 0;  // the heads a run computes: [0, h) unless config.head_range
  std::vector<std::vector<std::string>> tokens;         // B rows of T tokens ("<pad>" fills)
  std::vector<std::vector<std::string>> source_tokens;  // B rows of S tokens (cross-attention)
  std::vector<int> valid_lengths;                       // B entries
  std::vector<std::string> notes;                       // what the learner should know, e.g. text was cut
  std::vector<Message> note_messages;                   // the same notes as keys and values (see Message)
};

// Hard limits, checked before any allocation: a browser tab holds at most a few GB of wasm memory.
struct Limits {
  static constexpr int max_batch = 64;
  static constexpr int max_len = 4096;       // T and S
  static constexpr int max_d_model = 4096;
  static constexpr int max_heads = 64;
  static constexpr int max_head_dim = 1024;  // d_k and d_v
  static constexpr int max_d_ff = 16384;
  static constexpr int max_tiles = 4096;     // flash: query tiles × key tiles, each a step of the trace
  static constexpr float max_rope_base = 1e9f;  // ropeBase is more than 0 and at most this
  static constexpr double max_bytes = 1024.0 * 1024 * 1024;  // everything the trace keeps, plus work space
  static constexpr float max_abs_value = 1e6f;  // inputs: keeps every product finite in float32 at the largest sizes
  static constexpr int max_decode_len = 256;    // lab.decode: the queries replayed token by token (each a step shown)
  static constexpr double max_seed = 4294967295.0;  // any uint32
  static constexpr double max_values = 268435456.0;  // one tensor or list a caller gives: 2^28 floats, 1 GB
  static constexpr double max_token_bytes = 16.0 * 1024 * 1024;  // the text of every batch item's tokens together
};

// A limit as a sentence writes it: a power of ten from 1e6 up as "1e6", "1e9"; any other number in full.
std::string limit_text(double x);

// Every tensor name a trace of this configuration may hold (its biases whether or not bias is on), in order.
std::vector<std::string> tensor_names(const Config& config);

// Resolves and checks a configuration and its inputs; on success fills `dims`.
std::optional<Error> resolve(Dims& dims, const Config& config, const Inputs& inputs);

// Whether a run of `config` returns tensor `name` (its keep list is empty, or names it).
bool keeps(const Config& config, std::string_view name);

// Whether the queries' input X (X_q) is built from the text, i.e. not given; and the keys' X_kv (cross-attention).
bool query_from_text(const Config& config, const Inputs& inputs);
bool source_from_text(const Config& config, const Inputs& inputs);

// Whether a run takes the fused fast path: scale, mask and softmax in one pass over a row block, no T×S
// buffer it does not return (flash off, a band mask, no ALiBi bias, none of scores, scaled, masked kept).
bool takes_fused_path(const Config& config);

// The floats one flash tile works in, as FlashAttention counts its on-chip memory: the blockQ×blockK scores,
// the rows' m, l and partial output, and the key tile's K and V rows. (The engine reads K and V from one
// packed copy per key/value head, O(S·d), never O(T·S).)
double flash_tile_floats(const Dims& dims, const Config& config);

// Bytes the trace and work space need for these dims and this keep list.
double estimate_bytes(const Dims& dims, const Config& config);

// Floating-point operations a run does (multiply and add counted as two), for deciding where to run it.
double estimate_flops(const Dims& dims, const Config& config);

}  // namespace attn
