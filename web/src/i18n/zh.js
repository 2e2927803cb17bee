// 简体中文: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const zh = {
  // ── start ──
  'start.title': '此浏览器无法运行 Attention Lab',
  'start.noWasm': '它需要 WebAssembly，但此处缺少或已被关闭。Attention Lab 可在允许 WebAssembly 的 Safari 16.4+、Chrome 91+、Firefox 89+ 和 Edge 91+ 中运行。',
  'start.noSimd': '它需要 WebAssembly SIMD（Safari 16.4+、Chrome 91+、Firefox 89+、Edge 91+）；此浏览器有 WebAssembly，但没有 SIMD。在 iPad 或 iPhone 上，更新到 iPadOS/iOS 16.4 或更高版本即可。',
  'start.failed': '引擎未能启动：{reason}。重新加载页面可能会有帮助；如果不行，请换用更新的浏览器，或关闭其他标签页以释放内存。',
  'start.noEngine': '引擎脚本没有加载，因此无法进行任何计算。',
  'start.stillWorks': '仍然可用的内容：下面导览中的问题。它们的详细解答和所有矩阵都需要引擎。',
  'start.tourTitle': '导览中的问题',
  // ── end of start ──

  // ── format ──
  'format.bytes': { other: "{n} 字节" },
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  // ── end of tour ──

  // ── lessons ──
  // ── end of lessons ──

  // ── share ──
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  'language.label': '语言',
  // ── end of language ──

};
