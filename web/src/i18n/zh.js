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
  // ── end of share ──

  // ── train ──
  'train.view.title': '训练一个模型，看它的头如何学习',
  'train.view.intro': '一个小型 Transformer 就在你的浏览器里训练。按“训练”：曲线显示它的预测错得有多厉害（损失），方块显示每个头在一个固定序列上看向哪里——每一行是一个查询，每一列是一个键，颜色越深权重越大。',
  'train.view.task': '任务',
  'train.view.size': '规模',
  'train.view.sizeDefault': '原始规模（示例所用的规模）',
  'train.view.sizeSmall': '小：2 个头，宽度 32（更快）',
  'train.view.train': '训练',
  'train.view.pause': '暂停',
  'train.view.step': '单步（+{n}）',
  'train.view.reset': '重置',
  'train.view.fileSummary': '或者打开一个模型文件：GPT-2 的 model.safetensors，或一个检查点',
  'train.view.fileLegend': 'Hugging Face 的 gpt2 页面提供 model.safetensors（548 MB）。文件在这里、在你的浏览器中读取，不会上传任何内容。你也可以把它拖放到这个视图上。',
  'train.view.fileLabel': '模型文件',
  'train.view.headsLabel': '头数（用于 GPT-2 没有的宽度）',
  'train.view.headsPlaceholder': '自动',
  'train.view.sentenceLabel': '句子（模型的探针序列）',
  'train.view.plotCaption': '实线：验证损失。浅线：最近一个批次的损失。右轴：验证准确率（虚线）、<b>第 1 层最高的前一词元分数</b>和<i>最后一层最高的归纳分数</i>（点线）。',
  'train.view.history': '历史',
  'train.view.historyStep': '历史：第 {step} 步',
  'train.view.historyStepLive': '历史：第 {step} 步（实时）',
  'train.view.attentionLegend': '每个头在探针序列上看向哪里。绿框：前一词元头（它往回看一个词元）。粉框：归纳头（它看向当前词元上一次出现之后的那个词元）。点击一个头可以屏蔽它（其输出变为零），看看什么会失效；再点一次即可恢复。',
  'train.view.measure': '逐个测量每个头：去掉它后的准确率',
  'train.view.importanceLabel': '逐个屏蔽每个头后的准确率',
  'train.view.openLayer': '在实验室中打开第 {layer} 层',
  'train.view.startingWorker': '正在启动训练 worker…',
  'train.view.noWorker': '此页面无法启动 worker，而在页面本身上训练会让它卡死。请通过 http(s) 打开页面，或在较新的浏览器中从文件打开。',
  'train.view.starting': '正在启动模型…',
  'train.view.sentenceTooShort': '请输入至少包含两个词元的句子。',
  'train.status.head': '第 {layer} 层第 {head} 个头',
  'train.status.headSeparator': '、',
  'train.status.step': '第 {step} 步 · 批次损失 {loss} · 验证损失 {evalLoss}，准确率 {accuracy}',
  'train.status.stepTraining': '第 {step} 步（训练中）· 批次损失 {loss} · 验证损失 {evalLoss}，准确率 {accuracy}',
  'train.status.phase': '相变约在第 {step} 步',
  'train.status.without': '去掉{heads}：验证损失 {loss}，准确率 {accuracy}',
  'train.status.fileModel': '{file}：{layers} × {heads}，d_model {dModel}，词表 {vocab}，上下文 {context}；只做追踪，未训练。',
  'train.status.layerCount': { other: '{n} 层' },
  'train.status.headCount': { other: '{n} 个头' },
  'train.status.sentence': { other: '句子共 {n} 个词元；预测其下一个词元：损失 {loss}，准确率 {accuracy}。' },
  'train.status.fileWithout': '去掉{heads}：损失 {loss}，准确率 {accuracy}。',
  'train.status.limit': '已停在第 {step} 步（本视图最多训练 {max} 步）。按“重置”可重新训练。',
  'train.status.headsRefused': '{file}：{message}。请在上方输入头数，文件会重新打开。',
  'train.status.fileRefused': '无法打开 {file}：{message}',
  'train.status.stopped': '训练已停止：{message}',
  'train.percent': '{value}%',
  'train.importance.sentenceDone': '预测句子下一个词元的准确率：所有头都在时为 {accuracy}；逐个屏蔽一个头时：',
  'train.importance.sentenceMeasuring': { other: '预测句子下一个词元的准确率：所有头都在时为 {accuracy}；逐个屏蔽一个头时（测量中：已测 {n} 个头）：' },
  'train.importance.heldOutDone': '第 {step} 步的验证准确率：所有头都在时为 {accuracy}；逐个屏蔽一个头时：',
  'train.importance.heldOutMeasuring': { other: '第 {step} 步的验证准确率：所有头都在时为 {accuracy}；逐个屏蔽一个头时（测量中：已测 {n} 个头）：' },
  'train.importance.head': '头',
  'train.importance.without': '去掉它后的准确率',
  'train.importance.change': '变化',
  'train.importance.points': '{change} 个百分点',
  'train.layer.fileTitle': '{file}：第 {layer} 层',
  'train.layer.taskTitle': { other: '{task}：训练 {n} 步后的第 {layer} 层' },
  'train.layer.note': '{title}。X 是该层在探针序列上的输入；W_q、W_k、W_v 和 W_o 是训练得到的权重，所以每一步显示的都是训练后的数值。',
  'train.file.headsRange': '头数必须是 1 到 64 之间的整数（留空则使用 GPT-2 自己的头数）。',
  'train.file.reading': '正在读取 {file}：{read} / {size} MB',
  'train.file.unreadable': '无法读取 {file}：{message}',
  'train.file.opening': '正在引擎中打开 {file}…',
  'train.worker.noModel': '还没有模型：请选择一个任务并按“训练”',
  'train.worker.stopped': '训练 worker 已停止：{reason}',
  'train.worker.unknown': '未知错误',
  'train.toggle.open': '训练模型',
  'train.toggle.back': '返回实验室',
  'train.tasks.inductionTitle': '归纳：续写重复的片段',
  'train.tasks.inductionBlurb': '每个序列都会重复一个随机片段，模型必须预测这段副本。它起初几乎学不到什么（平台期），随后突然形成两类头：第 1 层的前一词元头和第 2 层的归纳头。',
  'train.tasks.reverseTitle': '反转五个数字',
  'train.tasks.reverseBlurb': '五个数字、一个分隔符，然后是倒序的同样五个数字：每个输出位置学会看向它的镜像位置。',
  'train.tasks.sortTitle': '排序五个数字',
  'train.tasks.sortBlurb': '五个数字、一个分隔符，然后是排好序的这些数字。',
  'train.tasks.textTitle': '《创世记》1–11 章，逐字符',
  'train.tasks.textBlurb': '模型读取英王钦定本（King James）《创世记》1–11 章的英文文本，学习预测下一个字符。',
  'train.heads.layer': '第 {layer} 层',
  'train.heads.kindInduction': '归纳头',
  'train.heads.kindPrevious': '前一词元头',
  'train.heads.kindNone': '尚无明确模式',
  'train.heads.caption': '头 {head}：{kind} · 前 {previous} · 归 {induction}',
  'train.heads.captionOff': '头 {head}：已屏蔽 · {kind} · 前 {previous} · 归 {induction}',
  'train.heads.label': '第 {layer} 层第 {head} 个头（点击屏蔽）：探针序列上的注意力，{T}×{T}，行是查询；{kind}；前一词元分数 {previous}，归纳分数 {induction}。',
  'train.heads.labelOff': '第 {layer} 层第 {head} 个头，已屏蔽（点击恢复）：探针序列上的注意力，{T}×{T}，行是查询；{kind}；前一词元分数 {previous}，归纳分数 {induction}。',
  'train.plot.loss': '损失',
  'train.plot.accuracy': '准确率与头的分数',
  'train.plot.phase': '相变 ≈ 第 {step} 步',
  'train.plot.title': '训练曲线：验证损失在第 {firstStep} 步为 {first}，在第 {lastStep} 步为 {last}；验证准确率 {accuracy}。',
  'train.plot.titlePhase': '训练曲线：验证损失在第 {firstStep} 步为 {first}，在第 {lastStep} 步为 {last}；验证准确率 {accuracy}；相变约在第 {phase} 步。',
  'train.plot.empty': '训练曲线：还没有训练步骤。',
  'train.predict.title': '预测下一个词元',
  'train.predict.legend': '模型读取提示；最后一个位置的输出经过反嵌入（unembedding），为词表中的每个词元得到一个 logit，再由 softmax 把 logit 变成概率。追加最可能的词元再次询问，就是生成。',
  'train.predict.prompt': '提示',
  'train.predict.next': '追加最可能的词元',
  'train.predict.more': { other: '+{n} 个词元' },
  'train.predict.barsLabel': '最可能的下一个词元',
  'train.predict.likeliest': '最可能的下一个词元',
  'train.predict.empty': '请至少输入一个词元。',
  'train.predict.cache': { other: 'KV 缓存现在为 {layers} 层中每层的 {heads} 个头各保存 {n} 个键和 {n} 个值；下一个词元会各增加一个。' },
  'train.predict.cacheWindow': { other: 'KV 缓存现在为 {layers} 层中每层的 {heads} 个头各保存 {n} 个键和 {n} 个值；下一个词元会各增加一个（模型只看到最后 {n} 个词元）。' },
  'train.codecs.unknownCharacter': '“{character}”不是这个模型认识的字符；它认识的字符是 {alphabet}',
  'train.codecs.notToken': '“{text}”不是词元：请使用 0 到 {max} 之间的整数',
  'train.presets.inductionLayer2.title': '已训练：归纳头（第 2 层）',
  'train.presets.inductionLayer2.description': '一个在重复序列上训练的模型（2000 步）。序列是一个前缀，然后是重复两次的 10 词元片段；在第二份副本中，归纳头看向上一次紧跟在当前词元之后的那个词元。',
  'train.presets.inductionLayer2.note1': '在 softmax 步骤中选第二份副本里的一个查询（最后 10 行）：它最大的权重落在它早先那个“孪生”位置右边一个键上——正是模型接下来应当预测的词元。',
  'train.presets.inductionLayer2.note2': 'X 是该层在这个序列上的输入（嵌入加上第 1 层的输出）；W_q、W_k、W_v 和 W_o 是训练得到的权重，读取自 web/models/induction.safetensors。',
  'train.presets.inductionLayer1.title': '已训练：前一词元头（第 1 层）',
  'train.presets.inductionLayer1.description': '同一个模型的第一层：它有两个头关注每个查询紧前面的词元，正因如此，第 2 层才能找到“前一份副本之后的那个词元”。',
  'train.presets.inductionLayer1.note1': '在 softmax 步骤中，头 2 和头 4 把每行的大部分权重放在对角线紧左侧：每个词元都看向它的前一个词元。',
  'train.presets.inductionLayer1.note2': 'X 是带位置信息的序列嵌入；权重是来自 web/models/induction.safetensors 的训练权重。',
  'train.presets.knockout.title': '已训练：屏蔽第 1 层前一词元头后的第 2 层',
  'train.presets.knockout.description': '还是这个归纳模型，但屏蔽了第 1 层的前一词元头（其输出置为零）：第 2 层不再知道每个键前面是哪个词元，它的归纳模式也随之消失。',
  'train.presets.knockout.note1': '与“已训练：归纳头（第 2 层）”比较：权重相同，序列相同；只有 X 不同，因为第 1 层的前一词元头不再向每个词元加入“我的前一个词元是……”。',
  'train.presets.knockout.note2': '被屏蔽的头是前一词元分数至少为 0.5 的那些头（在随附的模型中是第 1 层的头 2 和头 4）。',
  'train.presets.long.title': '已训练：1024 个词元上的前一词元头',
  'train.presets.long.description': '一个使用固定正弦位置编码的归纳任务模型（在 128 词元的序列上训练），在 1024 个词元上读取：514 个随机词元，然后把最后 510 个再重复一遍。在 softmax 步骤中，对角线紧左侧的一条条纹表明有一个头在全部 1024 行中都关注每个词元的前一个词元。',
  'train.presets.long.note1': '有 1024 个键时，平均分配的份额约为 0.001，因此权重按它是平均份额的多少倍来着色（对数刻度）：条纹是平均份额的 10–100×，每行其余部分接近 1×。',
  'train.presets.long.note2': '头 1（从 0 开始数）是前一词元头；放大（滚轮或 +）可读出单个权重，把指针悬停在单元格上可查看它的算式。',
  'train.presets.long.note3': '模型从未见过这么长的序列：它的前一词元头依然有效，因为正弦位置编码在每个位置上表达“往回一步”的方式都相同。',
  'train.presets.longLayer2.title': '已训练：1024 个词元上的归纳头（第 2 层）',
  'train.presets.longLayer2.description': '同一个长序列模型的第二层，作用于同样的 1024 个词元。在最后 510 行（重复部分）中，它的头把平均份额 10–20× 的权重放在查询早先“孪生”位置之后的那个键上——对角线左侧 509 列处的一条条纹——模型正是这样预测重复内容的。',
  'train.presets.longLayer2.note1': '在 softmax 步骤中看下半部分：与对角线平行、往回 509 个键的那条亮线就是归纳条纹。上半部分（最初 514 个随机词元）没有可复制的内容，也没有条纹。',
  'train.presets.longLayer2.note2': 'X 是第 2 层在这个序列上的输入（词元嵌入、正弦位置编码和第 1 层的输出）；权重读取自 web/models/induction-long.safetensors。',
  'train.presets.text.title': '已训练：《创世记》的字符模型（第 2 层）',
  'train.presets.text.description': '一个小模型，训练来预测《创世记》1–11 章（英王钦定本，英文）的下一个字符，这里读的是第 3 节的文字。每个词元是一个字符（␣ 表示空格）。',
  'train.presets.text.note1': '在课程中打开“一次一个词元”：每个字符之后都会显示模型对下一个字符的概率，“生成”会追加它的选择，并在更长的文本上再次运行这一层。',
  'train.presets.text.note2': 'X 是该层在这段文本上的输入（带位置的字符嵌入，加上第 1 层注意力和前馈网络的输出）；权重是来自 web/models/text.safetensors 的训练权重。',
  // ── end of train ──

  // ── engine ──
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
