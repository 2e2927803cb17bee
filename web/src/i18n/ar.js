// العربية: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const ar = {
  // ── start ──
  // ── end of start ──

  // ── format ──
  // ── end of format ──

  // ── page ──
  // ── end of page ──

  // ── app ──
  'app.status.cancelled': 'أُلغي الحساب؛ تبقى الصورة الأخيرة. اختر الخطوة مرة أخرى لحسابها.',
  'app.status.computed': 'حُسبت في {ms} ms بواسطة محرّك WebAssembly.',
  'app.status.computedLarge': 'حُسبت في {ms} ms بواسطة محرّك WebAssembly (حجم كبير: لا تُحفظ إلا موترات هذه الخطوة).',
  'app.status.computedInWorker': 'حُسبت في {ms} ms بواسطة محرّك WebAssembly في عامل خلفي (حجم كبير: يحتفظ العامل بالتشغيل ويرسل موترات هذه الخطوة للرأس المعروض).',
  'app.status.dropped': { zero: 'لم تعد تعديلاتك على {names} تناسب الأشكال، فحُذفت.', one: 'لم تعد تعديلاتك على {names} تناسب الأشكال، فحُذفت.', two: 'لم تعد تعديلاتك على {names} تناسب الأشكال، فحُذفت.', few: 'لم تعد تعديلاتك على {names} تناسب الأشكال، فحُذفت.', many: 'لم تعد تعديلاتك على {names} تناسب الأشكال، فحُذفت.', other: 'لم تعد تعديلاتك على {names} تناسب الأشكال، فحُذفت.' },
  'app.status.maskRestarted': 'رُسم القناع المخصّص لأطوال أخرى؛ لذا يبدأ من جديد من القناع السببي بحجم {T}×{S}.',
  'app.busy.computing': 'جارٍ الحساب في الخلفية…',
  'app.busy.seconds': 'جارٍ الحساب في الخلفية… {seconds} s',
  'app.stage.drawFailed': 'تعذّر رسم هذه الخطوة ({reason}).',
  'app.announce.step': 'الخطوة {n} من {count}: {title}. {caption}',
  'app.transport.play': '▶ تشغيل',
  'app.transport.pause': '❚❚ إيقاف مؤقت',
  'app.transport.playLabel': 'تشغيل',
  'app.transport.pauseLabel': 'إيقاف مؤقت',
  'app.transport.scrubValue': 'الخطوة {n}: {title}، {percent}%',
  'app.present.start': '▣ عرض تقديمي',
  'app.present.end': '✕ إنهاء العرض التقديمي',
  'app.notes.modified': 'معدَّل عن «{title}»: لم يعد وصفه وملاحظاته ينطبقان عليه، لذا أُخفيت. اختر المثال مرة أخرى لاستعادته.',
  'app.timeline.qHeads': 'Q → رؤوس',
  'app.timeline.kHeads': 'K → رؤوس',
  'app.timeline.vHeads': 'V → رؤوس',
  'app.timeline.softmax': 'softmax',
  'app.timeline.embed': 'التضمين',
  'app.timeline.position': 'الموضع',
  'app.timeline.mask': 'القناع M',
  'app.timeline.tile': 'الكتلة {i},{j}',
  'app.code.titleSelf': 'مرجع PyTorch: الدالة CausalSelfAttention.forward كما يكتبها درس تعليمي عن GPT',
  'app.code.titleCross': 'مرجع PyTorch: الانتباه المتقاطع (الاستعلامات من الهدف، والمفاتيح والقيم من المصدر)',
  'app.code.titleVariants': 'مرجع PyTorch: الانتباه كما تكتبه HF Llama / Mistral (GQA وRoPE والنافذة المنزلقة)، وALiBi، وحلقة FlashAttention',
  'app.code.headSizes': 'في هذا الإعداد d_k = {dK} وd_v = {dV}، وليس n_embd / n_head = {share} كما تفترض الشيفرة؛ اقرأ تقسيماتها باستخدام d_k وd_v.',
  'app.code.headSizesUneven': 'في هذا الإعداد d_k = {dK} وd_v = {dV}، وليس n_embd / n_head ({dModel} / {heads} ليس عددًا صحيحًا) كما تفترض الشيفرة؛ اقرأ تقسيماتها باستخدام d_k وd_v.',
  'app.code.inThisRun': 'في هذا التشغيل: {values}.',
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
  // ── end of language ──

};
