// The URL of the page's script (app.js), taken while it runs (document.currentScript is null later): the files
// written beside it (the languages, the workers) are found against it. Empty for the single file, whose script is
// inline or a blob: URL of its own text (scripts/build-page.mjs): nothing lies beside it, and no URL resolves
// against blob:. Here in the lowest layer, so the languages and the engine's workers read the one value.
const src = typeof document !== 'undefined' ? document.currentScript?.src ?? '' : '';
export const scriptUrl = src.startsWith('blob:') ? '' : src;
