// ObservatoryWeb client: connects the server-rendered page to its window,
// sends the user's actions, applies the server's patches. No build step.
// Protocol and conventions: docs/web.md, "Rendering and protocol".
(() => {
  'use strict';
  const host = document.getElementById('observatory');
  if (!host || !('WebSocket' in window)) return;
  const windowID = host.dataset.window, token = host.dataset.token;
  let lastSeq = Number(host.dataset.seq) || 0; // last server message applied
  let reportedApplied = lastSeq;               // the last one the server was told of
  let appliedTimer = null;
  let eventSeq = 0;                            // last client event sent
  let ack = 0;                                 // last client event the server applied
  const inflight = new Map();                  // element id -> seq of its last unacknowledged event
  let unacked = [];                            // messages to resend after a reconnect
  const held = new Map();                      // server messages that arrived ahead of a gap
  let socket = null, attempts = 0, timer = 0, failures = 0;
  const scriptURL = document.currentScript ? document.currentScript.src : null;

  // ---- DOM lookup -------------------------------------------------------
  const find = (id) => host.querySelector('[data-oid="' + id + '"]');
  // The element's own node ("" part), or the node named `name` inside it
  // (not inside a nested element).
  function part(el, name) {
    if (!el) return null;
    if (!name) return el.hasAttribute('data-w') ? el.firstElementChild : el;
    const queue = Array.from(el.children);
    while (queue.length) {
      const node = queue.shift();
      if (node.dataset.p === name) return node;
      if (!node.hasAttribute('data-oid')) queue.push(...node.children);
    }
    return name === 'c' ? part(el, '') : null;
  }
  const oidOf = (node) => { const el = node && node.closest('[data-oid]'); return el ? Number(el.dataset.oid) : null; };
  function fragment(html) {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  }

  // ---- Sending ----------------------------------------------------------
  // Every message tells the server the last message applied, so that it
  // keeps only the ones after it for a reconnect.
  function post(message) {
    if (!socket || socket.readyState !== 1) return;
    if (lastSeq >= 0) {
      message.applied = lastSeq;
      reportedApplied = Math.max(reportedApplied, lastSeq);
    }
    socket.send(JSON.stringify(message));
  }
  // A second after applying messages not yet reported (no event carried
  // the number since), report them on their own.
  function reportAppliedSoon() {
    if (appliedTimer !== null || lastSeq <= reportedApplied) return;
    appliedTimer = setTimeout(() => {
      appliedTimer = null;
      if (lastSeq >= 0 && lastSeq > reportedApplied) post({ type: 'applied' });
    }, 1000);
  }
  function sendEvent(target, event, value, fields) {
    if (target === null) return;
    const message = { type: 'event', seq: ++eventSeq, target, event };
    if (value !== undefined) message.value = value;
    if (fields) Object.assign(message, fields);
    inflight.set(target, eventSeq);
    // Only the latest text of a field matters: drop older unsent ones.
    if (event === 'input') unacked = unacked.filter((m) => !(m.target === target && m.event === 'input'));
    unacked.push(message);
    post(message);
  }
  function sendNavigate(target, depth) {
    const message = { type: 'navigate', seq: ++eventSeq, target, depth };
    unacked.push(message);
    post(message);
  }
  const darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  // The window's environment: color scheme, size (size classes), visibility (scene phase).
  const motionQuery = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  function sendEnvironment() {
    post({
      type: 'environment', colorScheme: darkQuery && darkQuery.matches ? 'dark' : 'light',
      width: Math.round(window.innerWidth), height: Math.round(window.innerHeight),
      visible: document.visibilityState !== 'hidden',
      reduceMotion: !!(motionQuery && motionQuery.matches),
      scale: Math.min(8, Math.max(0.25, Math.round((window.devicePixelRatio || 1) * 100) / 100)),
    });
  }
  if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener('change', sendEnvironment);
  if (motionQuery && motionQuery.addEventListener) motionQuery.addEventListener('change', sendEnvironment);
  let resizeTimer = 0;
  window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(sendEnvironment, 150); });
  document.addEventListener('visibilitychange', sendEnvironment);

  // ---- Events -------------------------------------------------------------
  host.addEventListener('click', (e) => {
    // A menu opens and closes in the page; a click elsewhere closes open ones.
    for (const menu of host.querySelectorAll('details.o-menu[open]')) if (!menu.contains(e.target)) menu.removeAttribute('open');
    if (!e.target.closest('.o-context-items')) closeContextMenus();
    const summary = e.target.closest('summary');
    if (summary && summary.getAttribute('aria-disabled') === 'true') { e.preventDefault(); return; }
    const control = e.target.closest('[data-a], button, a');
    if (!control || !host.contains(control)) { tapGestures(e); return; }
    if (control.dataset.share !== undefined) { share(control); return; }
    const openMenu = control.closest('details.o-menu[open]');
    if (openMenu) openMenu.removeAttribute('open');
    if (control.closest('.o-context-items')) closeContextMenus();
    if (control.classList.contains('o-url')) return; // a Link: the browser follows it
    const action = control.dataset.a || 'tap';
    if (action === 'dismiss' && e.target !== control) return; // a click inside a sheet, not on its backdrop
    if (action === 'dismiss' && holdsOpen(control)) return; // `.interactiveDismissDisabled()`
    if (control.tagName === 'A') e.preventDefault();
    if (control.disabled || control.getAttribute('aria-disabled') === 'true') return;
    // `data-target` addresses another element than the one the control is in
    // (a tab button selects on its tab view).
    const target = control.dataset.target !== undefined ? Number(control.dataset.target) : oidOf(control);
    if (control.dataset.v !== undefined) { sendEvent(target, action, Number(control.dataset.v)); return; }
    sendEvent(oidOf(control), action);
  });
  // Context menus: a right click (or a long press) opens the items at the pointer.
  function closeContextMenus() {
    for (const items of host.querySelectorAll('.o-context-items:not([hidden])')) items.hidden = true;
  }
  function openContextMenu(target, x, y) {
    const context = target.closest('.o-context');
    if (!context || !host.contains(context)) return false;
    const items = context.querySelector(':scope > .o-context-items');
    if (!items) return false;
    closeContextMenus();
    items.hidden = false;
    items.style.left = Math.min(x, window.innerWidth - items.offsetWidth - 8) + 'px';
    items.style.top = Math.min(y, window.innerHeight - items.offsetHeight - 8) + 'px';
    const first = items.querySelector('button:not([disabled])');
    if (first) first.focus();
    return true;
  }
  host.addEventListener('contextmenu', (e) => {
    if (openContextMenu(e.target, e.clientX, e.clientY)) e.preventDefault();
  });
  let pressTimer = 0;
  host.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    pressTimer = setTimeout(() => openContextMenu(e.target, e.clientX, e.clientY), 500);
  });
  for (const type of ['pointerup', 'pointercancel', 'pointermove']) host.addEventListener(type, () => clearTimeout(pressTimer));
  // ShareLink: the system share sheet where there is one, else copy the link.
  function share(control) {
    const url = control.dataset.share, title = control.dataset.subject || undefined;
    const copied = () => {
      control.dataset.copied = '';
      setTimeout(() => { delete control.dataset.copied; }, 1500);
    };
    if (navigator.share) { navigator.share({ url, title }).catch(() => {}); return; }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(copied, () => {});
    } else {
      const field = document.createElement('textarea');
      field.value = url;
      document.body.appendChild(field);
      field.select();
      try { document.execCommand('copy'); copied(); } catch (_) { /* nothing to copy with */ }
      field.remove();
    }
  }
  // Inputs whose text the user types (and Enter submits).
  const isTextInput = (t) => t.tagName === 'INPUT' && /^(text|search|password|tel|url|email|number)$/.test(t.type);
  host.addEventListener('input', (e) => {
    const t = e.target;
    if (t.type === 'range') sendEvent(oidOf(t), 'setValue', Number(t.value));
    else if (t.type === 'color') sendEvent(oidOf(t), 'input', t.value);
    else if (t.tagName === 'TEXTAREA' || isTextInput(t)) sendEvent(oidOf(t), 'input', t.value);
  });
  host.addEventListener('change', (e) => {
    const t = e.target;
    if (t.type === 'checkbox') sendEvent(oidOf(t), 'toggle', t.checked);
    else if (t.type === 'radio') {
      if (t.checked) sendEvent(Number(t.name.slice(1)), 'select', Number(t.value));
      // A choice from a picker in a menu closes the menu, as an item does.
      const menu = t.closest('details.o-menu[open]');
      if (menu) menu.removeAttribute('open');
    }
    else if (t.tagName === 'SELECT') sendEvent(oidOf(t), 'select', Number(t.value));
    else if (/^(date|time|datetime-local)$/.test(t.type)) sendEvent(oidOf(t), 'input', t.value);
  });
  host.addEventListener('keydown', (e) => {
    const t = e.target;
    if (e.key === 'Enter' && !e.isComposing && isTextInput(t)) {
      e.preventDefault();
      sendEvent(oidOf(t), 'submit');
    } else if ((e.key === ' ' && t.tagName === 'A' && t.getAttribute('role') === 'button') ||
               ((e.key === ' ' || e.key === 'Enter') && ['option', 'radio', 'checkbox'].includes(t.getAttribute('role')) && t.dataset.a)) {
      // Links acting as buttons, and selectable rows, take the keys a button takes.
      e.preventDefault();
      t.click();
    } else if (e.key === 'Escape') {
      const menu = host.querySelector('details.o-menu[open]');
      if (menu) { menu.removeAttribute('open'); return; }
      if (host.querySelector('.o-context-items:not([hidden])')) { closeContextMenus(); return; }
      const open = Array.from(host.querySelectorAll('.o-backdrop:not([hidden])')).pop();
      if (open && !open.classList.contains('o-no-dismiss') && !holdsOpen(open)) { e.preventDefault(); sendEvent(oidOf(open), 'dismiss'); }
    }
  });
  // Whether the content of a sheet's backdrop asks to stay open
  // (`.interactiveDismissDisabled()`), not counting sheets nested in it.
  function holdsOpen(backdrop) {
    for (const held of backdrop.querySelectorAll('.o-idd')) if (held.closest('.o-backdrop') === backdrop) return true;
    return false;
  }
  host.addEventListener('submit', (e) => e.preventDefault());
  // Rows with `.onMove`: drag one by its handle onto another to move it there.
  let dragged = null;
  host.addEventListener('dragstart', (e) => {
    const handle = e.target.closest && e.target.closest('.o-drag');
    dragged = handle ? handle.closest('.o-row') : null;
    if (dragged && e.dataTransfer) { e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', ''); }
  });
  host.addEventListener('dragover', (e) => {
    if (dragged && e.target.closest && e.target.closest('.o-row')) e.preventDefault();
  });
  host.addEventListener('drop', (e) => {
    const target = dragged && e.target.closest ? e.target.closest('.o-row') : null;
    if (!target || target === dragged) { dragged = null; return; }
    e.preventDefault();
    const from = Number(dragged.dataset.offset), to = Number(target.dataset.offset);
    sendEvent(oidOf(dragged), 'move', to > from ? to + 1 : to);
    dragged = null;
  });
  // Leaving a field: if the server kept another value (it refused the text,
  // or changed it while the edit was in flight), show the server's.
  host.addEventListener('focusout', (e) => {
    const id = oidOf(e.target);
    if (e.target.dataset && e.target.dataset.focus !== undefined) sendEvent(id, 'focus', false);
    if (id !== null && !inflight.has(id) && serverValues.has(id) && 'value' in e.target &&
        e.target.value !== serverValues.get(id)) e.target.value = serverValues.get(id);
  });

  // ---- Gestures -------------------------------------------------------------
  // Wrappers with `data-g` recognise a gesture and report it. As in SwiftUI,
  // the innermost ordinary gesture wins, an outer high-priority one beats
  // it, and simultaneous ones run as well.
  function gestureChain(node, kind) {
    const chain = [];
    let el = node && node.closest ? node.closest('[data-g]') : null;
    while (el && host.contains(el)) {
      if (el.dataset.g === kind) chain.push(el);
      el = el.parentElement ? el.parentElement.closest('[data-g]') : null;
    }
    return chain; // innermost first
  }
  function winners(chain) {
    const high = chain.filter((el) => el.dataset.priority === 'high');
    const chosen = high.length ? high[high.length - 1] : chain.find((el) => !el.dataset.priority);
    return chain.filter((el) => el === chosen || el.dataset.priority === 'simultaneous');
  }
  // A point in `el`, with el's origin in the window (`rect`: el's box when the gesture began).
  const pointIn = (rect, x, y) => ({ x: x - rect.left, y: y - rect.top, ox: rect.left, oy: rect.top });
  // A long press or drag that was recognised is not also a click: the
  // pointer's click (detail > 0) after it is swallowed, until the next press.
  let swallowClick = false;
  host.addEventListener('click', (e) => {
    if (swallowClick && e.detail > 0) { swallowClick = false; e.preventDefault(); e.stopPropagation(); }
  }, true);
  // Taps: the click count (`detail`) decides. While a longer sequence may
  // follow (a double tap inside a single tap's view), the shorter one waits.
  let pendingTap = 0;
  function tapGestures(e) {
    if (e.target.closest('input, textarea, select, label')) return;
    const chain = gestureChain(e.target, 'tap');
    if (!chain.length) return;
    clearTimeout(pendingTap);
    const clicks = e.detail || 1;
    const fire = winners(chain.filter((el) => clicks % (Number(el.dataset.count) || 1) === 0));
    const send = () => { for (const el of fire) sendEvent(oidOf(el), 'tapGesture', undefined, pointIn(el.getBoundingClientRect(), e.clientX, e.clientY)); };
    if (chain.some((el) => (Number(el.dataset.count) || 1) > clicks)) pendingTap = setTimeout(send, 300); else send();
  }
  // Long presses and drags follow one pointer from pointerdown.
  let presses = [], pressing = [], drags = [], dragFrame = 0;
  host.addEventListener('pointerdown', (e) => {
    swallowClick = false;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (e.target.closest('input, textarea, select')) return;
    presses = winners(gestureChain(e.target, 'longPress')).map((el) => {
      const press = { el, x: e.clientX, y: e.clientY, done: false };
      sendEvent(oidOf(el), 'longPress', 'began');
      press.timer = setTimeout(() => {
        press.done = true;
        swallowClick = true;
        sendEvent(oidOf(el), 'longPress', 'recognized');
      }, (Number(el.dataset.duration) || 0) * 1000);
      return press;
    });
    // Every press watcher under the pointer (a custom button style's
    // `isPressed`) hears the press, whatever other gesture wins.
    pressing = gestureChain(e.target, 'press').map(oidOf);
    for (const id of pressing) sendEvent(id, 'longPress', 'began');
    drags = winners(gestureChain(e.target, 'drag')).map((el) => ({
      el, rect: el.getBoundingClientRect(), x: e.clientX, y: e.clientY, started: false,
      samples: [{ t: e.timeStamp, x: e.clientX, y: e.clientY }],
    }));
    if (drags.length) { try { drags[0].el.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ } }
  });
  function cancelPresses() {
    for (const press of presses) if (!press.done) { clearTimeout(press.timer); sendEvent(oidOf(press.el), 'longPress', 'cancelled'); }
    presses = [];
  }
  function dragFields(drag, phase) {
    const last = drag.samples[drag.samples.length - 1];
    const first = drag.samples.find((s) => last.t - s.t <= 100) || last;
    const dt = (last.t - first.t) / 1000;
    const start = pointIn(drag.rect, drag.x, drag.y), now = pointIn(drag.rect, last.x, last.y);
    const clamp = (v) => Math.max(-100000, Math.min(100000, Math.round(v * 100) / 100));
    return {
      sx: clamp(start.x), sy: clamp(start.y), x: clamp(now.x), y: clamp(now.y), ox: clamp(start.ox), oy: clamp(start.oy),
      vx: clamp(dt > 0 ? (last.x - first.x) / dt : 0), vy: clamp(dt > 0 ? (last.y - first.y) / dt : 0),
    };
  }
  function sendDrags() {
    dragFrame = 0;
    for (const drag of drags) if (drag.started && drag.moved) { drag.moved = false; sendEvent(oidOf(drag.el), 'drag', 'changed', dragFields(drag)); }
  }
  host.addEventListener('pointermove', (e) => {
    for (const press of presses) {
      if (!press.done && Math.hypot(e.clientX - press.x, e.clientY - press.y) > (Number(press.el.dataset.distance) || 0)) {
        clearTimeout(press.timer);
        press.done = true;
        sendEvent(oidOf(press.el), 'longPress', 'cancelled');
      }
    }
    for (const drag of drags) {
      drag.samples.push({ t: e.timeStamp, x: e.clientX, y: e.clientY });
      if (drag.samples.length > 20) drag.samples.shift();
      if (!drag.started && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) >= (Number(drag.el.dataset.distance) || 0)) drag.started = true;
      if (drag.started) drag.moved = true;
    }
    // At most one report per drag per frame (60 a second).
    if (drags.some((d) => d.moved) && !dragFrame) dragFrame = setTimeout(sendDrags, 16);
  });
  function endPointer(e) {
    cancelPresses();
    for (const id of pressing) sendEvent(id, 'longPress', 'cancelled');
    pressing = [];
    if (dragFrame) { clearTimeout(dragFrame); dragFrame = 0; }
    for (const drag of drags) {
      if (!drag.started) continue;
      if (e.type === 'pointerup') drag.samples.push({ t: e.timeStamp, x: e.clientX, y: e.clientY });
      swallowClick = true;
      // A movement still waiting for its frame is reported before the end,
      // so `onChanged` sees where the pointer was let go, as in SwiftUI.
      if (drag.moved) { drag.moved = false; sendEvent(oidOf(drag.el), 'drag', 'changed', dragFields(drag)); }
      sendEvent(oidOf(drag.el), 'drag', 'ended', dragFields(drag));
    }
    drags = [];
  }
  host.addEventListener('pointerup', endPointer);
  host.addEventListener('pointercancel', endPointer);
  // Hover: the wrappers under the pointer, by element id, compared with
  // those under it before, each time the pointer enters a node (or leaves
  // the page). Ids, not nodes, since a patch may replace the node under a
  // resting pointer, and no pointerout comes from a detached node.
  let hovered = new Set();
  function hoverAt(target) {
    const now = new Set(target ? gestureChain(target, 'hover').map(oidOf) : []);
    for (const id of hovered) if (!now.has(id)) sendEvent(id, 'hover', false);
    for (const id of now) if (!hovered.has(id)) sendEvent(id, 'hover', true);
    hovered = now;
  }
  document.addEventListener('pointerover', (e) => {
    if (e.pointerType !== 'touch') hoverAt(host.contains(e.target) ? e.target : null);
  });
  document.documentElement.addEventListener('pointerleave', () => { hoverAt(null); hoverMoveAt(null); });
  // File importers (`.fileImporter`): while a wrapper is presented, its
  // hidden file input opens the browser's picker. A picker opens only within
  // a few seconds of a click or key press; without one, the input shows
  // itself as a prompt the person clicks. Each chosen file is POSTed (the
  // window and token in headers), then one event names the uploads.
  const presentedImporters = new Set();
  function syncFileImporters() {
    for (const wrapper of presentedImporters) {
      if (!host.contains(wrapper) || !wrapper.hasAttribute('data-fi-presented')) {
        presentedImporters.delete(wrapper);
        wrapper.classList.remove('o-fi-prompt');
      }
    }
    for (const wrapper of host.querySelectorAll('[data-fi-presented]')) {
      if (presentedImporters.has(wrapper)) continue;
      presentedImporters.add(wrapper);
      const input = wrapper.querySelector(':scope > input.o-file-input');
      if (!input) continue;
      input.value = '';
      try { input.showPicker(); } catch (_) { wrapper.classList.add('o-fi-prompt'); }
    }
  }
  // POSTs each file (the window and token in headers, never in the URL);
  // the upload ids, or the reason the first that failed did.
  async function uploadEach(files) {
    const ids = [];
    for (const file of files.slice(0, 64)) {
      let response = null;
      try {
        response = await fetch('/_observatory/upload', {
          method: 'POST', body: file,
          headers: {
            'X-Observatory-Window': windowID, 'X-Observatory-Token': token,
            'X-Observatory-Name': encodeURIComponent(file.name), 'Content-Type': 'application/octet-stream',
          },
        });
      } catch (_) { /* no answer: reported below */ }
      if (!response || !response.ok) {
        const reason = response && response.status === 413 ? `${file.name} is too large` : `${file.name} could not be sent`;
        return { ids, failed: reason.slice(0, 200) };
      }
      ids.push((await response.json()).id);
    }
    return { ids };
  }
  async function uploadFiles(input) {
    const wrapper = input.parentElement;
    const target = oidOf(wrapper);
    wrapper.classList.remove('o-fi-prompt');
    const sent = await uploadEach(Array.from(input.files || []));
    if (sent.failed) sendEvent(target, 'fileImport', 'failed', { reason: sent.failed });
    else if (sent.ids.length) sendEvent(target, 'fileImport', 'files', { ids: sent.ids.join(' ') });
    else sendEvent(target, 'fileImport', 'cancelled');
  }
  host.addEventListener('change', (e) => {
    if (e.target.classList && e.target.classList.contains('o-file-input')) uploadFiles(e.target);
  }, true);
  host.addEventListener('cancel', (e) => {
    const t = e.target;
    if (t.classList && t.classList.contains('o-file-input')) {
      t.parentElement.classList.remove('o-fi-prompt');
      sendEvent(oidOf(t.parentElement), 'fileImport', 'cancelled');
    }
  }, true);

  // Drag and drop (`.onDrag`, `.draggable`, `.onDrop`, `.dropDestination`).
  // A drag that begins on a view of this page tells the server, which makes
  // and holds its item providers; targets then report entering, moving
  // (at most every 100 ms), leaving and the drop, and the server decides.
  // A drag from outside names its kinds while it moves; its drop brings the
  // text, the web URLs, and the files (uploaded first).
  let dragSource = null;
  const dropInside = new Map(); // oid → [element, last "updated" time]
  function dropTarget(node) {
    const el = node && node.closest ? node.closest('[data-drop]') : null;
    return el && host.contains(el) ? el : null;
  }
  function outsideKinds(dataTransfer) {
    const types = Array.from((dataTransfer && dataTransfer.types) || []);
    const kinds = [];
    if (types.includes('Files')) kinds.push('files');
    if (types.includes('text/plain')) kinds.push('text');
    if (types.includes('text/uri-list')) kinds.push('urls');
    return kinds;
  }
  function dropFields(el, e) {
    const fields = pointIn(el.getBoundingClientRect(), e.clientX, e.clientY);
    if (dragSource !== null) fields.source = 'window';
    else Object.assign(fields, { source: 'outside', kinds: outsideKinds(e.dataTransfer).join(' ') });
    return fields;
  }
  function takesDrag(el, e) {
    if (dragSource !== null) return true;
    const accepts = (el.dataset.drop || '').split(' ');
    return outsideKinds(e.dataTransfer).some((kind) => accepts.includes(kind));
  }
  function leaveDropTargets(except, e) {
    for (const [id, [el]] of dropInside) {
      if (el === except) continue;
      dropInside.delete(id);
      sendEvent(id, 'drop', 'exited', dropFields(el, e));
    }
  }
  host.addEventListener('dragstart', (e) => {
    const el = e.target.closest ? e.target.closest('[data-drag]') : null;
    if (!el || !host.contains(el)) return;
    dragSource = oidOf(el);
    e.dataTransfer.effectAllowed = 'copyMove';
    e.dataTransfer.setData('application/x-observatory-drag', windowID);
    sendEvent(dragSource, 'dragStart');
  });
  document.addEventListener('dragend', (e) => { leaveDropTargets(null, e); dragSource = null; });
  document.addEventListener('dragover', (e) => {
    const el = dropTarget(e.target);
    leaveDropTargets(el, e);
    if (!el || !takesDrag(el, e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = dragSource !== null ? 'move' : 'copy';
    const id = oidOf(el), entry = dropInside.get(id), now = performance.now();
    if (!entry) { dropInside.set(id, [el, now]); sendEvent(id, 'drop', 'entered', dropFields(el, e)); }
    else if (now - entry[1] >= 100) { entry[1] = now; sendEvent(id, 'drop', 'updated', dropFields(el, e)); }
  });
  document.addEventListener('dragleave', (e) => {
    if (e.relatedTarget === null || !host.contains(e.relatedTarget)) leaveDropTargets(null, e);
  });
  document.addEventListener('drop', async (e) => {
    const el = dropTarget(e.target);
    if (!el || !takesDrag(el, e)) return;
    e.preventDefault();
    const id = oidOf(el);
    dropInside.delete(id);
    leaveDropTargets(null, e);
    const fields = dropFields(el, e);
    if (dragSource === null) {
      const transfer = e.dataTransfer, accepts = (el.dataset.drop || '').split(' ');
      if (accepts.includes('text')) {
        const text = transfer.getData('text/plain');
        if (text) fields.text = text.slice(0, 25000);
      }
      if (accepts.includes('urls')) {
        const urls = transfer.getData('text/uri-list').split(/\r?\n/)
          .filter((line) => /^https?:/i.test(line) && line.length <= 2048).slice(0, 64);
        if (urls.length) fields.urls = urls.join('\n');
      }
      if (accepts.includes('files') && transfer.files && transfer.files.length) {
        const sent = await uploadEach(Array.from(transfer.files));
        if (sent.ids.length) fields.ids = sent.ids.join(' ');
      }
    }
    dragSource = null;
    sendEvent(id, 'drop', 'performed', fields);
  });

  // File exporters (`.fileExporter`): while a wrapper is presented, each of
  // its files is POSTed for (the window and token in headers) and saved as a
  // download; one event then names the server's copies.
  const presentedExporters = new Set();
  function syncFileExporters() {
    for (const wrapper of presentedExporters) {
      if (!host.contains(wrapper) || !wrapper.hasAttribute('data-fe-presented')) presentedExporters.delete(wrapper);
    }
    for (const wrapper of host.querySelectorAll('[data-fe-presented]')) {
      if (presentedExporters.has(wrapper)) continue;
      presentedExporters.add(wrapper);
      saveFiles(wrapper, Number(wrapper.dataset.fePresented) || 1);
    }
  }
  async function saveFiles(wrapper, count) {
    const target = oidOf(wrapper);
    const ids = [];
    for (let index = 0; index < count; index++) {
      let response = null;
      try {
        response = await fetch('/_observatory/download', {
          method: 'POST',
          headers: {
            'X-Observatory-Window': windowID, 'X-Observatory-Token': token,
            'X-Observatory-Target': String(target), 'X-Observatory-Index': String(index),
          },
        });
      } catch (_) { /* no answer: reported below */ }
      if (!response || !response.ok) {
        sendEvent(target, 'fileExport', 'failed', { reason: 'the file could not be saved' });
        return;
      }
      const name = decodeURIComponent(response.headers.get('X-Observatory-Name') || 'file');
      ids.push(response.headers.get('X-Observatory-Upload'));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 60000);
    }
    sendEvent(target, 'fileExport', 'files', { ids: ids.join(' ') });
  }

  // Pinches (MagnifyGesture): a trackpad's pinch, which a browser sends as
  // wheel events with Control held, and two touch pointers on the view. The
  // scale is reported at most once a frame; a wheel pinch ends after 200 ms
  // of stillness, a touch pinch when a finger lifts.
  const pinches = new Map();                    // wrapper -> { scale, start, rect, t, v, delta, begun, frame, rest }
  function pinchFields(p) {
    const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, Math.round(v * 1000) / 1000));
    const start = pointIn(p.rect, p.x, p.y);
    return {
      scale: clamp(p.scale, 0.01, 100), x: clamp(start.x, -1e5, 1e5), y: clamp(start.y, -1e5, 1e5),
      ox: clamp(start.ox, -1e5, 1e5), oy: clamp(start.oy, -1e5, 1e5),
      w: clamp(p.rect.width, 0, 1e5), h: clamp(p.rect.height, 0, 1e5), v: clamp(p.v, -1000, 1000),
    };
  }
  function pinchTo(el, scale, x, y, t) {
    let p = pinches.get(el);
    if (!p) { p = { scale: 1, x, y, rect: el.getBoundingClientRect(), t, v: 0, begun: false, frame: 0 }; pinches.set(el, p); }
    const dt = (t - p.t) / 1000;
    if (dt > 0) p.v = (scale - p.scale) / dt;
    p.scale = scale; p.t = t;
    if (!p.begun && Math.abs(scale - 1) < (Number(el.dataset.distance) || 0)) return;
    p.begun = true;
    if (!p.frame) p.frame = setTimeout(() => { p.frame = 0; if (pinches.get(el) === p) sendEvent(oidOf(el), 'magnify', 'changed', pinchFields(p)); }, 16);
  }
  function endPinch(el) {
    const p = pinches.get(el);
    if (!p) return;
    pinches.delete(el);
    clearTimeout(p.frame); clearTimeout(p.rest);
    if (p.begun) sendEvent(oidOf(el), 'magnify', 'ended', pinchFields(p));
  }
  host.addEventListener('wheel', (e) => {
    if (!e.ctrlKey) return;
    const el = winners(gestureChain(e.target, 'magnify'))[0];
    if (!el) return;
    e.preventDefault(); // the page itself does not zoom
    const p = pinches.get(el);
    pinchTo(el, (p ? p.scale : 1) * Math.exp(-e.deltaY / 100), p ? p.x : e.clientX, p ? p.y : e.clientY, e.timeStamp);
    const now = pinches.get(el);
    clearTimeout(now.rest);
    now.rest = setTimeout(() => endPinch(el), 200);
  }, { passive: false });
  const touches = new Map();                    // pointer id -> { x, y }
  let touchPinch = null;                        // { el, distance } while two fingers are down on a magnify wrapper
  host.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'touch') return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.size !== 2 || touchPinch) return;
    const el = winners(gestureChain(e.target, 'magnify'))[0];
    if (!el) return;
    const [a, b] = Array.from(touches.values());
    touchPinch = { el, distance: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
    pinchTo(el, 1, (a.x + b.x) / 2, (a.y + b.y) / 2, e.timeStamp);
  });
  host.addEventListener('pointermove', (e) => {
    if (e.pointerType !== 'touch' || !touches.has(e.pointerId)) return;
    touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!touchPinch || touches.size < 2) return;
    const [a, b] = Array.from(touches.values());
    pinchTo(touchPinch.el, Math.hypot(a.x - b.x, a.y - b.y) / touchPinch.distance, 0, 0, e.timeStamp);
  });
  for (const type of ['pointerup', 'pointercancel']) {
    host.addEventListener(type, (e) => {
      if (e.pointerType !== 'touch') return;
      touches.delete(e.pointerId);
      if (touchPinch) { endPinch(touchPinch.el); touchPinch = null; }
    });
  }

  // Continuous hover (`.onContinuousHover`): the pointer's location in each
  // wrapper under it, at most once a frame, and `ended` for those it left.
  let hoverMoving = new Map();                  // element id -> its wrapper, under the pointer
  let hoverMovePending = null, hoverMoveFrame = 0;
  function hoverMoveAt(e) {
    hoverMovePending = e;
    if (!hoverMoveFrame) hoverMoveFrame = requestAnimationFrame(flushHoverMove);
  }
  function flushHoverMove() {
    hoverMoveFrame = 0;
    const e = hoverMovePending;
    const chain = e && host.contains(e.target) ? gestureChain(e.target, 'hoverMove') : [];
    const now = new Map(chain.map((el) => [oidOf(el), el]));
    for (const id of hoverMoving.keys()) if (!now.has(id)) sendEvent(id, 'hoverMove', 'ended');
    for (const [id, el] of now) sendEvent(id, 'hoverMove', 'active', pointIn(el.getBoundingClientRect(), e.clientX, e.clientY));
    hoverMoving = now;
  }
  host.addEventListener('pointermove', (e) => { if (e.pointerType !== 'touch' || hoverMoving.size) hoverMoveAt(e); });
  document.addEventListener('pointerover', (e) => { if (!host.contains(e.target) && hoverMoving.size) hoverMoveAt(null); });

  // Key presses (`.onKeyPress`): each wrapper around the focused node that
  // wants this key and phase hears it, innermost first. A wrapper naming its
  // keys takes the key from the browser (no scrolling or typing) and stops
  // there; one that hears any key lets it through.
  function keyPressed(e, phase) {
    if (e.isComposing || /^(Shift|Control|Alt|Meta)$/.test(e.key)) return;
    const chain = gestureChain(e.target, 'keyPress');
    if (!chain.length) return;
    const key = keyName(e);
    const chars = e.key.length === 1 ? e.key : '';
    const mods = (e.shiftKey ? 1 : 0) | (e.ctrlKey ? 2 : 0) | (e.altKey ? 4 : 0) | (e.metaKey ? 8 : 0);
    for (const el of chain) {
      if (!(el.dataset.phases || '').split(' ').includes(phase)) continue;
      const keys = el.dataset.keys;
      if (keys !== undefined && !keys.split(' ').includes(key)) continue;
      sendEvent(oidOf(el), 'keyPress', phase, { key, chars, mods });
      if (keys !== undefined) { e.preventDefault(); e.stopPropagation(); return; }
    }
  }
  host.addEventListener('keydown', (e) => keyPressed(e, e.repeat ? 'repeat' : 'down'));
  host.addEventListener('keyup', (e) => keyPressed(e, 'up'));

  // ---- Focus and keyboard shortcuts -------------------------------------------
  // A field bound with `.focused` (`data-focus`) reports when it takes or
  // loses the focus; the server's `data-focused` moves the focus to it.
  host.addEventListener('focusin', (e) => {
    const t = e.target;
    if (t.dataset && t.dataset.focus !== undefined && t.dataset.focused === undefined) sendEvent(oidOf(t), 'focus', true);
  });
  // After a message changed `data-focused`: the focus stays on a field the
  // server names (several fields may share one Boolean state), else moves to
  // the first one it names, else leaves a bound field it no longer names.
  let focusChanged = false;
  function syncFocus() {
    focusChanged = false;
    const active = document.activeElement;
    if (active && host.contains(active) && active.dataset.focused !== undefined) return;
    const wanted = host.querySelector('[data-focused]');
    if (wanted) { wanted.focus(); return; }
    if (active && host.contains(active) && active.dataset.focus !== undefined && !inflight.has(oidOf(active))) active.blur();
  }
  const isApple = /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent || '');
  function keyName(e) {
    if (/^Key[A-Z]$/.test(e.code)) return e.code.slice(3).toLowerCase();
    if (/^Digit[0-9]$/.test(e.code)) return e.code.slice(5);
    return e.key === ' ' ? 'space' : e.key.toLowerCase();
  }
  // The names a key press matches: `.command` is ⌘ on Apple keyboards and
  // Ctrl elsewhere, where Ctrl also matches `.control` shortcuts.
  function shortcutNames(e) {
    const key = keyName(e);
    const variants = isApple ? [[e.ctrlKey, e.metaKey]] : e.ctrlKey ? [[false, true], [true, false]] : [[e.metaKey, false]];
    return variants.map(([ctrl, cmd]) => [ctrl && 'ctrl', e.altKey && 'alt', e.shiftKey && 'shift', cmd && 'cmd', key].filter(Boolean).join('+'));
  }
  window.addEventListener('keydown', (e) => {
    if (e.isComposing || /^(Shift|Control|Alt|Meta)$/.test(e.key)) return;
    const bare = !e.ctrlKey && !e.metaKey && !e.altKey;
    const t = e.target && e.target.closest ? e.target : null;
    // Keys without modifiers stay with the field or control that has the focus (Escape excepted).
    if (bare && t && e.key !== 'Escape' && t.closest('input, textarea, select, [contenteditable]')) return;
    if (bare && t && (e.key === 'Enter' || e.key === ' ') && t.closest('button, a, summary, [role=option]')) return;
    const names = shortcutNames(e);
    const buttons = Array.from(host.querySelectorAll('[data-shortcut]'))
      .filter((b) => names.includes(b.dataset.shortcut) && !b.disabled && (b.getClientRects().length || b.closest('.o-commands')));
    const button = buttons.pop(); // the frontmost: a sheet's comes after the page's
    if (!button) return;
    e.preventDefault();
    e.stopPropagation();
    button.click();
  }, true);

  // ---- Applying server messages ----------------------------------------
  const serverValues = new Map();               // element id -> the last value the server sent for it
  function setProperty(node, name, value, target) {
    if (name === 'value') serverValues.set(target, value);
    if (inflight.has(target)) return; // the user's edit in flight is the truth
    if (name !== 'value') { node[name] = value; return; }
    if (node.value === value) return;
    if (document.activeElement === node) {
      // Nothing in flight and the server's value differs: take it, keeping
      // the caret at the same distance from the end.
      let fromEnd = null;
      try { fromEnd = node.value.length - node.selectionEnd; } catch (_) { /* no caret API */ }
      node.value = value;
      if (fromEnd !== null) {
        const at = Math.max(0, value.length - fromEnd);
        try { node.setSelectionRange(at, at); } catch (_) { /* ignore */ }
      }
    } else {
      node.value = value;
    }
  }

  // ---- Animation: a patch made inside an animation animates here ---------
  // The server sends no frames. A patch carries `anim` (withAnimation), or
  // changes the `data-anim-key` of an `.animation(_:value:)` scope, or falls
  // under an `.animation(_:)` scope. Changed properties animate from their
  // old computed value with the Web Animations API; inserted and removed
  // nodes run their `.transition` (opacity by default); nodes that move
  // slide to their new place. prefers-reduced-motion turns it all off.
  const reducedMotion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
  const ANIMATED = ['transform', 'opacity', 'filter', 'backgroundColor', 'color', 'fill', 'stroke', 'strokeDasharray',
    'strokeDashoffset', 'borderRadius', 'boxShadow', 'r', 'rx', 'ry', 'd', 'width', 'height', 'clipPath'];
  const running = new WeakMap();
  function springCurve(response, damping) {
    const omega = 2 * Math.PI / Math.max(response, 0.01), zeta = Math.max(damping, 0);
    const x = (t) => {
      if (zeta < 1) {
        const wd = omega * Math.sqrt(1 - zeta * zeta);
        return 1 - Math.exp(-zeta * omega * t) * (Math.cos(wd * t) + (zeta * omega / wd) * Math.sin(wd * t));
      }
      if (zeta === 1) return 1 - Math.exp(-omega * t) * (1 + omega * t);
      const s = Math.sqrt(zeta * zeta - 1), r1 = -omega * (zeta - s), r2 = -omega * (zeta + s);
      return 1 - (r2 * Math.exp(r1 * t) - r1 * Math.exp(r2 * t)) / (r2 - r1);
    };
    // Settled: within 0.1% of the end for 0.1 s.
    let settle = 10;
    for (let t = 0, calm = 0; t < 10; t += 1 / 120) {
      if (Math.abs(1 - x(t)) < 0.001) { calm += 1 / 120; if (calm >= 0.1) { settle = t; break; } } else calm = 0;
    }
    const points = [];
    for (let i = 0; i <= 40; i++) points.push(+x(settle * i / 40).toFixed(4));
    points[0] = 0; points[40] = 1;
    return { easing: 'linear(' + points.join(', ') + ')', duration: settle * 1000 };
  }
  function parseAnimation(spec) {
    if (!spec || spec === 'none') return null;
    const parts = String(spec).split(','), kind = parts[0], n = parts.slice(1).map(Number);
    if (n.some((v) => !Number.isFinite(v))) return null;
    let curve, tail;
    if (kind === 'b' && n.length === 9) {
      curve = { easing: 'cubic-bezier(' + n.slice(0, 4).join(',') + ')', duration: n[4] * 1000 };
      tail = n.slice(5);
    } else if (kind === 's' && n.length === 6) {
      curve = springCurve(n[0], n[1]);
      tail = n.slice(2);
    } else return null;
    const speed = tail[1] > 0 ? tail[1] : 1;
    return {
      easing: curve.easing, duration: Math.min(curve.duration / speed, 60000), delay: Math.min(tail[0] * 1000 / speed, 60000),
      iterations: tail[2] === 0 ? Infinity : Math.max(1, tail[2]), direction: tail[3] === 1 ? 'alternate' : 'normal', fill: 'backwards',
    };
  }
  function snapshot(node) {
    const style = getComputedStyle(node), values = {};
    for (const name of ANIMATED) values[name] = style[name];
    return values;
  }
  function animate(node, keyframes, timing) {
    const list = running.get(node) || [];
    for (const old of list) old.cancel();
    const animation = node.animate(keyframes, timing);
    running.set(node, [animation]);
    return animation;
  }
  function transitionOf(node, attribute) {
    // The node's own transition, or that of the wrappers it begins with.
    for (let n = node; n; n = n.firstElementChild) {
      if (n.hasAttribute && n.hasAttribute(attribute)) return { effects: n.getAttribute(attribute), anim: n.getAttribute('data-tr-anim') };
      if (!n.classList || !n.classList.contains('o-mod')) break;
    }
    return { effects: 'opacity', anim: null };
  }
  function effectKeyframe(effects) {
    const frame = {}, transforms = [];
    for (const effect of (effects || '').split('+')) {
      const m = /^(\w+)(?:\(([^)]*)\))?$/.exec(effect);
      if (!m) continue;
      const args = (m[2] || '').split(',');
      if (m[1] === 'opacity') frame.opacity = 0;
      else if (m[1] === 'scale') { transforms.push('scale(' + Number(args[0]) + ')'); frame.transformOrigin = Number(args[1]) * 100 + '% ' + Number(args[2]) * 100 + '%'; }
      else if (m[1] === 'offset') transforms.push('translate(' + Number(args[0]) + 'px,' + Number(args[1]) + 'px)');
      else if (m[1] === 'blur') frame.filter = 'blur(' + Number(args[0]) + 'px)';
      else if (m[1] === 'move') transforms.push({ leading: 'translateX(-100%)', trailing: 'translateX(100%)', top: 'translateY(-100%)', bottom: 'translateY(100%)' }[args[0]] || '');
    }
    if (transforms.length) frame.transform = transforms.join(' ');
    return frame;
  }
  function beginMotion(message) {
    if (reducedMotion && reducedMotion.matches) return null;
    const patchAnim = message.anim ? parseAnimation(message.anim) : null;
    const keyed = new Map();
    for (const op of message.ops) {
      if (op[0] !== 'a' || op[2] !== '' || op[3] !== 'data-anim-key') continue;
      const el = find(op[1]);
      const specOp = message.ops.find((o) => o[0] === 'a' && o[1] === op[1] && o[3] === 'data-anim');
      if (el) keyed.set(el, specOp ? specOp[4] : el.getAttribute('data-anim'));
    }
    if (!patchAnim && !keyed.size && !host.querySelector('[data-anim]:not([data-anim-key]):not([data-anim="none"])')) return null;
    const animationOf = (node) => {
      for (let n = node; n && n !== host; n = n.parentElement) {
        if (!n.hasAttribute('data-anim')) continue;
        const spec = n.getAttribute('data-anim');
        if (spec === 'none') return null;
        if (keyed.has(n)) return parseAnimation(keyed.get(n));
        if (!n.hasAttribute('data-anim-key')) return parseAnimation(spec);
      }
      return patchAnim;
    };
    const changed = new Map(), moved = new Map();
    let inserted = [];
    // .matchedGeometryEffect: where each matched view is before the update.
    const matched = new Map();
    for (const el of host.querySelectorAll('[data-mge]')) {
      const rect = el.getBoundingClientRect();
      if (rect.width || rect.height) matched.set(el.getAttribute('data-mge'), { el, rect });
    }
    const watch = (node) => {
      if (!node || changed.has(node) || !node.isConnected) return;
      const anim = animationOf(node);
      if (anim) changed.set(node, { anim, before: snapshot(node) });
    };
    const watchPlace = (node) => {
      if (!node || moved.has(node) || !node.isConnected || moved.size > 300) return;
      const anim = animationOf(node);
      if (anim) moved.set(node, { anim, rect: node.getBoundingClientRect() });
    };
    for (const op of message.ops) {
      if (op[0] === 'i') {
        const container = part(find(op[1]), op[2]);
        if (container) for (const child of container.children) watchPlace(child);
        continue;
      }
      const el = find(op[1]);
      if (!el) continue;
      if (op[0] === 'a' || op[0] === 'p') { watch(part(el, op[2])); watchPlace(el); }
      else if (op[0] === 't') {
        // A new text animates only by its content transition, never its width (it would wrap).
        const node = part(el, op[2]);
        watch(node);
        const entry = node && changed.get(node);
        if (entry) entry.text = node.textContent;
      }
      else if (op[0] === 'r' || op[0] === 'm') { if (el.parentElement) for (const child of el.parentElement.children) watchPlace(child); }
    }
    return {
      // A removed node stays where it was while its removal transition runs.
      removing(el) {
        const anim = animationOf(el.parentElement);
        if (!anim) return false;
        const transition = transitionOf(el, 'data-tr-out');
        const timing = Object.assign({}, parseAnimation(transition.anim) || anim, { iterations: 1, direction: 'normal', fill: 'forwards' });
        const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = el;
        el.removeAttribute('data-oid');
        for (const inner of el.querySelectorAll('[data-oid]')) inner.removeAttribute('data-oid');
        el.setAttribute('data-leaving', '');
        Object.assign(el.style, { position: 'absolute', left: left + 'px', top: top + 'px', width: width + 'px', height: height + 'px', pointerEvents: 'none', margin: '0' });
        moved.delete(el);
        const end = effectKeyframe(transition.effects);
        animate(el, [{}, end], timing).finished.then(() => el.remove(), () => el.remove());
        return true;
      },
      inserted(nodes, container) {
        const anim = animationOf(container);
        if (!anim) return;
        for (const node of nodes) inserted.push({ node, anim });
      },
      finish() {
        // A matched view that took another's place grows from that one's frame
        // (instead of its insertion transition).
        for (const el of host.querySelectorAll('[data-mge]')) {
          const old = matched.get(el.getAttribute('data-mge'));
          if (!old || old.el === el || el.hasAttribute('data-leaving')) continue;
          const anim = animationOf(el);
          const now = el.getBoundingClientRect();
          if (!anim || !now.width || !now.height) continue;
          const props = el.getAttribute('data-mge-props') || 'frame';
          const dx = props === 'size' ? 0 : old.rect.left - now.left, dy = props === 'size' ? 0 : old.rect.top - now.top;
          const sx = props === 'position' ? 1 : old.rect.width / now.width, sy = props === 'position' ? 1 : old.rect.height / now.height;
          inserted = inserted.filter(({ node }) => node !== el && !node.contains(el) && !el.contains(node));
          moved.delete(el);
          animate(el, [
            { transformOrigin: '0 0', transform: 'translate(' + dx + 'px,' + dy + 'px) scale(' + sx + ',' + sy + ')' },
            { transformOrigin: '0 0', transform: 'none' },
          ], Object.assign({}, anim, { iterations: 1, direction: 'normal' }));
        }
        for (const { node, anim } of inserted) {
          const transition = transitionOf(node, 'data-tr-in');
          const timing = Object.assign({}, parseAnimation(transition.anim) || anim, { iterations: 1, direction: 'normal' });
          animate(node, [effectKeyframe(transition.effects), {}], timing);
          moved.delete(node);
        }
        for (const [node, { anim, before, text }] of changed) {
          if (!node.isConnected) continue;
          const after = snapshot(node), from = {}, to = {};
          if (text === undefined) {
            for (const name of ANIMATED) if (before[name] !== after[name]) { from[name] = before[name]; to[name] = after[name]; }
          }
          const ct = node.closest('[data-ct]');
          if (text !== undefined && ct && node.textContent !== text && ct.getAttribute('data-ct') !== 'identity') {
            // Numeric text rolls in from below (above when counting down); others cross-fade.
            const kind = ct.getAttribute('data-ct');
            const offset = kind === 'numericText' ? '0.6em' : kind === 'numericTextDown' ? '-0.6em' : '0';
            from.transform = 'translateY(' + offset + ')'; to.transform = 'none'; from.opacity = 0; to.opacity = 1;
          }
          if (Object.keys(from).length) animate(node, [from, to], anim);
        }
        for (const [node, { anim, rect }] of moved) {
          if (!node.isConnected || changed.has(node)) continue;
          const now = node.getBoundingClientRect();
          const dx = rect.left - now.left, dy = rect.top - now.top;
          if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
          node.animate([{ transform: 'translate(' + dx + 'px,' + dy + 'px)' }, { transform: 'none' }],
            Object.assign({}, anim, { iterations: 1, direction: 'normal', composite: 'add' }));
        }
      },
    };
  }

  function apply(op, motion) {
    const kind = op[0];
    if (kind === 'i') {
      const container = part(find(op[1]), op[2]);
      if (!container) return false;
      const nodes = fragment(op[4]);
      const added = motion ? [...nodes.children] : null;
      // Nodes still leaving do not count as children: insert among the others.
      const siblings = [...container.children].filter((c) => !c.hasAttribute('data-leaving'));
      container.insertBefore(nodes, siblings[op[3]] || null);
      if (motion) motion.inserted(added, container);
      return true;
    }
    const el = find(op[1]);
    if (!el) return false;
    switch (kind) {
      case 't': { const node = part(el, op[2]); if (!node) return false; node.textContent = op[3]; return true; }
      case 'a': {
        const node = part(el, op[2]);
        if (!node) return false;
        if (op[4] === null) node.removeAttribute(op[3]); else node.setAttribute(op[3], op[4]);
        if (op[3] === 'data-focused') focusChanged = true;
        if (op[3] === 'data-sfx-key' && op[4] !== null) playSymbolEffect(node);
        else if (node.closest && node.closest('[data-ct="symbol"]') && node.closest('.o-image')) replaceSymbol(node.closest('.o-image'));
        return true;
      }
      case 'p': { const node = part(el, op[2]); if (!node) return false; setProperty(node, op[3], op[4], op[1]); return true; }
      case 'r': if (!(motion && motion.removing(el))) el.remove(); return true;
      case 'm': {
        // Moving a node blurs what it contains: keep the focus and the caret.
        const focused = el.contains(document.activeElement) ? document.activeElement : null;
        let caret = null;
        try { if (focused) caret = [focused.selectionStart, focused.selectionEnd]; } catch (_) { /* no caret API */ }
        const container = el.parentNode;
        el.remove();
        const siblings = [...container.children].filter((c) => !c.hasAttribute('data-leaving'));
        container.insertBefore(el, siblings[op[2]] || null);
        if (focused) {
          focused.focus();
          try { if (caret && caret[0] !== null) focused.setSelectionRange(caret[0], caret[1]); } catch (_) { /* ignore */ }
        }
        return true;
      }
      case 'h': el.replaceWith(fragment(op[2])); return true;
      default: return false;
    }
  }
  function acknowledge(n) {
    if (n <= ack) return;
    ack = n;
    for (const [target, seq] of inflight) if (seq <= ack) inflight.delete(target);
    unacked = unacked.filter((m) => m.seq > ack);
  }
  function resetTo(html) {
    const focused = document.activeElement;
    const focusedID = focused && host.contains(focused) ? oidOf(focused) : null;
    const kept = focusedID !== null && inflight.has(focusedID) && 'value' in focused ? focused.value : null;
    host.replaceChildren(fragment(html));
    const again = focusedID !== null ? part(find(focusedID), 'i') || part(find(focusedID), '') : null;
    if (again && again.focus) {
      again.focus();
      if (kept !== null) again.value = kept;
    }
    syncFocus();
  }
  function handle(message) {
    acknowledge(message.ack);
    if (message.type === 'reset') {
      resetTo(message.html);
      syncBackTitles();
      fitBarTitles();
      focusScrollers();
      fitViews();
      scaleTexts();
      syncSheets();
      syncFileImporters();
      syncFileExporters();
      observeVisibility();
      keepScrollAnchors(null);
      recorded = depths();
      history.replaceState({ observatory: recorded, index }, '');
    } else {
      let consistent = true;
      const motion = beginMotion(message);
      const anchors = lazyAnchors();
      const scrollAnchored = scrollAnchors();
      for (const op of message.ops) if (!apply(op, motion)) consistent = false;
      if (!consistent) { requestReset(); return false; }
      keepLazyAnchors(anchors);
      keepScrollAnchors(scrollAnchored);
      if (focusChanged) syncFocus();
      syncHistory();
      syncPages();
      syncBackTitles();
      fitBarTitles();
      focusScrollers();
      fitViews();
      scaleTexts();
      syncSheets();
      syncFileImporters();
      syncFileExporters();
      observeVisibility();
      measureReaders();
      checkProbes();
      loadIcons();
      if (motion) motion.finish();
      runPendingScroll();
      // Inspect mode: inspector.js (loaded only then) shows why this update ran.
      if (message.inspect) document.dispatchEvent(new CustomEvent('observatory:inspect', { detail: message.inspect }));
    }
    focusDialog();
    scheduleLazy();
    return true;
  }
  // `openURL`: a URL with a scheme opens in a new tab, a relative one here.
  function openURL(url) {
    if (typeof url !== 'string') return;
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
    if (!scheme) { location.assign(url); return; }
    if (!/^(https?|mailto|tel)$/i.test(scheme[1])) return;
    window.open(url, '_blank', 'noopener');
  }
  function receive(message) {
    if (message.type === 'reload') { reload(); return; }
    if (message.type === 'restoration') { keepRecord(message.record); return; }
    if (message.type === 'development') { showDevelopment(message); return; }
    if (message.type === 'open') { openURL(message.url); return; }
    // `openWindow(id:)`: the window scene's page (a path of this server) in a new tab.
    if (message.type === 'openWindow') {
      if (typeof message.url === 'string' && message.url.startsWith('/window/')) window.open(message.url, '_blank');
      return;
    }
    if (message.type === 'closeWindow') { window.close(); return; }
    if (message.type === 'scroll') { pendingScroll = message; setTimeout(runPendingScroll, 30); return; }
    if (message.seq <= lastSeq) return;
    if (message.type !== 'reset' && message.seq !== lastSeq + 1) {
      held.set(message.seq, message); // wait for the gap to fill
      if (held.size > 100) requestReset();
      return;
    }
    if (!handle(message)) return;
    if (message.type === 'reset' && awaitingRestore) { awaitingRestore = false; restoreView(); }
    lastSeq = message.seq;
    for (const seq of Array.from(held.keys())) if (seq <= lastSeq) held.delete(seq);
    while (held.has(lastSeq + 1)) {
      const next = held.get(lastSeq + 1);
      held.delete(lastSeq + 1);
      if (!handle(next)) return;
      lastSeq = next.seq;
    }
    reportAppliedSoon();
  }
  // The page no longer matches what the server thinks it shows: reconnect asking for a reset.
  function requestReset() {
    lastSeq = -1;
    held.clear();
    if (socket) socket.close();
  }
  // A popover sits below the view it is attached to, when the window is wide enough.
  function placePopovers() {
    for (const presenter of host.querySelectorAll('.o-style-popover')) {
      const backdrop = part(presenter, 'd'), card = part(presenter, 's');
      const anchor = part(presenter, 'c');
      if (!backdrop || backdrop.hidden || !card || !anchor) continue;
      if (window.innerWidth < 600) { card.style.cssText = ''; continue; }
      // The content's box (its container may be `display: contents`, without one).
      let rect = anchor.getBoundingClientRect();
      if (!rect.width && !rect.height && anchor.firstElementChild) rect = anchor.firstElementChild.getBoundingClientRect();
      const width = Math.min(360, window.innerWidth - 16);
      const left = Math.max(8, Math.min(rect.left + rect.width / 2 - width / 2, window.innerWidth - width - 8));
      card.style.cssText = 'position:fixed;width:' + width + 'px;left:' + left + 'px;top:' + Math.min(rect.bottom + 8, window.innerHeight - 80) + 'px';
    }
  }
  function focusDialog() {
    placePopovers();
    const open = Array.from(host.querySelectorAll('.o-backdrop:not([hidden])')).pop();
    if (!open || open.contains(document.activeElement)) return;
    const first = open.querySelector('button:not([disabled]), input:not([disabled]), select, textarea, a[href]')
      || open.querySelector('[role=dialog], [role=alertdialog]');
    if (first) first.focus();
  }

  // ---- History: navigation stacks and the back button ------------------
  function depths() {
    const result = {};
    for (const stack of host.querySelectorAll('.o-nav[data-oid]')) result[stack.dataset.oid] = Number(stack.dataset.depth) || 0;
    return result;
  }
  // `recorded`: the depths the current history entry stands for; `index`:
  // how many entries this page pushed below it.
  let recorded = depths(), index = 0, expectingPop = false;
  history.replaceState({ observatory: recorded, index }, '');
  // Each screen of a stack keeps its own scroll position, as on iOS: a
  // pushed screen starts at its top, and popping back returns to where the
  // screen below was left.
  function keepScreenScroll(before, now) {
    for (const id in now) {
      const was = before[id] || 0;
      if (now[id] === was) continue;
      const stack = host.querySelector('.o-nav[data-oid="' + id + '"]');
      if (!stack) continue;
      const scroller = stack.closest('.o-sheet') || document.scrollingElement;
      const screens = stack.querySelectorAll(':scope > .o-screen');
      if (now[id] > was) {
        if (screens[was]) screens[was].dataset.scrollTop = String(scroller.scrollTop);
        scroller.scrollTop = 0;
      } else if (screens[now[id]]) {
        scroller.scrollTop = Number(screens[now[id]].dataset.scrollTop) || 0;
      }
    }
  }
  function syncHistory() {
    const now = depths();
    keepScreenScroll(recorded, now);
    let deeper = false, shallower = 0;
    for (const id in now) {
      const before = recorded[id] || 0;
      if (now[id] > before) deeper = true;
      if (now[id] < before) shallower = Math.max(shallower, before - now[id]);
    }
    recorded = now;
    if (deeper) {
      history.pushState({ observatory: now, index: ++index }, '');
    } else if (shallower && index > 0) {
      // Popped in the page (its Back button): step the history back too.
      const steps = Math.min(shallower, index);
      expectingPop = true;
      history.go(-steps);
    } else if (shallower) {
      history.replaceState({ observatory: now, index }, '');
    }
  }
  window.addEventListener('popstate', (e) => {
    const state = e.state || {};
    index = Number(state.index) || 0;
    const now = depths();
    if (expectingPop) {
      expectingPop = false;
      recorded = now;
      history.replaceState({ observatory: now, index }, '');
      return;
    }
    const wanted = state.observatory || {};
    let moved = false;
    for (const id in now) {
      const depth = wanted[id] || 0;
      // Back pops; forward asks the server to push again what back popped.
      if (depth !== now[id]) { sendNavigate(Number(id), depth); moved = true; }
    }
    // What the stacks will be once the server has moved them, so that the
    // patch does not push (or pop) a history entry of its own.
    recorded = Object.assign({}, now);
    for (const id in now) recorded[id] = wanted[id] || 0;
    if (!moved) history.replaceState({ observatory: now, index }, '');
  });

  // ---- Paged tab views: scrolling selects, a new selection scrolls ---------
  function pagesOf(tabs) { return tabs.querySelector(':scope > .o-pages'); }
  function syncPages() {
    for (const tabs of host.querySelectorAll('.o-tabs-page')) {
      const pages = pagesOf(tabs);
      if (!pages || !pages.clientWidth) continue;
      const wanted = Number(pages.dataset.selection);
      const shown = Math.round(pages.scrollLeft / pages.clientWidth);
      if (wanted >= 0 && wanted !== shown) pages.scrollTo({ left: wanted * pages.clientWidth, behavior: 'smooth' });
    }
  }
  let pageTimer = 0;
  host.addEventListener('scroll', (e) => {
    const pages = e.target;
    if (!pages.classList || !pages.classList.contains('o-pages') || !pages.parentElement.classList.contains('o-tabs-page')) return;
    clearTimeout(pageTimer);
    pageTimer = setTimeout(() => {
      const shown = Math.round(pages.scrollLeft / pages.clientWidth);
      if (shown !== Number(pages.dataset.selection)) sendEvent(oidOf(pages), 'select', shown);
    }, 120);
  }, true);

  // ---- Scroll reports (.onScrollGeometryChange, .onScrollPhaseChange) ---------------
  // A scroll view with data-scroll-report sends its geometry while it
  // scrolls (at most ten times a second, phase "interacting") and once
  // when it has stopped for 150 ms (phase "idle").
  const scrollStates = new WeakMap();
  function reportScroll(el, phase) {
    const fields = {
      x: el.scrollLeft, y: el.scrollTop, cw: el.scrollWidth, ch: el.scrollHeight, w: el.clientWidth, h: el.clientHeight,
    };
    if (el.dataset.scrollLeading !== undefined) fields.lead = leadingElements(el);
    sendEvent(oidOf(el), 'scroll', phase, fields);
  }
  // `.scrollPosition(id:)`: the elements at the scroll view's leading edge
  // (its top, or its left when it scrolls only sideways), probed at four
  // points 1, 13, 25 and 37 px in, so that a gap between rows is passed.
  function leadingElements(el) {
    const r = el.getBoundingClientRect();
    const sideways = el.scrollWidth > el.clientWidth && el.scrollHeight <= el.clientHeight;
    const ids = [];
    for (let k = 0; k < 4; k++) {
      const x = sideways ? r.left + 1 + 12 * k : r.left + r.width / 2;
      const y = sideways ? r.top + r.height / 2 : r.top + 1 + 12 * k;
      const hit = document.elementFromPoint(x, y);
      const id = hit && el.contains(hit) && hit !== el ? oidOf(hit) : null;
      if (id !== null && id !== oidOf(el) && !ids.includes(id)) ids.push(id);
    }
    return ids.join(' ');
  }
  host.addEventListener('scroll', (e) => {
    const el = e.target;
    if (!el.dataset || el.dataset.scrollReport === undefined) return;
    let state = scrollStates.get(el);
    if (!state) { state = { throttle: 0, rest: 0 }; scrollStates.set(el, state); }
    if (!state.throttle) {
      state.throttle = setTimeout(() => { state.throttle = 0; reportScroll(el, 'interacting'); }, 100);
    }
    clearTimeout(state.rest);
    state.rest = setTimeout(() => {
      clearTimeout(state.throttle);
      state.throttle = 0;
      reportScroll(el, 'idle');
    }, 150);
  }, true);

  // ---- Scroll visibility (.onScrollVisibilityChange) -------------------------------
  // A view with data-visibility-threshold reports when the share of it
  // shown crosses the threshold.
  const visibilityObserver = window.IntersectionObserver ? new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const el = entry.target;
      const threshold = Number(el.dataset.visibilityThreshold);
      const visible = entry.isIntersecting && entry.intersectionRatio >= (Number.isFinite(threshold) ? threshold : 0.5) - 1e-6;
      if (el.oVisible !== visible) { el.oVisible = visible; sendEvent(oidOf(el), 'visibility', visible); }
    }
  }, { threshold: [0, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 1] }) : null;
  function observeVisibility() {
    if (!visibilityObserver) return;
    for (const el of host.querySelectorAll('[data-visibility-threshold]')) {
      if (!el.oObserved) { el.oObserved = true; visibilityObserver.observe(el); }
    }
  }

  // ---- Lazy segments ------------------------------------------------------------
  // A lazy container (List, LazyVStack/HStack, lazy grids) mounts only the
  // rows near the viewport; two spacers (.o-lazy-spacer, the leading one
  // with data-lead) stand for the others, --o-rows rows (grid lines) of
  // --o-pitch each. After a scroll, a patch or a resize, the page works out
  // which data rows it shows and reports them ({"type":"visible"}): at once
  // when it shows spacer space (blank rows), otherwise at most every 50 ms
  // per segment, and always once at rest. The server mounts those rows.
  const lazyReported = new Map();   // lead spacer id -> the last report's key
  const lazySentAt = new Map();     // lead spacer id -> when it was sent
  const lazyPositions = new WeakMap(); // scroller -> last scroll position, for the direction
  let lazyFrame = 0, lazyTimer = 0;
  function scheduleLazy() {
    if (!lazyFrame) lazyFrame = requestAnimationFrame(() => { lazyFrame = 0; reportLazy(); });
  }
  function lazySegments() {
    const segments = [];
    for (const lead of host.querySelectorAll('.o-lazy-spacer[data-lead]')) {
      const rows = [];
      let trail = null;
      for (let node = lead.nextElementSibling; node; node = node.nextElementSibling) {
        if (node.classList.contains('o-lazy-spacer')) { trail = node; break; }
        if (!node.hasAttribute('data-leaving')) rows.push(node);
      }
      if (!trail || lead.parentElement.closest('[hidden]')) continue;
      const horizontal = lead.classList.contains('o-lazy-h');
      segments.push({ lead, trail, rows, horizontal, scroller: lazyScroller(lead, horizontal) });
    }
    return segments;
  }
  // The nearest ancestor that scrolls along the axis; null for the page.
  function lazyScroller(node, horizontal) {
    for (let el = node.parentElement; el && el !== document.body && el !== document.documentElement; el = el.parentElement) {
      const style = getComputedStyle(el);
      const overflow = horizontal ? style.overflowX : style.overflowY;
      const scrolls = horizontal ? el.scrollWidth > el.clientWidth + 1 : el.scrollHeight > el.clientHeight + 1;
      if ((overflow === 'auto' || overflow === 'scroll') && scrolls) return el;
    }
    return null;
  }
  const lazyStart = (r, h) => (h ? r.left : r.top);
  const lazyEnd = (r, h) => (h ? r.right : r.bottom);
  function lazyView(seg) {
    const h = seg.horizontal;
    let start = 0, end = h ? window.innerWidth : window.innerHeight;
    if (seg.scroller) {
      const r = seg.scroller.getBoundingClientRect();
      start = Math.max(start, lazyStart(r, h));
      end = Math.min(end, lazyEnd(r, h));
    }
    return { start, end };
  }
  function lazyColumns(seg) {
    const grid = seg.lead.parentElement;
    if (!grid || !grid.classList.contains('o-lazygrid')) return 1;
    const tracks = getComputedStyle(grid)[seg.horizontal ? 'gridTemplateRows' : 'gridTemplateColumns'];
    return Math.min(64, Math.max(1, tracks && tracks !== 'none' ? tracks.trim().split(/\s+/).length : 1));
  }
  // Which data rows a segment shows, and a row's measured pitch; null when
  // the segment is out of view.
  function measureLazy(seg) {
    const h = seg.horizontal, lead = seg.lead.dataset, trail = seg.trail.dataset;
    const count = Number(lead.count) || 0;
    const lo = (Number(lead.start) || 0) + (Number(lead.rows) || 0), hi = Number(trail.start) || 0;
    const columns = lazyColumns(seg);
    const view = lazyView(seg);
    const style = getComputedStyle(seg.lead.parentElement);
    const gap = parseFloat(h ? style.columnGap : style.rowGap) || 0;
    const rects = seg.rows.map((row) => row.getBoundingClientRect());
    let pitch = parseFloat(getComputedStyle(seg.lead).getPropertyValue('--o-pitch')) || 44;
    const lines = Math.ceil((hi - lo) / columns);
    if (rects.length && lines > 0) {
      const measured = (lazyEnd(rects[rects.length - 1], h) - lazyStart(rects[0], h) + gap) / lines;
      if (measured >= 1) pitch = measured;
    }
    // Where the mounted rows begin and end (where they would, when none is).
    let first, last;
    if (rects.length) { first = lazyStart(rects[0], h); last = lazyEnd(rects[rects.length - 1], h); }
    else if (!seg.lead.hidden) first = last = lazyEnd(seg.lead.getBoundingClientRect(), h);
    else if (!seg.trail.hidden) first = last = lazyStart(seg.trail.getBoundingClientRect(), h);
    else return null;
    const segStart = first - (Number(lead.rows) || 0) / columns * pitch;
    const segEnd = last + (count - hi) / columns * pitch;
    if (segEnd <= view.start || segStart >= view.end) return null;
    const indexAt = (p) => {
      if (p < first) return lo - Math.ceil((first - p) / pitch) * columns;
      if (p >= last) return hi + Math.floor((p - last) / pitch) * columns;
      let low = 0, high = rects.length - 1;       // the first row ending after p
      while (low < high) { const mid = (low + high) >> 1; if (lazyEnd(rects[mid], h) > p) high = mid; else low = mid + 1; }
      return lo + Math.floor(low * (hi - lo) / rects.length);
    };
    const clamp = (i) => Math.min(Math.max(i, 0), count);
    const from = clamp(indexAt(view.start));
    const to = clamp(Math.max(indexAt(view.end - 1) + columns, from));
    const position = seg.scroller ? (h ? seg.scroller.scrollLeft : seg.scroller.scrollTop) : (h ? window.scrollX : window.scrollY);
    const key = seg.scroller || document;
    const previous = lazyPositions.get(key);
    lazyPositions.set(key, position);
    const dir = previous === undefined || previous === position ? 0 : position > previous ? 1 : -1;
    return { first: from, end: to, dir, pitch: Math.round(pitch * 4) / 4, columns, blank: from < lo || to > hi };
  }
  function reportLazy() {
    if (!socket || socket.readyState !== 1) return;
    const now = performance.now();
    let wait = Infinity;
    for (const seg of lazySegments()) {
      const shown = measureLazy(seg);
      if (!shown) continue;
      const id = Number(seg.lead.dataset.oid);
      const key = shown.first + ':' + shown.end + ':' + shown.pitch + ':' + shown.columns;
      if (lazyReported.get(id) === key) continue;
      const due = (lazySentAt.get(id) || -Infinity) + (shown.blank ? 16 : 50) - now;
      if (due > 0) { wait = Math.min(wait, due); continue; }
      lazyReported.set(id, key);
      lazySentAt.set(id, now);
      const message = { type: 'visible', target: id, first: shown.first, end: shown.end, dir: shown.dir, pitch: shown.pitch };
      if (shown.columns > 1) message.columns = shown.columns;
      // The measured pitch applies at once; the server's next patch agrees.
      for (const spacer of [seg.lead, seg.trail]) spacer.style.setProperty('--o-pitch', shown.pitch + 'px');
      post(message);
    }
    if (wait !== Infinity) { clearTimeout(lazyTimer); lazyTimer = setTimeout(scheduleLazy, wait); }
  }
  // Rows that enter or leave above the viewport, and spacers whose estimate
  // changes, would move what the user looks at: before a patch, note the
  // first row in view of each segment; after it, scroll by how far it moved.
  function lazyAnchors() {
    if (!host.querySelector('.o-lazy-spacer')) return null;
    const anchors = [];
    for (const seg of lazySegments()) {
      const view = lazyView(seg);
      for (const row of seg.rows) {
        const r = row.getBoundingClientRect();
        if (lazyEnd(r, seg.horizontal) > view.start) { anchors.push({ row, at: lazyStart(r, seg.horizontal), seg }); break; }
      }
    }
    return anchors;
  }
  function keepLazyAnchors(anchors) {
    for (const { row, at, seg } of anchors || []) {
      if (!row.isConnected) continue;
      const delta = lazyStart(row.getBoundingClientRect(), seg.horizontal) - at;
      if (Math.abs(delta) < 0.5) continue;
      const scroller = seg.scroller || document.scrollingElement;
      if (seg.horizontal) scroller.scrollLeft += delta; else scroller.scrollTop += delta;
      lazyPositions.set(seg.scroller || document, seg.horizontal ? scroller.scrollLeft : scroller.scrollTop);
    }
  }
  window.addEventListener('scroll', scheduleLazy, { passive: true });
  host.addEventListener('scroll', scheduleLazy, { capture: true, passive: true });
  window.addEventListener('resize', scheduleLazy);

  // ---- ScrollViewProxy.scrollTo --------------------------------------------
  // The request may arrive before the patch that adds its element: it waits
  // for the element, and runs once it is there.
  let pendingScroll = null;
  function runPendingScroll() {
    if (!pendingScroll) return;
    const el = find(pendingScroll.target);
    if (!el) return;
    const { x, y } = pendingScroll;
    pendingScroll = null;
    const place = (v) => (v === undefined ? 'nearest' : v <= 0 ? 'start' : v >= 1 ? 'end' : 'center');
    // In a lazy list, smooth scrolling through spacer space would report the
    // rows passed on the way and unmount the target: jump.
    const lazy = el.parentElement && el.parentElement.querySelector(':scope > .o-lazy-spacer');
    el.scrollIntoView({ behavior: lazy ? 'auto' : 'smooth', block: place(y), inline: place(x) });
  }

  // ---- Symbol effects --------------------------------------------------------
  // `.symbolEffect(_, value:)`: the server changes data-sfx-key each time the
  // value changes, and the page plays the effect once (data-sfx-repeat times)
  // on the symbols inside. Indefinite effects (data-sfx-on) are CSS
  // animations (style.css). `.contentTransition(.symbolEffect)`: a symbol
  // that changes scales and fades in.
  const SYMBOL_EFFECTS = {
    bounce: [{ transform: 'none' }, { transform: 'translateY(-25%) scale(1.1)' }, { transform: 'none' }],
    bounceDown: [{ transform: 'none' }, { transform: 'translateY(20%) scale(0.9)' }, { transform: 'none' }],
    pulse: [{ opacity: 1 }, { opacity: 0.25 }, { opacity: 1 }],
    variableColor: [{ opacity: 1 }, { opacity: 0.35 }, { opacity: 1 }, { opacity: 0.35 }, { opacity: 1 }],
    scaleUp: [{ transform: 'none' }, { transform: 'scale(1.25)' }, { transform: 'none' }],
    scaleDown: [{ transform: 'none' }, { transform: 'scale(0.8)' }, { transform: 'none' }],
    appear: [{ transform: 'scale(0.4)', opacity: 0 }, { transform: 'none', opacity: 1 }],
    disappear: [{ transform: 'none', opacity: 1 }, { transform: 'scale(0.4)', opacity: 0 }, { transform: 'none', opacity: 1 }],
    wiggle: [{ transform: 'none' }, { transform: 'rotate(-12deg)' }, { transform: 'rotate(12deg)' }, { transform: 'rotate(-8deg)' }, { transform: 'none' }],
    breathe: [{ transform: 'none' }, { transform: 'scale(1.15)' }, { transform: 'none' }],
    rotate: [{ transform: 'none' }, { transform: 'rotate(360deg)' }],
    rotateBack: [{ transform: 'none' }, { transform: 'rotate(-360deg)' }],
  };
  function playSymbolEffect(wrapper) {
    const frames = SYMBOL_EFFECTS[wrapper.getAttribute('data-sfx')];
    if (!frames || (reducedMotion && reducedMotion.matches)) return;
    const speed = Number(wrapper.getAttribute('data-sfx-speed')) || 1;
    const count = Number(wrapper.getAttribute('data-sfx-repeat'));
    const iterations = count === 0 && wrapper.hasAttribute('data-sfx-repeat') ? 3 : (count || 1);
    for (const symbol of wrapper.querySelectorAll('.o-image')) {
      symbol.animate(frames, { duration: 500 / speed, iterations, easing: 'ease-in-out' });
    }
  }
  function replaceSymbol(image) {
    if (reducedMotion && reducedMotion.matches) return;
    // A patch may change several attributes of the symbol, and a change may
    // come while the last one is still coming in: the newest starts over.
    for (const running of image.getAnimations()) if (running.id === 'o-symbol-replace') running.cancel();
    image.animate([{ transform: 'scale(0.5)', opacity: 0, filter: 'blur(2px)' }, { transform: 'none', opacity: 1, filter: 'none' }],
      { duration: 250, easing: 'ease-out', id: 'o-symbol-replace' });
  }

  // ---- Scroll views' behaviours -----------------------------------------------
  // `.defaultScrollAnchor`: a scroll view with data-anchor="x,y" starts at
  // that point of its scrollable extent (1 = the end: a chat's newest
  // message), and keeps to it while its content changes if it was there.
  const anchoredScrolls = new WeakSet(); // scroll views placed at their anchor once
  function anchorOf(el) { return el.dataset.anchor.split(',').map(Number); }
  function isAtAnchor(el) {
    const [x, y] = anchorOf(el);
    return Math.abs(el.scrollLeft - (el.scrollWidth - el.clientWidth) * x) <= 2
      && Math.abs(el.scrollTop - (el.scrollHeight - el.clientHeight) * y) <= 2;
  }
  function scrollAnchors() {
    const atAnchor = new Map();
    for (const el of host.querySelectorAll('.o-scroll[data-anchor]')) atAnchor.set(el, !anchoredScrolls.has(el) || isAtAnchor(el));
    return atAnchor;
  }
  function keepScrollAnchors(atAnchor) {
    for (const el of host.querySelectorAll('.o-scroll[data-anchor]')) {
      if (anchoredScrolls.has(el) && atAnchor && atAnchor.get(el) === false) continue;
      const [x, y] = anchorOf(el);
      el.scrollLeft = (el.scrollWidth - el.clientWidth) * x;
      el.scrollTop = (el.scrollHeight - el.clientHeight) * y;
      anchoredScrolls.add(el);
    }
  }
  // `.scrollDismissesKeyboard(.immediately/.interactively)`: the user's own
  // scrolling (wheel, touch) of such a scroll view blurs the field in it.
  function dismissKeyboard(e) {
    const scroll = e.target.closest && e.target.closest('.o-scroll[data-dismiss-keyboard]');
    const field = document.activeElement;
    if (scroll && field && scroll.contains(field) && /^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) field.blur();
  }
  host.addEventListener('wheel', dismissKeyboard, { passive: true });
  host.addEventListener('touchmove', dismissKeyboard, { passive: true });

  // ---- ViewThatFits: show the first candidate that fits --------------------
  // Every candidate is rendered. Measured side by side at their ideal size
  // (out of the flow, invisible), the first one no larger than the space
  // along the container's axes is shown; the last one when none fits.
  function fitViews() {
    for (const box of host.querySelectorAll('.o-fits')) {
      const candidates = Array.from(box.children);
      if (!candidates.length) continue;
      box.classList.add('o-fitted');
      for (const candidate of candidates) candidate.classList.remove('o-fit-chosen');
      const axes = box.dataset.axes || 'both';
      const width = box.clientWidth;
      const height = box.parentElement ? box.parentElement.clientHeight : Infinity;
      let chosen = candidates[candidates.length - 1];
      for (const candidate of candidates) {
        const fitsWidth = axes === 'vertical' || candidate.offsetWidth <= width + 0.5;
        const fitsHeight = axes === 'horizontal' || candidate.offsetHeight <= height + 0.5;
        if (fitsWidth && fitsHeight) { chosen = candidate; break; }
      }
      chosen.classList.add('o-fit-chosen');
    }
  }
  window.addEventListener('resize', fitViews);
  fitViews();

  // ---- The back button reads the title of the screen under it --------------
  // As on iOS: "‹ Habits" on a screen pushed from Habits, and "‹ Back" when
  // that screen has no title or one too long for the bar. Its accessible
  // name stays "Back to Habits" (or "Back"). Set again after each update,
  // since a title can change below.
  function syncBackTitles() {
    for (const button of host.querySelectorAll('.o-screen > .o-bar > .o-back')) {
      const screen = button.closest('.o-screen'), column = screen.parentElement;
      let below = screen.previousElementSibling;
      // A split view's detail goes back to its sidebar (at a phone's width,
      // where the detail is pushed over it).
      if (column.classList.contains('o-col-detail')) {
        const sidebar = column.parentElement.querySelector(':scope > .o-col-sidebar');
        below = sidebar ? Array.from(sidebar.querySelectorAll(':scope > .o-screen:not([hidden])')).pop() : null;
      }
      while (below && !below.classList.contains('o-screen')) below = below.previousElementSibling;
      const heading = below ? below.querySelector(':scope > .o-bar > .o-title') : null;
      const title = heading ? heading.textContent.trim() : '';
      const shown = title && title.length <= 14 ? title : '';
      const text = '‹ ' + (shown || 'Back'), label = shown ? 'Back to ' + shown : 'Back';
      if (button.textContent !== text) button.textContent = text;
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
    }
  }
  syncBackTitles();

  // ---- A bar's title fits between its items ---------------------------------
  // A centered title keeps clear of the back button and of the toolbar items
  // in the bar on either side (equally, so it stays centered), and is cut
  // short with an ellipsis when it does not fit, as on iOS. A back button
  // that shows a title says "Back" instead when the title would be cut.
  function fitBarTitles() {
    for (const bar of host.querySelectorAll('.o-screen > .o-bar')) {
      const title = bar.querySelector(':scope > .o-title');
      if (!title || !bar.offsetParent) continue;
      fitBarTitle(bar, title);
      const back = bar.querySelector(':scope > .o-back:not([hidden])');
      if (back && back.textContent !== '‹ Back' && title.scrollWidth > title.clientWidth + 1) {
        back.textContent = '‹ Back';
        fitBarTitle(bar, title);
      }
    }
  }
  function fitBarTitle(bar, title) {
    const screen = bar.parentElement, box = bar.getBoundingClientRect(), middle = (box.left + box.right) / 2;
    let inset = 0;
    if (getComputedStyle(title).textAlign === 'center') {
      const sides = [bar.querySelector(':scope > .o-back:not([hidden])')];
      for (const tools of screen.querySelectorAll('.o-in-bar > .o-toolbar-top')) {
        if (tools.closest('.o-screen') === screen) sides.push(...tools.children);
      }
      for (const item of sides) {
        if (!item) continue;
        const r = item.getBoundingClientRect();
        if (r.width === 0) continue;
        inset = Math.max(inset, r.right <= middle ? r.right - box.left : r.left >= middle ? box.right - r.left : 0);
      }
    }
    const padding = inset > 0 ? Math.max(0, inset - 8) + 'px' : '';
    if (title.style.paddingLeft !== padding) { title.style.paddingLeft = padding; title.style.paddingRight = padding; }
  }
  fitBarTitles();
  window.addEventListener('resize', () => { syncBackTitles(); fitBarTitles(); });

  // ---- A scroll view with nothing focusable in it takes the focus itself ----
  // so that a keyboard can scroll it too. (Set only while it overflows.)
  const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
  function focusScrollers() {
    for (const el of host.querySelectorAll('.o-scroll, .o-pages')) {
      const overflows = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      const wanted = overflows && !el.querySelector(focusable);
      if (wanted && !el.hasAttribute('tabindex')) { el.setAttribute('tabindex', '0'); el.dataset.scrollFocus = ''; }
      else if (!wanted && el.dataset.scrollFocus !== undefined) { el.removeAttribute('tabindex'); delete el.dataset.scrollFocus; }
    }
  }
  focusScrollers();
  window.addEventListener('resize', focusScrollers);

  // ---- Swipe actions: hidden until the row is swiped ---------------------------
  // As on iOS, a row's `.swipeActions` lie past its edge. Dragging the row
  // sideways (a finger, a mouse, or a trackpad's horizontal scroll) follows
  // the pointer and, let go past a third of the actions' width, leaves them
  // open; a tap elsewhere or the other way closes them. A keyboard reaches
  // them by focus, which the stylesheet shows.
  let swiping = null;                           // { row, x, y, start, moved }
  const swipeRow = (target) => {
    const row = target.closest('.o-swipe');
    return row && row.querySelector(':scope > .o-slot-actions > *') ? row : null;
  };
  const swipeSign = (row) => (row.classList.contains('o-edge-leading') ? 1 : -1);
  const swipeOffset = (row) => parseFloat(row.style.getPropertyValue('--o-swipe-x')) || 0;
  function setSwipe(row, offset) {
    if (offset === 0) { row.style.removeProperty('--o-swipe-x'); row.classList.remove('o-swiped'); } else row.style.setProperty('--o-swipe-x', offset + 'px');
  }
  function settleSwipe(row, open) {
    row.classList.remove('o-swiping');
    const actions = row.querySelector(':scope > .o-slot-actions');
    setSwipe(row, open ? swipeSign(row) * actions.offsetWidth : 0);
    row.classList.toggle('o-swiped', open);
  }
  function closeSwipes(except) {
    for (const row of host.querySelectorAll('.o-swipe.o-swiped')) if (row !== except) settleSwipe(row, false);
  }
  host.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const row = swipeRow(e.target);
    closeSwipes(row);
    if (!row || e.target.closest('.o-slot-actions, input, textarea, select')) { swiping = null; return; }
    swiping = { row, x: e.clientX, y: e.clientY, start: swipeOffset(row), moved: false };
  });
  host.addEventListener('pointermove', (e) => {
    if (!swiping) return;
    const dx = e.clientX - swiping.x, dy = e.clientY - swiping.y;
    if (!swiping.moved) {
      if (Math.abs(dy) > 10 && Math.abs(dy) > Math.abs(dx)) { swiping = null; return; }  // a scroll
      if (Math.abs(dx) < 10) return;
      swiping.moved = true;
      swiping.row.classList.add('o-swiping');
      try { swiping.row.setPointerCapture(e.pointerId); } catch (_) { /* not capturable */ }
    }
    const row = swiping.row, sign = swipeSign(row), width = row.querySelector(':scope > .o-slot-actions').offsetWidth;
    // Only towards the actions, and a little past them.
    const offset = Math.max(0, Math.min(width * 1.15, sign * (swiping.start + dx)));
    setSwipe(row, sign * offset);
  });
  function endSwipe() {
    if (!swiping) return;
    const { row, moved } = swiping;
    swiping = null;
    if (!moved) return;
    swallowClick = true;
    const width = row.querySelector(':scope > .o-slot-actions').offsetWidth;
    settleSwipe(row, swipeSign(row) * swipeOffset(row) > width / 3);
  }
  host.addEventListener('pointerup', endSwipe);
  host.addEventListener('pointercancel', endSwipe);
  // A row's link is swiped, not dragged away as a link (a view with
  // `.onDrag` or `.draggable` still is).
  host.addEventListener('dragstart', (e) => {
    if (swiping && !e.target.closest('[draggable="true"]')) e.preventDefault();
  });
  // A trackpad's sideways swipe arrives as horizontal wheel events.
  let wheelSwipe = null;                        // { row, offset, timer }
  host.addEventListener('wheel', (e) => {
    if (Math.abs(e.deltaX) <= Math.abs(e.deltaY)) return;
    const row = swipeRow(e.target);
    if (!row) return;
    e.preventDefault();
    if (!wheelSwipe || wheelSwipe.row !== row) { closeSwipes(row); wheelSwipe = { row, offset: swipeOffset(row) }; }
    const sign = swipeSign(row), width = row.querySelector(':scope > .o-slot-actions').offsetWidth;
    wheelSwipe.offset = sign * Math.max(0, Math.min(width * 1.15, sign * (wheelSwipe.offset - e.deltaX)));
    row.classList.add('o-swiping');
    setSwipe(row, wheelSwipe.offset);
    clearTimeout(wheelSwipe.timer);
    wheelSwipe.timer = setTimeout(() => {
      settleSwipe(row, sign * wheelSwipe.offset > width / 3);
      wheelSwipe = null;
    }, 150);
  }, { passive: false });
  // Choosing an action closes the row, as on iOS.
  host.addEventListener('click', (e) => {
    const row = e.target.closest('.o-swipe.o-swiped');
    if (row && e.target.closest('.o-slot-actions')) settleSwipe(row, false);
  });

  // ---- .minimumScaleFactor: text that shrinks to fit ------------------------
  // A text with `data-msf` that overflows its box (cut by a line limit, or
  // taller than its frame) gets a smaller font size, down to that fraction
  // of its own. Measured again after each update and on resize.
  // The inline font size the server gave each scaled text (its `.font(.system(size:))`),
  // and the one this script set: a patch that changes the style is the new base.
  const scaledTexts = new WeakMap();
  // ---- Sheets: detents, grabber, corner radius, background ------------------
  // The views inside a sheet say how it looks (`.presentationDetents`,
  // `.presentationDragIndicator`…) on wrappers of class o-presentation; the
  // sheet around them takes it. A sheet's own wrappers only: not a nested sheet's.
  function detentHeight(token, room) {
    const n = Number(token.slice(2));
    return token[0] === 'f' ? n * room : Math.min(n, room);
  }
  // A sheet (a dialog) is named by its first heading, its screen's title,
  // as VoiceOver names an iPhone's sheet; without one, "Sheet". An alert or
  // a confirmation dialog by its title.
  let headingIds = 0;
  function nameDialog(dialog) {
    const heading = Array.from(dialog.querySelectorAll('h1, h2, [role="heading"]'))
      .find((h) => h.textContent.trim() && !h.closest('[hidden]'));
    if (heading) {
      if (!heading.id) heading.id = 'o-heading-' + (++headingIds);
      if (dialog.getAttribute('aria-labelledby') !== heading.id) dialog.setAttribute('aria-labelledby', heading.id);
      dialog.removeAttribute('aria-label');
    } else if (!dialog.hasAttribute('aria-label')) {
      dialog.removeAttribute('aria-labelledby');
      dialog.setAttribute('aria-label', 'Sheet');
    }
  }
  function syncSheets() {
    for (const alert of host.querySelectorAll('[role="alertdialog"]')) nameDialog(alert);
    const room = window.innerHeight - 24;
    for (const sheet of host.querySelectorAll('.o-sheet')) {
      const own = Array.from(sheet.querySelectorAll('.o-presentation')).filter((w) => w.closest('.o-sheet') === sheet);
      const detents = own.find((w) => w.dataset.detents);
      if (detents) {
        const tokens = detents.dataset.detents.split(' ').sort((a, b) => detentHeight(a, room) - detentHeight(b, room));
        const chosen = detents.dataset.detent;
        // The server's selection wins when it changes; the grabber's choice otherwise.
        if (chosen && chosen !== sheet.dataset.chosen) sheet.dataset.detent = chosen;
        sheet.dataset.chosen = chosen || '';
        if (!tokens.includes(sheet.dataset.detent)) sheet.dataset.detent = chosen && tokens.includes(chosen) ? chosen : tokens[0];
        sheet.dataset.detents = tokens.join(' ');
        sheet.style.height = detentHeight(sheet.dataset.detent, room) + 'px';
        sheet.style.minHeight = '0';
      } else if (sheet.dataset.detents !== undefined) {
        for (const key of ['detents', 'detent', 'chosen']) delete sheet.dataset[key];
        sheet.style.height = sheet.style.minHeight = '';
      }
      const read = (name) => {
        for (const w of own) { const v = getComputedStyle(w).getPropertyValue(name).trim(); if (v) return v; }
        return '';
      };
      nameDialog(sheet);
      const radius = read('--o-pcr');
      sheet.style.borderTopLeftRadius = sheet.style.borderTopRightRadius = radius;
      sheet.style.background = read('--o-pbg');
      let material = '';
      for (const w of own) for (const c of w.classList) if (!material && c.startsWith('o-pbgm-')) material = 'o-' + c.slice(7);
      if (sheet.dataset.material && sheet.dataset.material !== material) sheet.classList.remove(sheet.dataset.material);
      if (material) sheet.classList.add(material);
      sheet.dataset.material = material;
      const has = (cls) => own.some((w) => w.classList.contains(cls));
      const several = !!detents && sheet.dataset.detents.includes(' ');
      sheet.classList.toggle('o-grabber', has('o-pdi-visible') || (several && !has('o-pdi-hidden')));
      const backdrop = sheet.parentElement;
      if (backdrop) backdrop.classList.toggle('o-pass', has('o-pbi'));
    }
  }
  // The grabber moves the sheet to its next detent (and from the tallest to the shortest).
  host.addEventListener('click', (e) => {
    const sheet = e.target;
    if (!sheet.classList || !sheet.classList.contains('o-grabber') || !sheet.dataset.detents) return;
    if (e.clientY - sheet.getBoundingClientRect().top > 20) return;
    const tokens = sheet.dataset.detents.split(' ');
    sheet.dataset.detent = tokens[(tokens.indexOf(sheet.dataset.detent) + 1) % tokens.length];
    syncSheets();
  });
  window.addEventListener('resize', () => syncSheets());

  function scaleTexts() {
    for (const text of host.querySelectorAll('[data-msf]')) {
      let sizes = scaledTexts.get(text);
      if (!sizes || text.style.fontSize !== sizes.applied) {
        sizes = { base: text.style.fontSize, applied: text.style.fontSize };
        scaledTexts.set(text, sizes);
      }
      text.style.fontSize = sizes.base;
      sizes.applied = sizes.base;
      const floor = Math.min(1, Math.max(0.01, parseFloat(text.dataset.msf) || 1));
      if (floor >= 1 || text.clientWidth === 0) continue;
      const fits = () => text.scrollWidth <= text.clientWidth + 0.5 && text.scrollHeight <= text.clientHeight + 0.5;
      if (fits()) continue;
      const size = parseFloat(getComputedStyle(text).fontSize);
      const scaleTo = (scale) => { text.style.fontSize = (size * scale) + 'px'; };
      // The largest scale that fits, to 1/64 (wrapping makes the overflow
      // no measure of the scale needed); the floor when none does.
      let low = floor, high = 1;
      scaleTo(low);
      if (fits()) {
        for (let step = 0; step < 6; step++) {
          const middle = (low + high) / 2;
          scaleTo(middle);
          if (fits()) low = middle; else high = middle;
        }
      }
      scaleTo(low);
      sizes.applied = text.style.fontSize;
    }
  }
  window.addEventListener('resize', scaleTexts);
  scaleTexts();
  keepScrollAnchors(null);

  // ---- Icons: the sprite's symbols, loaded once, kept in the document ------
  // Image(systemName:) renders <use href="#name">: the symbols live in a
  // hidden <svg> outside the host (a reset keeps them). The sprite is fetched
  // (HTTP-cached) when the first icon appears.
  let iconsRequested = false;
  function loadIcons() {
    if (iconsRequested || !host.querySelector('use[href^="#"]')) return;
    iconsRequested = true;
    fetch('/_observatory/icons.svg').then((r) => (r.ok ? r.text() : Promise.reject(r.status))).then((text) => {
      const sprite = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      if (sprite.nodeName !== 'svg') return;
      const holder = document.importNode(sprite, true);
      holder.setAttribute('aria-hidden', 'true');
      holder.setAttribute('id', 'o-icons');
      holder.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
      document.body.appendChild(holder);
    }, () => { iconsRequested = false; });
  }

  // ---- AsyncImage: the probe image reports whether its URL loaded ---------
  // load and error do not bubble; a capturing listener sees every probe.
  // A probe that finished before this script ran (or while a patch was
  // applied) is reported by checkProbes; each probe reports once per URL.
  const reportedProbes = new WeakMap();
  function reportProbe(probe, loaded) {
    if (reportedProbes.get(probe) === probe.src) return;
    reportedProbes.set(probe, probe.src);
    sendEvent(oidOf(probe), 'imageLoad', loaded);
  }
  function probeFinished(event) {
    const probe = event.target;
    if (probe instanceof HTMLImageElement && probe.hasAttribute('data-probe')) reportProbe(probe, event.type === 'load');
  }
  function checkProbes() {
    for (const probe of host.querySelectorAll('img[data-probe]')) {
      if (probe.complete) reportProbe(probe, probe.naturalWidth > 0);
    }
  }
  host.addEventListener('load', probeFinished, true);
  host.addEventListener('error', probeFinished, true);

  // ---- GeometryReader: report each reader's frame when it changes ----------
  // A reader's size never depends on its content (contain: size), so the
  // content re-rendered for a new size cannot resize it again. Frames are in
  // window coordinates, rounded to whole pixels, and sent only when changed.
  const measuredFrames = new WeakMap();
  const readerObserver = window.ResizeObserver ? new ResizeObserver(() => measureReaders()) : null;
  // Shapes drawn at their size (`data-measure="size"`) report their size only.
  function measureReaders(again) {
    for (const reader of host.querySelectorAll('.o-geometry, .o-geometry-watch, [data-measure]')) {
      if (readerObserver && !measuredFrames.has(reader)) readerObserver.observe(reader);
      if (reader.closest('[hidden]')) continue;
      const r = reader.getBoundingClientRect();
      const sizeOnly = reader.hasAttribute('data-measure');
      const frame = { x: sizeOnly ? 0 : Math.round(r.left), y: sizeOnly ? 0 : Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) };
      const last = measuredFrames.get(reader);
      measuredFrames.set(reader, frame);
      if (!again && last && last.x === frame.x && last.y === frame.y && last.width === frame.width && last.height === frame.height) continue;
      sendEvent(oidOf(reader), 'resize', undefined, frame);
    }
  }

  // ---- Live dates: Text(date, style: .relative / .offset / .timer) ----------
  // The server renders the text once; the page advances it every second,
  // with the same wording as the server (ObservatoryUI's DateStyleFormat).
  function durationUnits(seconds) {
    let remaining = Math.floor(seconds);
    const scales = [[604800, 'wk', 'wk'], [86400, 'day', 'days'], [3600, 'hr', 'hr'], [60, 'min', 'min'], [1, 'sec', 'sec']];
    const parts = [];
    for (const [size, one, many] of scales) {
      if (parts.length === 2) break;
      const count = Math.floor(remaining / size);
      if (count > 0) { parts.push(count + ' ' + (count === 1 ? one : many)); remaining -= count * size; }
      else if (parts.length) break;
    }
    return parts.length ? parts.join(', ') : '0 sec';
  }
  function timerText(seconds) {
    const total = Math.floor(seconds), h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
    const two = (v) => (v < 10 ? '0' : '') + v;
    return h > 0 ? h + ':' + two(m) + ':' + two(s) : m + ':' + two(s);
  }
  function tickDates() {
    const now = Date.now() / 1000;
    for (const node of host.querySelectorAll('[data-date-style]')) {
      const delta = Number(node.dataset.date) - now;
      const style = node.dataset.dateStyle;
      const text = style === 'timer' ? timerText(Math.abs(delta))
        : style === 'offset' ? (delta < 0 ? '-' : '+') + durationUnits(Math.abs(delta))
        : durationUnits(Math.abs(delta));
      if (node.textContent !== text) node.textContent = text;
    }
  }
  setInterval(tickDates, 1000);

  // ---- Restoration and the development loop -------------------------------
  // The server sends the window's restoration record (its @SceneStorage; in
  // the development loop, its views' state too) whenever it changes; the tab
  // keeps it in sessionStorage (per tab, as SwiftUI's scene storage is per
  // window) and hands it to the new window after a reload or a restart. In
  // the development loop the tab also keeps its scroll positions and the
  // field being typed in, and shows the build's progress and errors.
  const devLoop = host.dataset.dev === '1';
  const RECORD_KEY = 'observatory.restoration', VIEW_KEY = 'observatory.view';
  const MAX_RECORD = 60000; // a restore message stays under the server's 64 KiB
  let restoreSent = false, awaitingRestore = false;
  function session() { try { return window.sessionStorage; } catch (_) { return null; } }
  function keepRecord(record) {
    const store = session();
    if (store && typeof record === 'string') try { store.setItem(RECORD_KEY, record); } catch (_) {}
  }
  // After the hello of this page's first socket: the record the tab kept.
  function sendRestore() {
    if (restoreSent) return;
    restoreSent = true;
    const store = session(), record = store && store.getItem(RECORD_KEY);
    if (!record || record.length > MAX_RECORD) { restoreView(); return; }
    awaitingRestore = true;
    post({ type: 'restore', record: record });
  }
  // A node's place under the host, as child indices ("0.2.1"), the same in a new page of the same app.
  function domPath(node) {
    const steps = [];
    while (node && node !== host) {
      const parent = node.parentElement;
      if (!parent) return null;
      steps.push(Array.prototype.indexOf.call(parent.children, node));
      node = parent;
    }
    return node === host && steps.length ? steps.reverse().join('.') : null;
  }
  function atPath(path) {
    let node = host;
    for (const step of String(path).split('.')) node = node && node.children[Number(step)];
    return node || null;
  }
  function saveView() {
    const store = session();
    if (!devLoop || !store) return;
    const scroll = [];
    for (const node of host.querySelectorAll('*')) {
      if (node.scrollTop > 0 || node.scrollLeft > 0) {
        const path = domPath(node);
        if (path) scroll.push([path, node.scrollTop, node.scrollLeft]);
      }
    }
    const view = { scroll: scroll, x: window.scrollX, y: window.scrollY };
    const active = document.activeElement;
    if (active && host.contains(active) && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) {
      view.focus = { path: domPath(active), value: active.value, start: active.selectionStart, end: active.selectionEnd };
    }
    try { store.setItem(VIEW_KEY, JSON.stringify(view)); } catch (_) {}
  }
  function restoreView() {
    const store = session(), text = devLoop && store && store.getItem(VIEW_KEY);
    if (!text) return;
    store.removeItem(VIEW_KEY);
    let view;
    try { view = JSON.parse(text); } catch (_) { return; }
    requestAnimationFrame(() => {
      // The field first, without scrolling to it: then the positions the tab had.
      const focus = view.focus, field = focus && focus.path && atPath(focus.path);
      if (field && 'value' in field) {
        field.focus({ preventScroll: true });
        if (field.value !== focus.value) {
          field.value = focus.value;
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
        try { field.setSelectionRange(focus.start, focus.end); } catch (_) {}
      }
      for (const [path, top, left] of view.scroll || []) {
        const node = atPath(path);
        if (node) { node.scrollTop = top; node.scrollLeft = left; }
      }
      window.scrollTo(view.x || 0, view.y || 0);
    });
  }
  function reload() {
    saveView();
    location.reload();
  }
  window.addEventListener('pagehide', saveView);
  // The build's state: a badge while it builds or restarts, the compiler's
  // messages over the page when it failed (the old app keeps serving).
  function showDevelopment(message) {
    let panel = document.getElementById('o-dev');
    if (message.state === 'ready') { if (panel) panel.remove(); return; }
    if (!panel) {
      panel = document.createElement('div');
      panel.id = 'o-dev';
      panel.setAttribute('role', 'status');
      document.body.appendChild(panel);
    }
    panel.className = 'o-dev o-dev-' + message.state;
    panel.textContent = '';
    const title = document.createElement('div');
    title.className = 'o-dev-title';
    title.textContent = message.state === 'building' ? 'Building…'
      : message.state === 'restarting' ? 'Restarting…' : 'Build failed: the page shows the last build';
    panel.appendChild(title);
    if (message.state !== 'failed') return;
    const list = document.createElement('ol');
    for (const d of message.diagnostics || []) {
      const item = document.createElement('li');
      const where = document.createElement('code');
      where.className = 'o-dev-where';
      where.textContent = d.file + ':' + d.line + ':' + d.column;
      const text = document.createElement('span');
      text.textContent = d.severity + ': ' + d.message;
      item.append(where, text);
      list.appendChild(item);
    }
    if (list.children.length) panel.appendChild(list);
    if (!list.children.length && message.log) {
      const log = document.createElement('pre');
      log.textContent = message.log;
      panel.appendChild(log);
    }
  }

  // ---- Connection ---------------------------------------------------------
  function connect() {
    timer = 0;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    // The token is a secret: never in the URL (which logs keep), but in the
    // socket's first message.
    const url = scheme + '//' + location.host + '/_observatory/ws?w=' + encodeURIComponent(windowID)
      + '&s=' + lastSeq;
    const ws = new WebSocket(url);
    let opened = false;
    socket = ws;
    ws.onopen = () => {
      opened = true;
      ws.send(JSON.stringify({ type: 'hello', token: token }));
      document.documentElement.dataset.observatory = 'connected';
      attempts = 0;
      failures = 0;
      sendEnvironment();
      sendRestore();
      for (const message of unacked) ws.send(JSON.stringify(message));
      lazyReported.clear(); // the server keeps no report across a reconnect: tell it again
      scheduleLazy();
      measureReaders(true);
      checkProbes();
      loadIcons();
    };
    ws.onmessage = (e) => {
      let message;
      try { message = JSON.parse(e.data); } catch (_) { return; }
      receive(message);
    };
    ws.onclose = (e) => {
      if (socket === ws) socket = null;
      document.documentElement.dataset.observatory = 'reconnecting';
      if (e && e.code === 1008) {
        // The server refused a message (policy violation): do not send it
        // again; start over from a reset.
        unacked = [];
        inflight.clear();
        // A record the server refused is not offered again.
        if (awaitingRestore) { awaitingRestore = false; const store = session(); if (store) store.removeItem(RECORD_KEY); }
        requestReset();
      }
      // Refused twice while the server answers: it no longer knows this
      // window (it restarted). Reload the page for a new one.
      if (!opened && ++failures >= 2 && scriptURL) {
        fetch(scriptURL, { method: 'HEAD', cache: 'no-store' })
          .then((response) => { if (response.ok) reload(); }, () => {});
      }
      if (!timer) {
        // Exponential backoff with jitter: 0.25 s, 0.5 s … up to 10 s, each
        // between half and all of it; the development loop's server restarts
        // in a moment, so its tabs try every 0.2 s.
        if (devLoop) { timer = setTimeout(connect, 200); return; }
        const delay = Math.min(10000, 250 * Math.pow(2, attempts++));
        timer = setTimeout(connect, delay / 2 + Math.random() * delay / 2);
      }
    };
  }
  // The connection state is on <html data-observatory="connected|reconnecting">
  // (the stylesheet can show it); `disconnect()` drops the socket, as a
  // network failure would, and the client reconnects by itself.
  window.__observatory = {
    disconnect() { if (socket) socket.close(); },
    // What each lazy segment shows, as the page would report it (for tests).
    lazySegments() { return lazySegments().map((seg) => Object.assign({ lead: Number(seg.lead.dataset.oid) }, measureLazy(seg))); },
  };
  syncFocus(); // a field the server asks to focus on the first paint
  observeVisibility(); // views that report how much of them shows
  loadIcons(); // the icons of the first paint
  connect();
})();
