// Exports: any matrix as CSV or LaTeX (bmatrix, with its shape), the whole trace as JSON, and the
// current step as a figure — one scene (rectangles and text from the trace's own numbers) drawn either
// as SVG (vector, for papers) or onto a canvas at 2× for PNG. Pure functions except `download`.
// Words and numbers meant for a reader (titles, the CSV's numbers, a figure's labels) follow the language:
// where its decimal mark is a comma, CSV fields are separated by ';'. LaTeX and JSON are code and data: their
// numbers keep the '.' that TeX and every JSON reader expect (only the LaTeX title comment is translated).
import { matrixOf } from '../engine/tensor.js';
import { sliceParts } from '../i18n/tensor-words.js';
import { scaleFor, rgb, inkFor } from '../engine/colors.js';
import { short, dims } from '../i18n/format.js';
import { t, decimalMark } from '../i18n/i18n.js';
import { f32 } from '../i18n/format.js';
import { stepTitle } from '../stage/step-titles.js';

export const TRACE_FORMAT = 'attention-lab-trace';
export const TRACE_VERSION = 1;

// A number as text that reads back as the same float32; masked cells are −∞.
const num = (v, latex) => (v === -Infinity ? (latex ? '-\\infty' : '-inf') : v === Infinity ? (latex ? '\\infty' : 'inf') : String(f32(v)));
// The same number for a reader: the language's decimal mark (every digit kept).
const readable = (v) => num(v).replace('.', decimalMark());

function rowsOf(matrix) {
  return Array.from({ length: matrix.rows }, (_, r) => Array.from({ length: matrix.cols }, (_, c) => matrix.get(r, c)));
}

// The slice a matrix is ("item 0, head 1", '' for a whole matrix) and its shape ("T×d_k = 6×4").
const whereOf = (matrix) => sliceParts(matrix).join(t('share.export.separator'));
const axesOf = (matrix) => (matrix.rowAxis ? `${matrix.rowAxis}×${matrix.colAxis}` : matrix.colAxis);
const shapeOf = (matrix) => `${axesOf(matrix)} = ${matrix.rows}×${matrix.cols}`;

// "Q_heads, item 0, head 1: T×d_k = 6×4"
export function matrixTitle(matrix) {
  const where = whereOf(matrix);
  return t(where ? 'share.export.titleWhere' : 'share.export.title', { name: matrix.name, where, axes: axesOf(matrix), shape: `${matrix.rows}×${matrix.cols}` });
}

/** CSV with a '#' title line; ';' between fields where the language writes decimals with a comma. */
export function matrixToCsv(matrix) {
  const comma = decimalMark() === ',';
  const field = comma ? readable : (v) => num(v);
  return [`# ${matrixTitle(matrix)}`, ...rowsOf(matrix).map((row) => row.map(field).join(comma ? ';' : ','))].join('\n') + '\n';
}

export function matrixToLatex(matrix) {
  const sym = matrix.name.replace(/_(.*)$/, (_, sub) => `_{${sub.replace(/_/g, '\\_')}}`);
  const lines = rowsOf(matrix).map((row) => `  ${row.map((v) => num(v, true)).join(' & ')}`);
  return `% ${matrixTitle(matrix)}\n\\underset{${matrix.rows}\\times ${matrix.cols}}{${sym}} =\n\\begin{bmatrix}\n${lines.join(' \\\\\n')}\n\\end{bmatrix}\n`;
}

/** The whole trace: config, tokens, steps and every tensor (−∞ as the string "-Infinity"). */
export function traceToJson(trace) {
  const tensors = {};
  for (const [name, tensor] of Object.entries(trace.tensors)) {
    tensors[name] = { shape: [...tensor.shape], axes: [...tensor.axes], data: Array.from(tensor.data, (v) => (Number.isFinite(v) ? f32(v) : num(v) === '-inf' ? '-Infinity' : String(v))) };
  }
  return JSON.stringify({
    format: TRACE_FORMAT, version: TRACE_VERSION, generator: 'Attention Lab (WebAssembly engine)',
    config: trace.config, tokens: trace.tokens, sourceTokens: trace.sourceTokens,
    fullyMaskedRows: trace.fullyMaskedRows, notes: trace.notes ?? [],
    steps: trace.steps.map((s) => ({ ...s })), tensors,
  });
}

