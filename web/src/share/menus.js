// The share bar's menus: each a <details> whose panel is built when it opens (and emptied when it closes, so
// a reopened menu never shows stale controls), one open at a time, closed by Escape (focus back on its button)
// or a click elsewhere; and the read-only "copy this" boxes the Share menu holds.
import { el, button, labelled } from './dom.js';
import { t } from '../i18n/i18n.js';

/** host: the bar; root: where a click closes the menus; message(text): the bar's message. */
export function menuBar(host, root, message) {
  const menus = [];
  function menuStatus() {  // the bar's message, repeated inside the open menu that covers it
    const node = el('p', { className: 'sb-status sb-menu-status' });
    node.setAttribute('aria-hidden', 'true');
    return node;
  }
  function menu(title, build) {
    const details = el('details', { className: 'sb-menu' });
    const panel = el('div', { className: 'sb-panel' });
    details.append(el('summary', { textContent: title }), panel);
    details.addEventListener('toggle', () => {
      if (!details.open) { panel.replaceChildren(); return; }
      for (const other of menus) if (other !== details) other.open = false;
      panel.replaceChildren(...build(), menuStatus());
    });
    menus.push(details);
    return details;
  }
  function copyBox(label, text, name) {
    // Links and code read left to right in every language (an Arabic page would put "<script" at the right).
    const area = el('textarea', { readOnly: true, rows: Math.min(4, text.split('\n').length + 1), value: text, spellcheck: false, dir: 'ltr' });
    area.dataset.copy = name;
    const copy = button(t('share.menu.copy'), async () => {
      area.select();
      try { await navigator.clipboard.writeText(text); message(t('share.menu.copied', { label })); }
      catch { message(t('share.menu.selected', { label })); }
    });
    return el('div', { className: 'sb-copy' }, labelled(label, area), copy);
  }
  root.addEventListener('click', (event) => {  // not the download link's click (not trusted)
    if (event.isTrusted && !event.composedPath().includes(host)) for (const m of menus) m.open = false;
  });
  host.addEventListener('keydown', (event) => {
    const open = menus.find((m) => m.open);
    if (event.key === 'Escape' && open) { open.open = false; open.querySelector('summary').focus(); }
  });
  return { menu, copyBox };
}
