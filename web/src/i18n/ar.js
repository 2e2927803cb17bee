// العربية: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const ar = {
  // ── start ──
  'start.title': 'لا يستطيع هذا المتصفح تشغيل Attention Lab',
  'start.noWasm': 'يحتاج إلى WebAssembly، وهو غير موجود هنا أو معطَّل. يعمل Attention Lab في Safari 16.4+ وChrome 91+ وFirefox 89+ وEdge 91+ مع السماح بـ WebAssembly.',
  'start.noSimd': 'يحتاج إلى WebAssembly SIMD (Safari 16.4+ وChrome 91+ وFirefox 89+ وEdge 91+)؛ في هذا المتصفح WebAssembly بلا SIMD. على iPad أو iPhone يكفي التحديث إلى iPadOS/iOS 16.4 أو أحدث.',
  'start.failed': 'لم يبدأ المحرّك: {reason}. قد تساعد إعادة تحميل الصفحة؛ وإن لم تُجدِ، فجرّب متصفحًا أحدث أو أغلق علامات تبويب أخرى لتحرير الذاكرة.',
  'start.noEngine': 'لم يُحمَّل نص المحرّك البرمجي، لذا لا يمكن حساب أي شيء.',
  'start.stillWorks': 'ما زال يعمل: أسئلة الجولة الإرشادية أدناه. أما إجاباتها المفصّلة وكل المصفوفات فتحتاج إلى المحرّك.',
  'start.tourTitle': 'أسئلة الجولة الإرشادية',
  // ── end of start ──

  // ── format ──
  'format.bytes': { zero: "{n} بايت", one: "بايت واحد", two: "بايتان", few: "{n} بايتات", many: "{n} بايتًا", other: "{n} بايت" },
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
  'language.label': 'اللغة',
  // ── end of language ──

};
