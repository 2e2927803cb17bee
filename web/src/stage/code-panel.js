// The code panel: the PyTorch reference (a GPT tutorial's CausalSelfAttention, and a cross-attention variant
// in the same style), with the line that produced the current step highlighted and annotated with its
// tensor's shape for the current configuration. DOM is built with textContent only.

// A line of code: its text, the step ids it produces (in the engine's step vocabulary), and, where the
// line's own result is not the step's output, what to say of it instead: note(byId) → text.
const line = (code, steps = [], note = null) => ({ code, steps, note });
import { isVariant, variantLines, producesStep } from './code-variants.js';
import { maskKind } from '../engine/mask-kind.js';
import { t } from '../i18n/i18n.js';

// qkv holds Q, K and V side by side: (B, T, 3·C), not Q's shape.
const qkvNote = (byId) => {
  const [q, k, v] = ['project_q', 'project_k', 'project_v'].map((id) => byId.get(id)?.shape);
  return q && k && v ? `qkv: (${q[0]}, ${q[1]}, ${q[2] + k[2] + v[2]}), Q | K | V side by side` : null;
};
// The buffer is the whole block_size × block_size triangle; the engine's M is the part this run uses.
const bufferNote = (byId) => {
  const m = byId.get('mask')?.shape;
  return m ? `bias: (1, 1, block_size, block_size); M here: ${tuple(m)}` : null;
};

// The run's mask as the engine describes it (lab.schema().masks): the listing follows what the mask does.
// The engine refuses a mask it does not know, so a name missing here is a caller's mistake.
function kindOf(masks, name) {
  const kind = maskKind(masks, name);
  if (!kind) throw new RangeError(`The engine's masks (lab.schema().masks) have no mask called "${name}".`);
  return kind;
}

// The mask lines depend on what the mask does; the rest of the listing does not. A sliding window never
// comes here: it is one of today's variants (code-variants.js).
function selfMaskLines(kind) {
  if (kind.causal && kind.padding) {
    return { init: [line("        self.register_buffer('bias', tril(ones(config.block_size, config.block_size))"),
                    line('                             .view(1, 1, config.block_size, config.block_size))')],
             forward: [line('        mask = self.bias[0, :, :T, :T] * (arange(T) < lengths[:, None])[:, None, :]', ['mask']),
                       line("        att = att.masked_fill(mask[:, None] == 0, float('-inf'))", ['masked'])] };
  }
  if (kind.causal) {
    return { init: [line("        self.register_buffer('bias', tril(ones(config.block_size, config.block_size))", ['mask'], bufferNote),
                      line('                             .view(1, 1, config.block_size, config.block_size))')],
             forward: [line("        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float('-inf'))", ['masked'])] };
  }
  if (kind.padding) {
    return { init: [],
             forward: [line('        mask = (arange(T) < lengths[:, None])[:, None, :].expand(B, T, T)', ['mask']),
                       line("        att = att.masked_fill(mask[:, None] == 0, float('-inf'))", ['masked'])] };
  }
  if (kind.custom) {
    return { init: [],
             forward: [line('        mask = allowed  # your 0/1 table: 1 = may attend', ['mask']),
                       line("        att = att.masked_fill(mask[:, None] == 0, float('-inf'))", ['masked'])] };
  }
  return { init: [], forward: [line('        # no mask: every query may attend every key', ['mask', 'masked'])] };
}

// Cross-attention's listing has no sliding window yet: a sliding mask shows the 0/1 table's lines (and takes
// no `lengths`, see crossTakesLengths), as the listing did before it was chosen by what the mask does.
const crossShowsTable = (kind) => kind.custom || kind.sliding;
const crossTakesLengths = (kind) => kind.padding && !crossShowsTable(kind);

function crossMaskLines(kind) {
  if (crossShowsTable(kind)) {
    return [line('        mask = allowed  # your 0/1 table: 1 = may attend', ['mask']),
            line("        att = att.masked_fill(mask[:, None] == 0, float('-inf'))", ['masked'])];
  }
  if (kind.causal && kind.padding) {
    return [line('        mask = tril(ones(T, S)) * (arange(S) < lengths[:, None])[:, None, :]', ['mask']),
            line("        att = att.masked_fill(mask[:, None] == 0, float('-inf'))", ['masked'])];
  }
  if (kind.causal) {
    return [line('        mask = tril(ones(T, S))  # causal: query t sees keys 0..t', ['mask']),
            line("        att = att.masked_fill(mask == 0, float('-inf'))", ['masked'])];
  }
  if (kind.padding) {
    return [line('        mask = (arange(S) < lengths[:, None])[:, None, :].expand(B, T, S)', ['mask']),
            line("        att = att.masked_fill(mask[:, None] == 0, float('-inf'))", ['masked'])];
  }
  return [line('        # no mask: every target token may attend every source token', ['mask', 'masked'])];
}

