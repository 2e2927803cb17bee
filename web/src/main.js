// Minimal page: loads the engine and lists the steps with their shapes.
AttentionLab().then((lab) => {
  const trace = lab.run({});
  const list = document.getElementById('steps');
  for (const step of trace.steps) {
    const item = document.createElement('li');
    item.textContent = `${step.title}: ${step.output} [${step.axes.join(', ')}] = ${step.shape.join('×')}`;
    list.append(item);
  }
});
