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

// Each layout parsed and frozen once, by its id (an id never names two layouts; the newest 64 are kept), with
// each tensor's length and their total.
const layouts = new Map();
function layoutOf(id) {
  let layout = layouts.get(id);
  if (!layout) {
    layout = JSON.parse(Module['layoutText'](id));
    layout.lengths = layout.tensors.map(([, shape]) => shape.reduce((a, b) => a * b, 1));  // each tensor's floats
    layout.total = layout.lengths.reduce((a, b) => a + b, 0);
    deepFreeze(layout);
    if (layouts.size >= 64) layouts.delete(layouts.keys().next().value);
    layouts.set(id, layout);
  }
  return layout;
}

// Text of `length` UTF-8 bytes at `pointer`: decoded at once (UTF8ToString would first look for a NUL byte by byte).
const textAt = (pointer, length) => (typeof UTF8Decoder !== 'undefined' && UTF8Decoder
  ? UTF8Decoder.decode(HEAPU8.subarray(pointer, pointer + length)) : UTF8ToString(pointer, length));

// Each meta text parsed and frozen once, by its number (answer.hpp): a learner re-runs one configuration again
// and again (every edit of a weight, every animation of its steps), and decoding and parsing the same text took
// a tenth of the 6-token trace. A number never names two texts, so a run never gets another run's config,
// tokens or notes; the newest 16 are kept (a long text, numbered 0, is a large run's, whose parse is lost in its
// computing).
const metas = new Map(), EMPTY = Object.freeze([]);
function metaOf(id, pointer, length) {
  let meta = metas.get(id);
  if (!meta) {
    meta = deepFreeze(JSON.parse(textAt(pointer, length)));
    if (!id) return meta;
    if (metas.size >= 16) metas.delete(metas.keys().next().value);
    metas.set(id, meta);
  }
  return meta;
}

// Called by the engine (answer.cpp) while it holds a trace: the meta text at metaPointer (numbered metaId), and the numbers as
// the address of a small run's packed floats or a large run's own Float32Array; what is in the engine's
// memory is copied here, before the call returns.
// → {config, tokens, sourceTokens, fullyMaskedRows, notes, noteMessages, steps, tensors, flash}.
Module['readTrace'] = function readTrace(metaId, metaPointer, metaLength, layoutId, numbers) {
  const meta = metaOf(metaId, metaPointer, metaLength), layout = layoutOf(layoutId);
  const lengths = layout.lengths;
  if (typeof numbers === 'number') numbers = HEAPF32.slice(numbers >>> 2, (numbers >>> 2) + layout.total);  // one copy
  const tensors = {}, buffer = numbers.buffer;
  for (let i = 0, offset = numbers.byteOffset; i < layout.tensors.length; i++) {
    // Read by index: destructuring a frozen array goes through its iterator, a tenth of the 6-token trace.
    const entry = layout.tensors[i], name = entry[0], shape = entry[1], axes = entry[2];
    tensors[name] = {shape, axes, data: new Float32Array(buffer, offset, lengths[i])};  // (subarray is slower)
    offset += 4 * lengths[i];
  }
  return {config: meta.config, tokens: meta.tokens, sourceTokens: meta.sourceTokens,
          fullyMaskedRows: meta.fullyMaskedRows, notes: meta.notes, noteMessages: meta.noteMessages || EMPTY,
          steps: layout.steps, tensors,
          flash: meta.flash};  // with flash on: {tilesK, matrixBytes, tileBytes}
};
