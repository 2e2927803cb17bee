// Reads a matrix someone pasted: CSV, whitespace-separated rows, a Python/NumPy list
// ([[1, 2], [3, 4]] or np.array([[…]])), or a LaTeX bmatrix/pmatrix (& between columns, \\ between rows).
// → {rows, cols, values: number[] (row-major), format} or throws an Error whose message says what to fix.
// Never evaluates the text; numbers are read with Number(), "−" (U+2212) and "-inf"/"−∞" included.

import { t } from '../i18n/i18n.js';

const MAX_CELLS = 1 << 20;
// Counts go into the messages as text (String), so they read as the page always wrote them (no grouping).

export function parseMatrix(text) {
  if (typeof text !== 'string') throw new Error(t('lessons.paste.empty'));
  if (text.length > 8e6) throw new Error(t('lessons.paste.tooLong'));
  const source = text.trim();
  if (!source) throw new Error(t('lessons.paste.empty'));
  let rows, format;
  if (/\\begin\s*\{[bpvBV]?matrix\}|\\\\|&/.test(source)) [rows, format] = [latexRows(source), 'latex'];
  else if (opensList(source)) [rows, format] = [listRows(source), 'list'];
  else if (/[,;]/.test(source)) [rows, format] = [splitRows(source, /[,;]/), 'csv'];
  else [rows, format] = [splitRows(source, /\s+/), 'whitespace'];
  rows = rows.filter((row) => row.length > 0);
  if (!rows.length) throw new Error(t('lessons.paste.noNumbers'));
  const cols = rows[0].length;
  const ragged = rows.findIndex((row) => row.length !== cols);
  if (ragged >= 0) throw new Error(t('lessons.paste.ragged', { row: String(ragged + 1), n: String(rows[ragged].length), cols: String(cols) }));
  if (rows.length * cols > MAX_CELLS) throw new Error(t('lessons.paste.tooMany', { rows: String(rows.length), cols: String(cols), max: String(MAX_CELLS) }));
  return { rows: rows.length, cols, values: rows.flat(), format };
}

// "[…", "np.array([…" or "torch.tensor( [[…": a name, then "(" and "[" with any spaces between, read in one
// pass (a regex like /^[\s\w.]*\(?\s*\[/ backtracks quadratically over a long run of spaces).
function opensList(source) {
  const name = /^[\w.]*/.exec(source)[0].length;
  let rest = source.slice(name).trimStart();
  if (rest.startsWith('(')) rest = rest.slice(1).trimStart();
  return rest.startsWith('[');
}

// One number; "row r, column c" in the message when it is not one.
export function readNumber(token, r, c) {
  const s = token.trim().replace(/^\{|\}$/g, '').replace(/\u2212/g, '-').replace(/^\+/, '');
  if (/^-?(inf|infinity|∞|\\infty)$/i.test(s)) return s.startsWith('-') ? -Infinity : Infinity;
  const value = s === '' ? NaN : Number(s);
  if (!Number.isFinite(value)) throw new Error(t('lessons.paste.notNumber', { row: String(r + 1), col: String(c + 1), text: token.trim().slice(0, 20) }));
  return value;
}

function splitRows(source, separator) {
  return source.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))
    .map((line, r) => line.replace(/[,;]\s*$/, '').split(separator).filter((x, i, all) => x.trim() !== '' || (i > 0 && i < all.length - 1))
      .map((token, c) => readNumber(token, r, c)));
}

function latexRows(source) {
  const begin = source.match(/\\begin\s*\{([bpvBV]?matrix)\}/);
  let body = source;
  if (begin) {
    const start = begin.index + begin[0].length;
    const end = source.indexOf(`\\end{${begin[1]}}`, start);
    if (end < 0) throw new Error(t('lessons.paste.noEnd', { begin: `\\begin{${begin[1]}}`, end: `\\end{${begin[1]}}` }));
    body = source.slice(start, end);
  }
  body = body.replace(/%[^\n]*/g, '').replace(/\\(left|right)[[\]()]/g, '');
  return body.split(/\\\\/).map((line) => line.trim()).filter(Boolean)
    .map((line, r) => line.split('&').map((token, c) => readNumber(token, r, c)));
}

// [[…], […]] or a flat […] (one row); np.array(…, dtype=…) and torch.tensor(…) wrappers are ignored.
function listRows(source) {
  const open = source.indexOf('[');
  let depth = 0, end = -1;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '[') depth++;
    else if (source[i] === ']' && --depth === 0) { end = i; break; }
  }
  if (end < 0) throw new Error(t('lessons.paste.unclosed'));
  const body = source.slice(open, end + 1);
  if (/[^\d\s.,eE+\-[\]\u2212infINF]/.test(body.replace(/-?inf/gi, ''))) throw new Error(t('lessons.paste.onlyNumbers'));
  const inner = body.slice(1, -1).trim();
  if (!inner.includes('[')) return [splitList(inner, 0)];
  const rows = [];
  const pattern = /\[([^[\]]*)\]/g;
  let match;
  while ((match = pattern.exec(inner))) rows.push(splitList(match[1], rows.length));
  if (/\[\s*\[/.test(inner)) throw new Error(t('lessons.paste.tooDeep'));
  return rows;
}

function splitList(text, r) {
  return text.split(',').filter((x, i, all) => x.trim() !== '' || i < all.length - 1).map((token, c) => readNumber(token, r, c));
}
