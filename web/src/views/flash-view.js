// FlashAttention, one tile at a time: query tile i meets key tile j; each of its rows updates its running
// max m, its running sum l (rescaled by e^(m_old − m_new) when the max grows) and its unnormalised output
// O. The engine keeps m and l after every key tile (flash_m, flash_l: one column per tile here) and O
// after every key tile (flash_O); the last step divides O by l. No T×S matrix is ever built: the trace
// says how many bytes it would have taken.
import { drawMatrix, equation, dim, el } from './kit.js';
import { bytesText as fmtBytes } from '../i18n/bytes-text.js';
import { t } from '../i18n/i18n.js';

/** 'flash_2_1' → {i: 2, j: 1}; 'flash_out' → null. */
export function tileOf(stepId) {
  const match = /^flash_(\d+)_(\d+)$/.exec(stepId);
  return match ? { i: Number(match[1]), j: Number(match[2]) } : null;
}

export function flashView(ctx, step) {
  const cfg = ctx.trace.config, info = ctx.trace.flash ?? {};
  const blockQ = Math.min(cfg.flash.blockQ, cfg.queryLen), blockK = Math.min(cfg.flash.blockK, cfg.keyLen);
  const tilesK = info.tilesK ?? Math.ceil(cfg.keyLen / blockK);
  const tile = tileOf(step.id);
  const j = tile ? tile.j : tilesK - 1;
  // At tile (i, j) the rows of earlier query tiles are done, query tile i has met key tiles 0…j, and later
  // query tiles have not started: their m, l and O are not shown (the engine's tensors hold the final values).
  const tileOfRow = (row) => Math.floor(row / blockQ);
  const reached = (row, keyTile) => !tile || tileOfRow(row) < tile.i || (tileOfRow(row) === tile.i && keyTile <= tile.j);
  const m = drawMatrix(ctx, 'flash_m', { transpose: true, label: t('steps.flash.m'), pending: (row, k) => !reached(row, k) });
  const l = drawMatrix(ctx, 'flash_l', { transpose: true, label: t('steps.flash.l'), pending: (row, k) => !reached(row, k) });
  const O = drawMatrix(ctx, 'flash_O', { tile: j, label: t('steps.flash.O', { j }), pending: (row) => !reached(row, j) });
  const rows = tile ? range(tile.i * blockQ, Math.min((tile.i + 1) * blockQ, cfg.queryLen)) : range(0, cfg.queryLen);
  const keys = tile ? [tile.j * blockK, Math.min((tile.j + 1) * blockK, cfg.keyLen) - 1] : [0, cfg.keyLen - 1];
  const bytes = el('p', 'flash-bytes',
    t('steps.flash.bytes', { matrix: fmtBytes(info.matrixBytes), tile: fmtBytes(info.tileBytes), n: tilesK }));
  const what = tile
    ? el('p', 'flash-what', t('steps.flash.tile', { q0: rows[0], q1: rows[rows.length - 1], k0: keys[0], k1: keys[1], j }))
    : el('p', 'flash-what', t('steps.flash.out'));
  const tilesQ = Math.ceil(cfg.queryLen / blockQ);
  const map = tileMap(tilesQ, tilesK, tile);
  const wrap = el('div', 'stack');
  const Z = tile ? null : drawMatrix(ctx, 'Z', { label: 'Z_h' });
  wrap.append(what, tile ? equation(map, m, l, O) : equation(map, O, '÷', l, '=', Z), bytes);
  // Tensor coordinates: flash_m and flash_l are (tile_k × T), drawn transposed.
  const atTile = rows.map((t) => [j, t]);
  return {
    el: wrap,
    algebra: tile
      ? [dim(t('steps.flash.algebra', { rows: rows.length, cols: keys[1] - keys[0] + 1, T: cfg.queryLen, tiles: tilesK }))]
      : [dim(`(T×d_v) / (T×1) → (T×d_v) = (${cfg.queryLen}×${cfg.dV})`)],
    update(p) {
      // The tile's story in three beats: its rows' new max m, then their rescaled sum l, then O.
      m.highlight('anim', { cells: atTile });
      l.highlight('anim', { cells: p < 1 / 3 ? [] : atTile });
      O.highlight('anim', { rows: p < 2 / 3 ? [] : rows });
      if (Z) Z.reveal(p >= 1 ? undefined : Math.floor(p * Z.matrix.rows * Z.matrix.cols));
    },
  };
}

const range = (from, to) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

// The T×S score matrix as tiles, never stored: the current tile marked, the tiles done before it
// (query tile by query tile, key tiles left to right) filled.
function tileMap(tilesQ, tilesK, tile) {
  const grid = el('div', 'flash-map');
  grid.style.gridTemplateColumns = `repeat(${tilesK}, 1.1rem)`;
  grid.setAttribute('role', 'img');
  grid.dir = 'ltr';  // key tiles left to right, as in the T×S matrix
  grid.setAttribute('aria-label', tile
    ? t('steps.flash.mapTile', { i: tile.i, j: tile.j, rows: tilesQ, cols: tilesK, n: tile.i * tilesK + tile.j })
    : t('steps.flash.mapDone', { n: tilesQ * tilesK }));
  for (let i = 0; i < tilesQ; i++) {
    for (let j = 0; j < tilesK; j++) {
      const box = el('span', 'flash-tile');
      const order = i * tilesK + j, now = tile ? tile.i * tilesK + tile.j : Infinity;
      box.dataset.state = order < now ? 'done' : order === now ? 'now' : 'later';
      grid.append(box);
    }
  }
  const wrap = el('figure', 'flash-map-figure');
  wrap.append(el('figcaption', '', t('steps.flash.mapCaption')), grid);
  return wrap;
}
