// A tiny stand-in for the DOM, enough for modules that build elements with createElement/textContent
// (no HTML parsing, no innerHTML): lets content tests render the code panel in Node.
class FakeNode {
  constructor(nodeType) { this.nodeType = nodeType; this.parentNode = null; this.childNodes = []; }
  get children() { return this.childNodes.filter((n) => n.nodeType === 1); }
  append(...nodes) {
    for (const node of nodes) {
      const child = typeof node === 'string' ? new FakeText(node) : node;
      child.parentNode = this;
      this.childNodes.push(child);
    }
  }
  replaceChildren(...nodes) { this.childNodes = []; this.append(...nodes); }
  get textContent() { return this.childNodes.map((n) => n.textContent).join(''); }
  set textContent(text) { this.childNodes = []; if (text !== '') this.append(String(text)); }
}
class FakeText extends FakeNode {
  constructor(text) { super(3); this.data = text; }
  get textContent() { return this.data; }
}
class FakeElement extends FakeNode {
  constructor(tag) {
    super(1);
    this.tagName = tag.toUpperCase();
    this.attributes = new Map();
    this.dataset = {};
    this.className = '';
    this.scrollTop = 0; this.scrollHeight = 0; this.clientHeight = 0; this.offsetTop = 0;
    const self = this;
    this.classList = {
      add: (...names) => { self.className = [...new Set([...self.className.split(' ').filter(Boolean), ...names])].join(' '); },
      remove: (...names) => { self.className = self.className.split(' ').filter((c) => !names.includes(c)).join(' '); },
      contains: (name) => self.className.split(' ').includes(name),
    };
  }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  getAttribute(name) { return this.attributes.get(name) ?? null; }
  hasAttribute(name) { return this.attributes.has(name); }
  set innerHTML(_) { throw new Error('innerHTML is not allowed: build DOM with textContent'); }
  // Supports "[attr]" and ".class" selectors only.
  querySelectorAll(selector) {
    const match = selector.startsWith('[')
      ? (e) => e.hasAttribute(selector.slice(1, -1))
      : (e) => e.classList.contains(selector.slice(1));
    const out = [];
    const walk = (node) => { for (const c of node.children) { if (match(c)) out.push(c); walk(c); } };
    walk(this);
    return out;
  }
}

/** Installs globalThis.document; returns a function that removes it. */
export function installFakeDocument() {
  const previous = globalThis.document;
  globalThis.document = {
    createElement: (tag) => new FakeElement(tag),
    createTextNode: (text) => new FakeText(String(text)),
  };
  return () => { globalThis.document = previous; };
}
