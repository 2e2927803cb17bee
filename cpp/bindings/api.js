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

// Text of a known length in the heap: decoded at once (UTF8ToString would first look for a NUL byte by byte).
function textAt(pointer, length) {
  return typeof UTF8Decoder !== 'undefined' && UTF8Decoder ? UTF8Decoder.decode(HEAPU8.subarray(pointer, pointer + length))
                                                           : UTF8ToString(pointer, length);
}

function deepFreeze(value) {
  if (value && typeof value === 'object') Object.values(Object.freeze(value)).forEach(deepFreeze);
  return value;
}

// The engine's refusal as a RangeError: its English message, the field, and (for the page's languages) the
// key and values of its sentence (config.hpp's Message; web/src/i18n/engine-text.js says it).
function throwLastError() {
  const problem = Module['lastError']();
  const error = new RangeError(problem.message);
  error.field = problem.field;
  if (problem.key) Object.assign(error, {key: problem.key, values: problem.values});
  throw error;
}

// An empty object crosses as null: the engine then reads nothing (each read from wasm is a call into JavaScript).
const orNull = (x) => (x && typeof x === 'object' && Object.keys(x).length === 0 ? null : x);

Module['run'] = function run(config, inputs) {
  const header = Module['runFlat'](orNull(readConfig(config)), orNull(readInputs(inputs)));  // arguments.js: plain values only
  if (!header) throwLastError();
  return readFlat(header);
};

// The plain trace object from a run left in the heap at `header`, which is then freed.
function readFlat(header) {
  try {
    const h = header >>> 2;
    const meta = JSON.parse(textAt(HEAPU32[h], HEAPU32[h + 1]));
    const layout = layoutOf(HEAPU32[h + 6], HEAPU32[h + 2], HEAPU32[h + 3]);
    const count = HEAPU32[h + 4], pairs = HEAPU32[h + 5] >>> 2;
    // One copy of every tensor's numbers into one buffer; each tensor's data is a view of its part.
    let total = 0;
    for (let i = 0; i < count; i++) total += HEAPU32[pairs + 2 * i + 1];
    const numbers = new Float32Array(total);
    for (let i = 0, offset = 0; i < count;) {  // tensors lying one after another (a small run's) are copied at once
      const from = HEAPU32[pairs + 2 * i] >>> 2;
      let to = from;
      for (; i < count && HEAPU32[pairs + 2 * i] >>> 2 === to; i++) to += HEAPU32[pairs + 2 * i + 1];
      numbers.set(HEAPF32.subarray(from, to), offset);
      offset += to - from;
    }
    const tensors = {};
    for (let i = 0, offset = 0; i < count; i++) {
      const entry = layout.tensors[i], length = HEAPU32[pairs + 2 * i + 1];  // entry: [name, shape, axes]
      tensors[entry[0]] = {shape: entry[1], axes: entry[2], data: numbers.subarray(offset, offset += length)};
    }
    return {config: meta.config, tokens: meta.tokens, sourceTokens: meta.sourceTokens,
            fullyMaskedRows: meta.fullyMaskedRows, notes: meta.notes, noteMessages: meta.noteMessages ?? [],
            steps: layout.steps, tensors,
            flash: meta.flash};  // with flash on: {tilesK, matrixBytes, tileBytes}
  } finally {
    Module['releaseRun']();
  }
}

// Generation one token at a time (causal self-attention): for each position t, the new query, key and
// value rows, the query's weights over the t+1 cached keys (per head), and the new rows of concat and Y.
Module['decode'] = function decode(config, inputs, item = 0) {
  if (!Number.isInteger(item) || item < 0 || item > 2 ** 31 - 1) throw said('item', 'api.item', 'item must be a whole number from 0 (the first batch item); got {got}', {got: String(item).slice(0, 20)});
  const header = Module['decodeFlat'](orNull(readConfig(config)), orNull(readInputs(inputs)), item);
  if (!header) throwLastError();
  try {
    const [pointer, count, h, dk, dv, D, floats, hkv] = HEAPU32.slice(header >>> 2, (header >>> 2) + 8);
    const numbers = HEAPF32.slice(pointer >>> 2, (pointer >>> 2) + floats);  // one copy; each part is a view of it
    let at = 0;
    const take = (n) => numbers.subarray(at, at += n);
    const steps = [];
    for (let t = 0; t < count; t++) {
      const q = take(h * dk), k = take(hkv * dk), v = take(hkv * dv);  // the cache holds kvHeads heads
      const weights = Array.from({length: h}, () => take(t + 1));
      steps.push({t, q, k, v, weights, concat: take(h * dv), y: take(D)});
    }
    return {steps};
  } finally {
    Module['releaseDecode']();
  }
};

let engineSchema = null;
/**
 * The engine's vocabulary (schema.cpp): {tensors: [{name, axes, kind, attention, needs, givable, meaning}],
 * settings: [{name, type, min?, max?, axis, hint}], masks, maxBytes, maxAbsValue, givable (the names of the
 * tensors a caller may give)}. The page reads every
 * tensor name, setting and limit from here.
 */
