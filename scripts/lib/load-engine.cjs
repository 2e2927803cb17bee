// Starts the built engine in Node: Emscripten's loader, handed the .wasm beside it as Module.wasmBinary (the
// loader would fetch() it otherwise, and Node's fetch takes no file path). → Promise of the lab.
const fs = require('fs');
const path = require('path');

module.exports = function loadEngine(jsFile, options = {}) {
  const file = path.resolve(jsFile);
  return require(file)({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')), ...options });
};
