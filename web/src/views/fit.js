// Scales a step's picture to the room left on screen, so its result is seen without scrolling (a projector
// at 1280×720, a browser at 150 % zoom, a phone's width). Below `min` it stops shrinking and the stage
// scrolls instead: type smaller than that is no help to a class. In presentation mode (max > 1) a small
// picture also grows to fill the screen. CSS zoom (not a transform) keeps the layout, hovering and focus
// outlines true to what is drawn; only where a browser holds zoomed text at a minimum size (WebKit, presenting)
// is the picture scaled as a drawing instead.
//
// `legible` (presentation mode): the smallest number a class can read, in px. A picture that would be drawn
// smaller is still fitted whole, but as context: the stage is marked data-context, its numbers are hidden
// (colours stay, styles.css) and the cell popover shows the part in play at legible size instead.
export function fitToScreen(stage, content, { min = 0.6, max = 1, bottom = 12, legible = 0 } = {}) {
  delete stage.dataset.context;
  content.style.removeProperty('--unzoom');
  let scale = measure(stage, content, { min, max, bottom });
  if (scale === null) return 1;  // nothing laid out (a hidden stage)
  if (legible && scale < legibleZoom(content, legible)) {
    // The names stay readable: they are drawn 1/scale larger (styles.css), so the picture is measured again.
    stage.dataset.context = 'true';
    content.style.setProperty('--unzoom', String(1 / scale));
    scale = measure(stage, content, { min, max, bottom }) ?? scale;
    content.style.setProperty('--unzoom', String(1 / scale));
  }
  const sizes = legible && scale < 1 ? textSizes(content) : null;  // only a shrunk presentation can be held at a minimum
  if (Math.abs(scale - 1) > 0.005) content.style.zoom = String(Math.round(scale * 1000) / 1000);
  // Presenting in WebKit: zoomed-out text is drawn at no less than its minimum font size (9 px), so a line of
  // text grew in the page's units and wrapped, and the picture ran up to 800 px below the screen. Scaled as a
  // drawing instead, the text shrinks with the rest; the margins give the layout the scaled size.
  if (sizes && textSizes(content).some((size, i) => size > sizes[i] + 0.01)) scaleAsDrawing(stage, content, scale);
  stage.dataset.fit = String(Math.round(scale * 100));
  return scale;
}

// The computed font sizes of the picture and its kinds of text: a zoom leaves them as they are unless the
// browser holds zoomed text at a minimum size.
function textSizes(content) {
  return [content, ...['.cell', '.col-head', '.m-shape', '.m-axes'].map((q) => content.querySelector(q))]
    .filter(Boolean).map((node) => parseFloat(getComputedStyle(node).fontSize));
}

// The picture laid out at the size the zoom gave it (the stage's width in its own units, or its own width),
// drawn `scale` times as large from its starting corner.
function scaleAsDrawing(stage, content, scale) {
  const style = getComputedStyle(stage);
  content.style.zoom = '';
  if (!content.style.width) content.style.width = `${(stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / scale}px`;
  content.style.transformOrigin = style.direction === 'rtl' ? 'top right' : 'top left';
  content.style.transform = `scale(${scale})`;
  content.style.marginBottom = `${(scale - 1) * content.offsetHeight}px`;
  content.style.marginInlineEnd = `${(scale - 1) * content.offsetWidth}px`;
}

// The zoom at which the smallest of the picture's numbers (cells, axis indices, shapes) is `legible` px.
function legibleZoom(content, legible) {
  let zoom = 0;
  for (const selector of ['.cell', '.rcell', '.col-head', '.row-head', '.m-shape']) {
    const node = content.querySelector(selector);
    if (node) zoom = Math.max(zoom, legible / parseFloat(getComputedStyle(node).fontSize));
  }
  return zoom;
}

// The scale that fits `content` into the stage's room, between min and max (null: nothing laid out).
function measure(stage, content, { min, max, bottom }) {
  content.style.zoom = '';  // measured at its own size
  for (const property of ['width', 'transform', 'transform-origin', 'margin-bottom', 'margin-inline-end']) content.style.removeProperty(property);
  const style = getComputedStyle(stage);
  const top = stage.getBoundingClientRect().top + window.scrollY;  // where the stage starts with the page at its top
  const roomH = window.innerHeight - top - bottom - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const roomW = stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  // Where the stage starts low on the page (a phone, with the settings above), only its width is fitted.
  const byHeight = (h) => (roomH > 0.4 * window.innerHeight ? roomH / h : Infinity);
  const fits = (w, h) => Math.min(roomW / w, byHeight(h));
  // Laid out at the stage's width: equations wrap; a product's grid keeps its columns (max-content in
  // styles.css), so what does not fit shows as overflow here instead of matrices drawn over each other.
  if (!content.scrollWidth || !content.scrollHeight) return null;
  const wrapped = Math.min(1, fits(content.scrollWidth, content.scrollHeight));
  // Unwrapped (its own width, one row) it may fit larger: wrapping at the stage's width made a row of matrices
  // a tall column that a zoomed box then lays out as one small row again. Kept at that width when it wins.
  content.style.width = 'max-content';
  const unwrapped = Math.min(max, fits(content.scrollWidth, content.scrollHeight));
  if (Math.max(min, unwrapped) > Math.max(min, wrapped)) return Math.max(min, unwrapped);
  content.style.width = '';
  return Math.max(min, wrapped);
}
