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
  'app.status.cancelled': '已取消；上一幅图保持不变。再次选择该步骤即可计算它。',
  'app.status.computed': '由 WebAssembly 引擎计算，用时 {ms} ms。',
  'app.status.computedLarge': '由 WebAssembly 引擎计算，用时 {ms} ms（规模较大：只保留这一步骤的张量）。',
  'app.status.computedInWorker': '由 WebAssembly 引擎在后台 worker 中计算，用时 {ms} ms（规模较大：worker 保留这次运行，只发回这一步骤中所示头的张量）。',
  'app.status.dropped': { other: '你对 {names} 的修改已与新的形状不符，已被丢弃。' },
  'app.status.maskRestarted': '自定义掩码是按其他长度绘制的；现在从 {T}×{S} 的因果掩码重新开始。',
  'app.busy.computing': '正在后台计算…',
  'app.busy.seconds': '正在后台计算… {seconds} s',
  'app.stage.drawFailed': '无法绘制这一步骤（{reason}）。',
  'app.announce.step': '第 {n} 步（共 {count} 步）：{title}。{caption}',
  'app.transport.play': '▶ 播放',
  'app.transport.pause': '❚❚ 暂停',
  'app.transport.playLabel': '播放',
  'app.transport.pauseLabel': '暂停',
  'app.transport.scrubValue': '第 {n} 步：{title}，{percent}%',
  'app.present.start': '▣ 演示',
  'app.present.end': '✕ 结束演示',
  'app.notes.modified': '已在“{title}”的基础上修改：它的说明和注释不再适用，因此已隐藏。再次选择该示例即可恢复。',
  'app.timeline.qHeads': 'Q → 头',
  'app.timeline.kHeads': 'K → 头',
  'app.timeline.vHeads': 'V → 头',
  'app.timeline.softmax': 'softmax',
  'app.timeline.embed': '嵌入',
  'app.timeline.position': '位置',
  'app.timeline.mask': '掩码 M',
  'app.timeline.tile': '块 {i},{j}',
  'app.code.titleSelf': 'PyTorch 参考实现：CausalSelfAttention.forward，按 GPT 教程的写法',
  'app.code.titleCross': 'PyTorch 参考实现：交叉注意力（查询来自目标序列，键和值来自源序列）',
  'app.code.titleVariants': 'PyTorch 参考实现：按 HF Llama / Mistral 写法的注意力（GQA、RoPE、滑动窗口）、ALiBi，以及 FlashAttention 的循环',
  'app.code.headSizes': '此配置的 d_k = {dK}、d_v = {dV}，而不是代码所假定的 n_embd / n_head = {share}；请按 d_k 和 d_v 理解其中的拆分。',
  'app.code.headSizesUneven': '此配置的 d_k = {dK}、d_v = {dV}，而不是代码所假定的 n_embd / n_head（{dModel} / {heads} 不是整数）；请按 d_k 和 d_v 理解其中的拆分。',
  'app.code.inThisRun': '本次运行中：{values}。',
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
