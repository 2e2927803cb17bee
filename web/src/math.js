// TeX → MathML with temml (bundled; no network, no fonts to fetch). The engine's formulas are
// trusted strings; multi-letter subscripts like Q_heads are braced so they read as one word.
import temml from 'temml';

export function renderMath(element, tex) {
  const fixed = tex.replace(/([A-Za-z])_([A-Za-z]{2,})\b/g, '$1_{\\mathrm{$2}}');
  try {
    temml.render(fixed, element, { displayMode: true });
  } catch {
    element.textContent = tex;
  }
}
