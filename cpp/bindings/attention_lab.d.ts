// The typed surface of dist/attention_lab.js, for page and course authors.
// Loaded with a classic <script> (it defines the global AttentionLab), or require() / import in Node and bundlers
// (the npm package attention-lab).

export type MaskKind = 'none' | 'causal' | 'padding' | 'causal+padding' | 'custom' | 'sliding' | 'sliding+padding';

/** Where positions enter: P added to X, nowhere, rotating Q and K (RoPE), or a bias on the scores (ALiBi). */
export type Positional = 'sinusoidal' | 'none' | 'rope' | 'alibi';

/** Axis names used in shapes: batch, heads (h_kv: key/value heads), queries, keys, the feature widths, and
 * flash's key tiles. */
export type Axis = 'B' | 'h' | 'h_kv' | 'T' | 'S' | 'd_model' | 'd_k' | 'd_v' | 'h·d_k' | 'h·d_v' | 'h_kv·d_k' | 'h_kv·d_v' |
  'd_ff' | 'tile_k';

export interface Config {
  batch: number;          // B, 1…64
  queryLen: number;       // T, 0 = one position per token of `text`
  keyLen: number;         // S, 0 = T (self-attention) or the tokens of `sourceText` (cross-attention)
  dModel: number;         // 1…4096
  heads: number;          // h, 1…64
  dK: number;             // per head, 0 = dModel / heads
  dV: number;             // per head, 0 = dModel / heads
  mask: MaskKind;
  validLengths: number[]; // padding: valid keys per batch item; [] = each item's token count
  customMask: number[];   // custom: 1 = may attend; T×S (every item) or B×T×S
  crossAttention: boolean;
  bias: boolean;          // linear layers with bias, as nn.Linear
  seed: number;           // seeds the embedding table and the weights (identical natively and in wasm)
  text: string;           // the learner's sentence; one line per batch item
  sourceText: string;     // cross-attention: the sentence keys and values come from
  keep?: TensorName[];    // only these tensors are returned (saves memory at large sizes); default: all
  block: boolean;         // also the rest of the block: Add & Norm, feed-forward (ReLU), Add & Norm (post-norm)
  dFF: number;            // feed-forward width, 0 = 4·dModel
  kvHeads: number;        // key/value heads, 0 = heads (1 = multi-query); heads must be a multiple of it
  positional: Positional; // default 'sinusoidal'; 'rope' and 'alibi' add no P
  ropeBase: number;       // RoPE: θ_i = ropeBase^(−2i/dK); more than 0, default 10000
  window: number;         // mask 'sliding' / 'sliding+padding': query t sees keys t − window < s ≤ t; 1…4096
  flash: boolean | FlashBlocks;  // Z tile by tile (FlashAttention); true = 16×16 tiles
  headRange?: [number, number] | [];  // only heads from…to−1 (one worker's group): Y is their share, concat of
                                      // those heads · their rows of W_o (+ b_o when from is 0); keep only Y and
                                      // the input; whole key/value groups; [] = every head
}

/** FlashAttention's tile: blockQ queries × blockK keys, each 1…4096 (default 16); at most 4096 tiles. */
export interface FlashBlocks { blockQ?: number; blockK?: number }

export type TensorName =
  | 'E' | 'P' | 'P_angle' | 'X' | 'E_q' | 'P_q' | 'P_angle_q' | 'X_q' | 'E_kv' | 'P_kv' | 'P_angle_kv' | 'X_kv'
  | 'W_q' | 'W_k' | 'W_v' | 'W_o' | 'b_q' | 'b_k' | 'b_v' | 'b_o'
  | 'Q' | 'K' | 'V' | 'Q_heads' | 'K_heads' | 'V_heads' | 'Q_rope' | 'K_rope' | 'rope_theta' | 'rope_angle_q' | 'rope_angle_k'
  | 'scores' | 'sqrt_d_k' | 'scaled' | 'alibi' | 'M' | 'masked' | 'weights' | 'row_max' | 'row_sum' | 'flash_m' | 'flash_l' | 'flash_O' | 'flash_rescale' | 'Z' | 'concat' | 'Y'
  | 'W_1' | 'b_1' | 'W_2' | 'b_2' | 'residual1' | 'norm1' | 'hidden_pre' | 'hidden' | 'ffn' | 'residual2' | 'norm2'
  | 'norm1_mean' | 'norm1_variance' | 'norm1_out_mean' | 'norm1_out_variance'
  | 'norm2_mean' | 'norm2_variance' | 'norm2_out_mean' | 'norm2_out_variance';

