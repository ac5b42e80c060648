// Tests of client.js in a real browser, with a fake WebSocket (see
// client-test.html). The page is the first paint of this view:
//
//   NavigationStack {                              navigationStack #1, screen #2
//     VStack {                                     stack #3
//       Text("Count: \(count)")                    text #4
//       Button("Increment") { count += 1 }         button #5
//       TextField("Name", text: $name)             textField #7
//       Toggle("On", isOn: $on)                    toggle #8
//       List { ForEach(items) { Text($0) }         list #10, rows #11 #13 #15 ("a" "b" "c")
//              .onDelete { … } }
//       NavigationLink("Next") { … }               navigationLink #17
//     }.navigationTitle("First")
//   }
//
// Run by Tests/ClientScript/run.sh; results land in <pre id="results">.
(async () => {
  const results = [];
  const check = (name, ok, detail) => results.push({ name, ok: !!ok, detail: ok ? undefined : detail });
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const el = (id) => document.querySelector('[data-oid="' + id + '"]');
  const texts = () => Array.from(el(10).children).map((li) => li.textContent.replace('Delete', ''));
  const socket = window.sockets[0];
  // The last event or navigation sent (reports of what was applied, sent a
  // second after patches, are checked on their own below).
  const last = (s = socket) => s.sent.filter((m) => m.type !== 'applied').at(-1);
  let seq = 0;
  const patch = (ack, ops, s = socket) => s.deliver({ type: 'patch', seq: ++seq, ack, ops });
  try {
    check('connects to the window with its last seq, and no token in the URL',
      socket && socket.url.endsWith('/_observatory/ws?w=win&s=0') && !socket.url.includes('tok'), socket && socket.url);
    socket.open();
    check('sends the token first, in a hello', JSON.stringify(socket.sent[0]) === '{"type":"hello","token":"tok"}',
      socket.sent[0]);
    check('then the color scheme', socket.sent[1].type === 'environment' &&
      ['light', 'dark'].includes(socket.sent[1].colorScheme), socket.sent[1]);
    check('then the restoration record its tab kept', socket.sent[2].type === 'restore' &&
      socket.sent[2].record === '{"v":1,"scene":{"draft":"kept"}}', socket.sent[2]);

    // The window's record is kept for the next page; the development loop's statuses show over the page.
    socket.deliver({ type: 'restoration', record: '{"v":1,"scene":{"draft":"newer"}}' });
    check('a restoration record is kept in the tab', sessionStorage.getItem('observatory.restoration') === '{"v":1,"scene":{"draft":"newer"}}',
      sessionStorage.getItem('observatory.restoration'));
    socket.deliver({ type: 'development', state: 'building' });
    check('a build in progress shows a badge', document.querySelector('#o-dev.o-dev-building') !== null);
    socket.deliver({ type: 'development', state: 'failed', diagnostics: [{ file: 'App.swift', line: 12, column: 5, severity: 'error', message: "cannot find 'x' in scope" }] });
    const panel = document.getElementById('o-dev');
    check('a failed build shows file:line and the message', panel && panel.classList.contains('o-dev-failed') &&
      panel.textContent.includes('App.swift:12:5') && panel.textContent.includes("error: cannot find 'x' in scope"), panel && panel.textContent);
    check('outside the page the patches change', !document.getElementById('observatory').contains(panel));
    socket.deliver({ type: 'development', state: 'ready' });
    check('a ready build removes it', document.getElementById('o-dev') === null);

    // A click, answered by a text op.
    el(5).click();
    check('a button click sends tap, with the last message applied',
      JSON.stringify(last()) === '{"type":"event","seq":1,"target":5,"event":"tap","applied":0}', last());
    patch(1, [['t', 4, '', 'Count: 1']]);
    check('a text op sets the text', el(4).textContent === 'Count: 1', el(4).textContent);

    // What was applied: carried by the next event, else reported on its own
    // a second later, once.
    check('nothing is reported before a second has passed', !socket.sent.some((m) => m.type === 'applied'), socket.sent);
    await sleep(1200);
    const reports = socket.sent.filter((m) => m.type === 'applied');
    check('a second after a patch, what was applied is reported',
      reports.length === 1 && JSON.stringify(reports[0]) === '{"type":"applied","applied":1}', reports);
    await sleep(1200);
    check('and only once', socket.sent.filter((m) => m.type === 'applied').length === 1, socket.sent);

    // Typing: every keystroke sends the full value; patches for it wait.
    const input = el(7).querySelector('input');
    input.focus();
    input.value = 'a'; input.dispatchEvent(new Event('input', { bubbles: true }));
    input.value = 'ab'; input.dispatchEvent(new Event('input', { bubbles: true }));
    check('keystrokes send the full value', socket.sent.slice(-2).map((m) => m.value + m.seq).join() === 'a2,ab3', socket.sent.slice(-2));
    check('an event carries the last message applied', socket.sent.slice(-2).every((m) => m.applied === 1), socket.sent.slice(-2));
    input.setSelectionRange(1, 1);
    patch(2, [['p', 7, 'i', 'value', 'a']]);
    check('an older value is not applied while an edit is in flight', input.value === 'ab', input.value);
    check('the caret does not move', input.selectionStart === 1 && input.selectionEnd === 1, input.selectionStart);
    patch(3, [['p', 7, 'i', 'value', 'ab']]);
    check('an equal value changes nothing', input.value === 'ab' && input.selectionStart === 1, input.value);
    patch(3, [['p', 7, 'i', 'value', 'AB']]);
    check('a different value applies once nothing is in flight', input.value === 'AB', input.value);
    check('and keeps the caret from the end', input.selectionStart === 1, input.selectionStart);
    // The server refuses an edit (a number field given a letter): the field
    // keeps the text while focused, and shows the server's value on leaving it.
    input.value = 'AB1'; input.dispatchEvent(new Event('input', { bubbles: true }));
    input.value = 'AB1x'; input.dispatchEvent(new Event('input', { bubbles: true }));
    patch(last().seq - 1, [['p', 7, 'i', 'value', 'AB1']]);
    patch(last().seq, []);
    check('a refused edit stays while the field is focused', input.value === 'AB1x', input.value);
    input.blur();
    check('leaving the field shows the server\'s value', input.value === 'AB1', input.value);
    input.focus();
    input.value = 'AB'; input.dispatchEvent(new Event('input', { bubbles: true }));
    patch(last().seq, [['p', 7, 'i', 'value', 'AB']]);
    const before = socket.sent.length;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    check('Enter submits', socket.sent.length === before + 1 && last().event === 'submit' && last().target === 7, last());

    // A toggle.
    el(8).querySelector('input').click();
    check('a switch sends toggle with its state', last().event === 'toggle' && last().value === true && last().target === 8, last());
    patch(last().seq, [['p', 8, 'i', 'checked', true]]);

    // Messages out of order wait for the gap.
    socket.deliver({ type: 'patch', seq: seq + 2, ack: last().seq, ops: [['t', 4, '', 'Count: 3']] });
    check('a message after a gap waits', el(4).textContent === 'Count: 1', el(4).textContent);
    socket.deliver({ type: 'patch', seq: seq + 1, ack: last().seq, ops: [['t', 4, '', 'Count: 2']] });
    seq += 2;
    check('then both apply in order', el(4).textContent === 'Count: 3', el(4).textContent);

    // Keyed list ops.
    patch(last().seq, [
      ['i', 10, 'c', 0, '<li data-oid="20" class="o-row"><div class="o-row-content" data-p="c"><span data-oid="21" class="o-text">z</span></div><button type="button" class="o-delete" data-a="delete" aria-label="Delete">Delete</button></li>'],
      ['m', 11, 3],
      ['r', 13],
    ]);
    check('insert, move and remove apply in order', texts().join() === 'z,c,a', texts());
    el(15).querySelector('.o-delete').click();
    check('a row\'s delete control sends delete to the row', last().event === 'delete' && last().target === 15, last());
    patch(last().seq, [['r', 15]]);

    // Pickers, sliders and a sheet, inserted by a patch.
    patch(last().seq, [['i', 3, 'c', 6,
      '<fieldset data-oid="50" class="o-picker o-segmented" role="radiogroup"><legend class="o-picker-label" data-p="l">Size</legend><div class="o-options" data-p="c"><label data-oid="51" class="o-option"><input type="radio" data-p="i" name="o50" value="0" checked><span class="o-option-label" data-p="c">S</span></label><label data-oid="52" class="o-option"><input type="radio" data-p="i" name="o50" value="1"><span class="o-option-label" data-p="c">L</span></label></div></fieldset>'
      + '<label data-oid="53" class="o-picker o-menu-picker"><span class="o-picker-label" data-p="l">Flavor</span><select data-p="c"><option data-oid="54" value="0" selected>A</option><option data-oid="55" value="1">B</option></select></label>'
      + '<label data-oid="56" class="o-slider"><span class="o-slider-label" data-p="c"></span><input type="range" data-p="i" min="0" max="1" step="any" value="0.5"></label>'
      + '<div data-oid="57" class="o-presenter o-sheet-host"><div class="o-presenting" data-p="c"></div><div class="o-backdrop o-sheet-backdrop" data-p="d" data-a="dismiss"><div class="o-sheet" role="dialog" aria-modal="true" tabindex="-1" data-p="s"><div data-oid="58" class="o-slot o-slot-sheet"><span data-oid="59" class="o-text">In sheet</span></div></div></div></div>']]);
    el(52).querySelector('input').click();
    check('a segment sends select to the picker', last().event === 'select' && last().target === 50 && last().value === 1, last());
    const select = el(53).querySelector('select');
    select.value = '1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    check('a menu sends select with the index', last().event === 'select' && last().target === 53 && last().value === 1, last());
    const range = el(56).querySelector('input');
    range.value = '0.75';
    range.dispatchEvent(new Event('input', { bubbles: true }));
    check('a slider sends setValue', last().event === 'setValue' && last().target === 56 && last().value === 0.75, last());
    await sleep(10);
    check('an open sheet takes the focus', el(57).querySelector('[role=dialog]') === document.activeElement, document.activeElement && document.activeElement.outerHTML);
    let count = socket.sent.length;
    el(59).click();
    check('a click inside a sheet does not dismiss it', socket.sent.length === count, last());
    el(57).querySelector('.o-backdrop').click();
    check('a click on its backdrop dismisses it', last().event === 'dismiss' && last().target === 57, last());
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    el(59).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    check('Escape dismisses it', last().event === 'dismiss' && last().target === 57 && socket.sent.length === count + 2, socket.sent.slice(count));
    patch(last().seq, [['a', 57, 'd', 'hidden', ''], ['r', 50], ['r', 53], ['r', 56]]);
    // Moving the focused field keeps its focus.
    input.focus();
    patch(last().seq, [['m', 7, 0]]);
    check('a moved field keeps the focus', document.activeElement === input && el(3).firstElementChild === el(7), document.activeElement);

    // Navigation: a push adds a history entry.
    const depthBefore = history.length;
    el(17).click();
    check('a link sends tap', last().event === 'tap' && last().target === 17, last());
    patch(last().seq, [
      ['i', 1, 'c', 1, '<section data-oid="30" class="o-screen"><header class="o-bar"><button type="button" class="o-back" data-a="pop" data-p="b">‹ Back</button><h1 class="o-title" data-p="t">Second</h1></header><div class="o-screen-body" data-p="c"><span data-oid="31" class="o-text">Second</span></div></section>'],
      ['a', 2, '', 'hidden', ''],
      ['a', 1, '', 'data-depth', '1'],
    ]);
    check('a deeper stack pushes a history entry', history.length === depthBefore + 1 &&
      history.state.observatory['1'] === 1, [history.length, history.state]);
    check('only the top screen shows', el(2).hidden && !el(30).hidden);
    const back = el(30).querySelector('.o-back');
    check('the back button reads the title under it', back.textContent === '‹ First' && back.getAttribute('aria-label') === 'Back to First',
      [back.textContent, back.getAttribute('aria-label')]);
    patch(last().seq, [['t', 2, 't', 'A title far too long for the bar']]);
    check('a long title under it reads Back', back.textContent === '‹ Back' && back.getAttribute('aria-label') === 'Back', back.textContent);
    patch(last().seq, [['t', 2, 't', 'First']]);
    check('a changed title under it is read again', back.textContent === '‹ First', back.textContent);

    // The page's Back button pops, and steps the history back without a navigate.
    el(30).querySelector('.o-back').click();
    check('Back sends pop to its screen', last().event === 'pop' && last().target === 30, last());
    patch(last().seq, [['r', 30], ['a', 2, '', 'hidden', null], ['a', 1, '', 'data-depth', '0']]);
    const sentAfterPop = socket.sent.length;
    await sleep(100);
    check('the history steps back too', history.state && history.state.observatory['1'] === 0, history.state);
    check('no navigate for a pop the page made', socket.sent.length === sentAfterPop, socket.sent.slice(sentAfterPop));

    // The browser's back button sends navigate.
    el(17).click();
    patch(last().seq, [
      ['i', 1, 'c', 1, '<section data-oid="32" class="o-screen"><header class="o-bar"><button type="button" class="o-back" data-a="pop" data-p="b">‹ Back</button><h1 class="o-title" data-p="t">Second</h1></header><div class="o-screen-body" data-p="c"></div></section>'],
      ['a', 2, '', 'hidden', ''],
      ['a', 1, '', 'data-depth', '1'],
    ]);
    history.back();
    await sleep(100);
    check('back sends navigate to the lower depth', last().type === 'navigate' && last().target === 1 && last().depth === 0, last());
    const navigateSeq = last().seq;
    patch(navigateSeq, [['r', 32], ['a', 2, '', 'hidden', null], ['a', 1, '', 'data-depth', '0']]);
    await sleep(50);
    check('the pop answering it does not move the history again', history.state.observatory['1'] === 0 &&
      socket.sent.length > 0 && last().type === 'navigate', [history.state, last()]);

    // Escape dismisses nothing when no dialog is open; a text op targets parts.
    patch(navigateSeq, [['t', 2, 't', 'Renamed']]);
    check('a part op reaches the named node', el(2).querySelector('h1').textContent === 'Renamed');

    // A GeometryReader inserted by a patch reports its frame once; the same frame again is not sent.
    const beforeReader = socket.sent.length;
    patch(navigateSeq, [['i', 3, 'c', 0, '<div data-oid="70" class="o-geometry" style="height:40px"><span data-oid="71" class="o-text">r</span></div>']]);
    const resizes = socket.sent.slice(beforeReader).filter((m) => m.event === 'resize');
    // (A reader is greedy: in this stack it takes the height left, at least its 40 px.)
    const readerBox = el(70).getBoundingClientRect();
    check('a new reader reports its frame', resizes.length === 1 && resizes[0].target === 70 &&
      resizes[0].width > 0 && resizes[0].height >= 40 && resizes[0].height === Math.round(readerBox.height) &&
      resizes[0].width === Math.round(readerBox.width) && Number.isInteger(resizes[0].x), [resizes, readerBox]);
    patch(navigateSeq, [['t', 71, '', 'r2']]);
    await sleep(50);
    check('an unchanged frame is not sent again', socket.sent.slice(beforeReader).filter((m) => m.event === 'resize').length === 1,
      socket.sent.slice(beforeReader));

    // ViewThatFits: the first candidate that fits is shown.
    patch(navigateSeq, [['i', 3, 'c', 0, '<div data-oid="72" class="o-fits" data-axes="horizontal" style="width:120px">'
      + '<span data-oid="73" class="o-text" style="white-space:pre">' + 'x'.repeat(200) + '</span>'
      + '<span data-oid="74" class="o-text">short</span></div>']]);
    check('ViewThatFits shows the first candidate that fits', el(74).classList.contains('o-fit-chosen') &&
      !el(73).classList.contains('o-fit-chosen') && getComputedStyle(el(73)).visibility === 'hidden', el(72).outerHTML.slice(0, 200));

    // scrollTo before the patch that adds its element: it waits for the element.
    socket.deliver({ type: 'scroll', target: 75, x: 0.5, y: 1 });
    await sleep(60);
    let scrolled = null;
    const originalScroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (options) { scrolled = [Number(this.dataset.oid), options]; };
    patch(navigateSeq, [['i', 3, 'c', 0, '<span data-oid="75" class="o-text">target</span>']]);
    Element.prototype.scrollIntoView = originalScroll;
    check('a scroll waits for its element, then scrolls it into view at the anchor', scrolled && scrolled[0] === 75 &&
      scrolled[1].block === 'end' && scrolled[1].inline === 'center', scrolled);
    patch(navigateSeq, [['r', 70], ['r', 72], ['r', 75]]);

    // Gestures. Taps: a double tap inside a single tap's view; the single one waits for a second click.
    const sentSince = (from, event) => socket.sent.slice(from).filter((m) => m.event === event);
    const click = (node, detail) => node.dispatchEvent(new MouseEvent('click', { bubbles: true, detail, clientX: 20, clientY: 20 }));
    patch(navigateSeq, [['i', 3, 'c', 0, '<div data-oid="80" class="o-mod o-gesture" data-g="tap" data-count="1">'
      + '<div data-oid="81" class="o-mod o-gesture" data-g="tap" data-count="2"><span data-oid="82" class="o-text">t</span></div></div>']]);
    let from = socket.sent.length;
    click(el(82), 1);
    check('a single click waits while a double tap may follow', sentSince(from, 'tapGesture').length === 0, socket.sent.slice(from));
    click(el(82), 2);
    await sleep(400);
    let taps = sentSince(from, 'tapGesture');
    check('a double click runs only the double tap', taps.length === 1 && taps[0].target === 81 &&
      ['x', 'y', 'ox', 'oy'].every((k) => typeof taps[0][k] === 'number'), taps);
    from = socket.sent.length;
    click(el(82), 1);
    await sleep(400);
    taps = sentSince(from, 'tapGesture');
    check('a lone click runs the single tap after the wait', taps.length === 1 && taps[0].target === 80, taps);
    // A long press: began at once, recognised after its duration, not cancelled by the release.
    patch(navigateSeq, [['i', 3, 'c', 0, '<div data-oid="83" class="o-mod o-gesture" data-g="longPress" data-duration="0.05" data-distance="10">'
      + '<span data-oid="84" class="o-text">p</span></div>']]);
    const pointer = (type, node, x, y) => node.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', button: 0, clientX: x, clientY: y, pointerId: 1 }));
    from = socket.sent.length;
    pointer('pointerdown', el(84), 10, 10);
    await sleep(150);
    pointer('pointerup', el(84), 10, 10);
    check('a long press reports began then recognized', sentSince(from, 'longPress').map((m) => m.value).join() === 'began,recognized',
      socket.sent.slice(from));
    from = socket.sent.length;
    pointer('pointerdown', el(84), 10, 10);
    pointer('pointermove', el(84), 40, 10);
    await sleep(100);
    check('moving away cancels it', sentSince(from, 'longPress').map((m) => m.value).join() === 'began,cancelled', socket.sent.slice(from));
    pointer('pointerup', el(84), 40, 10);
    // A drag: nothing under the minimum distance, then at most one report per frame, then the end.
    patch(navigateSeq, [['i', 3, 'c', 0, '<div data-oid="85" class="o-mod o-gesture" data-g="drag" data-distance="5" style="width:60px;height:20px">'
      + '<span data-oid="86" class="o-text">d</span></div>']]);
    const origin = el(85).getBoundingClientRect();
    from = socket.sent.length;
    pointer('pointerdown', el(86), origin.left + 5, origin.top + 5);
    pointer('pointermove', el(86), origin.left + 7, origin.top + 5);
    await sleep(50);
    check('no drag under the minimum distance', sentSince(from, 'drag').length === 0, socket.sent.slice(from));
    pointer('pointermove', el(86), origin.left + 25, origin.top + 5);
    pointer('pointermove', el(86), origin.left + 35, origin.top + 6);
    await sleep(80);
    let drags = sentSince(from, 'drag');
    check('moves in one frame make one report, in the view\'s coordinates', drags.length === 1 && drags[0].value === 'changed' &&
      Math.abs(drags[0].sx - 5) < 1 && Math.abs(drags[0].x - 35) < 1 && Math.abs(drags[0].y - 6) < 1 && typeof drags[0].vx === 'number', drags);
    pointer('pointerup', el(86), origin.left + 40, origin.top + 6);
    drags = sentSince(from, 'drag');
    check('the release ends the drag', drags.length === 2 && drags[1].value === 'ended' && Math.abs(drags[1].x - 40) < 1, drags);
    // A release before the next frame: the waiting movement is reported, then the end.
    from = socket.sent.length;
    pointer('pointerdown', el(86), origin.left + 5, origin.top + 5);
    pointer('pointermove', el(86), origin.left + 30, origin.top + 5);
    pointer('pointermove', el(86), origin.left + 50, origin.top + 8);
    pointer('pointerup', el(86), origin.left + 50, origin.top + 8);
    drags = sentSince(from, 'drag');
    check('a quick release reports the last movement before the end', drags.map((m) => m.value).join() === 'changed,ended'
      && Math.abs(drags[0].x - 50) < 1 && Math.abs(drags[0].y - 8) < 1, drags);
    await sleep(40);
    check('and nothing after it', sentSince(from, 'drag').length === 2, sentSince(from, 'drag'));
    // Hover: entering and leaving the box, not moving between its children.
    patch(navigateSeq, [['i', 3, 'c', 0, '<div data-oid="87" class="o-mod o-gesture" data-g="hover" data-priority="simultaneous">'
      + '<span data-oid="88" class="o-text">h</span></div>']]);
    from = socket.sent.length;
    const over = (type, node, related) => node.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget: related }));
    over('pointerover', el(88), document.body);
    over('pointerover', el(87), el(88));
    over('pointerout', el(88), el(87));
    over('pointerover', document.body, el(87));
    check('hover reports entering and leaving once each', sentSince(from, 'hover').map((m) => m.value).join() === 'true,false',
      socket.sent.slice(from));
    // A patch replaces the node under a resting pointer: leaving still reports, by id.
    from = socket.sent.length;
    over('pointerover', el(88), document.body);
    patch(navigateSeq, [['h', 87, '<div data-oid="87" class="o-mod o-gesture" data-g="hover"><span data-oid="88" class="o-text">h2</span></div>']]);
    over('pointerover', el(2), null);
    check('leaving a replaced node still reports it', sentSince(from, 'hover').map((m) => m.target + ':' + m.value).join() === '87:true,87:false',
      socket.sent.slice(from));
    patch(navigateSeq, [['r', 80], ['r', 83], ['r', 85], ['r', 87]]);
    // Focus: a field bound with .focused reports its focus; the server's data-focused moves it.
    patch(last().seq, [['i', 3, 'c', 0, '<label data-oid="89" class="o-field"><input data-p="i" data-focus type="text" class="o-input"></label>'
      + '<label data-oid="91" class="o-field"><input data-p="i" data-focus type="text" class="o-input"></label>']]);
    from = socket.sent.length;
    el(89).querySelector('input').focus();
    check('focusing a bound field reports it', sentSince(from, 'focus').map((m) => m.target + ':' + m.value).join() === '89:true',
      socket.sent.slice(from));
    patch(last().seq, [['a', 89, 'i', 'data-focused', '']]);
    from = socket.sent.length;
    patch(last().seq, [['a', 89, 'i', 'data-focused', null], ['a', 91, 'i', 'data-focused', '']]);
    check('the server moves the focus', document.activeElement === el(91).querySelector('input'), document.activeElement && document.activeElement.outerHTML);
    check('and the page reports the move', sentSince(from, 'focus').map((m) => m.target + ':' + m.value).join() === '89:false',
      socket.sent.slice(from));
    // Two fields on one Boolean state: both are named, the focus stays where the user put it.
    patch(last().seq, [['a', 89, 'i', 'data-focused', '']]);
    check('a field the server names keeps the focus when another is named too',
      document.activeElement === el(91).querySelector('input'), document.activeElement && document.activeElement.outerHTML);
    patch(last().seq, [['a', 89, 'i', 'data-focused', null], ['a', 91, 'i', 'data-focused', null]]);
    check('the server clears the focus', document.activeElement !== el(91).querySelector('input'), document.activeElement && document.activeElement.outerHTML);
    patch(last().seq, [['r', 89], ['r', 91]]);
    // Keyboard shortcuts: Ctrl stands for ⌘ off Apple keyboards; bare keys stay with the focused field.
    patch(last().seq, [['i', 3, 'c', 0, '<button data-oid="92" type="button" class="o-button" data-shortcut="shift+cmd+s">Save</button>']]);
    from = socket.sent.length;
    const key = (init) => document.body.dispatchEvent(new KeyboardEvent('keydown', Object.assign({ bubbles: true, cancelable: true }, init)));
    key({ key: 's', code: 'KeyS' });
    key({ key: 'S', code: 'KeyS', shiftKey: true, ctrlKey: !/Mac/.test(navigator.platform), metaKey: /Mac/.test(navigator.platform) });
    check('a shortcut clicks its button', socket.sent.slice(from).map((m) => m.event + ':' + m.target).join() === 'tap:92', socket.sent.slice(from));
    patch(last().seq, [['r', 92]]);

    // Reconnect: unacknowledged events are resent; the new socket resumes from the last seq.
    input.value = 'ABC'; input.dispatchEvent(new Event('input', { bubbles: true }));
    const unackedSeq = last().seq;
    socket.close();
    await sleep(2000);
    const second = window.sockets[1];
    check('reconnects after a delay', !!second, window.sockets.length);
    if (second) {
      check('resuming from the last seq applied', second.url.endsWith('&s=' + seq), second.url);
      second.open();
      check('says hello again, first', second.sent[0].type === 'hello' && second.sent[0].token === 'tok', second.sent[0]);
      check('and does not offer the record again', !second.sent.some((m) => m.type === 'restore'), second.sent);
      check('resends what was not acknowledged', second.sent.some((m) => m.seq === unackedSeq && m.value === 'ABC'), second.sent);
      // A reset replaces the content.
      second.deliver({ type: 'reset', seq: seq + 1, ack: unackedSeq, html: '<div data-oid="0" class="o-root"><span data-oid="40" class="o-text">After reset</span></div>' });
      seq += 1;
      check('a reset replaces the page', document.querySelector('#observatory').textContent === 'After reset');
      // An op that cannot apply asks for a reset on a new connection.
      second.deliver({ type: 'patch', seq: seq + 1, ack: unackedSeq, ops: [['t', 999, '', 'nowhere']] });
      await sleep(2000);
      const third = window.sockets[2];
      check('an inconsistent patch reconnects asking for a reset', third && third.url.endsWith('&s=-1'), third && third.url);
      if (third) {
        // A refused message (close code 1008) is not sent again.
        third.open();
        third.deliver({ type: 'reset', seq: seq + 5, ack: unackedSeq, html: '<div data-oid="0" class="o-root"><input data-oid="41" type="text" value=""></div>' });
        const field = el(41);
        field.value = 'x'; field.dispatchEvent(new Event('input', { bubbles: true }));
        third.readyState = 3;
        third.onclose({ code: 1008 });
        await sleep(2000);
        const fourth = window.sockets[3];
        check('a refused message makes a reset connection', fourth && fourth.url.endsWith('&s=-1'), fourth && fourth.url);
        if (fourth) {
          fourth.open();
          check('and is not resent', !fourth.sent.some((m) => m.type === 'event'), fourth.sent);
        }
      }
    }
  } catch (error) {
    check('no exception', false, String(error && error.stack || error));
  }
  document.getElementById('results').textContent = JSON.stringify(results);
})();
