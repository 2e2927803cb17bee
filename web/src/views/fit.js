// Scales a step's picture to the room left on screen, so its result is seen without scrolling (a projector
// at 1280×720, a browser at 150 % zoom, a phone's width). Below `min` it stops shrinking and the stage
// scrolls instead: type smaller than that is no help to a class. In presentation mode (max > 1) a small
// picture also grows to fill the screen. CSS zoom (not a transform) keeps the
// layout, hovering and focus outlines true to what is drawn.
export function fitToScreen(stage, content, { min = 0.6, max = 1, bottom = 12 } = {}) {
  content.style.zoom = '';
  // The natural size: laid out as wide as it wants (squeezed into the stage, a product's matrices overlap).
  content.style.width = 'max-content';
  const naturalW = content.scrollWidth, naturalH = content.scrollHeight;
  content.style.width = '';
  if (!naturalW || !naturalH) return 1;
  const style = getComputedStyle(stage);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const top = stage.getBoundingClientRect().top + window.scrollY;  // where the stage starts with the page at its top
  const roomH = window.innerHeight - top - bottom - padding;
  const roomW = stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const byWidth = roomW / naturalW;
  // Where the stage starts low on the page (a phone, with the settings above), only its width is fitted.
  const byHeight = roomH > 0.4 * window.innerHeight ? roomH / naturalH : 1;
  const scale = Math.max(min, Math.min(max, byWidth, byHeight));
  if (Math.abs(scale - 1) > 0.005) {
    content.style.zoom = String(Math.round(scale * 1000) / 1000);
    content.style.width = 'max-content';  // the layout that was measured; past `min` the stage scrolls
  }
  stage.dataset.fit = String(Math.round(scale * 100));
  return scale;
}
