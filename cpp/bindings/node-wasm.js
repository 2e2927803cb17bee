// --pre-js: in Node, the loader's own path to its .wasm is fetch() (instantiateStreaming), and Node 18+'s fetch
// takes no file path. So in Node the bytes are read here from the file beside this script and handed to the
// loader as Module.wasmBinary, Emscripten's own option; a caller's wasmBinary, instantiateWasm or locateFile wins.
if (typeof process == 'object' && typeof process.versions == 'object' && typeof process.versions.node == 'string' &&
    !Module['wasmBinary'] && !Module['instantiateWasm']) {
  var attentionLabWasm = Module['locateFile'] ? Module['locateFile']('attention_lab.wasm', __dirname + '/')
    : require('path').join(__dirname, 'attention_lab.wasm');
  try {
    Module['wasmBinary'] = require('fs').readFileSync(attentionLabWasm);
  } catch (error) {  // e.g. a bundle (its __dirname is the bundle's folder) without the .wasm copied beside it
    var attentionLabMissing = new Error('attention_lab.wasm could not be read at ' + attentionLabWasm + ' (' +
      (error.code || error.message) + '): keep it beside the script that loads the engine, or pass ' +
      'AttentionLab({ locateFile }) or ({ wasmBinary })');
    // The factory's promise is rejected with that sentence (instead of a fetch error), through instantiateWasm.
    Module['instantiateWasm'] = function () { readyPromiseReject(attentionLabMissing); return {}; };
  }
}
