// Writes a GPT-2-shaped safetensors file as Hugging Face lays it out (for tests and the benchmark):
// random weights from a seeded generator, F32 or F16, optional "transformer." prefix and attn.bias buffers.
// For broken files: `layerIds` names the h.N written (0 … layers − 1 by default), `extra` adds tensors
// [{name, shape}], and `poison` sets the first value of one tensor ({name, value}, e.g. NaN).
export function gpt2File({ vocab, context, d, layers, dFF = 4 * d, prefix = '', half = false, seed = 1, buffers = true,
  layerIds = Array.from({ length: layers }, (_, l) => l), extra = [], poison = null }) {
  let s = seed >>> 0;
  const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5);
  const tensors = [];
  const add = (name, shape, centre = 0, spread = 0.2) => tensors.push({ name: prefix + name, shape, centre, spread });
  add('wte.weight', [vocab, d]);
  add('wpe.weight', [context, d]);
  for (const l of layerIds) {
    const h = `h.${l}.`;
    add(`${h}ln_1.weight`, [d], 1), add(`${h}ln_1.bias`, [d]);
    add(`${h}attn.c_attn.weight`, [d, 3 * d]), add(`${h}attn.c_attn.bias`, [3 * d]);
    add(`${h}attn.c_proj.weight`, [d, d]), add(`${h}attn.c_proj.bias`, [d]);
    add(`${h}ln_2.weight`, [d], 1), add(`${h}ln_2.bias`, [d]);
    add(`${h}mlp.c_fc.weight`, [d, dFF]), add(`${h}mlp.c_fc.bias`, [dFF]);
    add(`${h}mlp.c_proj.weight`, [dFF, d]), add(`${h}mlp.c_proj.bias`, [d]);
    if (buffers) add(`${h}attn.bias`, [1, 1, context, context]);
  }
  add('ln_f.weight', [d], 1), add('ln_f.bias', [d]);
  for (const t of extra) add(t.name, t.shape);
  const width = half ? 2 : 4;
  let offset = 0;
  const header = { __metadata__: { format: 'pt' } };
  for (const t of tensors) {
    const bytes = t.shape.reduce((a, b) => a * b, 1) * width;
    header[t.name] = { dtype: half ? 'F16' : 'F32', shape: t.shape, data_offsets: [offset, offset + bytes] };
    offset += bytes;
  }
  let text = JSON.stringify(header);
  while ((8 + text.length) % 8) text += ' ';
  const out = new Uint8Array(8 + text.length + offset);
  new DataView(out.buffer).setBigUint64(0, BigInt(text.length), true);
  out.set(new TextEncoder().encode(text), 8);
  const data = new DataView(out.buffer, 8 + text.length);
  let at = 0;
  const f32 = new Float32Array(1), u32 = new Uint32Array(f32.buffer);
  for (const t of tensors) {
    const n = t.shape.reduce((a, b) => a * b, 1);
    for (let i = 0; i < n; i++) {
      const v = poison && t.name === prefix + poison.name && i === 0 ? poison.value : t.centre + t.spread * rand();
      if (!half) data.setFloat32(at, v, true), at += 4;
      else if (!Number.isFinite(v)) data.setUint16(at, Number.isNaN(v) ? 0x7e00 : v > 0 ? 0x7c00 : 0xfc00, true), at += 2;
      else {  // float → half by truncating the mantissa (values here are small normals; exactness is not needed)
        f32[0] = v;
        const b = u32[0], e = ((b >>> 23) & 0xff) - 112;
        data.setUint16(at, ((b >>> 16) & 0x8000) | (e > 0 ? (e << 10) | ((b >>> 13) & 0x3ff) : 0), true), at += 2;
      }
    }
  }
  return out;
}
