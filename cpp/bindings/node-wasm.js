// --pre-js: in Node, the loader's own path to its .wasm is fetch() (instantiateStreaming), and Node 18+'s fetch
// takes no file path. So in Node the bytes are read here from the file beside this script and handed to the
// loader as Module.wasmBinary, Emscripten's own option; a caller's wasmBinary, instantiateWasm or locateFile wins.
if (typeof process == 'object' && typeof process.versions == 'object' && typeof process.versions.node == 'string' &&
    !Module['wasmBinary'] && !Module['instantiateWasm']) {
  Module['wasmBinary'] = require('fs').readFileSync(Module['locateFile']
    ? Module['locateFile']('attention_lab.wasm', __dirname + '/')
    : require('path').join(__dirname, 'attention_lab.wasm'));
}
