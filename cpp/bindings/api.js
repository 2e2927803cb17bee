// Appended to the Emscripten module (--post-js): the public surface `lab.run` and `lab.defaultConfig`.
// The engine leaves a run in the wasm heap as one header, JSON text for everything that is not a number,
// and the tensors' float buffers; this file builds the plain objects from them (a JSON.parse and one
// copy of the numbers, instead of hundreds of Embind calls), then frees the run.
// Errors come back as {field, message} and are thrown as RangeErrors that name the field.

// The layout (steps, tensor names and shapes) of the last shape run, parsed and frozen once: the engine
// sends its text only when it changes, and runs of the same shape share it.
let lastLayout = {id: 0, steps: [], tensors: []};

function layoutOf(id, pointer, length) {
  if (id !== lastLayout.id) lastLayout = Object.assign({id}, deepFreeze(JSON.parse(UTF8ToString(pointer, length))));
  return lastLayout;
}

function deepFreeze(value) {
  if (value && typeof value === 'object') Object.values(Object.freeze(value)).forEach(deepFreeze);
  return value;
}

function throwLastError() {
  const problem = Module['lastError']();
  const error = new RangeError(problem.message);
  error.field = problem.field;
  throw error;
}

Module['run'] = function run(config, inputs) {
  const header = Module['runFlat'](config ?? {}, inputs ?? {});
  if (!header) throwLastError();
  return readFlat(header);
};

// The plain trace object from a run left in the heap at `header`, which is then freed.
function readFlat(header) {
  try {
    const h = header >>> 2;
    const meta = JSON.parse(UTF8ToString(HEAPU32[h], HEAPU32[h + 1]));
    const layout = layoutOf(HEAPU32[h + 6], HEAPU32[h + 2], HEAPU32[h + 3]);
    const count = HEAPU32[h + 4], pairs = HEAPU32[h + 5] >>> 2;
    // One copy of every tensor's numbers into one buffer; each tensor's data is a view of its part.
    let total = 0;
    for (let i = 0; i < count; i++) total += HEAPU32[pairs + 2 * i + 1];
    const numbers = new Float32Array(total);
    const tensors = {};
    for (let i = 0, offset = 0; i < count; i++) {
      const [name, shape, axes] = layout.tensors[i];
      const start = HEAPU32[pairs + 2 * i] >>> 2, length = HEAPU32[pairs + 2 * i + 1];
      numbers.set(HEAPF32.subarray(start, start + length), offset);
      tensors[name] = {shape, axes, data: numbers.subarray(offset, offset + length)};
      offset += length;
    }
    return {config: meta.config, tokens: meta.tokens, sourceTokens: meta.sourceTokens,
            fullyMaskedRows: meta.fullyMaskedRows, notes: meta.notes, steps: layout.steps, tensors};
  } finally {
    Module['releaseRun']();
  }
}

// Generation one token at a time (causal self-attention): for each position t, the new query, key and
// value rows, the query's weights over the t+1 cached keys (per head), and the new rows of concat and Y.
Module['decode'] = function decode(config, inputs, item = 0) {
  if (!Number.isInteger(item)) throw Object.assign(new RangeError('item must be a whole number'), {field: 'item'});
  const text = Module['decodeJson'](config ?? {}, inputs ?? {}, item);
  if (!text) throwLastError();
  const steps = JSON.parse(text).steps.map((s) => ({
    t: s.t, q: Float32Array.from(s.q), k: Float32Array.from(s.k), v: Float32Array.from(s.v),
    weights: s.weights.map((row) => Float32Array.from(row)), concat: Float32Array.from(s.concat),
    y: Float32Array.from(s.y),
  }));
  return {steps};
};

Module['defaultConfig'] = function defaultConfig() {
  return JSON.parse(Module['defaultConfigJson']());
};
