// TeX → MathML with temml (bundled; no network, no fonts to fetch). The engine's formulas are trusted
// strings, valid TeX as written (tests/js/step-formulas.test.mjs renders each of them).
import temml from 'temml';

// Each formula's MathML, made once (a step's formula costs 2–3 ms to parse); a few dozen are in use at a time.
const made = new Map();

export function renderMath(element, tex) {
  const known = made.get(tex);
  if (known) return element.replaceChildren(known.cloneNode(true));
  try {
    temml.render(tex, element, { displayMode: true });
  } catch {
    element.textContent = tex;
    return;
  }
  if (made.size >= 64) made.delete(made.keys().next().value);
  const copy = document.createDocumentFragment();
  for (const node of element.childNodes) copy.append(node.cloneNode(true));
  made.set(tex, copy);
}