/**
 * Reads an exported trace back: → {config, inputs} that make the engine compute the same numbers
 * (the given X/X_q/X_kv and weights), or throws an Error with a readable message.
 */
export function traceFromJson(text, defaults, schema) {
  if (typeof text !== 'string' || text.length > 200e6) throw new Error(t('share.trace.tooLarge'));
  let raw;
  try { raw = JSON.parse(text); } catch (error) { throw new Error(t('share.trace.notJson', { reason: error.message.slice(0, 80) })); }
  if (!raw || raw.format !== TRACE_FORMAT) throw new Error(t('share.trace.notTrace'));
  if (raw.version !== TRACE_VERSION) throw new Error(t('share.trace.version', { version: String(raw.version).slice(0, 10), current: String(TRACE_VERSION) }));
  const config = {};
  for (const key of Object.keys(defaults)) {
    const value = raw.config?.[key];
    if (value !== undefined && typeof value === typeof defaults[key] && Array.isArray(value) === Array.isArray(defaults[key])) config[key] = value;
  }
  const inputs = {};
  // Every tensor a caller may give (the engine's schema): X or X_q and X_kv, the weights, the block's W_1…b_2.
  for (const name of schema.givable) {
    const tensor = raw.tensors?.[name];
    if (!tensor) continue;
    if (!Array.isArray(tensor.data) || tensor.data.some((v) => typeof v !== 'number' || !Number.isFinite(v))) throw new Error(t('share.trace.notNumbers', { name }));
    inputs[name] = tensor.data;
  }
  return { config, inputs };
}

// ---- figures ---------------------------------------------------------------------------------

const MASKED = [233, 233, 238];  // −∞ cells and their legend swatch
const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const MONO = 'DejaVu Sans Mono, Menlo, Consolas, monospace';

