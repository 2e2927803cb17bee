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
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  'engine.config.range': 'يجب أن يكون {field} ({value}) بين {lo} و{hi}',
  'engine.config.rangeHint': 'يجب أن يكون {field} ({value}) بين {lo} و{hi}؛ {hint}',
  'engine.hint.queryLen': '0 يعني موضعًا واحدًا لكل رمز من النص',
  'engine.hint.keyLen': '0 يعني مثل نص المفاتيح',
  'engine.hint.dK': '0 يعني dModel / heads',
  'engine.hint.dV': '0 يعني dModel / heads',
  'engine.hint.dFF': '0 يعني 4·dModel',
  'engine.hint.kvHeads': '0 يعني قيمة heads؛ ويجب أن يكون heads من مضاعفاته (1: استعلام متعدد)',
  'engine.hint.window': 'الأقنعة المنزلقة: يرى الاستعلام t المفاتيح s التي تحقق t − window < s ≤ t',
  'engine.config.kvHeadsGroups': 'يجب أن يكون heads ({heads}) من مضاعفات kvHeads ({kvHeads}): كل رأس مفتاح/قيمة يخدم العدد نفسه من رؤوس الاستعلام',
  'engine.config.ropeBase': 'يجب أن يكون ropeBase ({value}) أكبر من 0 وألا يتجاوز 1e9؛ القيمة المعتادة 10000',
  'engine.config.ropeOdd': 'يدوّر RoPE أزواجًا من السمات: يجب أن يكون dK ({dK}) زوجيًا',
  'engine.config.headsDivide': 'يجب أن يقبل dModel ({dModel}) القسمة على heads ({heads})، أو حدِّد dK وdV بنفسك',
  'engine.config.keyLenSelf': 'يجب أن يساوي keyLen ({keyLen}) قيمة queryLen ({queryLen}) في الانتباه الذاتي؛ فعِّل crossAttention لاستخدام طول مختلف للمفاتيح',
  'engine.config.textEmpty': 'لا يحتوي النص على كلمات؛ اكتب جملة (أو أعطِ X)',
  'engine.config.sourceEmpty': 'لا يحتوي النص المصدر على كلمات؛ اكتب جملة (أو أعطِ X_kv)',
  'engine.config.notInput': '«{name}» ليس مُدخلًا يقبله المحرّك؛ فهو يقبل {names}',
  'engine.config.notInputSelf': '«{name}» ليس مُدخلًا يقبله المحرّك (عند تفعيل crossAttention أعطِ X_q وX_kv)؛ فهو يقبل {names}',
  'engine.config.notInputCross': '«{name}» ليس مُدخلًا يقبله المحرّك (فعِّل crossAttention، أو أعطِ X)؛ فهو يقبل {names}',
  'engine.config.keepUnknown': 'يذكر keep الاسم «{name}»، وهو ليس موترًا؛ اختر من {names}',
  'engine.config.biasOff': 'أُعطي {name} لكن bias معطَّل؛ فعِّل bias',
  'engine.config.givenLength': 'عدد قيم {name} هو {count}؛ المتوقع B×{axis}×dModel = {B}×{len}×{dModel} = {total}',
  'engine.config.givenLengthUnknown': 'عدد قيم {name} هو {count}؛ المتوقع B×{axis}×dModel = {B}×?×{dModel}',
  'engine.config.givenSize': 'عدد قيم {name} هو {count}؛ المتوقع {shape} = {size}',
  'engine.config.givenValue': 'قيمة {name}[{index}] هي {value}؛ يجب أن تكون كل قيمة عددًا منتهيًا بين -1e6 و1e6',
  'engine.config.validLengthsCount': 'عدد مُدخلات validLengths هو {count}؛ أعطِ مُدخلًا واحدًا لكل عنصر في الدفعة ({B})',
  'engine.config.validLengthsRange': 'يجب أن يكون validLengths[{index}] ({value}) بين 0 وعدد المفاتيح ({S})',
  'engine.config.customMaskSize': 'عدد قيم customMask هو {count}؛ المتوقع T×S = {T}×{S} = {TS}',
  'engine.config.customMaskSizeBatch': 'عدد قيم customMask هو {count}؛ المتوقع T×S = {T}×{S} = {TS} أو B×T×S = {BTS}',
  'engine.config.customMaskValue': 'قيمة customMask[{index}] هي {value}؛ استخدم 1 حيث يجوز للاستعلام الانتباه و0 حيث لا يجوز',
  'engine.config.flashTiles': 'ينتج flash عددًا من البلاطات قدره {tiles} ({tilesQ} للاستعلامات × {tilesK} للمفاتيح)؛ الحد هو {max}: كبِّر blockQ أو blockK',
  'engine.config.tooLarge': 'يحتاج هذا الإعداد إلى نحو {mb} MB؛ الحد هو {max} MB. صغِّر T أو S أو heads أو batch، أو احتفظ بعدد أقل من الموترات',
  'engine.note.textLines': { zero: 'عدد أسطر النص {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', one: 'عدد أسطر النص {lines}؛ وقيمة batch هي {batch}، لذا يُستخدم السطر الأول فقط.', two: 'عدد أسطر النص {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', few: 'عدد أسطر النص {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', many: 'عدد أسطر النص {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', other: 'عدد أسطر النص {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.' },
  'engine.note.sourceLines': { zero: 'عدد أسطر النص المصدر {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', one: 'عدد أسطر النص المصدر {lines}؛ وقيمة batch هي {batch}، لذا يُستخدم السطر الأول فقط.', two: 'عدد أسطر النص المصدر {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', few: 'عدد أسطر النص المصدر {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', many: 'عدد أسطر النص المصدر {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.', other: 'عدد أسطر النص المصدر {lines}؛ وقيمة batch هي {batch}، لذا تُستخدم الأسطر الأولى فقط وعددها {batch}.' },
  'engine.note.textLineCut': { zero: 'عدد رموز السطر {line} من النص {tokens}؛ والطول {len}، لذا لا يُستخدم آخر {n} رمز.', one: 'عدد رموز السطر {line} من النص {tokens}؛ والطول {len}، لذا لا يُستخدم الرمز الأخير.', two: 'عدد رموز السطر {line} من النص {tokens}؛ والطول {len}، لذا لا يُستخدم الرمزان الأخيران.', few: 'عدد رموز السطر {line} من النص {tokens}؛ والطول {len}، لذا لا تُستخدم آخر {n} رموز.', many: 'عدد رموز السطر {line} من النص {tokens}؛ والطول {len}، لذا لا يُستخدم آخر {n} رمزًا.', other: 'عدد رموز السطر {line} من النص {tokens}؛ والطول {len}، لذا لا يُستخدم آخر {n} رمز.' },
  'engine.note.sourceLineCut': { zero: 'عدد رموز السطر {line} من النص المصدر {tokens}؛ والطول {len}، لذا لا يُستخدم آخر {n} رمز.', one: 'عدد رموز السطر {line} من النص المصدر {tokens}؛ والطول {len}، لذا لا يُستخدم الرمز الأخير.', two: 'عدد رموز السطر {line} من النص المصدر {tokens}؛ والطول {len}، لذا لا يُستخدم الرمزان الأخيران.', few: 'عدد رموز السطر {line} من النص المصدر {tokens}؛ والطول {len}، لذا لا تُستخدم آخر {n} رموز.', many: 'عدد رموز السطر {line} من النص المصدر {tokens}؛ والطول {len}، لذا لا يُستخدم آخر {n} رمزًا.', other: 'عدد رموز السطر {line} من النص المصدر {tokens}؛ والطول {len}، لذا لا يُستخدم آخر {n} رمز.' },
  'engine.note.textCut': 'عدد رموز النص {tokens}؛ لا يُستخدم منها إلا أول {max}.',
  'engine.note.sourceCut': 'عدد رموز النص المصدر {tokens}؛ لا يُستخدم منها إلا أول {max}.',
  'engine.note.crossCausal': 'القناع السببي في الانتباه المتقاطع غير معتاد: يستطيع مفكِّك الترميز في الترجمة قراءة المصدر كله، لذا لا يحمل انتباهه المتقاطع قناعًا سببيًا (بل قناع الحشو فقط). هنا يرى الموضع الهدف t مواضع المصدر 0…t.',
  'engine.got.text': 'النص «{gotText}»',
  'engine.got.array': 'مصفوفة',
  'engine.got.type': 'قيمة من النوع {gotType}',
  'engine.got.list': 'قائمة',
  'engine.got.object': 'كائن',
  'engine.got.a': 'قيمة من النوع {gotType}',
  'engine.reader.wholeNumber': 'يجب أن يكون {field} عددًا صحيحًا؛ القيمة المعطاة: {got}',
  'engine.reader.tooLarge': '{field} ({got}) كبير جدًا',
  'engine.reader.seed': 'يجب أن يكون seed عددًا صحيحًا من 0 إلى 4294967295؛ القيمة المعطاة: {got}',
  'engine.reader.number': 'يجب أن يكون {field} عددًا؛ القيمة المعطاة: {got}',
  'engine.reader.flash': 'يجب أن يكون flash إحدى القيم false أو true أو {blockQ, blockK}؛ القيمة المعطاة: {got}',
  'engine.reader.flashKey': '«{key}» ليس إعدادًا من إعدادات flash؛ أعطِ blockQ وblockK',
  'engine.reader.boolean': 'يجب أن يكون {field} إما true أو false؛ القيمة المعطاة: {got}',
  'engine.reader.text': 'يجب أن يكون {field} نصًا؛ القيمة المعطاة: {got}',
  'engine.reader.numbers': 'يجب أن يكون {field} مصفوفة أعداد أو Float32Array؛ القيمة المعطاة: {got}',
  'engine.reader.tooMany': 'يحتوي {field} على عدد كبير جدًا من القيم ({count})',
  'engine.reader.config': 'يجب أن يكون config كائنًا؛ القيمة المعطاة: {got}',
  'engine.reader.mask': 'يجب أن يكون mask واحدًا مما يلي: {names}؛ القيمة المعطاة: {got}',
  'engine.reader.positional': 'يجب أن يكون positional واحدًا مما يلي: {names}؛ القيمة المعطاة: {got}',
  'engine.reader.validLengths': 'يجب أن يحتوي validLengths على أعداد صحيحة، واحد لكل عنصر في الدفعة',
  'engine.reader.keep': 'يجب أن يكون keep مصفوفة من أسماء الموترات',
  'engine.reader.notSetting': '«{key}» ليس إعدادًا؛ الإعدادات هي {names}',
  'engine.reader.inputs': 'يجب أن يكون inputs كائنًا؛ القيمة المعطاة: {got}',
  'engine.args.unreadable': 'تعذّرت قراءة {field}: {reason}',
  'engine.args.nested': '{name} متداخل بأكثر من {max} مستويات',
  'engine.args.emptyRow': 'في {name} صف فارغ',
  'engine.args.notNumber': '{name}{where} هو {got}، وليس عددًا',
  'engine.args.ragged': 'يجب أن يكون {name}{where} قائمة طولها {n}: يجب أن تكون كل صفوف {name} بالطول نفسه',
  'engine.args.hole': '{name}{where}[{index}] مفقود (فجوة في المصفوفة)',
  'engine.args.shape': 'يجب أن يسرد {name}.shape من 1 إلى {max} من الأحجام الصحيحة، لا يقل كل منها عن 1',
  'engine.args.flatData': 'يحتوي {name}.data على أعداد عددها {count} في محاور عددها {axes}؛ والشكل {shape} يحتاج إلى {needed} منها في قائمة مسطّحة',
  'engine.args.tensor': 'يجب أن يكون {name} مصفوفة أعداد (متداخلة حسب الصفوف)، أو Float32Array، أو {shape, data}؛ القيمة المعطاة: {got}',
  'engine.args.list': 'يجب أن يكون {field} قائمة من {what}؛ القيمة المعطاة: {got}',
  'engine.args.listHole': '{field}[{index}] مفقود (فجوة في القائمة)',
  'engine.args.listItem': '{field}[{index}] هو {got}؛ ويحتوي {field} على {what}',
  'engine.list.validLengths': 'أعداد صحيحة، واحد لكل عنصر في الدفعة',
  'engine.list.customMask': '0 و1 فقط: 1 حيث يجوز للاستعلام الانتباه و0 حيث لا يجوز',
  'engine.list.keep': 'أسماء موترات',
  'engine.args.notSetting': '«{key}» ليس إعدادًا',
  'engine.args.settingType': 'يجب أن يكون {field} عددًا أو نصًا أو true/false؛ القيمة المعطاة: {got}',
  'engine.args.notFlashSetting': '«{key}» ليس إعدادًا من إعدادات flash',
  'engine.args.inputs': 'يجب أن يكون inputs كائنًا من الموترات بأسمائها، مثل {W_q: […]}؛ القيمة المعطاة: {got}',
  'engine.args.notInput': '«{name}» ليس مُدخلًا يقبله المحرّك',
  'engine.decode.causal': 'فكّ الترميز رمزًا رمزًا يعيد تشغيل الانتباه الذاتي السببي؛ اضبط mask على causal (أو sliding) وعطِّل crossAttention',
  'engine.decode.noItem': 'العنصر {item} غير موجود في الدفعة',
  'engine.decode.needs': 'يحتاج فكّ الترميز إلى {name}؛ احتفظ به عبر keep',
  'engine.decode.tooLong': 'يُعرض فكّ الترميز رمزًا رمزًا لعدد من الرموز لا يتجاوز {max}',
  'engine.api.item': 'يجب أن يكون item عددًا صحيحًا يبدأ من 0 (أول عنصر في الدفعة)؛ القيمة المعطاة: {got}',
  'engine.api.notStep': '{id} ليس خطوة؛ الخطوات هي {ids}',
  'engine.api.tensors': 'موترات lab.step كائن بالأسماء، مثل {{names}}',
  'engine.api.tensorName': '«{name}» ليس اسم موتر',
  'engine.api.memory': 'لا يتسع {name} في ذاكرة المحرّك',
  'engine.step.notStep': '«{id}» ليس خطوة؛ الخطوات هي {ids}',
  'engine.step.notTaken': 'تأخذ الخطوة {id} المُدخلات {inputs}؛ أما {name} فليس منها',
  'engine.step.notTakenOptional': 'تأخذ الخطوة {id} المُدخلات {inputs}، {optional} (اختياري)؛ أما {name} فليس منها',
  'engine.step.notTakenNone': 'لا تأخذ الخطوة {id} أي موتر؛ أما {name} فليس منها',
  'engine.step.twice': 'أُعطي {name} مرتين (أيضًا باسم {as})',
  'engine.step.needs': 'تحتاج الخطوة {id} إلى {name} ({axes})',
  'engine.step.rank': 'يجب أن يكون عدد محاور {name} هو {rank}؛ وعددها الآن {given}',
  'engine.step.axisRange': '{name}: حجم المحور {axis} هو {size}؛ يجب أن يكون من 1 إلى {max}',
  'engine.step.axisMismatch': '{name}: حجم المحور {axis} هو {size}، لكن في {other} يكون {axis} = {otherSize}',
  'engine.step.value': 'يحتوي {name} على {value} عند الفهرس المسطّح {index}؛ يجب أن تكون كل قيمة عددًا منتهيًا بين -1e6 و1e6',
  'engine.step.valueMasked': 'يحتوي {name} على {value} عند الفهرس المسطّح {index}؛ يجب أن تكون كل قيمة عددًا منتهيًا بين -1e6 و1e6 (أو −∞ حيث يوجد قناع)',
  'engine.step.range': 'يجب أن يكون {field} من 1 إلى {max}',
  'engine.step.split': 'لا يمكن تقسيم المحور الأخير ({width}) على رؤوس عددها {heads}',
  'engine.step.kvHeadsGroups': 'يجب أن يكون عدد رؤوس الاستعلام ({h}) من مضاعفات عدد رؤوس المفتاح/القيمة ({hKv})',
  'engine.step.ropeOdd': 'يدوّر RoPE أزواجًا من السمات: يجب أن يكون d_k زوجيًا',
  'engine.step.ropeBase': 'يجب أن يكون ropeBase أكبر من 0 وألا يتجاوز 1e9',
  'engine.step.flashTiles': 'سينتج flash عددًا من البلاطات قدره {tiles}؛ الحد هو {max}: كبِّر blockQ أو blockK',
  'engine.step.flashMemory': 'ستتجاوز حالات بلاطات الخطوة flash حجم {max} MB',
  'engine.step.scaleDK': 'تقسم scale على √dK: أعطِ dK من 1 إلى {max}',
  'engine.step.tooLarge': 'ستنتج الخطوة {id} نحو {mb} MB؛ الحد هو {max} MB',
  'engine.worker.stopped': 'توقف المحرّك: {reason}',
  'engine.train.range': 'قيمة {field} هي {value}؛ يجب أن تكون بين {lo} و{hi}',
  'engine.train.headsDivide': 'يجب أن ينقسم dModel ({dModel}) بالتساوي على رؤوس عددها {heads}',
  'engine.train.batchShape': 'يجب أن تتكون الدفعة من B×T من الرموز والأهداف، مع 1 ≤ T ≤ طول السياق ({context})',
  'engine.train.tokenRange': 'الرمز {token} أو الهدف {target} خارج المفردات التي حجمها {vocab}',
  'engine.train.inductionSeqLen': 'تحتاج مهمة الاستقراء إلى seqLen ≥ 8 (نسختان من 4 رموز على الأقل)',
  'engine.train.inductionVocab': 'تحتاج مهمة الاستقراء إلى مفردات من 4 رموز على الأقل',
  'engine.train.digitsSeqLen': 'تحتاج المهمة {task} إلى قيمة فردية لـ seqLen ≥ 3: n من الأرقام، ثم فاصل، ثم n من الأرقام',
  'engine.train.digitsVocab': 'تحتاج المهمة إلى مفردات من 4 رموز على الأقل (رقمان)',
  'engine.train.textShort': 'النص أقصر من تسلسل واحد',
  'engine.train.task': 'يجب أن تكون task إحدى القيم induction أو reverse أو sort أو text (وليس «{task}»)',
  'engine.train.textNeeded': 'تحتاج مهمة النص إلى نص لتتعلّمه',
  'engine.train.lr': 'يجب أن يكون lr عددًا في (0, 1]',
  'engine.train.weightDecay': 'يجب أن يكون weightDecay في [0, 1]',
  'engine.train.clip': 'يجب أن يكون clip عددًا موجبًا',
  'engine.train.batch': 'يجب أن تكون batch بين 1 و{max}',
  'engine.file.unusable': 'هذا ليس ملف safetensors صالحًا للاستخدام.',
  'engine.file.notModel': 'ملف safetensors هذا ليس نقطة حفظ من Attention Lab ولا نموذج GPT-2 (لا يحتوي على wte.weight)',
  'engine.file.checkpointLacks': 'نقطة الحفظ ينقصها {name} أو أن شكله مختلف',
  'engine.gpt2.embeddings': 'يحتاج ملف GPT-2 إلى wte.weight [vocab, d] وwpe.weight [context, d]',
  'engine.gpt2.width': 'عرض هذا النموذج {width}، وهو ليس من أحجام GPT-2: أعطِ عدد رؤوسه، loadModel(bytes, {heads})',
  'engine.gpt2.noLayers': 'لا يحتوي ملف GPT-2 على طبقات (h.0.ln_1.weight مفقود)',
  'engine.gpt2.lacks': 'ينقص ملفَّ GPT-2 الموترُ {name}',
  'engine.gpt2.shape': 'شكل {name} هو {shape}؛ ونموذج GPT-2 بعرض {width} يحتاج إلى {needed}',
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
