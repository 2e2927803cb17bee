// The Export menu: the current step as a PNG or SVG figure, the shown slice of any matrix as CSV or a
// LaTeX bmatrix, and the whole trace as JSON (export/export.js does the formats).
import { el, button, labelled } from './dom.js';
import { t } from '../i18n/i18n.js';
import { matrixOf } from '../engine/tensor.js';
import { matrixToCsv, matrixToLatex, traceToJson, stepScene, sceneToSvg, sceneToCanvas, canvasToPng, download } from '../export/export.js';

export function exportPanel({ store, getTrace }) {
  const matrixPick = () => {
    const trace = getTrace();
    const select = el('select');
    const shown = trace?.steps[store.get().step]?.output;
    for (const name of Object.keys(trace?.tensors ?? {})) select.append(el('option', { value: name, textContent: `${name} (${trace.tensors[name].shape.join('×')})`, selected: name === shown }));
    return select;
  };
  const sliceOf = (name) => {
    const s = store.get();
    const trace = getTrace();
    return matrixOf(trace, name, { b: Math.min(s.item, trace.config.batch - 1), h: s.head === 'all' ? 0 : Math.min(s.head, trace.config.heads - 1) });
  };
  const fileBase = () => (getTrace()?.steps[store.get().step]?.id ?? 'attention');
  const select = matrixPick();
  const preview = el('textarea', { readOnly: true, rows: 6, spellcheck: false, dir: 'ltr' });  // CSV and LaTeX: left to right
  preview.dataset.export = 'preview';
  const show = (kind) => {
    const matrix = sliceOf(select.value);
    const text = kind === 'csv' ? matrixToCsv(matrix) : matrixToLatex(matrix);
    preview.value = text;
    preview.dataset.kind = kind;
    download(`${select.value}.${kind === 'csv' ? 'csv' : 'tex'}`, text, kind === 'csv' ? 'text/csv' : 'application/x-tex');
  };
  const scene = () => { const s = store.get(); const trace = getTrace(); return stepScene(trace, s.step, { b: Math.min(s.item, trace.config.batch - 1), h: s.head === 'all' ? 0 : s.head }); };
  return [
    el('p', { className: 'sb-hint', textContent: t('share.export.figureHint') }),
    el('div', { className: 'sb-row' },
      button(t('share.export.png'), () => download(`${fileBase()}.png`, canvasToPng(sceneToCanvas(scene(), 2))), { dataset: { export: 'png' } }),
      button(t('share.export.svg'), () => download(`${fileBase()}.svg`, sceneToSvg(scene()), 'image/svg+xml'), { dataset: { export: 'svg' } })),
    labelled(t('share.export.matrix'), select),
    el('div', { className: 'sb-row' },
      button(t('share.export.csv'), () => show('csv'), { dataset: { export: 'csv' } }),
      button(t('share.export.latex'), () => show('latex'), { dataset: { export: 'latex' } }),
      button(t('share.export.json'), () => download('attention-trace.json', traceToJson(getTrace()), 'application/json'), { dataset: { export: 'json' } })),
    preview,
  ];
}