/** The current step as a scene: its inputs and its result, each labelled with its shape. */
export function stepScene(trace, stepIndex, { b = 0, h = 0 } = {}) {
  const step = trace.steps[stepIndex];
  const names = [...step.inputs.filter((n) => trace.tensors[n] && n !== step.output), step.output].slice(-3);
  const items = [];
  const pad = 24;
  let x = pad;
  const top = 78;
  let height = 0;
  items.push({ type: 'text', x: pad, y: 30, text: stepTitle(step, trace.config), size: 18, weight: 700 });
  items.push({ type: 'text', x: pad, y: 54, text: t('share.figure.subtitle', { names: names.join(', '), shape: dims(step.shape), axes: step.axes.join('×') }), size: 12, fill: '#5e5e6a' });
  // Rows and columns along T or S are named by their tokens (self-attention: S is the same sentence).
  const tokensOf = (axis) => (axis === 'T' ? trace.tokens?.[b] : axis === 'S' ? (trace.config.crossAttention ? trace.sourceTokens : trace.tokens)?.[b] : null);
  let result = null;
  for (const name of names) {
    const matrix = matrixOf(trace, name, { b, h });
    if (!matrix) continue;
    const limit = maxAbs(trace.tensors[name].data);
    const scale = scaleFor(name, limit, matrix.cols);
    const small = matrix.rows <= 32 && matrix.cols <= 24;
    const cw = small ? 46 : Math.max(2, Math.min(12, Math.floor(480 / matrix.cols)));
    const ch = small ? 22 : Math.max(2, Math.min(12, Math.floor(480 / matrix.rows)));
    const rowTokens = small ? tokensOf(matrix.rowAxis) : null, colTokens = small ? tokensOf(matrix.colAxis) : null;
    const left = rowTokens ? 8 + 7 * Math.min(10, Math.max(...rowTokens.map((token) => token.length))) : 0;
    const x0 = x + left;
    items.push({ type: 'text', x, y: top, text: matrix.name, size: 14, weight: 700, mono: true });
    // "item 0, head 1 · T×S = 6×6"
    items.push({ type: 'text', x, y: top + 16, text: [whereOf(matrix), shapeOf(matrix)].filter(Boolean).join(' · '), size: 11, fill: '#5e5e6a' });
    const y0 = top + 26 + (colTokens ? 16 : 0);
    colTokens?.forEach((token, c) => items.push({ type: 'text', x: x0 + c * cw + cw / 2, y: y0 - 5, text: token.slice(0, 6), size: 10, anchor: 'middle', fill: '#5e5e6a' }));
    rowTokens?.forEach((token, r) => items.push({ type: 'text', x: x0 - 6, y: y0 + r * ch + ch * 0.7, text: token.slice(0, 10), size: 10, anchor: 'end', fill: '#5e5e6a' }));
    for (let r = 0; r < matrix.rows; r++) {
      for (let c = 0; c < matrix.cols; c++) {
        const v = matrix.get(r, c);
        const color = Number.isFinite(v) ? scale.color(v) : MASKED;
        items.push({ type: 'rect', x: x0 + c * cw, y: y0 + r * ch, w: cw, h: ch, fill: rgb(color), title: `${matrix.name}[${r},${c}] = ${readable(v)}` });
        if (small) items.push({ type: 'text', x: x0 + c * cw + cw / 2, y: y0 + r * ch + ch * 0.7, text: short(v), size: 10, mono: true, anchor: 'middle', fill: Number.isFinite(v) ? inkFor(color) : '#1b1b1f' });
      }
    }
    items.push({ type: 'frame', x: x0, y: y0, w: matrix.cols * cw, h: matrix.rows * ch });
    height = Math.max(height, y0 + matrix.rows * ch);
    x += left + Math.max(matrix.cols * cw, 140) + 36;
    if (name === step.output) result = { name, scale, masked: hasMasked(matrix) };
  }
  if (result) height = legendItems(items, result, pad, height + 22);
  // Wide enough for the longest line of text too (a generous estimate of a sans-serif glyph's width), so a
  // long title is never cut off at the figure's edge.
  const textEnd = Math.max(...items.filter((it) => it.type === 'text' && it.anchor !== 'middle').map((it) => it.x + textWidth(it)));
  return { width: Math.ceil(Math.max(x - 36 + pad, textEnd + pad, 420)), height: Math.ceil(height + pad), items };
}

// The result's colour scale under the figure: a bar with its ticks, and the swatch of −∞ where cells are masked.
function legendItems(items, { name, scale, masked }, x, y) {
  if (scale.kind === 'mask') {
    const may = { type: 'text', x: x + 24, y: y + 10, text: t('share.figure.mayAttend'), size: 11 };
    const next = x + Math.max(120, 24 + textWidth(may) + 12);  // 120 in English; further where the words are longer
    items.push({ type: 'rect', x, y, w: 18, h: 12, fill: rgb(scale.colorAt(0.5)) }, may,
      { type: 'rect', x: next, y, w: 18, h: 12, fill: rgb(MASKED) }, { type: 'text', x: next + 24, y: y + 10, text: t('share.figure.mayNot'), size: 11 });
    return y + 16;
  }
  const W = 240, n = 48;
  items.push({ type: 'text', x, y: y + 10, text: `${name}:`, size: 11, weight: 700, mono: true });
  const x0 = x + 12 + 8 * name.length;
  for (let i = 0; i < n; i++) items.push({ type: 'rect', x: x0 + (i * W) / n, y, w: W / n + 0.5, h: 12, fill: rgb(scale.colorAt((i + 0.5) / n)) });
  items.push({ type: 'frame', x: x0, y, w: W, h: 12 });
  for (const tick of scale.ticks) items.push({ type: 'text', x: x0 + tick.at * W, y: y + 26, text: tick.text, size: 10, anchor: 'middle', fill: '#5e5e6a' });
  const ratio = { type: 'text', x: x0 + W + 12, y: y + 10, text: t('share.figure.ratio'), size: 10, fill: '#5e5e6a' };
  if (scale.kind === 'ratio') items.push(ratio);
  if (masked) {
    const xm = x0 + W + (scale.kind === 'ratio' ? Math.max(190, Math.floor(16 + textWidth(ratio))) : 16);
    items.push({ type: 'rect', x: xm, y, w: 18, h: 12, fill: rgb(MASKED) }, { type: 'text', x: xm + 24, y: y + 10, text: t('share.figure.masked'), size: 11 });
  }
  return y + 30;
}

