// Reads a matrix someone pasted: CSV, whitespace-separated rows, a Python/NumPy list
// ([[1, 2], [3, 4]] or np.array([[…]])), or a LaTeX bmatrix/pmatrix (& between columns, \\ between rows).
// → {rows, cols, values: number[] (row-major), format} or throws an Error whose message says what to fix.
// Never evaluates the text; numbers are read with Number(), "−" (U+2212) and "-inf"/"−∞" included.

const MAX_CELLS = 1 << 20;

export function parseMatrix(text) {
  if (typeof text !== 'string') throw new Error('Paste some numbers.');
  if (text.length > 8e6) throw new Error('That is too much text for one matrix (more than 8 MB).');
  const source = text.trim();
  if (!source) throw new Error('Paste some numbers.');
  let rows, format;
  if (/\\begin\s*\{[bpvBV]?matrix\}|\\\\|&/.test(source)) [rows, format] = [latexRows(source), 'latex'];
  else if (opensList(source)) [rows, format] = [listRows(source), 'list'];
  else if (/[,;]/.test(source)) [rows, format] = [splitRows(source, /[,;]/), 'csv'];
  else [rows, format] = [splitRows(source, /\s+/), 'whitespace'];
  rows = rows.filter((row) => row.length > 0);
  if (!rows.length) throw new Error('No numbers found.');
  const cols = rows[0].length;
  const ragged = rows.findIndex((row) => row.length !== cols);
  if (ragged >= 0) throw new Error(`Row ${ragged + 1} has ${rows[ragged].length} numbers but row 1 has ${cols}: every row needs the same count.`);
  if (rows.length * cols > MAX_CELLS) throw new Error(`${rows.length}×${cols} is more than ${MAX_CELLS} numbers.`);
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
  const t = token.trim().replace(/^\{|\}$/g, '').replace(/\u2212/g, '-').replace(/^\+/, '');
  if (/^-?(inf|infinity|∞|\\infty)$/i.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  const value = t === '' ? NaN : Number(t);
  if (!Number.isFinite(value)) throw new Error(`Row ${r + 1}, column ${c + 1}: “${token.trim().slice(0, 20)}” is not a number.`);
  return value;
}

function splitRows(source, separator) {
  return source.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))
    .map((line, r) => line.replace(/[,;]\s*$/, '').split(separator).filter((t, i, all) => t.trim() !== '' || (i > 0 && i < all.length - 1))
      .map((token, c) => readNumber(token, r, c)));
}

function latexRows(source) {
  const begin = source.match(/\\begin\s*\{([bpvBV]?matrix)\}/);
  let body = source;
  if (begin) {
    const start = begin.index + begin[0].length;
    const end = source.indexOf(`\\end{${begin[1]}}`, start);
    if (end < 0) throw new Error(`\\begin{${begin[1]}} has no \\end{${begin[1]}}.`);
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
  if (end < 0) throw new Error('A “[” is never closed.');
  const body = source.slice(open, end + 1);
  if (/[^\d\s.,eE+\-[\]\u2212infINF]/.test(body.replace(/-?inf/gi, ''))) throw new Error('Only numbers, commas and brackets may appear inside the list.');
  const inner = body.slice(1, -1).trim();
  if (!inner.includes('[')) return [splitList(inner, 0)];
  const rows = [];
  const pattern = /\[([^[\]]*)\]/g;
  let match;
  while ((match = pattern.exec(inner))) rows.push(splitList(match[1], rows.length));
  if (/\[\s*\[/.test(inner)) throw new Error('Only one or two levels of brackets are read (a matrix); pick one item or head first.');
  return rows;
}

function splitList(text, r) {
  return text.split(',').filter((t, i, all) => t.trim() !== '' || i < all.length - 1).map((token, c) => readNumber(token, r, c));
}