// With "Whole block": the rest of the transformer block around the attention, post-norm as the engine
// computes it (as in "Attention Is All You Need"; GPT-2 normalises before each sublayer instead).
const blockLines = () => [
  line(''),
  line('# the rest of the block (post-norm): ln_1, ln_2 = nn.LayerNorm(C, elementwise_affine=False)'),
  line('x = x + attn(x)', ['residual1']),
  line('x = ln_1(x)                            # each row to mean 0, variance 1', ['norm1']),
  line('h = F.relu(fc(x))                      # fc = nn.Linear(C, d_ff): W_1, b_1', ['ffn_hidden']),
  line('h = proj(h)                            # proj = nn.Linear(d_ff, C): W_2, b_2', ['ffn_out']),
  line('x = x + h', ['residual2']),
  line('out = ln_2(x)', ['norm2']),
];

/**
 * The listing for a configuration: [{code, steps}], one entry per line.
 * @param {{crossAttention?: boolean, mask: string, bias?: boolean, block?: boolean}} config
 * @param {object[]} masks  lab.schema().masks: what config.mask does
 */
export function codeLines(config, masks) {
  const lines = attentionLines(config, kindOf(masks, config.mask));
  return config.block ? [...lines, ...blockLines()] : lines;
}

/** Whether a configuration's heads have their own sizes (d_k or d_v other than n_embd / n_head). */
export const ownHeadSizes = (c) => Boolean(c.dK && c.dModel && c.heads && (c.dK !== c.dModel / c.heads || c.dV !== c.dModel / c.heads));