// A generous estimate of a text item's width (no fonts to measure with in a pure function): a Latin or
// Arabic glyph about 0.6 em, a Chinese one a whole em.
function textWidth({ text, size, weight }) {
  const wide = (text.match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/g) ?? []).length;
  return ((text.length - wide) * (weight >= 700 ? 0.64 : 0.58) + wide) * size;
}

function hasMasked(matrix) {
  for (let r = 0; r < matrix.rows; r++) for (let c = 0; c < matrix.cols; c++) if (!Number.isFinite(matrix.get(r, c))) return true;
  return false;
}

function maxAbs(data) {
  let m = 0;
  for (const v of data) if (Number.isFinite(v) && Math.abs(v) > m) m = Math.abs(v);
  return m;
}

// XML 1.0 forbids most control characters (U+000B from a pasted sentence…) and lone surrogates, escaped or not:
// each becomes U+FFFD, so the file stays well-formed and shows where one was.
const NOT_XML = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const esc = (s) => String(s).replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A standalone SVG document (valid XML; opens in Inkscape/Illustrator). */
export function sceneToSvg(scene) {
  const out = [`<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">`,
    `<rect x="0" y="0" width="${scene.width}" height="${scene.height}" fill="#ffffff"/>`];
  for (const it of scene.items) {
    if (it.type === 'rect') out.push(`<rect x="${it.x}" y="${it.y}" width="${it.w}" height="${it.h}" fill="${it.fill}"><title>${esc(it.title ?? '')}</title></rect>`);
    else if (it.type === 'frame') out.push(`<rect x="${it.x}" y="${it.y}" width="${it.w}" height="${it.h}" fill="none" stroke="#1d1d22" stroke-width="1"/>`);
    else out.push(`<text x="${it.x}" y="${it.y}" font-family="${it.mono ? MONO : FONT}" font-size="${it.size}"${it.weight ? ` font-weight="${it.weight}"` : ''}${it.anchor ? ` text-anchor="${it.anchor}"` : ''} fill="${it.fill ?? '#1d1d22'}">${esc(it.text)}</text>`);
  }
  out.push('</svg>');
  return out.join('\n');
}

/** Draws the scene on a new canvas at `ratio`× (2 for PNG). */
export function sceneToCanvas(scene, ratio = 2) {
  const canvas = document.createElement('canvas');
  canvas.width = scene.width * ratio;
  canvas.height = scene.height * ratio;
  const g = canvas.getContext('2d');
  g.scale(ratio, ratio);
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, scene.width, scene.height);
  for (const it of scene.items) {
    if (it.type === 'rect') { g.fillStyle = it.fill; g.fillRect(it.x, it.y, it.w, it.h); }
    else if (it.type === 'frame') { g.strokeStyle = '#1d1d22'; g.lineWidth = 1; g.strokeRect(it.x + 0.5, it.y + 0.5, it.w - 1, it.h - 1); }
    else {
      g.fillStyle = it.fill ?? '#1d1d22';
      g.font = `${it.weight ?? 400} ${it.size}px ${it.mono ? MONO : FONT}`;
      g.textAlign = it.anchor === 'middle' ? 'center' : it.anchor === 'end' ? 'right' : 'left';
      g.fillText(it.text, it.x, it.y);
    }
  }
  return canvas;
}

// Synchronous (toDataURL, not toBlob), so the download starts inside the click that asked for it:
// Chrome holds back a second download that starts later, outside the user's gesture.
export function canvasToPng(canvas) {
  const binary = atob(canvas.toDataURL('image/png').split(',')[1]);
  return new Blob([Uint8Array.from(binary, (ch) => ch.charCodeAt(0))], { type: 'image/png' });
}

/** Saves a Blob or text as a file (a blob: download link; allowed under a strict CSP). */
export function download(name, content, type = 'text/plain') {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