/** Row-major numbers: a Float32Array, a flat array, or nested arrays (flattened). */
export type Matrix = Float32Array | number[] | number[][];

export interface Inputs {
  X?: Matrix; X_q?: Matrix; X_kv?: Matrix;
  W_q?: Matrix; W_k?: Matrix; W_v?: Matrix; W_o?: Matrix;
  b_q?: Matrix; b_k?: Matrix; b_v?: Matrix; b_o?: Matrix;
  W_1?: Matrix; b_1?: Matrix; W_2?: Matrix; b_2?: Matrix;  // with block: true
}

export interface Tensor {
  readonly shape: readonly number[];  // frozen: shared by the tensors of runs of one shape
  readonly axes: readonly Axis[];
  data: Float32Array;     // a copy (no .delete() owed), a view of one buffer shared by the run's tensors;
                          // masked cells hold -Infinity
}

export interface Step {
  id: string;             // 'embed' | 'position' | 'input' | 'project_q' | … | 'output'
  group: string;          // what is animated together: 'embed', 'project', 'split', 'scores', …
  title: string;          // English: 'Split Q into 2 heads'
  /** The same title as a sentence of the page's catalog, steps.title.<titleKey> (web/src/i18n/en.js): 'split_q'. */
  titleKey: string;
  /** Its placeholders: split's {n}, a flash tile's {q0, q1, k0, k1}, the mask's {kind} (and {w} for a sliding window). */
  titleValues: Record<string, number | string>;
  formula: string;        // LaTeX, valid as written; lab.steps(config) gives the same for the same id
  inputs: string[];       // tensor names (or 'tokens' / 'source_tokens')
  output: TensorName;
  readonly shape: readonly number[];  // frozen: shared by the tensors of runs of one shape
  readonly axes: readonly Axis[];
}

export interface Trace {
  config: Config;                      // as run, with queryLen, keyLen, dK, dV, validLengths resolved
  tokens: string[][];                  // B rows of T tokens ('<pad>' fills; 'x1'… when X was given)
  sourceTokens: string[][];            // cross-attention: B rows of S tokens
  fullyMaskedRows: [number, number][]; // [b, t]: queries with no key to attend; their weights are all 0
  notes: string[];                     // things to tell the learner, e.g. "The text has 5000 tokens; only the first 4096 are used."
  noteMessages: EngineMessage[];       // the same notes as keys and values (empty when there are none)
  steps: readonly Readonly<Step>[];   // in computation order; frozen, shared by runs of the same shape
  tensors: Partial<Record<TensorName, Tensor>>;
  /** With flash on: the key tiles per row, the bytes one (B, h, T, S) float matrix would take, and one tile's. */
  flash?: { tilesK: number; matrixBytes: number; tileBytes: number };
}

/** Thrown for any invalid config or input; the module stays usable. */
/**
 * A sentence of the engine as a key and values, for saying it in the learner's language: engine.<key> in
 * web/src/i18n/en.js (web/src/i18n/engine-text.js fills it). Values are text as the English writes them; a
 * value named "…Key" is the key of a sentence that fills the placeholder without "Key".
 */
export interface EngineMessage {
  key: string;                         // 'config.range', 'note.textCut', …
  values: Record<string, string>;      // {field: 'dModel', value: '9000', lo: '1', hi: '4096'}
  message: string;                     // the English sentence
}

export interface AttentionLabError extends RangeError {
  field: string;                       // 'heads', 'inputs.W_q', 'customMask', …
  key?: string;                        // as EngineMessage (the trainer's refusals have none yet)
  values?: Record<string, string>;
}

/** One token of autoregressive generation: only its query row is computed, against the cached keys. */
export interface DecodeStep {
  t: number;                // position of the new token
  q: Float32Array;          // its query row (h·d_k)
  k: Float32Array;          // the key row appended to the cache (kvHeads·d_k; RoPE: rotated); empty in cross-attention
  v: Float32Array;          // the value row appended to the cache (kvHeads·d_v); empty in cross-attention
  weights: Float32Array[];  // per head, over the t+1 cached keys (cross-attention: the S source keys)
  concat: Float32Array;     // the new row of concat (h·d_v)
  y: Float32Array;          // the new row of Y (d_model): equal to row t of the full run
}

/** Cross-attention's cache: the source's keys and values, projected once before the first target token. */
export interface SourceCache {
  S: number;                // source tokens
  K: Float32Array;          // (S, kvHeads·d_k), row-major (RoPE: rotated)
  V: Float32Array;          // (S, kvHeads·d_v)
}

