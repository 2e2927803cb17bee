// Appended to the module (--post-js): what the engine answers, read as cpp/bindings/answer.hpp describes it.
// A trace becomes lab.run's plain object (tensors are views of one Float32Array copy); a refusal is thrown
// as a RangeError naming its field, with the key and values of its sentence for the page's languages.

/** The engine's refusal {field, message, key?, values?} as a RangeError. */
function refusalError(problem) {
  const error = new RangeError(problem.message);
  error.field = problem.field;
  if (problem.key) Object.assign(error, {key: problem.key, values: problem.values});
  return error;
}

/** `answer` itself, or the RangeError of its refusal thrown. */
function answered(answer) {
  if (answer && answer.refused) throw refusalError(answer.refused);
  return answer;
}

function deepFreeze(value) {
  if (value && typeof value === 'object') Object.values(Object.freeze(value)).forEach(deepFreeze);
  return value;
}

// Each layout parsed and frozen once, by its id (an id never names two layouts; the newest 64 are kept).
const layouts = new Map();
function layoutOf(id) {
  let layout = layouts.get(id);
  if (!layout) {
    layout = deepFreeze(JSON.parse(Module['layoutText'](id)));
    if (layouts.size >= 64) layouts.delete(layouts.keys().next().value);
    layouts.set(id, layout);
  }
  return layout;
}

// Text of UTF-8 bytes (a view of the engine's memory): decoded at once (UTF8ToString would first look for a
// NUL byte by byte).
const textOf = (bytes) => (typeof UTF8Decoder !== 'undefined' && UTF8Decoder ? UTF8Decoder.decode(bytes)
                                                                              : UTF8ArrayToString(bytes, 0, bytes.length));

// Called by the engine (answer.cpp) while it holds a trace: `meta` (bytes) and a small run's `numbers` are
// views of its memory, so both are copied here, before the call returns.
// → {config, tokens, sourceTokens, fullyMaskedRows, notes, noteMessages, steps, tensors, flash}.
Module['readTrace'] = function readTrace(metaBytes, layoutId, numbers) {
  const meta = JSON.parse(textOf(metaBytes)), layout = layoutOf(layoutId);
  if (numbers.buffer === HEAPF32.buffer) numbers = numbers.slice();  // one copy of every tensor's numbers
  const tensors = {};
  for (let i = 0, offset = 0; i < layout.tensors.length; i++) {
    const [name, shape, axes] = layout.tensors[i];
    let length = 1;
    for (let a = 0; a < shape.length; a++) length *= shape[a];
    tensors[name] = {shape, axes, data: numbers.subarray(offset, offset += length)};
  }
  return {config: meta.config, tokens: meta.tokens, sourceTokens: meta.sourceTokens,
          fullyMaskedRows: meta.fullyMaskedRows, notes: meta.notes, noteMessages: meta.noteMessages || [],
          steps: layout.steps, tensors,
          flash: meta.flash};  // with flash on: {tilesK, matrixBytes, tileBytes}
};
