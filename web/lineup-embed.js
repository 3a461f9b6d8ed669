// Lineup on any page: add this script and an element per board, in any order
// (the script before or after the elements, with or without defer).
//
//   <script src="https://example.org/lineup/lineup-embed.js"></script>
//   <div data-lineup data-game="gomoku" data-size="15" data-theme="bubble"
//        data-mode="pvc" data-level="master" style="height: 480px"></div>
//
// Options (all optional): data-NAME for each page option NAME of the game
// (data-game, data-size, data-rule, data-theme, data-mode, data-level, ...:
// docs/options.md) is handed to the game page as its query parameter; the game judges
// the values. Other data attributes stay on the host page. data-record is a
// game record: shown read-only with Back/Forward to step through it, or played
// on with data-mode. Each board is an iframe of the game page, so focus, keys,
// sizes and styles stay apart; a click on a board gives it the keys.
//
// Host API: window.LineupEmbed.boards lists one object per board, and
// LineupEmbed.board(element) finds one; both look for elements in the document
// at the moment they are asked, so a script right after an element finds its
// board even when this script came first. The boards load on their own:
//   board.ready                                    Promise of the first state
//   board.on('ready' | 'move' | 'gameover', fn)   fn(payload); 'ready' also
//                                                  when added after the board was ready
//   board.state()                                  Promise of the state object
//                                                  (after board.ready)
//   board.play(move)                               plays "4" or "h8" for the
//                                                  player to move: Promise of the
//                                                  state after it, rejected with
//                                                  an Error saying why (a full
//                                                  column, an occupied cell, not
//                                                  a move...) and nothing changed
//   board.load(record)                             a game record (a link, digits
//                                                  "4453", moves "h8 i9", PSQ):
//                                                  the same
//   board.undo()                                   takes back a move as the Undo
//                                                  button does: the same
//   board.newGame(options)                         a new game: {game, size, rule,
//                                                  theme, mode, level, first, lang,
//                                                  analysis, ..., record}; what is
//                                                  not given stays as it is: the same
//   board.set(options)                             changes settings as the panel
//                                                  does (game, size, rule, theme,
//                                                  mode or first start a new game):
//                                                  the same
//   board.element, board.iframe
// Events: 'ready', 'move', 'gameover', 'change' (any change of the state:
// the payload is the state) and 'size' ({width, height}: the height the board
// wants at its width).
// Size: an element without a height of its own follows the board's natural
// height for its width (data-autosize="on" asks for that too; "off" keeps
// the element's size, or 520 px when it has none).
// Messages between the page and its boards are checked by origin: the page
// takes only the boards' messages (from the origin this script came from),
// a board takes commands only from the page that embedded it (or the
// origins listed, space separated, in data-allow-origin) and posts its
// events to that page's origin alone. (A host page opened as a file has no
// origin to post to: serve it over http(s).)
// The element also receives DOM events 'lineup:ready', 'lineup:move' and
// 'lineup:gameover' (detail: the payload).
(function () {
  'use strict';
  if (window.LineupEmbed) return;

  const script = document.currentScript;
  const base = new URL('.', script ? script.src : location.href);
  const frameOrigin = base.origin;  // the boards' pages
  // The game's page options but `embed`, `host` and `allow`, which this
  // script sets: written in from the game's one list (kPageOptionKeys,
  // src/app/session/page_options.hpp) when the site is built (cmake/EmbedOptions.cmake).
  const OPTIONS = [/* PAGE_OPTIONS */];
  const boards = [];
  let nextId = 1;
  let nextRequest = 1;
  const pending = new Map();  // request id -> {resolve, reject}

  function call(fn, payload) {
    try { fn(payload); } catch (error) { console.error(error); }
  }

  // Options as a message carries them (a copy of their plain values).
  function plain(options) {
    return options && typeof options === 'object' ? { ...options } : options;
  }

  function makeBoard(element) {
    const id = String(nextId++);
    const params = new URLSearchParams();
    for (const name of OPTIONS) {
      const value = element.getAttribute(`data-${name}`);
      if (value) params.set(name, value);
    }
    // A game record without a mode: a read-only replay to step through.
    if (element.dataset.record && !element.dataset.mode) params.set('view', 'replay');
    params.set('embed', id);
    // Where the board posts its events and whose commands it takes.
    if (location.origin && location.origin !== 'null') params.set('host', location.origin);
    if (element.dataset.allowOrigin) params.set('allow', element.dataset.allowOrigin);
    const record = element.dataset.record ? `#${element.dataset.record.replace(/^#/, '')}` : '';
    const iframe = document.createElement('iframe');
    iframe.src = new URL(`index.html?${params}${record}`, base).href;
    iframe.title = element.getAttribute('aria-label') || 'Lineup game board';
    iframe.setAttribute('allow', 'clipboard-write');
    iframe.style.cssText = 'border:0;display:block;width:100%;height:100%;';
    const sized = Boolean(element.style.height) || element.clientHeight >= 100;
    const autosize = element.dataset.autosize === 'on' || (element.dataset.autosize !== 'off' && !sized);
    if (!sized) element.style.height = '520px';  // until the board says how tall it wants to be
    element.replaceChildren(iframe);

    const listeners = {};
    let first = null;  // the first state, once the board is ready
    let resolveReady;
    const board = {
      id,
      element,
      iframe,
      ready: new Promise((resolve) => { resolveReady = resolve; }),
      on(event, fn) {
        (listeners[event] = listeners[event] || []).push(fn);
        if (event === 'ready' && first) call(fn, first);
        return board;
      },
      // Asked once the page in the frame listens (before, the question is lost).
      state() { return ask({ ask: 'state' }); },
      play(move) { return ask({ ask: 'play', move: String(move) }); },
      load(record) { return ask({ ask: 'load', text: String(record) }); },
      undo() { return ask({ ask: 'undo' }); },
      newGame(options) { return ask({ ask: 'newGame', options: plain(options) }); },
      set(options) { return ask({ ask: 'set', options: plain(options) }); },
      _emit(event, payload) {
        if (event === 'size' && autosize && payload && payload.height > 0) {
          element.style.height = `${Math.ceil(payload.height)}px`;
        }
        if (event === 'ready' && !first) {
          first = payload;
          resolveReady(payload);
        }
        for (const fn of (listeners[event] || []).slice()) call(fn, payload);
        element.dispatchEvent(new CustomEvent(`lineup:${event}`, { detail: payload }));
      },
    };
    // A command to the board, once it is ready: the promise of its reply.
    function ask(message) {
      return board.ready.then(() => new Promise((resolve, reject) => {
        const request = nextRequest++;
        pending.set(request, { resolve, reject });
        iframe.contentWindow.postMessage({ source: 'lineup-host', request, ...message }, frameOrigin);
      }));
    }
    boards.push(board);
    return board;
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.source !== 'lineup' || event.origin !== frameOrigin) return;
    const board = boards.find((b) => b.iframe.contentWindow === event.source);
    if (!board) return;
    if (data.request && pending.has(data.request)) {
      const { resolve, reject } = pending.get(data.request);
      pending.delete(data.request);
      if (data.ok === false) reject(new Error(String(data.reason || 'Lineup: refused.')));
      else resolve(data.payload);
    } else if (data.event) {
      board._emit(data.event, data.payload);
    }
  });

  function scan() {
    for (const element of document.querySelectorAll('[data-lineup]')) {
      if (!boards.some((b) => b.element === element)) makeBoard(element);
    }
  }

  // Each look at the boards first sets up the elements in the document by now.
  window.LineupEmbed = {
    get boards() { scan(); return boards; },
    board(element) { scan(); return boards.find((b) => b.element === element) || null; },
    scan,
  };
  // Boards above the script are set up at once, the rest when they are asked
  // for or when the document has loaded.
  scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
})();
