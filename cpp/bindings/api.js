// Appended to the Emscripten module (--post-js): the public surface `lab.run` and `lab.defaultConfig`.
// The engine leaves a run in the wasm heap as one header, a JSON text for everything that is not a number,
// and the tensors' float buffers; this file builds the plain objects from them (one JSON.parse and one
// Float32Array copy per tensor, instead of hundreds of Embind calls), then frees the run.
// Errors come back as {field, message} and are thrown as RangeErrors that name the field.

// Parsed step lists by their JSON text: the steps depend only on the shape of the configuration,
// so most runs reuse a parse. Each run gets its own copy, so a caller may change what it is given.
const stepsCache = new Map();
const stepsCacheLimit = 64;

function parseSteps(text) {
  let steps = stepsCache.get(text);
  if (!steps) {
    steps = JSON.parse(text);
    if (stepsCache.size >= stepsCacheLimit) stepsCache.delete(stepsCache.keys().next().value);
    stepsCache.set(text, steps);
  }
  return steps.map((s) => ({
    id: s.id, group: s.group, title: s.title, formula: s.formula, inputs: s.inputs.slice(),
    output: s.output, shape: s.shape.slice(), axes: s.axes.slice(),
  }));
}

Module['run'] = function run(config, inputs) {
  const header = Module['runFlat'](config ?? {}, inputs ?? {});
  if (!header) {
    const problem = Module['lastError']();
    const error = new RangeError(problem.message);
    error.field = problem.field;
    throw error;
  }
  try {
    const h = header >>> 2;
    const meta = JSON.parse(UTF8ToString(HEAPU32[h], HEAPU32[h + 1]));
    const steps = parseSteps(UTF8ToString(HEAPU32[h + 2], HEAPU32[h + 3]));
    const count = HEAPU32[h + 4], pairs = HEAPU32[h + 5] >>> 2;
    const tensors = {};
    for (let i = 0; i < count; i++) {
      const [name, shape, axes] = meta.tensors[i];
      const start = HEAPU32[pairs + 2 * i] >>> 2, length = HEAPU32[pairs + 2 * i + 1];
      tensors[name] = {shape, axes, data: HEAPF32.slice(start, start + length)};
    }
    return {config: meta.config, tokens: meta.tokens, sourceTokens: meta.sourceTokens,
            fullyMaskedRows: meta.fullyMaskedRows, steps, tensors};
  } finally {
    Module['releaseRun']();
  }
};

Module['defaultConfig'] = function defaultConfig() {
  return JSON.parse(Module['defaultConfigJson']());
};
