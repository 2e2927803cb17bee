// Appended to the Emscripten module (--post-js): the public surface `lab.run`, which turns the
// engine's error values into RangeErrors that name the field.
Module['run'] = function run(config, inputs) {
  const result = Module['runRaw'](config ?? {}, inputs ?? {});
  if (result.error) {
    const error = new RangeError(result.error.message);
    error.field = result.error.field;
    throw error;
  }
  return result;
};