Module['schema'] = function schema() {
  if (!engineSchema) {
    const schema = JSON.parse(Module['schemaJson']());
    schema.givable = schema.tensors.filter((t) => t.givable).map((t) => t.name);  // the names lab.run takes as inputs
    engineSchema = deepFreeze(schema);
  }
  return engineSchema;
};

let engineLimits = null;
/** The engine's limits: {maxBatch, maxLen, maxDModel, maxHeads, maxHeadDim, maxDFF, maxBytes, maxAbsValue}. */
Module['limits'] = function limits() {
  if (!engineLimits) {
    const s = Module['schema'](), max = (name) => s.settings.find((x) => x.name === name).max;
    engineLimits = Object.freeze({maxBatch: max('batch'), maxLen: max('queryLen'), maxDModel: max('dModel'),
      maxHeads: max('heads'), maxHeadDim: max('dK'), maxDFF: max('dFF'), maxBytes: s.maxBytes, maxAbsValue: s.maxAbsValue});
  }
  return engineLimits;
};

/**
 * What lab.run(config, inputs) would do, without computing it: {sizes: {B, T, S, d_model, h, d_k, d_v, d_ff},
 * tokens, sourceTokens, notes, steps, tensors (the names it would hold), bytes, flops}. Throws as run does.
 */
Module['plan'] = function plan(config, inputs) {
  const text = Module['planJson'](orNull(readConfig(config)), orNull(readInputs(inputs)));
  if (!text) throwLastError();
  return JSON.parse(text);
};

Module['defaultConfig'] = function defaultConfig() {
  return JSON.parse(Module['defaultConfigJson']());
};

// ---- lab.step: one step on the caller's own tensors (bindings.cpp call_step_flat, step_call.cpp) -------------
// Tensors are read here into Float32Arrays, with every shape and value checked, before anything enters
// the engine: a caller's getter or odd value fails in JavaScript, never halfway through a wasm call.

// The steps with their formulas for `config` and `inputs` (read as lab.run reads them), frozen.
function stepSpecsFor(config, inputs) {
  const text = Module['stepSpecsJson'](orNull(readConfig(config)), orNull(readInputs(inputs)));
  if (!text) throwLastError();
  return deepFreeze(JSON.parse(text));
}
// The default configuration's, made once: lab.step reads its inputs, outputs and extras (the same for every configuration).
let stepSpecList = null;
function stepSpecs() {
  if (!stepSpecList) stepSpecList = stepSpecsFor(undefined, undefined);
  return stepSpecList;
}
/** Every step lab.step runs, with the formula it has in lab.run(config, inputs) (the default configuration when omitted). */
Module['steps'] = function steps(config, inputs) {
  return config === undefined && inputs === undefined ? stepSpecs() : stepSpecsFor(config, inputs);
};

Module['step'] = function step(id, tensors, options) {
  const spec = typeof id === 'string' && stepSpecs().find((s) => s.id === id);
  if (!spec) throw said('id', 'api.notStep', '{id} is not a step; the steps are {ids}', {id: String(id).slice(0, 40), ids: stepSpecs().map((s) => s.id).join(', ')});
  if (tensors === undefined || tensors === null) tensors = {};
  if (typeof tensors !== 'object' || Array.isArray(tensors)) throw said('tensors', 'api.tensors', "lab.step's tensors are an object by name, e.g. {{names}}", {names: spec.inputs.map((i) => i.name).join(', ')});
  const given = guarded('tensors', () => Object.keys(tensors)).map((name) => {
    if (name.includes(',')) throw said('tensors', 'api.tensorName', '"{name}" is not a tensor name', {name: name.slice(0, 40)});
    const t = guarded(name, () => readTensor(name, name, tensors[name]));
    // Leading batch and head axes of size 1 may be left out: softmax of [[0.9, 1.1]] is (1, 1, 1, 2).
    const input = spec.inputs.find((i) => i.name === name || i.also.includes(name));
    if (input) {
      const missing = input.axes.length - t.shape.length;
      if (missing > 0 && input.axes.slice(0, missing).every((a) => a === 'B' || a === 'h' || a === 'h_kv')) t.shape = Array(missing).fill(1).concat(t.shape);
    }
    return Object.assign(t, {name});
  });
  const settings = readConfig(options, 'options');
  const table = Module['_malloc'](Math.max(1, given.length) * 24);
  const data = given.map((t) => Module['_malloc'](Math.max(4, t.data.length * 4)));
  try {
    given.forEach((t, i) => {
      if (!data[i]) throw said(t.name, 'api.memory', "{name} does not fit in the engine's memory", {name: t.name});
      HEAPF32.set(t.data, data[i] >>> 2);
      HEAPU32.set([data[i], t.shape.length, ...t.shape, 0, 0, 0, 0].slice(0, 6), (table >>> 2) + 6 * i);
    });
    const header = Module['callStep'](id, given.map((t) => t.name).join(','), table, settings);
    if (!header) throwLastError();
    const out = readFlat(header).tensors;
    const result = {output: out[spec.output.name]};
    for (const extra of spec.extras) result[extra.name] = out[extra.name];
    return result;
  } finally {
    data.forEach((p) => Module['_free'](p));
    Module['_free'](table);
  }
};