/** lab.train's settings (every one optional; lab.trainDefaults() lists the defaults). */
export interface TrainSettings {
  task: 'induction' | 'reverse' | 'sort' | 'text';
  layers: number; heads: number; dModel: number; vocab: number; seqLen: number; batch: number; seed: number;
  lr: number; weightDecay: number; mlp: boolean; dFF: number; tied: boolean;
  fixedPeriod: boolean;  // induction: the segment always seqLen/2 long (solvable by position alone)
  text: string;          // the text task's corpus (character level)
}

/** [layer, head] pairs whose output is replaced by zeros. */
export type Ablation = [number, number][];

export interface ModelTrace {
  layers: (Trace & { ablated: number[] })[];     // each layer's attention, as lab.run returns it
  tokens: number[];
  logits: { shape: [number, number]; data: Float32Array };  // T × vocab
  sentence: { loss: number | null; accuracy: number | null };  // predicting each token from those before it
  probs?: { shape: [number, number]; first: number; data: Float32Array };  // softmax of logits rows first…T−1
}

export interface Trainer {
  readonly config: Omit<TrainSettings, 'text' | 'task'> & { task: TrainSettings['task'] | 'pretrained'; step: number; parameters: number; alphabet: string;
    /** the most tokens trace/generate read: seqLen, or 1024 for sinusoidal positions (defined at every position) */
    context: number };
  step(n?: number): { step: number; loss: number; accuracy: number };  // of the last batch
  evaluate(options?: { ablate?: Ablation } | null): { loss: number; accuracy: number };  // a fixed held-out batch
  headScores(options?: { ablate?: Ablation } | null): { previous: number[][]; induction: number[][] };  // [layer][head]
  trace(tokens: number[] | string, options?: { ablate?: Ablation; probs?: 'all' | 'last' } | null): ModelTrace;
  probe(length?: number): number[];  // the task's fixed probe sequence (default: seqLen tokens); [] for text or a file's model
  generate(prompt: number[] | string, n?: number): { tokens: number[]; text?: string; trace: ModelTrace };
  save(options?: { half?: boolean } | null): Uint8Array;  // safetensors
  free(): void;
}

/** lab.schema(): the one definition of every name the engine knows (tests check this file against it). */
export interface Schema {
  tensors: { name: TensorName; axes: Axis[]; kind: 'input' | 'parameter' | 'intermediate';
             attention: 'both' | 'self' | 'cross';     // which attention holds it
             // E exists only when X came from text; P only then with sinusoidal positions; Q_rope/K_rope with rope;
             // alibi with alibi; flash_* with flash on; scores, scaled, masked, weights with flash off
             needs: '' | 'text' | 'sourceText' | 'bias' | 'block' | 'position' | 'sourcePosition' | 'rope' | 'alibi' |
                    'flash' | 'noFlash';
             givable: boolean;                         // a caller may pass it in inputs (the page lets it be edited)
             meaning: string }[];
  settings: { name: keyof Config; type: 'int' | 'number' | 'bool' | 'mask' | 'positional' | 'text' | 'ints' | 'bits' |
                                      'names' | 'flash' | 'range';
              min?: number; max?: number;  // flash: min/max bound each block
              default: Config[keyof Config];  // lab.defaultConfig()'s value
              axis: Axis | ''; hint: string }[];
  /** lab.train's settings: the trainer's own types, bounds (whole numbers: both included) and defaults. */
  trainSettings: { name: Exclude<keyof TrainSettings, 'text'>; type: 'int' | 'number' | 'bool' | 'task';
                   min?: number; max?: number; default: TrainSettings[keyof TrainSettings] }[];
  tasks: TrainSettings['task'][];
  /** What each mask does (the engine's own predicates): the page decides by these, never by a mask's name. */
  masks: { name: MaskKind;
           causal: boolean;   // no key after the query (causal, causal+padding, sliding, sliding+padding)
           padding: boolean;  // keys past validLengths hidden
           sliding: boolean;  // also no key `window` or more before the query
           custom: boolean;   // customMask says where each query may attend
         }[];
  positionals: Positional[];
  limits: { maxBatch: number; maxLen: number; maxDModel: number; maxHeads: number; maxHeadDim: number; maxDFF: number;
            maxTiles: number; maxRopeBase: number; maxBytes: number; maxAbsValue: number;
            maxDecodeLen: number;   // lab.decode replays at most this many tokens
            maxSeed: number;
            maxFileHeads: number;   // loadModel's {heads}
            maxTokenBytes: number;  // the text of every batch item's tokens together
            maxTrainBytes: number;  // what every open trainer holds, plus one pass
            maxValues: number };    // one tensor or list a caller gives
  givable: TensorName[];  // the tensors' names whose `givable` is true: what lab.run takes as inputs
  maxBytes: number;       // everything a run keeps, plus work space
  maxAbsValue: number;    // the largest |value| of an input
}

