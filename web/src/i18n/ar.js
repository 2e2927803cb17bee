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
  // ── end of app ──

  // ── steps ──
  // ── end of steps ──

  // ── tour ──
  // ── end of tour ──

  // ── lessons ──
  'lessons.panel.label': 'الدروس',
  'lessons.panel.tabTour': 'جولة إرشادية',
  'lessons.panel.tabExercises': 'تمارين',
  'lessons.panel.tabDecode': 'رمز تلو الآخر',
  'lessons.panel.tabEquivalence': 'تكافؤ الرؤوس المتعددة',
  'lessons.panel.introDecode': 'الانتباه الذاتي السببي للجملة، يُعاد رمزًا تلو الآخر مع ذاكرة تخزين مؤقت للمفاتيح والقيم، كما يفعل النموذج حين يولّد النص. ويعرض المختبر أدناه الحساب نفسه دفعة واحدة.',
  'lessons.panel.introEquivalence': 'أوزان الإعداد الحالي نفسها، مفكّكةً رأسًا رأسًا. اختر الرأس من قائمة «الرأس».',
  'lessons.panel.explore': 'استكشف بحرية ✕',
  'lessons.panel.back': '↺ العودة إلى إعدادك',
  'lessons.tour.chapters': 'الفصول',
  'lessons.tour.chapterLabel': 'الفصل {n}: ⁨{title}⁩',
  'lessons.tour.title': 'الفصل {n} من {count}: ⁨{title}⁩',
  'lessons.tour.previous': '▶ الفصل السابق',
  'lessons.tour.next': 'الفصل التالي ◀',
  'lessons.tour.finish': 'استكشف بحرية ◀',
  'lessons.tour.link': 'الرابط: ⁦?chapter={n}⁩',
  'lessons.tour.keys': 'تنقّل بين الفصول بالمفتاحين PageUp وPageDown',
  'lessons.tour.needsConfig': '(يحتاج هذا الفصل إلى إعداده الخاص: ⁨{reason}⁩)',
  'lessons.stage.decodeTitle': 'توليد رمز تلو الآخر',
  'lessons.stage.decodeCausal': 'التوليد انتباه ذاتي سببي: لذا يُعرض هنا بالقناع السببي على الجملة، أيًّا كان القناع المختار في اللوحة.',
  'lessons.stage.kvCacheTitle': 'حجم ذاكرة KV المؤقتة: MHA وGQA وMQA',
  'lessons.stage.equivalenceTitle': 'تكافؤ الرؤوس المتعددة، بالأرقام',
  'lessons.stage.tooLarge': 'هذا الإعداد أكبر من أن تُحفظ كل موتّراته؛ صغّره',
  'lessons.stage.cannotShow': 'لا يمكن عرض هذا المنظور في الإعداد الحالي: ⁨{reason}⁩',
  'lessons.kvCache.gqa': { zero: 'GQA ({n} رأس kv)', one: 'GQA (رأس kv واحد)', two: 'GQA (رأسا kv)', few: 'GQA ({n} رؤوس kv)', many: 'GQA ({n} رأسًا kv)', other: 'GQA ({n} رأس kv)' },
  'lessons.generation.empty': 'اكتب رمزًا واحدًا على الأقل.',
  'lessons.generation.tooLong': { zero: 'يقرأ النموذج {n} رمز على الأكثر؛ وفي هذا النص {length}.', one: 'يقرأ النموذج رمزًا واحدًا على الأكثر؛ وفي هذا النص {length}.', two: 'يقرأ النموذج رمزين على الأكثر؛ وفي هذا النص {length}.', few: 'يقرأ النموذج {n} رموز على الأكثر؛ وفي هذا النص {length}.', many: 'يقرأ النموذج {n} رمزًا على الأكثر؛ وفي هذا النص {length}.', other: 'يقرأ النموذج {n} رمز على الأكثر؛ وفي هذا النص {length}.' },
  'lessons.exercises.intro': 'توقّع أولًا، ثم تحقّق بالمحرّك. تستخدم الأسئلة الإعداد الموجود في اللوحة الجانبية؛ غيّره وأنشئ مجموعة جديدة.',
  'lessons.exercises.fresh': 'تمارين جديدة من هذا الإعداد',
  'lessons.exercises.link': 'رابط هذه المجموعة',
  'lessons.exercises.missing': '«⁦{spec}⁩» غير موجود في هذا الإعداد.',
  'lessons.exercises.check': 'تحقّق',
  'lessons.exercises.shapePlaceholder': 'الأحجام، مثل ⁦4×5×6⁩',
  'lessons.exercises.valuePlaceholder': 'عدد، مثل ⁦{example}⁩',
  'lessons.exercises.shapePrompt': '⁦{sizes}⁩: ما شكل ⁦{name}⁩؟',
  'lessons.exercises.shapeHint': 'كل محاوره بالترتيب، مكتوبة مثل ⁦4×5×6⁩.',
  'lessons.exercises.shapeIs': '⁦{name}⁩ هو ⁦{axes} = {shape}⁩.',
  'lessons.exercises.madeBy': 'تنتجه الخطوة «⁨{step}⁩».',
  'lessons.exercises.cellWithHead': 'خلية ⁦{name}⁩ في العنصر {b}، الرأس {h}، الصف {r} «⁨{rowLabel}⁩»، العمود {c} «⁨{colLabel}⁩»',
  'lessons.exercises.cell': 'خلية ⁦{name}⁩ في العنصر {b}، الصف {r} «⁨{rowLabel}⁩»، العمود {c} «⁨{colLabel}⁩»',
  'lessons.exercises.valuePrompt': '⁦{sizes}⁩: ما قيمة {cell}؟',
  'lessons.exercises.givenAndHint': '{given} {hint}',
  'lessons.exercises.valueHint': 'عدد، بمنزلتين عشريتين.',
  'lessons.exercises.maskedHint': 'عدد بمنزلتين عشريتين، أو ⁦−∞⁩ (اكتب ⁦-inf⁩).',
  'lessons.exercises.givenWeights': 'الصف {r} من ⁦masked⁩ هو ⁦{values}⁩.',
  'lessons.exercises.givenMasked': '⁦scaled[{r}, {c}] = {value}⁩؛ القناع: {mask}.',
  'lessons.exercises.givenScaled': '⁦scores[{r}, {c}] = {value}⁩ و⁦d_k = {dK}⁩.',
  'lessons.exercises.givenScoresLong': 'في كلٍّ من الصف {r} من ⁦Q_h⁩ والصف {c} من ⁦K_h⁩ عدد ⁦d_k = {dK}⁩ من الأعداد.',
  'lessons.exercises.givenScores': 'الصف {r} من ⁦Q_h⁩ هو ⁦{q}⁩؛ والصف {c} من ⁦K_h⁩ هو ⁦{k}⁩.',
  'lessons.exercises.givenConcat': '⁦d_v = {dV}⁩: العمود {c} ينتمي إلى الرأس {head}.',
  'lessons.exercises.mask.none': 'لا يوجد',
  'lessons.exercises.mask.causal': 'سببي',
  'lessons.exercises.mask.padding': 'حشو',
  'lessons.exercises.mask.causalPadding': 'سببي + حشو',
  'lessons.exercises.mask.sliding': 'نافذة منزلقة',
  'lessons.exercises.mask.slidingPadding': 'نافذة منزلقة + حشو',
  'lessons.exercises.mask.custom': 'مخصّص',
  'lessons.exercises.typeSizes': 'اكتب أحجام محاوره، مثل ⁦4×5×6⁩.',
  'lessons.exercises.rightShape': 'صحيح: ⁦{shape}⁩.',
  'lessons.exercises.rightSlice': { zero: 'صحيح لشريحة واحدة، لكن للموتّر كله {n} محور: ⁦{shape}⁩.', one: 'صحيح لشريحة واحدة، لكن للموتّر كله محور واحد: ⁦{shape}⁩.', two: 'صحيح لشريحة واحدة، لكن للموتّر كله محوران: ⁦{shape}⁩.', few: 'صحيح لشريحة واحدة، لكن للموتّر كله {n} محاور: ⁦{shape}⁩.', many: 'صحيح لشريحة واحدة، لكن للموتّر كله {n} محورًا: ⁦{shape}⁩.', other: 'صحيح لشريحة واحدة، لكن للموتّر كله {n} محور: ⁦{shape}⁩.' },
  'lessons.exercises.wrongShape': 'ليس تمامًا: ⁦{name}⁩ في المحرّك هو ⁦{shape}⁩.',
  'lessons.exercises.typeNumber': 'اكتب عددًا (أو ⁦-inf⁩).',
  'lessons.exercises.rightMasked': 'صحيح: ⁦−∞⁩ (القناع يخفي هذا المفتاح).',
  'lessons.exercises.rightValue': 'صحيح: حسب المحرّك ⁦{value}⁩.',
  'lessons.exercises.wrongValue': 'ليس تمامًا: حسب المحرّك ⁦{value}⁩.',
  'lessons.paste.empty': 'الصق بعض الأعداد.',
  'lessons.paste.tooLong': 'هذا نص أطول مما تحتمله مصفوفة واحدة (أكثر من ⁦8 MB⁩).',
  'lessons.paste.noNumbers': 'لم يُعثر على أي عدد.',
  'lessons.paste.ragged': { zero: 'عدد الأعداد في الصف {row} هو {n}، وفي الصف 1 هو {cols}: يجب أن يتساوى عدد الأعداد في كل الصفوف.', one: 'عدد الأعداد في الصف {row} هو {n}، وفي الصف 1 هو {cols}: يجب أن يتساوى عدد الأعداد في كل الصفوف.', two: 'عدد الأعداد في الصف {row} هو {n}، وفي الصف 1 هو {cols}: يجب أن يتساوى عدد الأعداد في كل الصفوف.', few: 'عدد الأعداد في الصف {row} هو {n}، وفي الصف 1 هو {cols}: يجب أن يتساوى عدد الأعداد في كل الصفوف.', many: 'عدد الأعداد في الصف {row} هو {n}، وفي الصف 1 هو {cols}: يجب أن يتساوى عدد الأعداد في كل الصفوف.', other: 'عدد الأعداد في الصف {row} هو {n}، وفي الصف 1 هو {cols}: يجب أن يتساوى عدد الأعداد في كل الصفوف.' },
  'lessons.paste.tooMany': 'في المصفوفة ⁦{rows}×{cols}⁩ أكثر من {max} عدد.',
  'lessons.paste.notNumber': 'الصف {row}، العمود {col}: «⁨{text}⁩» ليس عددًا.',
  'lessons.paste.noEnd': '⁦{begin}⁩ بلا ⁦{end}⁩.',
  'lessons.paste.unclosed': 'هناك «[» لم يُغلق.',
  'lessons.paste.onlyNumbers': 'لا يجوز أن يظهر داخل القائمة إلا الأعداد والفواصل والأقواس المربعة.',
  'lessons.paste.tooDeep': 'لا يُقرأ إلا مستوى أو مستويان من الأقواس المربعة (مصفوفة)؛ اختر عنصرًا أو رأسًا أولًا.',
  'lessons.paste.qkColumns': { zero: 'عدد أعمدة ⁦Q⁩ هو {n} وعدد أعمدة ⁦K⁩ هو {k}: يحتاج ⁦Q·Kᵀ⁩ إلى ⁦d_k⁩ نفسه.', one: 'عدد أعمدة ⁦Q⁩ هو {n} وعدد أعمدة ⁦K⁩ هو {k}: يحتاج ⁦Q·Kᵀ⁩ إلى ⁦d_k⁩ نفسه.', two: 'عدد أعمدة ⁦Q⁩ هو {n} وعدد أعمدة ⁦K⁩ هو {k}: يحتاج ⁦Q·Kᵀ⁩ إلى ⁦d_k⁩ نفسه.', few: 'عدد أعمدة ⁦Q⁩ هو {n} وعدد أعمدة ⁦K⁩ هو {k}: يحتاج ⁦Q·Kᵀ⁩ إلى ⁦d_k⁩ نفسه.', many: 'عدد أعمدة ⁦Q⁩ هو {n} وعدد أعمدة ⁦K⁩ هو {k}: يحتاج ⁦Q·Kᵀ⁩ إلى ⁦d_k⁩ نفسه.', other: 'عدد أعمدة ⁦Q⁩ هو {n} وعدد أعمدة ⁦K⁩ هو {k}: يحتاج ⁦Q·Kᵀ⁩ إلى ⁦d_k⁩ نفسه.' },
  'lessons.paste.kvRows': { zero: 'عدد صفوف ⁦K⁩ هو {n} وعدد صفوف ⁦V⁩ هو {v}: يحتاج كل مفتاح إلى صف واحد من القيم.', one: 'عدد صفوف ⁦K⁩ هو {n} وعدد صفوف ⁦V⁩ هو {v}: يحتاج كل مفتاح إلى صف واحد من القيم.', two: 'عدد صفوف ⁦K⁩ هو {n} وعدد صفوف ⁦V⁩ هو {v}: يحتاج كل مفتاح إلى صف واحد من القيم.', few: 'عدد صفوف ⁦K⁩ هو {n} وعدد صفوف ⁦V⁩ هو {v}: يحتاج كل مفتاح إلى صف واحد من القيم.', many: 'عدد صفوف ⁦K⁩ هو {n} وعدد صفوف ⁦V⁩ هو {v}: يحتاج كل مفتاح إلى صف واحد من القيم.', other: 'عدد صفوف ⁦K⁩ هو {n} وعدد صفوف ⁦V⁩ هو {v}: يحتاج كل مفتاح إلى صف واحد من القيم.' },
  'lessons.paste.dK': 'يجب أن يكون ⁦d_k⁩ عددًا صحيحًا لا يقل عن 1 (تُقسم الدرجات على ⁦√d_k⁩).',
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