function attentionLines(config, kind) {
  if (isVariant(config, kind)) return variantLines(config, kind);
  const { crossAttention = false, bias = true } = config;
  const b = bias ? '' : ', bias=False';
  // Heads of their own sizes are named in the code (d_k for queries and keys, d_v for values), so the listing
  // runs as written; otherwise each head is C // n_head wide, as GPT-2's code has it.
  const own = ownHeadSizes(config);
  const dk = own ? 'self.d_k' : 'C // self.n_head', dv = own ? 'self.d_v' : 'C // self.n_head';
  const sizes = own ? [line('        self.d_k, self.d_v = config.d_k, config.d_v  # each head: query/key size, value size')]
    : [line('        assert config.n_embd % config.n_head == 0')];
  const concatWidth = own ? 'self.n_head * self.d_v' : 'C';
  if (!crossAttention) {
    const m = selfMaskLines(kind);
    const lengths = kind.padding;
    return [
      line('# before attention (as in GPT.forward): tokens -> x'),
      line('tok_emb = self.wte(idx)                # one row per token', ['embed']),
      line('pos_emb = sinusoid(T, C)               # GPT-2 learns wpe; here sin/cos', ['position']),
      line('x = tok_emb + pos_emb', ['input']),
      line(''),
      line('class CausalSelfAttention(nn.Module):'),
      line('    def __init__(self, config: GPTConfig):'),
      line('        super().__init__()'),
      ...sizes,
      line(own ? `        self.c_attn = nn.Linear(config.n_embd, config.n_head * (2 * config.d_k + config.d_v)${b})  # [W_q | W_k | W_v]`
        : `        self.c_attn = nn.Linear(config.n_embd, config.n_embd * 3${b})  # [W_q | W_k | W_v]`),
      line(own ? `        self.c_proj = nn.Linear(config.n_head * config.d_v, config.n_embd${b})  # W_o`
        : `        self.c_proj = nn.Linear(config.n_embd, config.n_embd${b})      # W_o`),
      line('        self.n_head = config.n_head'),
      line('        self.n_embd = config.n_embd'),
      ...m.init,
      line(''),
      line(lengths ? '    def forward(self, x, lengths):' : '    def forward(self, x):'),
      line('        B, T, C = x.size()'),
      line('        qkv = self.c_attn(x)', ['project_q', 'project_k', 'project_v'], qkvNote),
      line(own ? '        q, k, v = qkv.split([self.n_head * self.d_k, self.n_head * self.d_k, self.n_head * self.d_v], dim=2)'
        : '        q, k, v = qkv.split(C, dim=2)'),
      line(`        k = k.view(B, T, self.n_head, ${dk}).transpose(1, 2)`, ['split_k']),
      line(`        q = q.view(B, T, self.n_head, ${dk}).transpose(1, 2)`, ['split_q']),
      line(`        v = v.view(B, T, self.n_head, ${dv}).transpose(1, 2)`, ['split_v']),
      line('        att = (q @ k.transpose(-2, -1)) * (k.size(-1) ** -0.5)', ['scores', 'scale']),
      ...m.forward,
      line('        att = nn.functional.softmax(att, dim=-1)', ['softmax']),
      line('        y = att @ v', ['context']),
      line(`        y = y.transpose(1, 2).contiguous().view(B, T, ${concatWidth})`, ['concat']),
      line('        y = self.c_proj(y)', ['output']),
      line('        return y'),
    ];
  }
  const lengths = crossTakesLengths(kind);
  return [
    line('# before attention: target tokens -> x, source tokens -> memory'),
    line('tgt_emb = self.wte(idx)                # the decoder side (queries)', ['embed_q']),
    line('tgt_pos = sinusoid(T, C)', ['position_q']),
    line('x = tgt_emb + tgt_pos', ['input_q']),
    line('src_emb = self.wte(src_idx)            # the encoder side (keys, values)', ['embed_kv']),
    line('src_pos = sinusoid(S, C)', ['position_kv']),
    line('memory = src_emb + src_pos             # in a real model: the encoder output', ['input_kv']),
    line(''),
    line('class CrossAttention(nn.Module):'),
    line('    def __init__(self, config: GPTConfig):'),
    line('        super().__init__()'),
    ...sizes,
    line(own ? `        self.q_proj = nn.Linear(config.n_embd, config.n_head * config.d_k${b})  # W_q`
      : `        self.q_proj = nn.Linear(config.n_embd, config.n_embd${b})       # W_q`),
    line(own ? `        self.kv_proj = nn.Linear(config.n_embd, config.n_head * (config.d_k + config.d_v)${b})  # [W_k | W_v]`
      : `        self.kv_proj = nn.Linear(config.n_embd, config.n_embd * 2${b})  # [W_k | W_v]`),
    line(own ? `        self.c_proj = nn.Linear(config.n_head * config.d_v, config.n_embd${b})  # W_o`
      : `        self.c_proj = nn.Linear(config.n_embd, config.n_embd${b})      # W_o`),
    line('        self.n_head = config.n_head'),
    line(''),
    line(lengths ? '    def forward(self, x, memory, lengths):' : '    def forward(self, x, memory):'),
    line('        B, T, C = x.size()       # queries: the target sequence'),
    line('        S = memory.size(1)       # keys and values: the source sequence'),
    line('        q = self.q_proj(x)', ['project_q']),
    line(own ? '        k, v = self.kv_proj(memory).split([self.n_head * self.d_k, self.n_head * self.d_v], dim=2)'
      : '        k, v = self.kv_proj(memory).split(C, dim=2)', ['project_k', 'project_v']),
    line(`        q = q.view(B, T, self.n_head, ${dk}).transpose(1, 2)`, ['split_q']),
    line(`        k = k.view(B, S, self.n_head, ${dk}).transpose(1, 2)`, ['split_k']),
    line(`        v = v.view(B, S, self.n_head, ${dv}).transpose(1, 2)`, ['split_v']),
    line('        att = (q @ k.transpose(-2, -1)) * (k.size(-1) ** -0.5)', ['scores', 'scale']),
    ...crossMaskLines(kind),
    line('        att = nn.functional.softmax(att, dim=-1)', ['softmax']),
    line('        y = att @ v', ['context']),
    line(`        y = y.transpose(1, 2).contiguous().view(B, T, ${concatWidth})`, ['concat']),
    line('        y = self.c_proj(y)', ['output']),
    line('        return y'),
  ];
}

/**
 * The 1-based line of the listing that produces `stepId`, or 0 if no line does.
 * @param {string} stepId
 * @param {boolean} crossAttention
 * @param {string} mask
 * @param {object} variants  the rest of the configuration (positions, key/value heads, flash)
 * @param {object[]} masks  lab.schema().masks
 */
export function codeLineForStep(stepId, crossAttention, mask, variants, masks) {
  const lines = codeLines({ ...variants, crossAttention: Boolean(crossAttention), mask, block: true }, masks);
  return lines.findIndex((l) => producesStep(l, stepId)) + 1;
}

