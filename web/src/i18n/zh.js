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
  // ── end of train ──

  // ── engine ──
  'engine.config.range': '{field}（{value}）必须介于 {lo} 和 {hi} 之间',
  'engine.config.rangeHint': '{field}（{value}）必须介于 {lo} 和 {hi} 之间；{hint}',
  'engine.hint.queryLen': '0 表示文本的每个词元占一个位置',
  'engine.hint.keyLen': '0 表示与键的文本相同',
  'engine.hint.dK': '0 表示 dModel / heads',
  'engine.hint.dV': '0 表示 dModel / heads',
  'engine.hint.dFF': '0 表示 4·dModel',
  'engine.hint.kvHeads': '0 表示等于 heads；heads 必须是它的倍数（1：多查询）',
  'engine.hint.window': '滑动掩码：查询 t 只看满足 t − window < s ≤ t 的键 s',
  'engine.config.kvHeadsGroups': 'heads（{heads}）必须是 kvHeads（{kvHeads}）的倍数：每个键/值头服务相同数量的查询头',
  'engine.config.ropeBase': 'ropeBase（{value}）必须大于 0 且不超过 1e9；通常取 10000',
  'engine.config.ropeOdd': 'RoPE 成对旋转特征：dK（{dK}）必须是偶数',
  'engine.config.headsDivide': 'dModel（{dModel}）必须能被 heads（{heads}）整除，或者你自己设置 dK 和 dV',
  'engine.config.keyLenSelf': '在自注意力中，keyLen（{keyLen}）必须等于 queryLen（{queryLen}）；要使用不同的键长度，请打开 crossAttention',
  'engine.config.textEmpty': '文本中没有词；请输入一个句子（或给出 X）',
  'engine.config.sourceEmpty': '源文本中没有词；请输入一个句子（或给出 X_kv）',
  'engine.config.notInput': '“{name}”不是引擎接受的输入；它接受 {names}',
  'engine.config.notInputSelf': '“{name}”不是引擎接受的输入（打开 crossAttention 时，请给出 X_q 和 X_kv）；它接受 {names}',
  'engine.config.notInputCross': '“{name}”不是引擎接受的输入（请打开 crossAttention，或给出 X）；它接受 {names}',
  'engine.config.keepUnknown': 'keep 中的“{name}”不是张量；请从 {names} 中选择',
  'engine.config.biasOff': '给出了 {name}，但 bias 是关闭的；请打开 bias',
  'engine.config.givenLength': '{name} 有 {count} 个值；应为 B×{axis}×dModel = {B}×{len}×{dModel} = {total}',
  'engine.config.givenLengthUnknown': '{name} 有 {count} 个值；应为 B×{axis}×dModel = {B}×?×{dModel}',
  'engine.config.givenSize': '{name} 有 {count} 个值；应为 {shape} = {size}',
  'engine.config.givenValue': '{name}[{index}] 是 {value}；每个值都必须是 -1e6 到 1e6 之间的有限数',
  'engine.config.validLengthsCount': 'validLengths 有 {count} 项；批次中每个样本给一项（{B}）',
  'engine.config.validLengthsRange': 'validLengths[{index}]（{value}）必须介于 0 和键的数量（{S}）之间',
  'engine.config.customMaskSize': 'customMask 有 {count} 个值；应为 T×S = {T}×{S} = {TS}',
  'engine.config.customMaskSizeBatch': 'customMask 有 {count} 个值；应为 T×S = {T}×{S} = {TS} 或 B×T×S = {BTS}',
  'engine.config.customMaskValue': 'customMask[{index}] 是 {value}；查询可以关注的位置用 1，不可以的位置用 0',
  'engine.config.flashTiles': 'flash 产生 {tiles} 个分块（{tilesQ} 个查询分块 × {tilesK} 个键分块）；上限是 {max}：请增大 blockQ 或 blockK',
  'engine.config.tooLarge': '此配置约需 {mb} MB；上限是 {max} MB。请减小 T、S、heads 或 batch，或少保留一些张量',
  'engine.note.textLines': '文本有 {lines} 行；batch 为 {batch}，因此只使用前 {batch} 行。',
  'engine.note.sourceLines': '源文本有 {lines} 行；batch 为 {batch}，因此只使用前 {batch} 行。',
  'engine.note.textLineCut': { other: '文本第 {line} 行有 {tokens} 个词元；长度为 {len}，因此最后 {n} 个未被使用。' },
  'engine.note.sourceLineCut': { other: '源文本第 {line} 行有 {tokens} 个词元；长度为 {len}，因此最后 {n} 个未被使用。' },
  'engine.note.textCut': '文本有 {tokens} 个词元；只使用前 {max} 个。',
  'engine.note.sourceCut': '源文本有 {tokens} 个词元；只使用前 {max} 个。',
  'engine.note.crossCausal': '在交叉注意力中使用因果掩码并不常见：翻译模型的解码器可以读取整个源句，所以它的交叉注意力没有因果掩码（只有填充掩码）。这里目标位置 t 能看到源位置 0…t。',
  'engine.got.text': '文本“{gotText}”',
  'engine.got.array': '一个数组',
  'engine.got.type': '一个 {gotType} 类型的值',
  'engine.got.list': '一个列表',
  'engine.got.object': '一个对象',
  'engine.got.a': '一个 {gotType} 类型的值',
  'engine.reader.wholeNumber': '{field} 必须是整数；收到的是 {got}',
  'engine.reader.tooLarge': '{field}（{got}）太大了',
  'engine.reader.seed': 'seed 必须是 0 到 4294967295 之间的整数；收到的是 {got}',
  'engine.reader.number': '{field} 必须是数字；收到的是 {got}',
  'engine.reader.flash': 'flash 必须是 false、true 或 {blockQ, blockK}；收到的是 {got}',
  'engine.reader.flashKey': '“{key}”不是 flash 的设置；请给出 blockQ 和 blockK',
  'engine.reader.boolean': '{field} 必须是 true 或 false；收到的是 {got}',
  'engine.reader.text': '{field} 必须是文本；收到的是 {got}',
  'engine.reader.numbers': '{field} 必须是数字数组或 Float32Array；收到的是 {got}',
  'engine.reader.tooMany': '{field} 的值太多了（{count}）',
  'engine.reader.config': 'config 必须是对象；收到的是 {got}',
  'engine.reader.mask': 'mask 必须是以下之一：{names}；收到的是 {got}',
  'engine.reader.positional': 'positional 必须是以下之一：{names}；收到的是 {got}',
  'engine.reader.validLengths': 'validLengths 必须是整数，批次中每个样本一个',
  'engine.reader.keep': 'keep 必须是张量名称的数组',
  'engine.reader.notSetting': '“{key}”不是设置项；设置项有 {names}',
  'engine.reader.inputs': 'inputs 必须是对象；收到的是 {got}',
  'engine.args.unreadable': '无法读取 {field}：{reason}',
  'engine.args.nested': '{name} 的嵌套超过 {max} 层',
  'engine.args.emptyRow': '{name} 有一个空行',
  'engine.args.notNumber': '{name}{where} 是 {got}，不是数字',
  'engine.args.ragged': '{name}{where} 应是含 {n} 个元素的列表：{name} 的每一行长度必须相同',
  'engine.args.hole': '缺少 {name}{where}[{index}]（数组中有空位）',
  'engine.args.shape': '{name}.shape 必须列出 1 到 {max} 个不小于 1 的整数尺寸',
  'engine.args.flatData': '{name}.data 有 {count} 个数，分布在 {axes} 个轴上；形状 {shape} 需要一个含 {needed} 个数的扁平列表',
  'engine.args.tensor': '{name} 必须是数字数组（按行嵌套）、Float32Array 或 {shape, data}；收到的是 {got}',
  'engine.args.list': '{field} 必须是由{what}组成的列表；收到的是 {got}',
  'engine.args.listHole': '缺少 {field}[{index}]（列表中有空位）',
  'engine.args.listItem': '{field}[{index}] 是 {got}；{field} 应包含{what}',
  'engine.list.validLengths': '整数（批次中每个样本一个）',
  'engine.list.customMask': '仅 0 和 1（查询可以关注的位置用 1，不可以的用 0）',
  'engine.list.keep': '张量名称',
  'engine.args.notSetting': '“{key}”不是设置项',
  'engine.args.settingType': '{field} 必须是数字、文本或 true/false；收到的是 {got}',
  'engine.args.notFlashSetting': '“{key}”不是 flash 的设置',
  'engine.args.inputs': 'inputs 必须是按名称给出张量的对象，例如 {W_q: […]}；收到的是 {got}',
  'engine.args.notInput': '“{name}”不是引擎接受的输入',
  'engine.decode.causal': '逐词元解码重演的是因果自注意力；请把 mask 设为 causal（或 sliding），并关闭 crossAttention',
  'engine.decode.noItem': '批次中不存在样本 {item}',
  'engine.decode.needs': '解码需要 {name}；请用 keep 保留它',
  'engine.decode.tooLong': '逐词元解码最多只展示 {max} 个词元',
  'engine.api.item': 'item 必须是从 0 开始的整数（0 是批次中的第一个样本）；收到的是 {got}',
  'engine.api.notStep': '{id} 不是步骤；步骤有 {ids}',
  'engine.api.tensors': 'lab.step 的张量是按名称组织的对象，例如 {{names}}',
  'engine.api.tensorName': '“{name}”不是张量名称',
  'engine.api.memory': '{name} 放不进引擎的内存',
  'engine.step.notStep': '“{id}”不是步骤；步骤有 {ids}',
  'engine.step.notTaken': '步骤 {id} 接受 {inputs}；{name} 不在其中',
  'engine.step.notTakenOptional': '步骤 {id} 接受 {inputs}、{optional}（可选）；{name} 不在其中',
  'engine.step.notTakenNone': '步骤 {id} 不接受任何张量；{name} 不在其中',
  'engine.step.twice': '{name} 给了两次（也作为 {as}）',
  'engine.step.needs': '步骤 {id} 需要 {name}（{axes}）',
  'engine.step.rank': '{name} 必须有 {rank} 个轴；它有 {given} 个',
  'engine.step.axisRange': '{name}：轴 {axis} 的大小是 {size}；必须在 1 到 {max} 之间',
  'engine.step.axisMismatch': '{name}：轴 {axis} 的大小是 {size}，但在 {other} 中 {axis} = {otherSize}',
  'engine.step.value': '{name} 在扁平索引 {index} 处是 {value}；每个值都必须是 -1e6 到 1e6 之间的有限数',
  'engine.step.valueMasked': '{name} 在扁平索引 {index} 处是 {value}；每个值都必须是 -1e6 到 1e6 之间的有限数（被掩码处可为 −∞）',
  'engine.step.range': '{field} 必须在 1 到 {max} 之间',
  'engine.step.split': '最后一个轴（{width}）不能分成 {heads} 个头',
  'engine.step.kvHeadsGroups': '查询头的数量（{h}）必须是键/值头数量（{hKv}）的倍数',
  'engine.step.ropeOdd': 'RoPE 成对旋转特征：d_k 必须是偶数',
  'engine.step.ropeBase': 'ropeBase 必须大于 0 且不超过 1e9',
  'engine.step.flashTiles': 'flash 将产生 {tiles} 个分块；上限是 {max}：请增大 blockQ 或 blockK',
  'engine.step.flashMemory': '步骤 flash 的分块状态将超过 {max} MB',
  'engine.step.scaleDK': 'scale 要除以 √dK：请给出 dK，取值 1 到 {max}',
  'engine.step.tooLarge': '步骤 {id} 将产生约 {mb} MB；上限是 {max} MB',
  'engine.worker.stopped': '引擎已停止：{reason}',
  'engine.train.range': '{field} 为 {value}；它必须介于 {lo} 和 {hi} 之间',
  'engine.train.headsDivide': 'dModel（{dModel}）必须能平均分成 {heads} 个头',
  'engine.train.batchShape': '一个批次必须是 B×T 个词元和目标，且 1 ≤ T ≤ 上下文长度（{context}）',
  'engine.train.tokenRange': '词元 {token} 或目标 {target} 超出了大小为 {vocab} 的词表',
  'engine.train.inductionSeqLen': '归纳任务需要 seqLen ≥ 8（至少 4 个词元的两份副本）',
  'engine.train.inductionVocab': '归纳任务需要至少 4 个词元的词表',
  'engine.train.digitsSeqLen': '{task} 任务需要奇数的 seqLen ≥ 3：n 个数字、一个分隔符、n 个数字',
  'engine.train.digitsVocab': '该任务需要至少 4 个词元的词表（2 个数字）',
  'engine.train.textShort': '文本比一个序列还短',
  'engine.train.task': 'task 必须是 induction、reverse、sort 或 text（不能是“{task}”）',
  'engine.train.textNeeded': '文本任务需要一段用于学习的文本',
  'engine.train.lr': 'lr 必须是 (0, 1] 中的数',
  'engine.train.weightDecay': 'weightDecay 必须在 [0, 1] 中',
  'engine.train.clip': 'clip 必须是正数',
  'engine.train.batch': 'batch 必须介于 1 和 {max} 之间',
  'engine.file.unusable': '这不是可用的 safetensors 文件。',
  'engine.file.notModel': '这个 safetensors 文件既不是 Attention Lab 的检查点，也不是 GPT-2 模型（它没有 wte.weight）',
  'engine.file.checkpointLacks': '检查点缺少 {name}，或者它的形状不同',
  'engine.gpt2.embeddings': 'GPT-2 文件需要 wte.weight [vocab, d] 和 wpe.weight [context, d]',
  'engine.gpt2.width': '这个模型的宽度是 {width}，不是 GPT-2 的任何一种尺寸：请给出它的头数，loadModel(bytes, {heads})',
  'engine.gpt2.noLayers': 'GPT-2 文件中没有层（缺少 h.0.ln_1.weight）',
  'engine.gpt2.lacks': 'GPT-2 文件缺少 {name}',
  'engine.gpt2.shape': '{name} 的形状是 {shape}；宽度为 {width} 的 GPT-2 需要 {needed}',
  // ── end of engine ──

  // ── language ──
  // ── end of language ──

};
