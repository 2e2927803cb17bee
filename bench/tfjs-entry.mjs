// TensorFlow.js with autodiff for the training benchmark, bundled by scripts/bench into one CommonJS file:
// tfjs-core's gradients ship only as extensionless ES modules, which Node cannot import directly.
export * as tf from '@tensorflow/tfjs-core';
export * as tfwasm from '@tensorflow/tfjs-backend-wasm';
import '@tensorflow/tfjs-core/dist/register_all_gradients';
