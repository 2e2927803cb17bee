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
  // ── end of lessons ──

  // ── share ──
  'share.bar.share': '分享',
  'share.bar.export': '导出',
  'share.bar.numbers': '你的数字',
  'share.bar.check': '核对示例',
  'share.bar.link': '指向当前视图的链接',
  'share.bar.element': '嵌入：自定义元素（一个脚本）',
  'share.bar.iframe': '嵌入：iframe',
  'share.bar.resetButton': '恢复默认设置',
  'share.bar.reset': '已恢复默认设置。',
  'share.bar.notLoaded': '未加载此分享状态：{reason}',
  'share.bar.imported': '轨迹已导入：引擎根据其中的输入和权重重新计算了一遍。',
  'share.bar.notImported': '未导入：{reason}',
  'share.bar.notPasted': '未粘贴到 {name}：{reason}',
  'share.bar.notUsed': '未使用：{reason}',
  'share.menu.copy': '复制',
  'share.menu.copied': '{label}：已复制。',
  'share.menu.selected': '{label}：已选中——请按 Ctrl+C（此页面可能无法使用剪贴板）。',
  'share.keep.linkAndChapter': '此链接除了分享状态之外，还指定了一个章节或示例；页面显示的是该章节或示例。若要查看分享状态，请打开去掉 ?… 部分的链接。',
  'share.keep.showingShared': '正在显示链接中的分享状态。',
  'share.keep.tooManyNumbers': { other: '你的工作没有保存在此浏览器中：其中有 {n} 个你自己输入的数字，超出了保存状态所能容纳的上限。“导出 → JSON”可以保存它。' },
  'share.keep.tooLong': '你的工作没有保存在此浏览器中：它有 {length} 个字符，而一个状态最多只能有 {max} 个字符。“分享 → 复制链接”可以保存它。',
  'share.keep.storageFull': '你的工作没有保存在此浏览器中：浏览器为此页面提供的存储空间已满。“分享 → 复制链接”可以保存它。',
  'share.keep.tooLarge': '你的工作没有保存在此浏览器中：它太大，无法保存在此浏览器中。“分享 → 复制链接”可以保存它。',
  'share.keep.tooLargeCompressed': '你的工作没有保存在此浏览器中：它太大，即使压缩后也无法保存。“分享 → 复制链接”可以保存它。',
  'share.keep.notAllowed': '你的工作没有保存在此浏览器中：此浏览器不允许页面保存任何内容。“分享 → 复制链接”可以保存它。',
  'share.keep.refused': '你的工作没有保存在此浏览器中：{reason}。“分享 → 复制链接”可以保存它。',
  'share.keep.staysSaved': '{message} 它仍然保存着；请选择一个示例或点击“恢复默认设置”重新开始。',
  'share.keep.pendingBack': '你上次的编辑已按原样恢复；引擎暂时还不接受它们（见标红的字段）。',
  'share.link.empty': '链接中没有状态。',
  'share.link.tooLong': '链接中的状态太长（{length} 个字符；最多 {max} 个）。',
  'share.link.badCharacters': '无法读取链接中的状态（其中含有状态中不会出现的字符）。',
  'share.link.unreadable': '无法读取链接中的状态（{reason}）。',
  'share.link.characters': '其中含有状态中不会出现的字符',
  'share.link.notObject': '链接中的状态不是一个对象。',
  'share.link.version': '链接中的状态版本为 {version}；本页面读取的是版本 {current}。',
  'share.link.noExample': '链接指定了本页面没有的示例。',
  'share.link.configNotObject': '链接中的配置不是一个对象。',
  'share.link.numbersNotObject': '链接中的数字不是一个对象。',
  'share.link.examplesTensor': '链接使用了示例的 {name}，但该示例没有它。',
  'share.link.doesNotFit': '链接对 {name} 的修改与其形状不符。',
  'share.link.wrongType': '链接中 {what} 的类型不正确。',
  'share.link.wholeNumber': '链接中的 {what} 必须是 {lo} 到 {hi} 之间的整数。',
  'share.link.fieldTooLong': '链接中的 {what} 太长。',
  'share.link.numberList': '链接中的 {what} 必须是最多含 {max} 个数字的列表。',
  'share.link.positional': '链接中的 positional 必须是以下之一：{list}。',
  'share.link.mask': '链接中的掩码必须是以下之一：{list}。',
  'share.export.figureHint': '将当前步骤导出为图（包含其输入与结果，并标注形状）：',
  'share.export.png': 'PNG（2×）',
  'share.export.svg': 'SVG（矢量）',
  'share.export.matrix': '矩阵（当前显示的样本和头）',
  'share.export.csv': 'CSV',
  'share.export.latex': 'LaTeX bmatrix',
  'share.export.json': '完整轨迹（JSON）',
  'share.export.title': '{name}: {axes} = {shape}',
  'share.export.titleWhere': '{name}，{where}：{axes} = {shape}',
  'share.export.separator': '，',
  'share.figure.subtitle': '{names} · {shape} ({axes})',
  'share.figure.mayAttend': '0：可关注',
  'share.figure.mayNot': '−∞：不可关注',
  'share.figure.ratio': '权重 ÷ 平均份额，对数刻度',
  'share.figure.masked': '−∞（已掩码）',
  'share.trace.tooLarge': '该文件太大，不可能是轨迹文件。',
  'share.trace.notJson': '这不是 JSON（{reason}）。',
  'share.trace.notTrace': '该 JSON 不是 Attention Lab 的轨迹（其 "format" 不是 "attention-lab-trace"）。',
  'share.trace.version': '该轨迹的版本为 {version}；本页面读取的是版本 {current}。',
  'share.trace.notNumbers': '轨迹中的 {name} 不是由有限数字组成的列表。',
  'share.numbers.hint': '粘贴一个矩阵：CSV、逐行的数字、Python/NumPy 列表或 LaTeX bmatrix 均可。你也可以直接把它粘贴到舞台上的输入矩阵或权重矩阵上。',
  'share.numbers.into': '粘贴到',
  'share.numbers.placeholder': '0.1, 0.2\n0.3, 0.4   — 或 [[0.1, 0.2], [0.3, 0.4]]，或 \\begin{bmatrix} … \\end{bmatrix}',
  'share.numbers.use': '使用这些数字',
  'share.numbers.import': '导入 JSON 轨迹（在此处导出的）',
  'share.numbers.notPart': '{name} 不属于当前配置。',
  'share.numbers.wrongShape': '{name} 的形状是 {shape}；你粘贴的是 {pasted}。',
  'share.numbers.read': '{name}：已读取 {shape} 个数字（{format}）。',
  'share.numbers.format.csv': 'CSV',
  'share.numbers.format.list': '列表',
  'share.numbers.format.latex': 'LaTeX',
  'share.numbers.format.whitespace': '空格分隔',
  'share.check.intro': '输入教科书中的矩阵；引擎会算出真实结果（使用恒等权重的交叉注意力），并标出书中与之不同的地方。',
  'share.check.have': '我有',
  'share.check.modeQkv': 'Q、K 和 V',
  'share.check.modeScores': '仅有分数（Q·Kᵀ）',
  'share.check.placeholderQ': 'Q，每个查询一行：0.2 0.4 0.6 0.8 …',
  'share.check.placeholderK': 'K，每个键一行',
  'share.check.placeholderV': 'V，每个键一行',
  'share.check.placeholderScores': '分数，T×S，除以 √d_k 之前',
  'share.check.scores': '分数',
  'share.check.mask': '掩码',
  'share.check.maskNone': '无',
  'share.check.maskCausal': '因果',
  'share.check.sourceWeights': '资料中的权重',
  'share.check.sourceOutput': '资料中的输出',
  'share.check.placeholderWeights': '你的资料给出的注意力权重（可选）',
  'share.check.placeholderZ': '你的资料给出的输出 / 上下文 Z（可选）',
  'share.check.run': '计算真实值',
  'share.check.titleScaled': '缩放后的分数 Q·Kᵀ/√d_k',
  'share.check.titleWeights': '注意力权重（softmax）',
  'share.check.titleOutput': '输出 Z = 权重·V',
  'share.check.shapeDiffers': '{title}：书中给出的是 {given}，真实形状是 {shape}。',
  'share.check.needsQk': '要在实验室中逐步查看，需要 Q 和 K：仅凭分数无法知道是哪些向量得出了它们。',
  'share.check.stepThrough': '在实验室中逐步查看',
  'share.check.caption': '{title}（{shape}）',
  'share.check.captionCut': '{title}（{shape}；仅显示前 {shown}）',
  'share.check.captionDiffer': { other: '{title}（{shape}）— 有 {n} 处与书中不同' },
  'share.check.captionCutDiffer': { other: '{title}（{shape}；仅显示前 {shown}）— 有 {n} 处与书中不同' },
  'share.check.cellSource': '资料：{value}',
  'share.check.cellTitle': '书中写的是 {claimed}；真实值是 {value}。',
  'share.embed.noExample': '没有名为“{name}”的示例。',
  'share.embed.mask': 'mask 必须是以下之一：{list}。',
  'share.embed.whole': '{name} 必须是大于 0 的整数，并用数字书写。',
  'share.embed.kvHeads': 'kv-heads 必须是整数（0 表示每个头各一个），并用数字书写。',
  'share.embed.positional': 'positional 必须是以下之一：{list}。',
  'share.embed.head': { other: 'head 必须是 0 到 {last} 之间的数字（此示例有 {n} 个头），或“all”。' },
  'share.embed.item': { other: 'item 必须是 0 到 {last} 之间的数字（此示例的批次有 {n} 个样本）。' },
  'share.embed.theme': 'theme 必须是 light、dark 或 auto。',
  // ── end of share ──

  // ── train ──
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