// Python-ish token colouring: comments, strings, numbers, keywords, everything else plain.
const tokenPattern = /(#.*$)|('[^']*'|"[^"]*")|(\b\d+(?:\.\d+)?\b)|(\b(?:class|def|return|assert|if|else|None|float|super|self)\b)/g;
const tokenClass = ['', 'tok-comment', 'tok-string', 'tok-number', 'tok-keyword'];

function appendCode(parent, code) {
  let last = 0;
  for (const match of code.matchAll(tokenPattern)) {
    if (match.index > last) parent.append(document.createTextNode(code.slice(last, match.index)));
    const kind = match.slice(1).findIndex((g) => g !== undefined) + 1;
    const span = document.createElement('span');
    span.className = tokenClass[kind];
    span.textContent = match[0];
    parent.append(span);
    last = match.index + match[0].length;
  }
  if (last < code.length) parent.append(document.createTextNode(code.slice(last)));
}

const tuple = (shape) => `(${shape.join(', ')}${shape.length === 1 ? ',' : ''})`;

/**
 * Renders the PyTorch reference into `element`, highlighting the line of `stepId`.
 * The current line has class "code-line is-current", aria-current="true" and data-step; every line has
 * data-line (1-based). Lines that produce a step carry a shape note (`# Q_heads: (4, 3, 12, 2)`).
 * @param {HTMLElement} element
 * @param {{trace: object, stepId: string, masks: object[]}} options  masks: lab.schema().masks
 */
export function renderCodePanel(element, { trace, stepId, masks }) {
  const { config, steps } = trace;
  const kind = kindOf(masks, config.mask);
  const byId = new Map(steps.map((s) => [s.id, s]));
  const lines = codeLines(config, masks);
  const current = lines.findIndex((l) => producesStep(l, stepId));

  const title = document.createElement('p');
  title.className = 'code-title';
  title.textContent = t(config.crossAttention ? 'app.code.titleCross' : isVariant(config, kind) ? 'app.code.titleVariants' : 'app.code.titleSelf');
  const notes = [];
  // A variant's listing keeps C // n_head: its note says to read it with d_k and d_v; the others name them.
  if (ownHeadSizes(config) && !isVariant(config, kind)) notes.push(t('app.code.ownHeadSizes', { dK: String(config.dK), dV: String(config.dV) }));
  else if (ownHeadSizes(config))
    notes.push(config.dModel % config.heads === 0
      ? t('app.code.headSizes', { dK: String(config.dK), dV: String(config.dV), share: String(config.dModel / config.heads) })
      : t('app.code.headSizesUneven', { dK: String(config.dK), dV: String(config.dV), dModel: String(config.dModel), heads: String(config.heads) }));
  // The listing's free names, with this run's values.
  if (isVariant(config, kind)) {
    const values = [];
    if (config.positional === 'rope') values.push(`base = ${config.ropeBase}`);
    if (kind.sliding) values.push(`self.window = ${config.window}`);
    if (config.kvHeads) values.push(`n_kv_head = ${config.kvHeads}, n_head = ${config.heads}`);
    if (config.flash && typeof config.flash === 'object') values.push(`Bq = ${config.flash.blockQ}, Bk = ${config.flash.blockK}`);
    if (values.length) notes.push(t('app.code.inThisRun', { values: values.join('; ') }));
  }
  const pre = document.createElement('pre');
  pre.className = 'code-listing';
  pre.dir = 'ltr';  // Python reads left to right in a right-to-left page too
  const code = document.createElement('code');
  code.className = 'language-python';
  lines.forEach((l, i) => {
    const row = document.createElement('span');
    row.className = 'code-line';
    row.dataset.line = String(i + 1);
    if (l.steps.length) row.dataset.steps = l.steps.join(' ');
    const step = i === current ? byId.get(stepId) : l.steps.map((id) => byId.get(id)).find(Boolean);
    // A line that already has a comment keeps it after the shape note: "# E: (1, 6, 8), one row per token".
    const hash = step ? l.code.indexOf('#') : -1;
    appendCode(row, hash > 0 ? l.code.slice(0, hash).trimEnd() : l.code);
    if (step) {
      const note = document.createElement('span');
      note.className = 'code-shape';
      const rest = hash > 0 ? `, ${l.code.slice(hash + 1).trim()}` : '';
      note.textContent = `  # ${l.note?.(byId) ?? `${step.output}: ${tuple(step.shape)}`}${rest}`;
      row.append(note);
    }
    if (i === current) {
      row.classList.add('is-current');
      row.setAttribute('aria-current', 'true');
      row.dataset.step = stepId;
    }
    code.append(row, document.createTextNode('\n'));
  });
  pre.append(code);
  element.replaceChildren(title, ...notes.map((text) => {
    const p = document.createElement('p');
    p.className = 'code-note';
    p.textContent = text;
    return p;
  }), pre);

  // Keep the current line in view inside the panel without scrolling the page.
  // Measured in the next frame, not here: reading layout now would force a layout of the freshly
  // rebuilt stage inside the same task (14 ms at T=1024).
  const target = current >= 0 ? code.children[current] : null;
  const scroll = () => {
    if (!target.isConnected || element.scrollHeight <= element.clientHeight) return;
    // From the boxes, not offsetTop: the panel is not the line's offsetParent.
    const top = target.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop - element.clientHeight / 2;
    element.scrollTop = Math.max(0, top);
  };
  if (target) (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(scroll) : scroll());
}