/** lab.plan(): a run resolved, not computed. */
export interface Plan {
  sizes: { B: number; T: number; S: number; d_model: number; h: number; h_kv: number; d_k: number; d_v: number; d_ff: number };
  tokens: string[][]; sourceTokens: string[][]; notes: string[]; noteMessages: EngineMessage[];
  steps: Step[];
  tensors: TensorName[];  // the names the run would hold (after keep)
  bytes: number;          // its memory, as the limit counts it
  flops: number;          // multiply-adds counted as two
}

/** One tensor a step takes or gives (lab.steps()). */
export interface StepTensorSpec {
  name: string; axes: Axis[]; optional: boolean;
  minusInf: boolean;  // may hold −∞ (M, masked)
  also: string[];     // other names accepted for it (X_q for X)
}

/** One step lab.step can run: a trace step id, what it takes and gives, the settings it reads. */
export interface StepSpec {
  id: string; inputs: StepTensorSpec[]; output: StepTensorSpec; extras: StepTensorSpec[];
  settings: (keyof Config)[];
  formula: string;  // as the trace of lab.run(config, inputs) has it for this id (lab.steps' arguments)
}

/** A step's tensor: a trace tensor, {shape, data}, or nested arrays (leading B and h axes of 1 may be left out). */
export type StepTensor = Pick<Tensor, 'shape' | 'data'> | { shape: number[]; data: number[] } | number[] | number[][] | number[][][] | number[][][][];

export interface AttentionLab {
  /** One step on your own tensors, e.g. step('softmax', {masked}) → {output: weights, row_max, row_sum}. */
  step(id: string, tensors?: Record<string, StepTensor>, options?: Partial<Config>): { output: Tensor; [extra: string]: Tensor };
  /** Every step id with its inputs, output, extras, settings and its formula in lab.run(config, inputs)
   *  (the default configuration when omitted). Throws AttentionLabError as run does. */
  steps(config?: Partial<Config>, inputs?: Inputs): readonly StepSpec[];
  /** The engine's limits (the README's table): sizes, memory in bytes, and the largest |value| of an input. */
  limits(): Readonly<{ maxBatch: number; maxLen: number; maxDModel: number; maxHeads: number; maxHeadDim: number; maxDFF: number; maxBytes: number; maxAbsValue: number }>;
  defaultConfig(): Config;
  /** The engine's vocabulary: every tensor (axes, kind, which configurations hold it) and setting (type, limits). */
  schema(): Readonly<Schema>;
  /** What run(config, inputs) would do, without computing: sizes, tokens, notes, steps, tensors, bytes, FLOPs. */
  plan(config?: Partial<Config>, inputs?: Inputs): Plan;
  /** A small transformer trained in the engine. Throws AttentionLabError naming the setting. */
  train(settings?: Partial<TrainSettings>): Trainer;
  /**
   * Our checkpoints (trainer.save()) or a GPT-2 model.safetensors ({heads} for non-GPT-2 widths): its bytes, or in
   * a worker the File (Blob) itself, read a piece at a time; onRead hears each piece.
   */
  loadModel(file: Uint8Array | Blob, options?: { heads?: number; onRead?: (bytesRead: number, size: number) => void } | null): Trainer;
  trainDefaults(): Omit<TrainSettings, 'text'>;
  /** `config` is merged over the defaults. Throws AttentionLabError. */
  run(config?: Partial<Config>, inputs?: Inputs): Trace;
  /** Causal (or sliding) self-attention, or cross-attention (any mask but custom), replayed one target token at a
   *  time for batch item `item` (T ≤ schema().limits.maxDecodeLen); `source` is null in self-attention. */
  decode(config?: Partial<Config>, inputs?: Inputs, item?: number): { steps: DecodeStep[]; source: SourceCache | null };
}

/** Emscripten's own loader options; none is needed (in Node the loader reads the .wasm beside it; in a browser
 *  it fetches it from beside the script). */
export interface LoaderOptions {
  wasmBinary?: ArrayBuffer | Uint8Array;                           // the .wasm's bytes: no request at all
  locateFile?: (file: string, scriptDirectory: string) => string;  // where attention_lab.wasm is
}

declare function AttentionLab(options?: LoaderOptions): Promise<AttentionLab>;
export default AttentionLab;
