// 简体中文: the same keys as en.js (which says what each one is for); a key missing here is shown in English,
// and tests/js/i18n.test.mjs lists it. Sections as in en.js.
export const zh = {
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
  'lessons.panel.label': '课程',
  'lessons.panel.tabTour': '导览',
  'lessons.panel.tabExercises': '练习',
  'lessons.panel.tabDecode': '逐个生成词元',
  'lessons.panel.tabEquivalence': '多头等价',
  'lessons.panel.introDecode': '把这个句子的因果自注意力借助键/值缓存逐个词元重放一遍，就像模型生成文本时那样。下方的实验室展示的是一次性完成的同一计算。',
  'lessons.panel.introEquivalence': '把当前配置自己的权重逐个头拆开来看。请在“头”菜单中选择头。',
  'lessons.panel.explore': '自由探索 ✕',
  'lessons.panel.back': '↺ 回到你的设置',
  'lessons.tour.chapters': '章节',
  'lessons.tour.chapterLabel': '第 {n} 章：{title}',
  'lessons.tour.title': '第 {n} 章（共 {count} 章）：{title}',
  'lessons.tour.previous': '◀ 上一章',
  'lessons.tour.next': '下一章 ▶',
  'lessons.tour.finish': '自由探索 ▶',
  'lessons.tour.link': '链接：?chapter={n}',
  'lessons.tour.keys': '按 PageUp / PageDown 切换章节',
  'lessons.tour.needsConfig': '（本章需要它自己的配置：{reason}）',
  'lessons.stage.decodeTitle': '逐个生成词元',
  'lessons.stage.decodeCausal': '生成是因果自注意力：无论面板上选的是哪种掩码，这里都在句子上使用因果掩码。',
  'lessons.stage.kvCacheTitle': 'KV 缓存大小：MHA、GQA 与 MQA',
  'lessons.stage.equivalenceTitle': '多头等价，用数字说明',
  'lessons.stage.tooLarge': '这个配置太大，无法保留所有张量；请把它调小',
  'lessons.stage.cannotShow': '当前配置无法显示此视图：{reason}',
  'lessons.kvCache.gqa': { other: 'GQA ({n} 个 kv 头)' },
  'lessons.generation.empty': '请至少输入一个词元。',
  'lessons.generation.tooLong': { other: '模型最多读取 {n} 个词元；这段文本有 {length} 个。' },
  'lessons.exercises.intro': '先预测，再用引擎检验。题目使用左侧面板中的配置；修改配置后可以生成一组新题。',
  'lessons.exercises.fresh': '用此配置生成新练习',
  'lessons.exercises.link': '这组练习的链接',
  'lessons.exercises.missing': '“{spec}”在此配置中不存在。',
  'lessons.exercises.check': '检查',
  'lessons.exercises.shapePlaceholder': '各轴大小，如 4×5×6',
  'lessons.exercises.valuePlaceholder': '一个数，如 {example}',
  'lessons.exercises.shapePrompt': '{sizes}：{name} 的形状是什么？',
  'lessons.exercises.shapeHint': '按顺序写出所有轴，写法如 4×5×6。',
  'lessons.exercises.shapeIs': '{name} 是 {axes} = {shape}。',
  'lessons.exercises.madeBy': '它由步骤“{step}”生成。',
  'lessons.exercises.cellWithHead': '{name}[样本 {b}，头 {h}，第 {r} 行“{rowLabel}”，第 {c} 列“{colLabel}”]',
  'lessons.exercises.cell': '{name}[样本 {b}，第 {r} 行“{rowLabel}”，第 {c} 列“{colLabel}”]',
  'lessons.exercises.valuePrompt': '{sizes}：{cell} 等于多少？',
  'lessons.exercises.givenAndHint': '{given}{hint}',
  'lessons.exercises.valueHint': '一个数，保留两位小数。',
  'lessons.exercises.maskedHint': '一个保留两位小数的数，或 −∞（输入 -inf）。',
  'lessons.exercises.givenWeights': 'masked 的第 {r} 行是 {values}。',
  'lessons.exercises.givenMasked': 'scaled[{r}, {c}] = {value}；掩码：{mask}。',
  'lessons.exercises.givenScaled': 'scores[{r}, {c}] = {value}，d_k = {dK}。',
  'lessons.exercises.givenScoresLong': 'Q_h 的第 {r} 行和 K_h 的第 {c} 行各有 d_k = {dK} 个数。',
  'lessons.exercises.givenScores': 'Q_h 的第 {r} 行是 {q}；K_h 的第 {c} 行是 {k}。',
  'lessons.exercises.givenConcat': 'd_v = {dV}：第 {c} 列属于头 {head}。',
  'lessons.exercises.mask.none': '无',
  'lessons.exercises.mask.causal': '因果',
  'lessons.exercises.mask.padding': '填充',
  'lessons.exercises.mask.causalPadding': '因果 + 填充',
  'lessons.exercises.mask.sliding': '滑动窗口',
  'lessons.exercises.mask.slidingPadding': '滑动窗口 + 填充',
  'lessons.exercises.mask.custom': '自定义',
  'lessons.exercises.typeSizes': '请输入各轴的大小，写法如 4×5×6。',
  'lessons.exercises.rightShape': '正确：{shape}。',
  'lessons.exercises.rightSlice': { other: '对一个切片来说是对的，但整个张量有 {n} 个轴：{shape}。' },
  'lessons.exercises.wrongShape': '不太对：引擎中的 {name} 是 {shape}。',
  'lessons.exercises.typeNumber': '请输入一个数（或 -inf）。',
  'lessons.exercises.rightMasked': '正确：−∞（掩码遮住了这个键）。',
  'lessons.exercises.rightValue': '正确：引擎算出的是 {value}。',
  'lessons.exercises.wrongValue': '不太对：引擎算出的是 {value}。',
  'lessons.paste.empty': '请粘贴一些数。',
  'lessons.paste.tooLong': '作为一个矩阵，这段文本太长了（超过 8 MB）。',
  'lessons.paste.noNumbers': '没有找到数。',
  'lessons.paste.ragged': { other: '第 {row} 行有 {n} 个数，而第 1 行有 {cols} 个：每一行的个数必须相同。' },
  'lessons.paste.tooMany': '{rows}×{cols} 超过了 {max} 个数。',
  'lessons.paste.notNumber': '第 {row} 行第 {col} 列：“{text}”不是一个数。',
  'lessons.paste.noEnd': '{begin} 没有对应的 {end}。',
  'lessons.paste.unclosed': '有一个“[”没有闭合。',
  'lessons.paste.onlyNumbers': '列表中只能出现数、逗号和方括号。',
  'lessons.paste.tooDeep': '只读取一层或两层方括号（一个矩阵）；请先选定一个样本或一个头。',
  'lessons.paste.qkColumns': { other: 'Q 有 {n} 列而 K 有 {k} 列：Q·Kᵀ 要求 d_k 相同。' },
  'lessons.paste.kvRows': { other: 'K 有 {n} 行而 V 有 {v} 行：每个键都需要一行值。' },
  'lessons.paste.dK': 'd_k 必须是不小于 1 的整数（分数要除以 √d_k）。',
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
