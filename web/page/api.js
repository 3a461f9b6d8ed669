// The page API, window.lineup:
//
//   window.lineup.state()          -> JSON-serialisable object ({ready, message, ...})
//   window.lineup.cellCenter(move) -> {x, y} in CSS pixels of the page, or null
//   window.lineup.controlCenter(id) -> the same for a control ('vs-player', ...)
//   window.lineup.controlBox(id)   -> {x, y, width, height, visible, dimmed} of a control
//   window.lineup.on(event, fn)    -> events: 'ready', 'move', 'gameover',
//                                     'change' (the state, after any change),
//                                     'size' (embedded: {width, height} wanted)
//   window.lineup.play(move)       -> plays "4" or "h8" for the player to move
//   window.lineup.load(text)       -> loads a record (link, digits, moves, PSQ)
//   window.lineup.undo()           -> takes back a move, as the Undo button
//   window.lineup.newGame(options) -> a new game: {game, size, rule, theme,
//                                     mode, level, first, lang, analysis, ...,
//                                     record}; what is not given stays
//   window.lineup.set(options)     -> changes settings as the panel does (the
//                                     game's shape starts a new game)
//                                     (both throw an Error saying why a bad
//                                     option or record is refused, and then
//                                     change nothing)
//   window.lineup.naturalHeight(w) -> the height a w px wide frame wants
//   window.lineup.optionKeys()     -> the page options' names, from the game
//
// Embedded (lineup-embed.js puts the page in an iframe with ?embed=ID and
// host=ORIGIN, the embedding page's origin), the events go to the host page
// too, posted to that origin only, never to '*'. The host page may ask for
// state() and send moves, records, undos, new games and settings (play,
// load, undo, newGame, set); the page
// takes such commands only from its parent window, and only when the parent
// is at that origin or one listed in allow=ORIGIN ... (data-allow-origin on
// the embedding element). Replies: {source: 'lineup', request, ok, payload} (the
// state) or {..., ok: false, reason} (the game's message saying why).
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // The origin of `text` ("https://example.org"), or null when it names none.
  function originOf(text) {
    try {
      const origin = new URL(String(text)).origin;
      return origin && origin !== 'null' ? origin : null;
    } catch (e) {
      return null;
    }
  }

  // pageApi({canvas, embedded, stats}) -> {lineup, emit, attach(module),
  // firstFrame(ms), frame(ms, thinking), sound(name, ok)}. `stats` gives the
  // results against the computer.
  // Page options as the game reads them: "key=value&..." (true and false as
  // on and off), and the record apart; a value that is not a plain string,
  // number or boolean is refused.
  function optionsQuery(options) {
    if (options === undefined || options === null) return { query: '', record: '' };
    if (typeof options !== 'object' || Array.isArray(options)) {
      throw new Error('Lineup: the options are an object, such as {game: "gomoku", size: 15}.');
    }
    const pairs = [];
    let record = '';
    for (const [key, raw] of Object.entries(options)) {
      if (!['string', 'number', 'boolean'].includes(typeof raw)) {
        throw new Error(`Lineup: the option '${String(key).slice(0, 40)}' needs a string, number or boolean.`);
      }
      const value = raw === true ? 'on' : raw === false ? 'off' : String(raw);
      if (key === 'record') record = value;
      else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
    }
    return { query: pairs.join('&'), record };
  }

  // A record as the game is handed it: it refuses anything over 256 KB, so it
  // gets at most one byte more, never a whole large file.
  const limitedRecord = (text) => String(text).slice(0, 256 * 1024 + 1);

  parts.pageApi = function ({ canvas, embedded, stats }) {
    const listeners = {};
    let module = null;
    let readyFired = false;

    // The embedding page's origin and the others whose commands are taken.
    const query = new URLSearchParams(location.search);
    const host = embedded ? originOf(query.get('host')) : null;
    const allowed = new Set([host, ...String(query.get('allow') || '').split(/\s+/).map(originOf)].filter(Boolean));

    function emit(event, payload) {
      for (const fn of listeners[event] || []) {
        try { fn(payload); } catch (e) { console.error(e); }
      }
      if (host) window.parent.postMessage({ source: 'lineup', event, payload }, host);
    }

    // A point from the game (canvas CSS pixels) in page coordinates, or null.
    function pagePoint(fn, arg) {
      if (!module) return null;
      const point = JSON.parse(module.ccall(fn, 'string', ['string'], [String(arg)]));
      if (!point) return null;
      const rect = canvas.getBoundingClientRect();
      return { x: rect.left + point.x, y: rect.top + point.y };
    }

    const lineup = {
      // The build of the site this page runs (null for a page without one).
      build: parts.build,
      // firstFrame: ms from navigation start to the first frame. The others: how
      // long frames kept the UI thread busy, in ms (all frames, and the frames
      // drawn while the computer was thinking); resetFrameTimings() starts over.
      // Results against the computer: {'connect4/hard': {won, drawn, lost}, ...}.
      stats() { return JSON.parse(JSON.stringify(stats())); },
      // resting: the game draws nothing for now (it has handled all input so
      // far and nothing moves); the next input or change makes it draw again.
      timings: { firstFrame: null, frames: 0, longestFrameMs: 0, thinkingFrames: 0, longestThinkingFrameMs: 0, resting: false },
      resetFrameTimings() {
        Object.assign(lineup.timings, { frames: 0, longestFrameMs: 0, thinkingFrames: 0, longestThinkingFrameMs: 0 });
      },
      state() {
        if (!module) return { ready: false, message: '', frames: 0 };
        return JSON.parse(module.UTF8ToString(module._lineup_state_json()));
      },
      // The page options' names, as the game lists them (src/app/session/page_options.hpp).
      optionKeys() {
        if (!module) return [];
        return JSON.parse(module.UTF8ToString(module._lineup_option_keys(0)));
      },
      cellCenter(move) {
        return pagePoint('lineup_cell_center', move);
      },
      // Plays a move as a click would ("4", "h8"); false for a malformed move.
      play(move) {
        if (!module) return false;
        setResting(false);  // the game draws what the call changed
        return module.ccall('lineup_play', 'number', ['string'], [String(move)]) === 1;
      },
      // Takes back the last move as the Undo button does; false when there is
      // none to take back (the message says why).
      undo() {
        if (!module) return false;
        setResting(false);  // the game draws what the call changed
        return module.ccall('lineup_undo', 'number', [], []) === 1;
      },
      // Loads a game record (a link, Connect 4 digits, a Gomoku move list or a
      // PSQ file), as pasting or dropping it on the page does; false when it
      // cannot be read (the message says why; the game is unchanged).
      load(text) {
        if (!module) return false;
        setResting(false);  // the game draws what the call changed
        return module.ccall('lineup_load', 'number', ['string'], [limitedRecord(text)]) === 1;
      },
      // A new game with `options` (those not given stay as they are), from
      // options.record when given; throws an Error with the reason when an
      // option or the record is refused (the game is then unchanged).
      newGame(options) { return setup(true, options); },
      // Changes settings as the panel does; the game's shape (game, size,
      // rule, theme, seed, mode, first) starts a new game. Throws as newGame.
      set(options) {
        if (options && Object.prototype.hasOwnProperty.call(options, 'record')) {
          throw new Error('Lineup: set() takes no record: use load() or newGame({record}).');
        }
        return setup(false, options);
      },
      // The height, in CSS pixels, that a `width` wide frame wants for the board.
      naturalHeight(width) {
        if (!module) return null;
        return module.ccall('lineup_natural_height', 'number', ['number'], [Number(width) || 0]);
      },
      // Sound effects played so far, by name ('drop', 'place', 'win', 'draw');
      // 'failed' counts effects that found no audio device.
      sounds: { drop: 0, place: 0, win: 0, draw: 0, failed: 0 },
      controlCenter(name) {
        return pagePoint('lineup_control_center', name);
      },
      // {x, y, width, height, visible, dimmed} in page CSS pixels: where a
      // control is, also when its card is scrolled so that it does not show
      // (visible false); dimmed when it cannot act now (a tap says why).
      controlBox(name) {
        if (!module) return null;
        const box = JSON.parse(module.ccall('lineup_control_box', 'string', ['string'], [String(name)]));
        if (!box) return null;
        const rect = canvas.getBoundingClientRect();
        return { ...box, x: rect.left + box.x, y: rect.top + box.y };
      },
      on(event, fn) {
        (listeners[event] = listeners[event] || []).push(fn);
        if (event === 'ready' && readyFired) fn(lineup.state());
      },
    };
    window.lineup = lineup;

    function setup(fresh, options) {
      if (!module) throw new Error('Lineup: the board is not ready yet.');
      const { query, record } = optionsQuery(options);
      setResting(false);
      const refusal = module.ccall('lineup_host_setup', 'string', ['number', 'string', 'string'],
        [fresh ? 1 : 0, query, limitedRecord(record)]);
      if (refusal) throw new Error(refusal);
      return true;
    }

    // A host page's command: the state, or a move or record and the state
    // after it; a refusal carries the game's message, and changes nothing.
    function command(data) {
      if (data.ask === 'state') return { ok: true, payload: lineup.state() };
      const calls = {
        play: () => lineup.play(data.move),
        load: () => lineup.load(data.text),
        undo: () => lineup.undo(),
        newGame: () => lineup.newGame(data.options),
        set: () => lineup.set(data.options),
      };
      let done = null;
      try {
        done = Object.prototype.hasOwnProperty.call(calls, data.ask) ? calls[data.ask]() : null;
      } catch (error) {
        return { ok: false, reason: String(error.message || error) };
      }
      if (done === null) return { ok: false, reason: `Lineup: unknown command '${String(data.ask).slice(0, 40)}'.` };
      const state = lineup.state();
      return done ? { ok: true, payload: state } : { ok: false, reason: state.message };
    }

    if (embedded) {
      window.addEventListener('message', (event) => {
        const data = event.data;
        if (!data || data.source !== 'lineup-host' || event.source !== window.parent) return;
        if (!allowed.has(event.origin)) return;  // another site's page: not the embedder's
        const request = Number(data.request) || 0;
        const reply = module ? command(data) : { ok: false, reason: 'Lineup: the board is not ready yet.' };
        event.source.postMessage({ source: 'lineup', request, ...reply }, event.origin);
      });
    }

    // timings.resting, kept only while the page's timings are an object (a
    // host page may replace them: the frame callback then reports that once).
    function setResting(value) {
      const t = lineup.timings;
      if (t && typeof t === 'object') t.resting = value;
    }

    // Input reaches the game on its next turn: until then it is not resting,
    // so whoever waits for the game to handle an input never sees it rest first.
    for (const type of ['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'mousemove',
      'touchstart', 'touchmove', 'touchend', 'keydown', 'keyup', 'wheel', 'resize']) {
      window.addEventListener(type, () => setResting(false), { capture: true, passive: true });
    }

    return {
      lineup,
      emit,
      attach(m) { module = m; },
      // Counts a frame; true for the first one, which also says 'ready'.
      frame(ms, thinking) {
        const t = lineup.timings;
        t.resting = false;
        t.frames += 1;
        t.longestFrameMs = Math.max(t.longestFrameMs, ms);
        if (thinking) {
          t.thinkingFrames += 1;
          t.longestThinkingFrameMs = Math.max(t.longestThinkingFrameMs, ms);
        }
        if (readyFired) return false;
        readyFired = true;
        t.firstFrame = performance.now();
        return true;
      },
      // The game draws nothing for now (called on each of its idle turns).
      rest() { setResting(true); },
      // Something the page did will change what the game draws (its next turn
      // draws it).
      wake() { setResting(false); },
      sound(name, ok) {
        const counts = lineup.sounds;
        if (ok) counts[name] = (counts[name] || 0) + 1; else counts.failed += 1;
      },
    };
  };
})(window.LineupPage = window.LineupPage || {});
