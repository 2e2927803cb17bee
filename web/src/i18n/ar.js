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
  // ── end of lessons ──

  // ── share ──
  'share.bar.share': 'مشاركة',
  'share.bar.export': 'تصدير',
  'share.bar.numbers': 'أرقامك',
  'share.bar.check': 'التحقق من مثال',
  'share.bar.link': 'رابط إلى هذا العرض تمامًا',
  'share.bar.element': 'تضمين: عنصر مخصّص (سكربت واحد)',
  'share.bar.iframe': 'تضمين: iframe',
  'share.bar.resetButton': 'إعادة الضبط إلى القيم الافتراضية',
  'share.bar.reset': 'عادت القيم الافتراضية.',
  'share.bar.notLoaded': 'لم تُحمَّل هذه الحالة المشتركة: {reason}',
  'share.bar.imported': 'استُورد سجلّ الحساب: أعاد المحرّك حسابه من مدخلاته وأوزانه.',
  'share.bar.notImported': 'لم يُستورد: {reason}',
  'share.bar.notPasted': 'لم يُلصق في {name}: {reason}',
  'share.bar.notUsed': 'لم يُستخدم: {reason}',
  'share.menu.copy': 'نسخ',
  'share.menu.copied': '{label}: نُسخ.',
  'share.menu.selected': '{label}: حُدِّد — اضغط Ctrl+C (قد لا يُسمح لهذه الصفحة باستخدام الحافظة).',
  'share.keep.linkAndChapter': 'يسمّي هذا الرابط فصلًا أو مثالًا إلى جانب حالة مشتركة، لذا يُعرض الفصل أو المثال. افتح الرابط من دون الجزء ?… لترى الحالة المشتركة.',
  'share.keep.showingShared': 'تُعرض الآن الحالة المشتركة من الرابط.',
  'share.keep.tooManyNumbers': { zero: 'لا يُحفَظ عملك في هذا المتصفح: فهو يضم {n} من الأرقام من إدخالك، وهذا أكثر مما تتسع له حالة محفوظة. «تصدير ← JSON» يحفظه.', one: 'لا يُحفَظ عملك في هذا المتصفح: فهو يضم رقمًا واحدًا من إدخالك، وهذا أكثر مما تتسع له حالة محفوظة. «تصدير ← JSON» يحفظه.', two: 'لا يُحفَظ عملك في هذا المتصفح: فهو يضم رقمين من إدخالك، وهذا أكثر مما تتسع له حالة محفوظة. «تصدير ← JSON» يحفظه.', few: 'لا يُحفَظ عملك في هذا المتصفح: فهو يضم {n} أرقام من إدخالك، وهذا أكثر مما تتسع له حالة محفوظة. «تصدير ← JSON» يحفظه.', many: 'لا يُحفَظ عملك في هذا المتصفح: فهو يضم {n} رقمًا من إدخالك، وهذا أكثر مما تتسع له حالة محفوظة. «تصدير ← JSON» يحفظه.', other: 'لا يُحفَظ عملك في هذا المتصفح: فهو يضم {n} من الأرقام من إدخالك، وهذا أكثر مما تتسع له حالة محفوظة. «تصدير ← JSON» يحفظه.' },
  'share.keep.tooLong': 'لا يُحفَظ عملك في هذا المتصفح: يبلغ طوله {length} من الأحرف، والحد الأقصى لطول الحالة {max}. «مشاركة ← نسخ الرابط» يحفظه.',
  'share.keep.storageFull': 'لا يُحفَظ عملك في هذا المتصفح: امتلأت مساحة التخزين التي يخصّصها المتصفح لهذه الصفحة. «مشاركة ← نسخ الرابط» يحفظه.',
  'share.keep.tooLarge': 'لا يُحفَظ عملك في هذا المتصفح: فهو أكبر من أن يُحفظ في هذا المتصفح. «مشاركة ← نسخ الرابط» يحفظه.',
  'share.keep.tooLargeCompressed': 'لا يُحفَظ عملك في هذا المتصفح: فهو أكبر من أن يُحفظ، حتى بعد ضغطه. «مشاركة ← نسخ الرابط» يحفظه.',
  'share.keep.notAllowed': 'لا يُحفَظ عملك في هذا المتصفح: لا يسمح هذا المتصفح للصفحة بحفظ أي شيء. «مشاركة ← نسخ الرابط» يحفظه.',
  'share.keep.refused': 'لا يُحفَظ عملك في هذا المتصفح: {reason}. «مشاركة ← نسخ الرابط» يحفظه.',
  'share.keep.staysSaved': '{message} يبقى محفوظًا؛ اختر مثالًا أو «إعادة الضبط إلى القيم الافتراضية» للبدء من جديد.',
  'share.keep.pendingBack': 'عادت آخر تعديلاتك كما تركتها، لكن المحرّك لا يقبلها بعد (انظر الحقول المعلَّمة بالأحمر).',
  'share.link.empty': 'لا يحمل الرابط أي حالة.',
  'share.link.tooLong': 'حالة الرابط طويلة جدًا ({length} من الأحرف؛ والحد الأقصى {max}).',
  'share.link.badCharacters': 'تعذّرت قراءة حالة الرابط (فيها أحرف لا تظهر في أي حالة).',
  'share.link.unreadable': 'تعذّرت قراءة حالة الرابط ({reason}).',
  'share.link.characters': 'فيها أحرف لا تظهر في أي حالة',
  'share.link.notObject': 'حالة الرابط ليست كائنًا.',
  'share.link.version': 'إصدار حالة الرابط هو {version}، وهذه الصفحة تقرأ الإصدار {current}.',
  'share.link.noExample': 'يسمّي الرابط مثالًا غير موجود في هذه الصفحة.',
  'share.link.configNotObject': 'إعدادات الرابط ليست كائنًا.',
  'share.link.numbersNotObject': 'أرقام الرابط ليست كائنًا.',
  'share.link.examplesTensor': 'يستخدم الرابط {name} الخاص بالمثال، لكن المثال لا يحتويه.',
  'share.link.doesNotFit': 'تعديلات الرابط على {name} لا تناسب شكله.',
  'share.link.wrongType': 'نوع الحقل {what} في الرابط غير صحيح.',
  'share.link.wholeNumber': 'يجب أن يكون الحقل {what} في الرابط عددًا صحيحًا من {lo} إلى {hi}.',
  'share.link.fieldTooLong': 'الحقل {what} في الرابط طويل جدًا.',
  'share.link.numberList': 'يجب أن يكون الحقل {what} في الرابط قائمة لا تتجاوز {max} من الأرقام.',
  'share.link.positional': 'يجب أن يكون الحقل positional في الرابط واحدًا مما يلي: {list}.',
  'share.link.mask': 'يجب أن يكون قناع الرابط واحدًا مما يلي: {list}.',
  'share.export.figureHint': 'الخطوة الحالية في صورة شكل (مدخلاتها ونتيجتها، مع أشكالها):',
  'share.export.png': 'صورة PNG بدقة مضاعفة',
  'share.export.svg': 'رسم SVG متّجهي',
  'share.export.matrix': 'المصفوفة (العنصر والرأس المعروضان)',
  'share.export.csv': 'CSV',
  'share.export.latex': 'LaTeX bmatrix',
  'share.export.json': 'سجلّ الحساب كاملًا (JSON)',
  'share.export.title': '{name}: {axes} = {shape}',
  'share.export.titleWhere': '{name}، {where}: {axes} = {shape}',
  'share.export.separator': '، ',
  'share.figure.subtitle': '{names} · {shape} ({axes})',
  'share.figure.mayAttend': '0: يُسمح بالانتباه',
  'share.figure.mayNot': '−∞: لا يُسمح',
  'share.figure.ratio': 'الوزن ÷ الحصة المتساوية، مقياس لوغاريتمي',
  'share.figure.masked': '−∞ (مقنَّع)',
  'share.trace.tooLarge': 'هذا الملف أكبر من أن يكون سجلّ حساب.',
  'share.trace.notJson': 'هذا ليس JSON ({reason}).',
  'share.trace.notTrace': 'ملف JSON هذا ليس سجلّ حساب من Attention Lab (قيمة "format" فيه ليست "attention-lab-trace").',
  'share.trace.version': 'إصدار سجلّ الحساب هذا هو {version}، وهذه الصفحة تقرأ الإصدار {current}.',
  'share.trace.notNumbers': '{name} في سجلّ الحساب ليس قائمة من أرقام منتهية.',
  'share.numbers.hint': 'الصق مصفوفة بصيغة CSV، أو صفوفًا من الأرقام، أو قائمة Python/NumPy، أو bmatrix من LaTeX. ويمكنك أيضًا لصقها مباشرة على مصفوفة مدخلات أو أوزان في منطقة العرض.',
  'share.numbers.into': 'إلى',
  'share.numbers.placeholder': '0.1, 0.2\n0.3, 0.4   — [[0.1, 0.2], [0.3, 0.4]] — \\begin{bmatrix} … \\end{bmatrix}',
  'share.numbers.use': 'استخدم هذه الأرقام',
  'share.numbers.import': 'استيراد سجلّ حساب JSON (مُصدَّر من هنا)',
  'share.numbers.notPart': '{name} ليس جزءًا من هذه الإعدادات.',
  'share.numbers.wrongShape': 'شكل {name} هو {shape}، وشكل ما لصقته {pasted}.',
  'share.numbers.read': '{name}: قُرئت أرقام بشكل {shape} ({format}).',
  'share.numbers.format.csv': 'CSV',
  'share.numbers.format.list': 'قائمة',
  'share.numbers.format.latex': 'LaTeX',
  'share.numbers.format.whitespace': 'مفصولة بمسافات',
  'share.check.intro': 'اكتب مصفوفات كتاب دراسي؛ يحسب المحرّك النتائج الصحيحة (انتباه متقاطع بأوزان الوحدة) ويعلّم المواضع التي يختلف فيها النص.',
  'share.check.have': 'لديّ',
  'share.check.modeQkv': 'Q وK وV',
  'share.check.modeScores': 'الدرجات (Q·Kᵀ) فقط',
  'share.check.placeholderQ': 'Q، صف لكل استعلام (أرقام تفصل بينها مسافات)',
  'share.check.placeholderK': 'K، صف لكل مفتاح',
  'share.check.placeholderV': 'V، صف لكل مفتاح',
  'share.check.placeholderScores': 'الدرجات، T×S، قبل القسمة على √d_k',
  'share.check.scores': 'الدرجات',
  'share.check.mask': 'القناع',
  'share.check.maskNone': 'بلا قناع',
  'share.check.maskCausal': 'سببي',
  'share.check.sourceWeights': 'أوزان مصدرك',
  'share.check.sourceOutput': 'مخرجات مصدرك',
  'share.check.placeholderWeights': 'أوزان الانتباه في مصدرك (اختياري)',
  'share.check.placeholderZ': 'المخرجات / السياق Z في مصدرك (اختياري)',
  'share.check.run': 'احسب القيم الصحيحة',
  'share.check.titleScaled': 'الدرجات المقيَّسة Q·Kᵀ/√d_k',
  'share.check.titleWeights': 'أوزان الانتباه (softmax)',
  'share.check.titleOutput': 'المخرجات Z = الأوزان·V',
  'share.check.shapeDiffers': '{title}: يعطي النص {given}، والشكل الصحيح {shape}.',
  'share.check.needsQk': 'يتطلب تتبّع الخطوات في المختبر وجود Q وK؛ فالدرجات وحدها لا تكشف أي المتجهات أنتجتها.',
  'share.check.stepThrough': 'تتبّعه خطوة خطوة في المختبر',
  'share.check.caption': '{title} ({shape})',
  'share.check.captionCut': '{title} ({shape}؛ يُعرض أول {shown} فقط)',
  'share.check.captionDiffer': { zero: '{title} ({shape}) — لا تختلف أي قيمة عن النص', one: '{title} ({shape}) — قيمة واحدة تختلف عن النص', two: '{title} ({shape}) — قيمتان تختلفان عن النص', few: '{title} ({shape}) — {n} قيم تختلف عن النص', many: '{title} ({shape}) — {n} قيمة تختلف عن النص', other: '{title} ({shape}) — {n} قيمة تختلف عن النص' },
  'share.check.captionCutDiffer': { zero: '{title} ({shape}؛ يُعرض أول {shown} فقط) — لا تختلف أي قيمة عن النص', one: '{title} ({shape}؛ يُعرض أول {shown} فقط) — قيمة واحدة تختلف عن النص', two: '{title} ({shape}؛ يُعرض أول {shown} فقط) — قيمتان تختلفان عن النص', few: '{title} ({shape}؛ يُعرض أول {shown} فقط) — {n} قيم تختلف عن النص', many: '{title} ({shape}؛ يُعرض أول {shown} فقط) — {n} قيمة تختلف عن النص', other: '{title} ({shape}؛ يُعرض أول {shown} فقط) — {n} قيمة تختلف عن النص' },
  'share.check.cellSource': 'المصدر: {value}',
  'share.check.cellTitle': 'يقول النص {claimed}، والقيمة الصحيحة {value}.',
  'share.embed.noExample': 'لا يوجد مثال باسم «{name}».',
  'share.embed.mask': 'يجب أن تكون قيمة mask واحدة مما يلي: {list}.',
  'share.embed.whole': 'يجب أن تكون قيمة {name} عددًا صحيحًا أكبر من 0، مكتوبًا بالأرقام.',
  'share.embed.kvHeads': 'يجب أن تكون قيمة kv-heads عددًا صحيحًا (0 = واحد لكل رأس)، مكتوبًا بالأرقام.',
  'share.embed.positional': 'يجب أن تكون قيمة positional واحدة مما يلي: {list}.',
  'share.embed.head': { zero: 'يجب أن تكون قيمة head رقمًا من 0 إلى {last} (في هذا المثال {n} من الرؤوس)، أو «all».', one: 'يجب أن تكون قيمة head رقمًا من 0 إلى {last} (في هذا المثال رأس واحد)، أو «all».', two: 'يجب أن تكون قيمة head رقمًا من 0 إلى {last} (في هذا المثال رأسان)، أو «all».', few: 'يجب أن تكون قيمة head رقمًا من 0 إلى {last} (في هذا المثال {n} رؤوس)، أو «all».', many: 'يجب أن تكون قيمة head رقمًا من 0 إلى {last} (في هذا المثال {n} رأسًا)، أو «all».', other: 'يجب أن تكون قيمة head رقمًا من 0 إلى {last} (في هذا المثال {n} رأس)، أو «all».' },
  'share.embed.item': { zero: 'يجب أن تكون قيمة item رقمًا من 0 إلى {last} (في دفعة هذا المثال {n} من العناصر).', one: 'يجب أن تكون قيمة item رقمًا من 0 إلى {last} (في دفعة هذا المثال عنصر واحد).', two: 'يجب أن تكون قيمة item رقمًا من 0 إلى {last} (في دفعة هذا المثال عنصران).', few: 'يجب أن تكون قيمة item رقمًا من 0 إلى {last} (في دفعة هذا المثال {n} عناصر).', many: 'يجب أن تكون قيمة item رقمًا من 0 إلى {last} (في دفعة هذا المثال {n} عنصرًا).', other: 'يجب أن تكون قيمة item رقمًا من 0 إلى {last} (في دفعة هذا المثال {n} عنصر).' },
  'share.embed.theme': 'يجب أن تكون قيمة theme واحدة من: light أو dark أو auto.',
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
