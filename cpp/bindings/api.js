// Appended to the Emscripten module (--post-js): the public surface lab.run, plan, decode, schema, steps, step
// and defaultConfig. Arguments are read into plain values first (arguments.js); what the engine answers is
// read by answer.js (a trace's tensors are views of one Float32Array copy; a refusal is thrown as a RangeError).

// An empty object crosses as null: the engine then reads nothing (each read from wasm is a call into JavaScript).
const orNull = (x) => (x && typeof x === 'object' && Object.keys(x).length === 0 ? null : x);

Module['run'] = function run(config, inputs) {
  return answered(Module['runTrace'](orNull(readConfig(config)), orNull(readInputs(inputs))));  // arguments.js: plain values only
};

// Generation one token at a time: for each position t, the new query row (and in self-attention the new key
// and value rows), the query's weights over the cached keys (per head: t+1 of them, or the source's S in
// cross-attention), and the new rows of concat and Y. Cross-attention also answers `source`: the source's keys
// and values, projected once and read by every target token (null in self-attention).
Module['decode'] = function decode(config, inputs, item = 0) {
  if (!Number.isInteger(item) || item < 0 || item > 2 ** 31 - 1) throw said('item', 'api.item', {got: String(item).slice(0, 20)});
  const answer = answered(Module['decodeSteps'](orNull(readConfig(config)), orNull(readInputs(inputs)), item));
  const {numbers, h, hKv, dK, dV, dModel, S} = answer;  // one copy; each part is a view of it
  let at = 0;
  const take = (n) => numbers.subarray(at, at += n);
  const source = S > 0 ? {S, K: take(S * hKv * dK), V: take(S * hKv * dV)} : null;  // the cache holds kvHeads heads
  const steps = [];
  for (let t = 0; t < answer.steps; t++) {
    const q = take(h * dK), k = take(source ? 0 : hKv * dK), v = take(source ? 0 : hKv * dV);
    const weights = Array.from({length: h}, () => take(source ? S : t + 1));
    steps.push({t, q, k, v, weights, concat: take(h * dV), y: take(dModel)});
  }
  return {steps, source};
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
  return JSON.parse(answered(Module['planJson'](orNull(readConfig(config)), orNull(readInputs(inputs)))));
};

Module['defaultConfig'] = function defaultConfig() {
  return JSON.parse(Module['defaultConfigJson']());
};

// ---- lab.step: one step on the caller's own tensors (bindings.cpp call_step_flat, step_call.cpp) -------------
// Tensors are read here into Float32Arrays, with every shape and value checked, before anything enters
// the engine: a caller's getter or odd value fails in JavaScript, never halfway through a wasm call.

// The steps with their formulas for `config` and `inputs` (read as lab.run reads them), frozen.
function stepSpecsFor(config, inputs) {
  return deepFreeze(JSON.parse(answered(Module['stepSpecsJson'](orNull(readConfig(config)), orNull(readInputs(inputs))))));
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
  if (!spec) throw said('id', 'api.notStep', {id: String(id).slice(0, 40), ids: stepSpecs().map((s) => s.id).join(', ')});
  if (tensors === undefined || tensors === null) tensors = {};
  if (typeof tensors !== 'object' || Array.isArray(tensors)) throw said('tensors', 'api.tensors', {names: spec.inputs.map((i) => i.name).join(', ')});
  const given = guarded('tensors', () => Object.keys(tensors)).map((name) => {
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
  const out = answered(Module['callStep'](id, given, settings)).tensors;  // given: [{shape, data, name}]
  const result = {output: out[spec.output.name]};
  for (const extra of spec.extras) result[extra.name] = out[extra.name];
  return result;
};
