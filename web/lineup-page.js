// Starts the Lineup game on its page and exposes the page API:
//
//   window.lineup.state()          -> JSON-serialisable object ({ready, message, ...})
//   window.lineup.cellCenter(move) -> {x, y} in CSS pixels of the page, or null
//   window.lineup.controlCenter(id) -> the same for a control ('vs-player', ...)
//   window.lineup.on(event, fn)    -> events: 'ready', 'move', 'gameover'
//   window.lineup.play(move)       -> plays "4" or "h8" for the player to move
//
// For screen readers it keeps a hidden grid of the board (#lineup-grid: Enter
// or Space plays a cell, arrows move) and announces moves, threats and results
// in a live region (#lineup-live).
//
// It starts as much as it can at once: lineup.wasm downloads and compiles as
// it streams in (with real progress) and lineup.js loads while the page makes
// the canvas's WebGL context; the AI worker's engine loads after the first
// frame. It reports missing WebAssembly (and missing WebGL, where SDL falls
// back to a 2D canvas) in plain words, and keeps the canvas the size of its
// container.
(function () {
  'use strict';

  const canvas = document.getElementById('canvas');
  const loading = document.getElementById('lineup-loading');
  const statusText = document.getElementById('lineup-status');
  const bar = document.getElementById('lineup-progress-bar');
  const listeners = {};
  let module = null;
  let readyFired = false;

  // Embedded (lineup-embed.js puts the page in an iframe with ?embed=ID): the
  // events go to the host page too, which may also ask for state().
  const embedded = new URLSearchParams(location.search).has('embed') && window.parent !== window;

  function emit(event, payload) {
    for (const fn of listeners[event] || []) {
      try { fn(payload); } catch (e) { console.error(e); }
    }
    if (embedded) window.parent.postMessage({ source: 'lineup', event, payload }, '*');
  }

  if (embedded) {
    window.addEventListener('message', (event) => {
      const data = event.data;
      if (!data || data.source !== 'lineup-host' || data.ask !== 'state' || !event.source) return;
      event.source.postMessage({ source: 'lineup', request: data.request, payload: window.lineup.state() }, '*');
    });
  }

  function showError(text) {
    loading.classList.add('lineup-hidden');
    document.getElementById('lineup-error-text').textContent = text;
    document.getElementById('lineup-error').classList.remove('lineup-hidden');
  }

  function setProgress(fraction, text) {
    bar.style.width = Math.round(Math.max(0, Math.min(1, fraction)) * 100) + '%';
    if (text) statusText.textContent = text;
  }

  // A point from the game (canvas CSS pixels) in page coordinates, or null.
  function pagePoint(fn, arg) {
    if (!module) return null;
    const point = JSON.parse(module.ccall(fn, 'string', ['string'], [String(arg)]));
    if (!point) return null;
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  }

  window.lineup = {
    // firstFrame: ms from navigation start to the first frame. The others: how
    // long frames kept the UI thread busy, in ms (all frames, and the frames
    // drawn while the computer was thinking); resetFrameTimings() starts over.
    // Results against the computer: {'connect4/hard': {won, drawn, lost}, ...}.
    stats() { return JSON.parse(JSON.stringify(store.results)); },
    timings: { firstFrame: null, frames: 0, longestFrameMs: 0, thinkingFrames: 0, longestThinkingFrameMs: 0 },
    resetFrameTimings() {
      Object.assign(window.lineup.timings, { frames: 0, longestFrameMs: 0, thinkingFrames: 0, longestThinkingFrameMs: 0 });
    },
    state() {
      if (!module) return { ready: false, message: '', frames: 0 };
      return JSON.parse(module.UTF8ToString(module._lineup_state_json()));
    },
    cellCenter(move) {
      return pagePoint('lineup_cell_center', move);
    },
    // Plays a move as a click would ("4", "h8"); false for a malformed move.
    play(move) {
      if (!module) return false;
      return module.ccall('lineup_play', 'number', ['string'], [String(move)]) === 1;
    },
    // Sound effects played so far, by name ('drop', 'place', 'win', 'draw');
    // 'failed' counts effects that found no audio device.
    sounds: { drop: 0, place: 0, win: 0, draw: 0, failed: 0 },
    controlCenter(name) {
      return pagePoint('lineup_control_center', name);
    },
    on(event, fn) {
      (listeners[event] = listeners[event] || []).push(fn);
      if (event === 'ready' && readyFired) fn(window.lineup.state());
    },
  };

  // The computer player: the engine-only module in a Web Worker
  // (lineup-ai-worker.js), driven by the game through Module.lineupAi
  // (src/platform/ai_worker_web.cpp). One request at a time; submitting a new
  // one or cancelling while a search runs replaces the worker, so the game never
  // waits for an abandoned search. The module is compiled once and shared.
  // A worker that crashes (a trap in the engine, out of memory) is replaced and
  // given its request again; only after three crashes in a row, without a
  // reply between them, is the computer reported as not available.
  function createAiBridge() {
    const MAX_CRASHES = 3;
    let compiled = null;      // WebAssembly.Module, once fetched and compiled
    let problem = '';
    let worker = null;
    let ready = false;
    let serving = null;       // the request line the worker is working on
    let queued = null;        // the next request line
    let reply = null;         // the reply to the latest request, until polled
    let crashes = 0;          // crashes since the last reply

    const failReply = (line, reason) => `FAIL ${line.split(' ')[1] || 0} ${reason}`;

    function spawn() {
      ready = false;
      serving = null;
      worker = new Worker('lineup-ai-worker.js');
      worker.onmessage = (event) => {
        const message = event.data;
        if (message.type === 'ready') {
          ready = true;
          pump();
        } else if (message.type === 'reply') {
          crashes = 0;
          if (serving !== null) reply = message.line;
          serving = null;
          pump();
        } else if (message.type === 'failed') {
          fail(`the computer player could not start (${message.reason})`);
        } else if (message.type === 'crashed') {
          crashed(message.reason);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        crashed(event.message || 'worker error');
      };
      worker.postMessage({ type: 'start', module: compiled, script: new URL('lineup-engine.js', document.baseURI).href });
    }

    function crashed(reason) {
      crashes += 1;
      if (crashes >= MAX_CRASHES) {
        fail(`the computer player stopped (${reason})`);
        return;
      }
      console.info(`Lineup: the computer player stopped (${reason}); starting it again.`);
      if (serving !== null && queued === null) queued = serving;  // asked again, unless a newer request waits
      worker.terminate();
      spawn();
    }

    function fail(reason) {
      problem = reason;
      if (serving !== null) reply = failReply(serving, reason);
      else if (queued !== null) reply = failReply(queued, reason);
      serving = queued = null;
      if (worker) worker.terminate();
      worker = null;
    }

    function pump() {
      if (!worker || !ready || serving !== null || queued === null) return;
      serving = queued;
      queued = null;
      worker.postMessage({ type: 'request', line: serving });
    }

    function abandon() {
      reply = null;
      queued = null;
      if (serving !== null && worker) {
        worker.terminate();  // the only way to stop a busy worker at once
        spawn();
      }
    }

    // The engine loads after the game's first frame (or at the first request,
    // if that comes sooner), so it never competes with the page's own start.
    let engineLoad = null;
    function load() {
      if (engineLoad) return engineLoad;
      engineLoad = fetch('lineup-engine.wasm')
        .then((response) => {
          if (!response.ok) throw new Error(`lineup-engine.wasm: HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then((bytes) => WebAssembly.compile(bytes))
        .then((module) => { compiled = module; spawn(); })
        .catch((error) => fail(`the computer player could not load (${error.message || error})`));
      return engineLoad;
    }

    return {
      load,
      submit(line) {
        if (problem) { reply = failReply(line, problem); return; }
        load();
        abandon();
        queued = line;
        pump();
      },
      cancel() { abandon(); },
      poll() { const r = reply; reply = null; return r; },
      problem() { return problem; },
    };
  }

  // The address follows the game: its record in the fragment, replaced move by
  // move (no flood of history entries) and pushed for each new game, so Back
  // returns to the previous game.
  let shownRecord = null;
  function followRecord({ record, newGame }) {
    if (!record) return;
    const url = `${location.pathname}${location.search}#${record}`;
    // An embedded board keeps its game in its own address too (so a restart
    // after lost graphics resumes it) but adds no history entries to the host.
    try {
      if (newGame && shownRecord !== null && !embedded) history.pushState(null, '', url);
      else history.replaceState(null, '', url);
    } catch (error) {
      reportFault('keeping the game in the address', error);  // a sandboxed frame may refuse
    }
    shownRecord = record;
  }
  window.addEventListener('popstate', () => {
    if (!module || location.hash.slice(1) === shownRecord) return;
    shownRecord = location.hash.slice(1);
    module.ccall('lineup_open_link', null, ['string'], [location.hash]);
  });

  function shareLink(record) {
    const url = `${location.origin}${location.pathname}${location.search}#${record}`;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).catch(() => console.info(`Lineup: copy this link: ${url}`));
    } else {
      console.info(`Lineup: copy this link: ${url}`);
    }
  }

  // Saved data (web/lineup-store.js: one versioned schema, read field by
  // field): the settings, the unfinished game, and results against the
  // computer per game and level. An embedded board neither reads nor writes
  // it. Repairs and a storage that cannot keep the data (full, or switched
  // off) are noted once in the console; the game goes on either way.
  const storage = LineupStore.storageOf(window);
  const saved = embedded ? { data: LineupStore.fresh(), notes: [], migrated: false } : LineupStore.read(storage);
  const store = saved.data;
  let unsaved = '';
  function save(options) {
    if (embedded || !storage) return;
    const problem = LineupStore.write(storage, store, options);
    if (problem && problem !== unsaved) console.info(`Lineup: the game could not be saved (${problem}); it goes on.`);
    unsaved = problem;
  }
  if (saved.notes.length) {
    const shown = saved.notes.slice(0, 3).join('; ');
    const more = saved.notes.length > 3 ? ` and ${saved.notes.length - 3} more` : '';
    console.info(`Lineup: saved data was repaired (${shown}${more}).`);
  }
  if (saved.migrated || saved.notes.length) save({ removeV1: saved.migrated });

  function rememberGame(s) {
    if (embedded || !s || !s.ready || s.replay) return;
    store.game = s.status === 'playing' && s.moves.length > 0 ? { record: s.record, mode: s.mode } : null;
    save();
  }

  function rememberSettings(settings) {
    if (embedded || window.lineup.state().replay) return;
    LineupStore.setSettings(store, settings);
    save();
  }

  function countResult(payload) {
    const s = window.lineup.state();
    if (s.mode !== 'pvc') return;
    const human = s.computerFirst ? 2 : 1;
    const outcome = payload.winner === 0 ? 'drawn' : payload.winner === human ? 'won' : 'lost';
    if (LineupStore.countResult(store, s.game, s.level, outcome)) save();
  }

  // Faults in the page's own script while the game calls it (listeners,
  // storage, the worker bridge): each kind reported once, and the game goes
  // on (src/platform/page_bridge_web.cpp guards every call).
  const faults = new Set();
  function reportFault(where, error) {
    const text = `${where}: ${error && error.message ? error.message : error}`;
    if (faults.has(text)) return;
    faults.add(text);
    console.error(`Lineup: a script error in ${text} (the game goes on)`);
  }

  // The accessible board: a grid of cells mirroring the canvas (rows from the
  // top), each labelled with what it holds; activating one plays there.
  const grid = document.getElementById('lineup-grid');
  const live = document.getElementById('lineup-live');
  let gridShape = '';
  let focusCell = 0;
  function moveOf(s, row, col) {
    return s.game === 'connect4' ? String(col + 1) : String.fromCharCode(97 + col) + String(s.rows - row);
  }
  function updateMirror(s) {
    if (!grid || !s || !s.ready) return;
    const labels = s.cellLabels || [];
    const shape = `${s.game}:${labels.length}x${labels.length ? labels[0].length : 0}`;
    if (shape !== gridShape) {
      gridShape = shape;
      focusCell = 0;
      grid.replaceChildren();
      labels.forEach((cells, row) => {
        const line = document.createElement('div');
        line.setAttribute('role', 'row');
        cells.forEach((_, col) => {
          const cell = document.createElement('div');
          cell.setAttribute('role', 'gridcell');
          cell.tabIndex = row === 0 && col === 0 ? 0 : -1;
          cell.dataset.row = String(row);
          cell.dataset.col = String(col);
          line.appendChild(cell);
        });
        grid.appendChild(line);
      });
    }
    grid.setAttribute('aria-label', s.language === 'zh' ? '棋盘' : 'Board');
    grid.querySelectorAll('[role=gridcell]').forEach((cell) => {
      const row = Number(cell.dataset.row), col = Number(cell.dataset.col);
      cell.setAttribute('aria-label', labels[row][col]);
      cell.dataset.move = moveOf(s, row, col);
    });
  }
  if (grid) {
    grid.addEventListener('keydown', (event) => {
      const cell = event.target.closest('[role=gridcell]');
      if (!cell) return;
      const row = Number(cell.dataset.row), col = Number(cell.dataset.col);
      const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      if (steps[event.key]) {
        const [dr, dc] = steps[event.key];
        const next = grid.querySelector(`[data-row="${row + dr}"][data-col="${col + dc}"]`);
        if (next) {
          cell.tabIndex = -1;
          next.tabIndex = 0;
          next.focus();
        }
      } else if (event.key === 'Enter' || event.key === ' ') {
        window.lineup.play(cell.dataset.move);
      } else {
        return;
      }
      // A key the grid handled is the grid's alone: the game listens to the
      // whole window, and would otherwise move its own cursor and play a
      // second move at it.
      event.preventDefault();
      event.stopPropagation();
    });
    grid.addEventListener('click', (event) => {
      const cell = event.target.closest('[role=gridcell]');
      if (cell) window.lineup.play(cell.dataset.move);
    });
  }
  // Says the message and any threat, once per change.
  let lastSpoken = '';
  function announce(s) {
    if (!live || !s || !s.ready) return;
    const text = [s.message, s.announce].filter(Boolean).join(' ');
    if (text === lastSpoken) return;
    lastSpoken = text;
    live.textContent = text;
  }

  // The canvas's WebGL context, made by the page while lineup.wasm downloads
  // and compiles (making the first context of a browser can take a good part
  // of a second), with the attributes SDL's renderer asks for; the module
  // takes it over (GL_PREINITIALIZED_CONTEXT). Null without WebGL: then SDL
  // draws into a 2D canvas instead.
  function makeWebGLContext() {
    try {
      return canvas.getContext('webgl', {
        alpha: false, depth: true, stencil: false, antialias: false,
        premultipliedAlpha: true, preserveDrawingBuffer: false,
      });
    } catch (e) {
      return null;
    }
  }

  // Downloads and compiles lineup.wasm, compiling while the bytes arrive
  // where the browser can, and shows the progress.
  async function compileMain() {
    const response = await fetch('lineup.wasm');
    if (!response.ok) throw new Error(`lineup.wasm: HTTP ${response.status}`);
    const total = Number(response.headers.get('Content-Length')) || 0;
    if (!response.body || typeof WebAssembly.compileStreaming !== 'function' || typeof TransformStream !== 'function') {
      return WebAssembly.compile(await response.arrayBuffer());
    }
    let received = 0;
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, controller) {
        received += chunk.length;
        if (total) setProgress(0.9 * received / total, `Loading… ${Math.round(received / 1024)} KB`);
        controller.enqueue(chunk);
      },
    }));
    // Our own Response: the right type even where a host serves .wasm as
    // something else.
    return WebAssembly.compileStreaming(new Response(counted, { headers: { 'Content-Type': 'application/wasm' } }));
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
  }

  // SDL follows the canvas's CSS size on window resizes; a container can change
  // size without the window doing so, so forward those as resizes too.
  if (typeof ResizeObserver === 'function') {
    let last = '';
    new ResizeObserver(() => {
      const size = canvas.clientWidth + 'x' + canvas.clientHeight;
      if (size !== last) { last = size; window.dispatchEvent(new Event('resize')); }
    }).observe(canvas);
  }
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  // A lost WebGL context (a GPU reset, too many contexts): allow the browser to
  // give it back, then start again from the page's address, which holds the
  // game in progress (and the settings are remembered): the player goes on
  // where they were. If it does not come back, say so instead of a dead board.
  let lostTimer = null;
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    if (module && module.pauseMainLoop) module.pauseMainLoop();  // nothing to draw with
    lostTimer = setTimeout(() => showError('The graphics were lost (the GPU was reset). Reload the page to go on playing.'), 5000);
  });
  canvas.addEventListener('webglcontextrestored', () => {
    clearTimeout(lostTimer);
    location.reload();
  });

  // The browser's own preferences, weakest of all (remembered settings and
  // the address override them): Chinese for a Chinese browser, reduced
  // motion when the system asks for it.
  function browserDefaults() {
    const options = new URLSearchParams();
    const languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    if (/^zh\b/i.test(languages[0] || '')) options.set('lang', 'zh');
    if (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) options.set('motion', 'reduced');
    return options.toString();
  }

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
      showError('This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Safari or Edge.');
      return;
    }
    const lineupAi = createAiBridge();
    try {
      const compiled = compileMain();
      const script = loadScript('lineup.js');
      compiled.catch(() => {});  // reported by the await below
      script.catch(() => {});
      const gl = makeWebGLContext();
      if (!gl) console.info('Lineup: WebGL is not available; drawing with the 2D canvas instead.');
      const [wasmModule] = await Promise.all([compiled, script]);
      setProgress(0.95, 'Starting…');
      // With MODULARIZE the object passed in becomes the module itself.
      const moduleArg = {
        canvas,
        lineupAi,
        // Remembered settings under the address's own parameters; the
        // unfinished game when the address carries none.
        // The address's query and fragment, or the unfinished game (in its
        // mode, unless the address gives one); the saved settings over the
        // browser's own preferences (the game checks them: what does not fit
        // is left out with a note).
        lineupStartQuery: `?${!location.hash && store.game ? `mode=${store.game.mode}&` : ''}${location.search.slice(1)}`,
        lineupStartFragment: location.hash || (store.game ? `#${store.game.record}` : ''),
        lineupSavedSettings: `${browserDefaults()}&${LineupStore.settingsQuery(store)}`,
        lineupFault: reportFault,
        preinitializedWebGLContext: gl,
        instantiateWasm(imports, receiveInstance) {
          WebAssembly.instantiate(wasmModule, imports)
            .then((instance) => receiveInstance(instance, wasmModule))
            .catch((error) => showError(`Loading failed: ${error && error.message ? error.message : error}`));
          return {};
        },
        onRuntimeInitialized() { module = moduleArg; },
        onLineupEvent(name, payload) {
          if (name === 'record' || name === 'message') {
            const s = window.lineup.state();
            if (name === 'record') followRecord(payload);
            rememberGame(s);
            updateMirror(s);
            announce(s);
            return;
          }
          if (name === 'settings') {
            rememberSettings(payload);
            return;
          }
          if (name === 'gameover' && !embedded) countResult(payload);
          emit(name, payload);
        },
        onLineupShare(record) { shareLink(record); },
        onLineupSound(name, ok) {
          const counts = window.lineup.sounds;
          if (ok) counts[name] = (counts[name] || 0) + 1; else counts.failed += 1;
        },
        onLineupFrame(frame, ms, thinking) {
          const t = window.lineup.timings;
          t.frames += 1;
          t.longestFrameMs = Math.max(t.longestFrameMs, ms);
          if (thinking) {
            t.thinkingFrames += 1;
            t.longestThinkingFrameMs = Math.max(t.longestThinkingFrameMs, ms);
          }
          if (readyFired) return;
          readyFired = true;
          window.lineup.timings.firstFrame = performance.now();
          setProgress(1);
          loading.classList.add('lineup-hidden');
          lineupAi.load();
          const first = window.lineup.state();
          updateMirror(first);
          announce(first);
          emit('ready', first);
        },
        print: (text) => console.log(text),
        printErr: (text) => console.warn(text),
        onAbort: (what) => showError(`The game stopped: ${what}`),
      };
      await window.createLineup(moduleArg);
    } catch (error) {
      showError(`Loading failed: ${error && error.message ? error.message : error}`);
    }
  }

  start();
})();
