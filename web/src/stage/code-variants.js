// The PyTorch listing for today's variants, in the style of HF Llama/Mistral: grouped-query heads
// (repeat_interleave, as repeat_kv), rotary positions (rotate_half, apply_rotary_pos_emb), an ALiBi bias,
// a sliding-window mask, and FlashAttention's tiled loop. Used by code-panel.js for self-attention when
// any of these is on; each line names the engine steps it produces, as the classic listing does.
// `kind` is the run's mask as lab.schema().masks describes it (mask-kind.js): the lines follow what the
// mask does, not how its name is spelled.
const line = (code, steps = [], note = null) => ({ code, steps, note });

// Tile lines produce every flash_i_j step; code-panel.js matches them with producesStep.
export const FLASH_TILE = 'flash_tile';
export const producesStep = (l, stepId) => l.steps.includes(stepId) || (l.steps.includes(FLASH_TILE) && /^flash_\d+_\d+$/.test(stepId));

export function isVariant(config = {}, kind) {
  const grouped = config.kvHeads > 0 && config.kvHeads !== config.heads;
  const positional = config.positional && config.positional !== 'sinusoidal';
  const sliding = Boolean(kind?.sliding);
  const flash = config.flash === true || (typeof config.flash === 'object' && config.flash !== null);
  return !config.crossAttention && (grouped || positional || sliding || flash);
}

// A sliding window is causal too (the engine says so): its band is s <= t and s > t - window.
function maskLines(kind) {
  const sliding = Boolean(kind?.sliding);
  const rules = [];
  if (kind?.causal) rules.push('(s <= t)');
  if (sliding) rules.push('(s > t - self.window)');
  if (kind?.padding) rules.push('(s < lengths[:, None, None])');
  if (kind?.custom) return [line('        allowed = your_mask                            # 1 = may attend', ['mask']),
    line("        M = zeros(allowed.shape).masked_fill(allowed == 0, float('-inf'))")];
  if (!rules.length) return [line('        t, s = arange(T)[:, None], arange(T)[None, :]'), line('        M = zeros(T, T)                                # no mask', ['mask'])];
  return [
    line('        t, s = arange(T)[:, None], arange(T)[None, :]'),
    line(`        allowed = ${rules.join(' & ')}${sliding ? '  # sliding window (Mistral)' : ''}`, ['mask']),
    line("        M = zeros(allowed.shape).masked_fill(~allowed, float('-inf'))"),
  ];
}

