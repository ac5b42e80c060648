// ObservatoryWeb inspector (inspect mode only: --inspect or OBSERVATORY_INSPECT=1).
// client.js hands it each patch's "inspect" field as an `observatory:inspect`
// event, after the patch is applied. It outlines the elements of every view
// whose body re-ran, and lists each update in a panel: the event, the
// mutations (old -> new), the bodies with counts and durations, the patch's
// bytes. Alt+Shift+I shows and hides the panel. Everything shown is user data:
// the panel is built with textContent only, never parsed as markup. See docs/inspect.md.
(() => {
  'use strict';
  const host = document.getElementById('observatory');
  if (!host) return;
  const maximumEntries = 50;

  const panel = document.createElement('aside');
  panel.id = 'o-inspector';
  panel.setAttribute('aria-label', 'Observatory inspector');
  const title = document.createElement('header');
  title.textContent = 'Inspector';
  const hint = document.createElement('span');
  hint.textContent = 'Alt+Shift+I hides';
  title.appendChild(hint);
  const list = document.createElement('ol');
  panel.append(title, list);
  document.body.appendChild(panel);

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const printable = (value) => (typeof value === 'string' ? value : '?');
  const number = (value) => (typeof value === 'number' && isFinite(value) ? value : 0);

  function flash(ids) {
    for (const id of ids) {
      if (!Number.isInteger(id)) continue;
      const node = host.querySelector('[data-oid="' + id + '"]');
      if (!node) continue;
      node.classList.remove('o-flash');
      void node.offsetWidth; // restart the animation
      node.classList.add('o-flash');
      node.dataset.oFlashes = String((Number(node.dataset.oFlashes) || 0) + 1);
    }
  }
  host.addEventListener('animationend', (event) => {
    if (event.animationName === 'o-flash') event.target.classList.remove('o-flash');
  });

  function entry(report) {
    const item = element('li', 'o-inspector-entry');
    const flashed = Array.isArray(report.flash) ? report.flash.filter(Number.isInteger) : [];
    item.dataset.flash = flashed.join(' ');
    const head = element('div', 'o-inspector-event',
      typeof report.event === 'string' ? report.event : 'update (no event)');
    head.appendChild(element('span', 'o-inspector-cost',
      number(report.bytes) + ' B · ' + number(report.ms).toFixed(2) + ' ms'));
    item.appendChild(head);
    const mutations = Array.isArray(report.mutations) ? report.mutations : [];
    if (mutations.length) {
      const ul = element('ul', 'o-inspector-mutations');
      for (const m of mutations) {
        if (!Array.isArray(m)) continue;
        const li = element('li', null, printable(m[0]));
        if (typeof m[1] === 'string' || typeof m[2] === 'string') {
          li.appendChild(element('span', 'o-inspector-value', ': ' + printable(m[1]) + ' → ' + printable(m[2])));
        }
        ul.appendChild(li);
      }
      item.appendChild(ul);
    }
    const bodies = Array.isArray(report.bodies) ? report.bodies : [];
    const ul = element('ul', 'o-inspector-bodies');
    if (!bodies.length) ul.appendChild(element('li', 'o-inspector-none', 'no body ran'));
    for (const b of bodies) {
      if (!Array.isArray(b)) continue;
      const li = element('li', null, printable(b[0]) + ' ×' + number(b[1]));
      li.appendChild(element('span', 'o-inspector-cost', number(b[2]).toFixed(3) + ' ms'));
      ul.appendChild(li);
    }
    item.appendChild(ul);
    return item;
  }

  document.addEventListener('observatory:inspect', (event) => {
    const report = event.detail;
    if (!report || typeof report !== 'object') return;
    if (Array.isArray(report.flash)) flash(report.flash);
    list.insertBefore(entry(report), list.firstChild);
    while (list.children.length > maximumEntries) list.lastChild.remove();
  });

  document.addEventListener('keydown', (event) => {
    if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI') {
      event.preventDefault();
      panel.hidden = !panel.hidden;
    }
  });
})();
