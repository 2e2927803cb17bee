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
  'tour.listSeparator': '，',
  'tour.clauseSeparator': '；',

  'tour.sizes.title': 'W_q 和 Z 的大小',
  'tour.sizes.question': 'N = 6 个词元，d = 512，因果注意力：每一步中 W_q 和上下文 Z 的大小是多少？',
  'tour.sizes.projection': '单个头，d_k = d_v = 512：W_q（与 W_k、W_v 一样）是 d_model×d_k = {wq}。X、Q、K 和 V 都是 N×d = 6×512。',
  'tour.sizes.context': 'Q·Kᵀ、掩码和权重都是 N×N = 6×6；上下文 Z = weights·V 是 N×d_v = 6×512（加上批次轴和头轴后为 {z}）。',
  'tour.sizes.rows': '大小不会随步骤而改变；掩码改变的是 Z 的每一行混合了多少个值行：第 0 行只用到 “Your”（权重 {first}），第 5 行用到全部六个 {last}。',

  'tour.split.title': '[4, 12, 6] → [4, 3, 12, 2]',
  'tour.split.question': '[4, 12, 6] 是怎样变成 [4, 3, 12, 2] 的？为什么要先投影一次，再拆分成多个头？',
  'tour.split.reshape': 'q 是 [B, T, C] = [{q}]。view(4, 12, 3, 2) 把每个词元的 6 个数切成 3 个头，每个头 6 / 3 = 2 个数；transpose(1, 2) 交换 T 轴和 h 轴：[{heads}] = B×h×T×d_k。没有任何数值改变，变的只是它们所在的位置。',
  'tour.split.why': '为什么只投影一次？那个 6×6 投影中的第 p 个头，恰好等于 X 乘以 W_q 的第 2p…2p+1 列，也就是一个独立的 6×2 投影：这里用两种方式分别计算，3 个头上的最大差异为 {diff}。一次大的矩阵乘法，是把同样的运算放进一次快速的调用中。',
  'tour.split.play': '播放这一步，观察形状如何变换；“多头等价”标签页会逐个单元格地展示这一比较。',

  'tour.causalMask.title': '因果掩码，以及 −∞ 的去向',
  'tour.causalMask.question': '因果掩码有什么作用？为什么 −∞ 经过 softmax 后会变成 0？',
  'tour.causalMask.mask': 'M 在查询 t 可以看到的位置（键 s ≤ t）填 0，在对角线上方填 −∞。masked 的第 2 行（“sat”），头 0，为 {masked}：未来的键 “on”、“the”、“mat” 都是 −∞。',
  'tour.causalMask.softmax': 'Softmax 对每个元素取 e^x，而 e^(−∞) 恰好等于 0，所以这些权重就是 0，而不是“接近零”：权重的第 2 行为 {weights}，总和为 {sum}。',
  'tour.causalMask.builtFrom': '因此，“sat” 只由 “the”、“cat” 和它自己构成。把鼠标悬停在权重的某个单元格上，可以看到它的 softmax 计算过程。',

  'tour.aBTranspose.title': '为什么 A·Bᵀ 是 P×Q',
  'tour.aBTranspose.question': '如果 A 是 P×K，B 是 Q×K，为什么 A·Bᵀ 是一个 P×Q 矩阵？',
  'tour.aBTranspose.shapes': '这里 A = Q 是 P×K = 2×4（两个查询），B = K 是 Q×K = 3×4（三个键）。Bᵀ 是 4×3，所以在 (2×4)·(4×3) 中，内侧的两个 4 相遇并消去，剩下 2×3。',
  'tour.aBTranspose.cell': '每个单元格是 A 的一行与 B 的一行的点积：scores[0, 2] = {products} = {score}。每个（查询，键）对对应一个单元格，因此是 P×Q。',
  'tour.aBTranspose.transpose': '转置 B，就是把它的行排成列，使行与行相遇。',

  'tour.selfVsCross.title': '自注意力与交叉注意力，以及各处该用哪种掩码',
  'tour.selfVsCross.question': '哪些形状是 T×T，哪些是 T×T′？在编码器-解码器中，哪种掩码用在哪里？',
  'tour.selfVsCross.shapes': '在自注意力中，查询和键来自同一个句子，所以分数和权重都是 T×T。这里查询来自解码器（“Me gustan”，T = 2），键和值来自编码器（“I like cats”，T′ = S = 3）：权重是 T×T′ = 2×3（加上 B 轴和 h 轴后为 {weights}），Z 是 T×d_v = 2×4，每个目标词元一行。',
  'tour.selfVsCross.rows': '每一行都是 3 个源词上的一个概率分布：第 1 行为 {row}。',
  'tour.selfVsCross.masks': '掩码：编码器自注意力只用填充掩码（每个词都可以看到整个源句）；解码器自注意力用因果掩码（外加填充掩码）；交叉注意力用源句的填充掩码，从不用因果掩码，因为整个源句都是已知的。打开交叉注意力，试试“掩码”控件。',

  'tour.headsAndMasks.title': '解码器中的多头注意力：每个头都有掩码',
  'tour.headsAndMasks.question': '解码器中使用多头注意力吗？掩码会作用于每个头吗？',
  'tour.headsAndMasks.multiHead': '是的：解码器中带掩码的自注意力是多头的，这里 h = {heads} 个头，d_k = {dK}（原始 Transformer 有 8 个头，每个 64 维）。',
  'tour.headsAndMasks.mask': 'M 是每个句子一张 T×T = {tt} 的表，加到每个头的分数上：masked 的第 0 行在头 0 中为 {head0}，在头 1 中为 {head1}。',
  'tour.headsAndMasks.softmax': '然后每个头各自做 softmax：权重的第 1 行在头 0 中为 {head0}，在头 1 中为 {head1}（这里两者相等，因为本例给两个头的都是算例中的分数；教程里的 {tutorial} 实际上是 {exact}）。',

  'tour.oneWordAtATime.title': '一次一个词',
  'tour.oneWordAtATime.question': '模型如何一次输出一个词？',
  'tour.oneWordAtATime.cache': '生成时每次追加一个词元。对新词元只计算它的查询行；它的键行和值行被追加到缓存中，之前所有的键和值都直接复用，不再重新计算。',
  'tour.oneWordAtATime.query': '在词元 t 处，新的查询与 t + 1 个缓存的键相遇：每个头是 1×{dK} 对 (t+1)×{dK}。由于因果掩码，第 t 行从不依赖后面的词元，所以已经生成的行永远不会改变。',
  'tour.oneWordAtATime.replay': '用这种方式重放全部 {steps} 个词元，并与下方的完整计算比较：Y 中的最大差异为 {diff}。用“添加下一个词元”逐步查看。',

  'tour.equivalence.title': '拆分一个投影，还是每个头单独投影：数值相同',
  'tour.equivalence.question': '把一个 d_model×d_model 投影拆成 h 个头，与 h 个独立的 d_model×d_k 投影，是一回事吗？concat·W_O 呢？',
  'tour.equivalence.projection': '你在教程里会遇到的两种写法是同一个计算。X·W_q（W_q 是 d_model×d_model = {wq}）的第 p 个头等于 X 乘以第 p·d_k…(p+1)·d_k 列：它自己的一个 d_model×d_k = 8×4 矩阵。两个头上的最大差异：{diff}。',
  'tour.equivalence.output': '在输出端，concat·W_O 以同样的方式拆分：concat 的第 p·d_v…(p+1)·d_v 列与 W_O 的第 p·d_v…(p+1)·d_v 行相遇，所以 Y = Σ_p Z_p·W_O^p。最大差异：{diff}（float32 舍入误差）。',

  'tour.block.title': '块的其余部分：Add & Norm 与前馈网络',
  'tour.block.question': '前馈网络和残差 Add & Norm 位于何处？它们的形状是什么？',
  'tour.block.addNorm': '注意力之后（Y，T×d_model = 6×{D}）是 Add & Norm：residual₁ = X + Y，然后 LayerNorm 把每一行变为均值 0、方差 1（norm₁ 的第 0 行：均值 {mean}，方差 {variance}）。',
  'tour.block.feedForward': '接着，前馈网络对每个词元单独处理：d_model → d_ff → d_model，(6×{D})·({D}×{dFF}) → 6×{dFF}，ReLU，然后 (6×{dFF})·({dFF}×{D}) → 6×{D}。第二个 Add & Norm 给出块的输出，形状与输入相同，都是 6×{D}，因此块可以堆叠。',
  'tour.block.checkbox': '勾选“完整模块”复选框，就能在任何配置下把这些步骤加入时间轴；d_ff 是它的宽度。',

  'tour.headsLearn.title': '头学到了什么？',
  'tour.headsLearn.question': '训练之后，注意力头实际上在做什么？什么是前一词元头和归纳头？',
  'tour.headsLearn.trained': '这些权重是学出来的，而不是随机抽取的：一个 2 层模型（4 个头，d_model = 64）在重复一段随机片段的序列上训练了 2000 个批次。这里最后 P = {P} 个词元重复了它们之前的 {P} 个：{tokens}。',
  'tour.headsLearn.query': '查询 {q} 是词元 {token}。它前面的“孪生”位于位置 {twin}，孪生之后的词元（键 {key}）是 {next}：正是接下来出现的词元。头 {head} 把查询 {q} 的 {weight} 的权重放在键 {key} 上。',
  'tour.headsLearn.induction': '在第二份副本上，每个头放在“我前面那个孪生之后的键”上的平均权重为 {induction}：四个头都是归纳头。它们之所以能找到这个键，只是因为第 1 层把“前一个是哪个词元”写进了每个词元（靠的是它的前一词元头）；下一章将去掉这些头。',

  'tour.knockOut.title': '敲除一个头：双头回路',
  'tour.knockOut.question': '如果去掉第 1 层的前一词元头，第 2 层的归纳头会怎样？',
  'tour.knockOut.removed': '同样的训练权重、同样的序列，但敲除了第 1 层的前一词元头（头 {heads}）：它们的输出被替换为零，因此第 2 层的输入 X 不再携带“我前面的词元”。',
  'tour.knockOut.falls': '第 2 层在归纳目标上的平均权重从 {before} 降到 {after}：没有前一词元头，归纳头就找不到要复制的键。两个头都无法单独完成任务；合在一起，它们构成一个回路。',
  'tour.knockOut.tryIt': '在“训练模型”中试一试：训练归纳任务，然后点击第 1 层的一个前一词元头将其敲除，观察第 2 层的模式和留出数据上的准确率如何崩溃。',

  'tour.gqaCache.title': '为什么分组查询注意力能缩小 KV 缓存',
  'tour.gqaCache.question': 'Llama 和 Mistral 的键/值头比查询头少。这样能省下什么，又要付出什么代价？',
  'tour.gqaCache.shared': '这里 4 个查询头共享 2 个键/值头：W_k 是 {wk} 而不是 16×16，K_heads 是 {kHeads}，而 Q_heads 是 {qHeads}。查询头 0 和 1 读取 kv 头 0，头 2 和 3 读取 kv 头 1（repeat_interleave）；每个查询头仍有自己的权重，{weights}。',
  'tour.gqaCache.size': '生成时，之前所有的 K 行和 V 行都保存在缓存中，所以缓存的大小是 2 · 层数 · S · h_kv · d_head 个数。对于一个 32 层、32 个 128 维头的模型，在 8192 个词元、fp16 精度下：{sizes}。',
  'tour.gqaCache.sizeItem': '{name} {size}',
  'tour.gqaCache.limits': '在 GPU 上，限制批次大小和上下文长度的正是这个缓存；GQA 只用四分之一的缓存，就保留了多头注意力的大部分质量。在上方的表格中修改形状试试。',

  'tour.ropeDistance.title': 'RoPE：分数只取决于 t − s',
  'tour.ropeDistance.question': '旋转位置嵌入对查询·键的点积做了什么？',
  'tour.ropeDistance.turns': 'RoPE 把位置 t 处查询的第 i 对分量旋转 t·θ_i，把位置 s 处键的第 i 对分量旋转 s·θ_i。两个旋转后的向量的点积只看它们之间的夹角，所以它取决于 (t − s)·θ_i：只与相隔多远有关，与具体位置无关。',
  'tour.ropeDistance.checked': '用引擎验证：把头 0 中词元 0 的查询和词元 0 的键放到每个位置上（lab.step rope_q、rope_k、scores）。t − s = 2 的各对的分数为 {pairs}；沿每条对角线，分数之间的差异最多为 {spread}（float32 舍入误差）。',
  'tour.ropeDistance.pair': '({t}, {s}) {score}',
  'tour.ropeDistance.play': '播放这一步：图中把一对分量按它的角度旋转；选择另一对，看看转得慢的和转得快的。',

  'tour.slidingReach.title': '滑动窗口仍能看到很远之前',
  'tour.slidingReach.question': '窗口只有几个词元，Mistral 式的模型怎样利用更早的内容？',
  'tour.slidingReach.window': 'M 让查询 t 看到键 t − {w} < s ≤ t：最后一个词元（{last}）在一层中看到键 {first}–{last}，从不超过 {w} 个键，所以每个词元的计算量保持为 {w}，而不是 T。',
  'tour.slidingReach.layers': '但第 2 层读取的是第 1 层的输出，而这些输出已经混合了各自的窗口。把这个 M 与自身复合（哪个键能通过允许的单元格到达最后一个词元）：{reach}。每多一层，可达范围增加 {gain} 个词元。',
  'tour.slidingReach.reachItem': { other: '{n} 层：从键 {from} 起' },
  'tour.slidingReach.mistral': 'Mistral 7B 在 32 层上使用 4096 的窗口：原则上，用 4k 宽的注意力就能覆盖约 131k 个词元。',

  'tour.flashSameZ.title': 'FlashAttention：不需要 T×S 矩阵也能得到同样的 Z',
  'tour.flashSameZ.question': 'FlashAttention 怎样在从不保存一整行分数的情况下计算 softmax？',
  'tour.flashSameZ.running': 'Softmax 需要一行的最大值和总和，但两者都可以边算边更新：每处理完一个键分块，m’ = max(m, 分块最大值)，旧的总和与输出先乘以 e^(m − m’)，再加上该分块自己的 e^(x − m’) 项。最后，Z = O / l。',
  'tour.flashSameZ.tiles': '这里使用 2×2 的分块（每行 {tiles} 个键分块）：这个 Z 与普通路径的 Z 之间的最大差异为 {diff}。普通路径的 T×S 分数在所有头上共占 {matrixBytes} 字节；而一个分块只在 {tileBytes} 字节中工作（它的分数以及各行的 m、l 和 O），无论序列多长。',
  'tour.flashSameZ.longContexts': '当 T = 4096、有 12 个头时，分数在 float32 下每层要占 768 MiB；而分块始终只有几 KiB，这就是长上下文能放得下的原因。',

  'tour.nextWord.title': '预测下一个字符',
  'tour.nextWord.question': '模型如何把注意力变成预测，再变成文本？',
  'tour.nextWord.reading': '实验室显示的是一个在《创世记》1–11 章上训练的小模型的第 2 层，每个字符一个词元，正在读 “{text}”。在它上方，“逐个生成词元”借助键/值缓存重放这一层。',
  'tour.nextWord.unembedSpace': '在最后一个字符之后，整个模型的输出经过反嵌入（unembedding）：它认识的每个字符各得到一个 logit（空格显示为 ␣），再由 softmax 把它们变成概率。它的首选：{choices}。',
  'tour.nextWord.unembedAlphabet': '在最后一个字符之后，整个模型的输出经过反嵌入（unembedding）：它认识的每个字符（即它的字母表）各得到一个 logit，再由 softmax 把它们变成概率。它的首选：{choices}。',
  'tour.nextWord.choice': '“{label}” {percent}%',
  'tour.nextWord.generate': '按“生成”：最可能的字符加入文本，这一层重新运行，K 缓存和 V 缓存各增加一行。在条形图下方输入你自己的开头，看看它会怎样续写。',

  'tour.gpt2.title': '你自己的 GPT-2：有名字的头',
  'tour.gpt2.question': '真实的模型也有前一词元头和归纳头吗？我从哪里可以得到一个？',
  'tour.gpt2.getIt': '从 Hugging Face 页面获取 GPT-2 small（huggingface.co/gpt2 → “Files and versions” → model.safetensors，548 MB）。然后进入“训练模型” → “打开模型文件”：文件在本页面中读取，从不上传，离线也能使用。半精度（F16）副本只占一半内存（这里约 290 MB）。',
  'tour.gpt2.names': '可解释性论文按“层.头”来称呼 GPT-2 small 的头，从 0 开始计数：前一词元头 2.2 和 4.11（Wang 等，2022，“间接宾语识别”回路），以及归纳头 5.1、5.5、6.9、7.2 和 7.10（用重复的随机词元找到，见 Olsson 等，2022 的描述）。“训练模型”中的网格从 1 开始计数：头 4.11 就是“第 5 层第 12 个头”。',
  'tour.gpt2.grid': '网格会在你自己的句子上给每个头打分：它放在前一个词元上的平均权重，以及当某个词元重复时，放在它上一次出现之后那个词元上的平均权重。输入一个自我重复的句子（把一段话粘贴两次）来唤醒归纳头；然后“在实验室中打开这一层”会在这里用真实的数值逐步展示其中一个头。',
  'tour.gpt2.random': '下方的实验室展示的是一个使用随机权重的重复句子：那里找不到任何条纹，因为什么都没有训练过。',
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