export function variantLines({ bias = true, kvHeads = 0, heads = 1, positional = 'sinusoidal', flash = false } = {}, kind) {
  const b = bias ? '' : ', bias=False';
  const grouped = kvHeads > 0 && kvHeads !== heads;
  const rope = positional === 'rope', alibi = positional === 'alibi';
  const tiled = flash === true || (typeof flash === 'object' && flash !== null);
  const lengths = Boolean(kind?.padding);
  const kvName = grouped ? 'self.n_kv_head' : 'self.n_head';
  return [
    line('# before attention: tokens -> x'),
    line('x = self.wte(idx)                      # one row per token', ['embed']),
    ...(positional === 'sinusoidal'
      ? [line('x = x + sinusoid(T, C)', ['position', 'input'])]
      : [line(`# no positions added to x: ${rope ? 'RoPE rotates q and k below' : alibi ? 'ALiBi biases the scores below' : 'none at all'}`, ['input'])]),
    ...(rope ? [
      line(''),
      line('def rotate_half(x):                    # halves (x1, x2) -> (-x2, x1)'),
      line('    x1, x2 = x.chunk(2, dim=-1)'),
      line('    return cat((-x2, x1), dim=-1)'),
      line(''),
      line('def apply_rotary_pos_emb(q, k, cos, sin):  # HF Llama'),
      line('    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin'),
    ] : []),
    line(''),
    line('class Attention(nn.Module):'),
    line('    def __init__(self, config):'),
    line('        super().__init__()'),
    line('        self.n_head, self.head_dim = config.n_head, config.head_dim'),
    line(`        self.n_kv_head = config.n_kv_head  # ${grouped ? (kvHeads === 1 ? 'MQA' : 'GQA') : '= n_head (MHA)'}`),
    line(`        self.q_proj = nn.Linear(C, self.n_head * self.head_dim${b})`),
    line(`        self.k_proj = nn.Linear(C, self.n_kv_head * self.head_dim${b})`),
    line(`        self.v_proj = nn.Linear(C, self.n_kv_head * self.head_dim${b})`),
    line(`        self.o_proj = nn.Linear(self.n_head * self.head_dim, C${b})`),
    ...(kind?.sliding ? [line('        self.window = config.sliding_window')] : []),
    line(''),
    line(lengths ? '    def forward(self, x, lengths):' : '    def forward(self, x):'),
    line('        B, T, C = x.size()'),
    line('        q = self.q_proj(x)', ['project_q']),
    line('        k = self.k_proj(x)', ['project_k']),
    line('        v = self.v_proj(x)', ['project_v']),
    line('        q = q.view(B, T, self.n_head, self.head_dim).transpose(1, 2)', ['split_q']),
    line(`        k = k.view(B, T, ${kvName}, self.head_dim).transpose(1, 2)`, ['split_k']),
    line(`        v = v.view(B, T, ${kvName}, self.head_dim).transpose(1, 2)`, ['split_v']),
    ...(rope ? [
      line('        theta = base ** (-arange(0, self.head_dim, 2) / self.head_dim)'),
      line('        angle = outer(arange(T), theta)          # t·θ_i'),
      line('        cos, sin = cat((angle, angle), -1).cos(), cat((angle, angle), -1).sin()'),
      line('        q, k = apply_rotary_pos_emb(q, k, cos, sin)', ['rope_q', 'rope_k']),
    ] : []),
    ...(grouped ? [
      line('        k = k.repeat_interleave(self.n_head // self.n_kv_head, dim=1)  # repeat_kv'),
      line('        v = v.repeat_interleave(self.n_head // self.n_kv_head, dim=1)'),
    ] : []),
    ...maskLines(kind),
    ...(alibi ? [line('        slopes = alibi_slopes(self.n_head)[:, None, None]  # m_h'),
      line('        M = M - slopes * (t - s)                # ALiBi: -m_h·(t − s)', ['alibi'])] : []),
    ...(tiled ? [
      line('        # FlashAttention: one tile of scores at a time, never the T×T matrix'),
      line('        y = empty_like(q)'),
      line('        for i in range(0, T, Bq):'),
      line('            qi = q[:, :, i:i+Bq] / math.sqrt(self.head_dim)'),
      line("            m = full(qi.shape[:-1], float('-inf')); l = zeros_like(m); o = zeros_like(qi)"),
      line('            for j in range(0, T, Bk):'),
      line('                x = qi @ k[:, :, j:j+Bk].transpose(-2, -1) + M[..., i:i+Bq, j:j+Bk]', [FLASH_TILE]),
      line('                m_new = maximum(m, x.amax(-1))       # running max'),
      line('                l = exp(m - m_new) * l + exp(x - m_new[..., None]).sum(-1)  # rescale, add'),
      line('                o = exp(m - m_new)[..., None] * o + exp(x - m_new[..., None]) @ v[:, :, j:j+Bk]'),
      line('                m = m_new'),
      line('            y[:, :, i:i+Bq] = o / l[..., None]', ['flash_out']),
    ] : [
      line('        att = (q @ k.transpose(-2, -1)) / math.sqrt(self.head_dim)', ['scores', 'scale']),
      line('        att = att + M', ['masked']),
      line('        att = att.softmax(dim=-1)', ['softmax']),
      line('        y = att @ v', ['context']),
    ]),
    line('        y = y.transpose(1, 2).contiguous().view(B, T, -1)', ['concat']),
    line('        return self.o_proj(y)', ['output']),
  ];
}
