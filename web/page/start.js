// Starts the Lineup game on its page (web/index.html) from the other pieces of
// the page's script (web/page/, joined in order into the site's lineup-page.js
// by cmake/WebSite.cmake), and hands the game the page's side of each thing it
// asks for: the events, the computer player, the saved settings and the links.
//
// It starts as much as it can at once: lineup.wasm downloads and compiles as
// it streams in and lineup.js loads (and the Chinese font, for a game that
// starts in Chinese) while the page makes the canvas's WebGL context; the AI
// worker's engine loads after the first frame. It reports
// missing WebAssembly (and missing WebGL, where SDL falls back to a 2D canvas)
// in plain words.
(function (parts) {
  'use strict';

  const canvas = document.getElementById('canvas');
  let module = null;
  const embedded = new URLSearchParams(location.search).has('embed') && window.parent !== window;

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

  let saved = null;
  const page = parts.pageApi({ canvas, embedded, stats: () => saved.results() });
  const state = () => page.lineup.state();
  saved = parts.saved({ embedded, state });
  const address = parts.address({
    embedded,
    reportFault,
    openLink(fragment) {
      if (!module) return false;
      page.wake();
      module.ccall('lineup_open_link', null, ['string'], [fragment]);
      return true;
    },
    // outcome: false (the field shows the link), true (copied) or 'sent' (the share sheet).
    shareDone(outcome) {
      page.wake();
      if (module) module.ccall('lineup_share_done', null, ['number'], [outcome === 'sent' ? 2 : outcome ? 1 : 0]);
    },
    language: () => state().language,
    refocus: () => canvas.focus({ preventScroll: true }),
  });
  const board = parts.accessibleBoard({
    grid: document.getElementById('lineup-grid'),
    live: document.getElementById('lineup-live'),
    ring: document.getElementById('lineup-cell-focus'),
    play: (move) => page.lineup.play(move),
    where: (move) => page.lineup.cellCenter(move),
  });
  parts.recordDrop({ target: canvas, load: (text) => page.lineup.load(text), reportFault });
  const loader = parts.loader();
  const view = parts.gameCanvas(canvas, {
    pause() { if (module && module.pauseMainLoop) module.pauseMainLoop(); },
    showError: loader.showError,
  });

  // The page's language follows the game's (screen readers read the grid, the
  // live region and the page's own words in it). The game's Chinese is
  // written in Simplified characters and belongs to no region: BCP 47 says
  // that with the script subtag, zh-Hans. Plain `zh` leaves the script to the
  // browser's guess from the reader's locale (glyph forms, voices); zh-CN
  // would name a region instead of the script.
  function followLanguage(language) {
    if (!language) return;
    const tag = language === 'zh' ? 'zh-Hans' : 'en';
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  }

  // The game's events: 'record' and 'message' update the address, the saved
  // game and the accessible board; 'settings' are remembered and set the
  // page's language; the others go to the page's listeners (and 'gameover'
  // is counted first).
  function onLineupEvent(name, payload) {
    if (name === 'record' || name === 'message') {
      const s = state();
      if (name === 'record') address.followRecord(payload);
      saved.rememberGame(s);
      board.update(s);
      if (name === 'record') followSize();
      page.emit('change', s);
      return;
    }
    if (name === 'settings') {
      followLanguage(payload.lang);
      saved.rememberSettings(payload);
      const s = state();
      followScheme(s.dark);
      page.emit('change', s);
      return;
    }
    if (name === 'friends') {
      saved.rememberFriends(payload);
      page.emit('change', state());
      return;
    }
    if (name === 'gameover') {
      saved.countResult(payload);
      showResults();
    }
    page.emit(name, payload);
  }

  // Embedded, the height the board wants at the frame's width, whenever it
  // changes ('size'): the embedding script sizes the frame to it unless the
  // host page fixed the size (data-autosize).
  let naturalHeight = 0;
  function followSize() {
    if (!embedded || !module) return;
    const height = page.lineup.naturalHeight(window.innerWidth);
    if (!height || height === naturalHeight) return;
    naturalHeight = height;
    page.emit('size', { width: window.innerWidth, height });
  }
  window.addEventListener('resize', followSize);

  // The system's colour scheme, for the game's "auto" scheme: told before
  // the first frame (postRun: main() has connected the game) and on changes.
  const darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function followSystemScheme() {
    if (!module || !darkQuery) return;
    page.wake();
    module.ccall('lineup_set_system_dark', null, ['number'], [darkQuery.matches ? 1 : 0]);
    followScheme(state().dark);
  }
  if (darkQuery && darkQuery.addEventListener) darkQuery.addEventListener('change', followSystemScheme);

  // The page around the game in the game's scheme (lineup.css: .lineup-dark).
  function followScheme(dark) {
    document.documentElement.classList.toggle('lineup-dark', Boolean(dark));
    document.documentElement.classList.toggle('lineup-light', !dark);
  }

  // The results against the computer, for the panel to show.
  function showResults() {
    page.wake();
    if (module) module.ccall('lineup_set_results', null, ['string'], [saved.resultsText()]);
  }

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
      loader.showError('This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Safari or Edge.');
      return;
    }
    const lineupAi = parts.aiBridge();
    const fonts = parts.fonts();
    try {
      const compiled = loader.compileMain();
      const script = loader.loadScript(parts.siteFile('lineup.js'));
      // A game that starts in Chinese starts with its glyphs (fetched beside
      // lineup.wasm; the game goes without them if they fail).
      const fontZh = fonts.startsInChinese(saved.start()) ? fonts.fetchZh() : null;
      compiled.catch(() => {});  // reported by the await below
      script.catch(() => {});
      const gl = view.makeWebGLContext();
      if (!gl) console.info('Lineup: WebGL is not available; drawing with the 2D canvas instead.');
      const [wasmModule] = await Promise.all([compiled, script, fontZh]);
      loader.setProgress(0.95, 'Starting…');
      const begin = saved.start();
      // With MODULARIZE the object passed in becomes the module itself.
      const moduleArg = {
        canvas,
        lineupAi,
        // Read by lineup_js_location (src/platform/page_bridge_web.cpp).
        lineupStartQuery: begin.query,
        lineupStartFragment: begin.fragment,
        lineupSavedSettings: begin.settings,
        lineupFriendGames: begin.friendGames,
        lineupFault: reportFault,
        lineupFontZh: fonts.zh,
        preinitializedWebGLContext: gl,
        instantiateWasm(imports, receiveInstance) {
          WebAssembly.instantiate(wasmModule, imports)
            .then((instance) => receiveInstance(instance, wasmModule))
            .catch((error) => loader.showError(`Loading failed: ${error && error.message ? error.message : error}`));
          return {};
        },
        onRuntimeInitialized() {
          module = moduleArg;
          page.attach(moduleArg);
          view.connect({
            tab(forward) { page.wake(); return module._lineup_tab(forward ? 1 : 0) === 1; },
            focus(how) { page.wake(); module._lineup_keyboard(how); },
          });
        },
        postRun: [followSystemScheme],
        onLineupEvent,
        onLineupShare: address.shareLink,
        onLineupExport(text, fileName) {
          address.exportRecord(text, fileName, (outcome) => {
            page.wake();
            if (module) module.ccall('lineup_export_done', null, ['string'], [outcome]);
          });
        },
        onLineupSound: page.sound,
        onLineupRest: page.rest,
        onLineupFrame(frame, ms, thinking) {
          if (!page.frame(ms, thinking)) return;
          loader.done();
          showResults();  // (the game is running now: main() has connected it)
          lineupAi.load();
          const first = state();
          followLanguage(first.language);
          followScheme(first.dark);
          board.update(first);
          page.emit('ready', first);
          followSize();
          parts.registerServiceWorker({ embedded });
        },
        print: (text) => console.log(text),
        printErr: (text) => console.warn(text),
        onAbort: (what) => loader.showError(`The game stopped: ${what}`),
      };
      await window.createLineup(moduleArg);
    } catch (error) {
      loader.showError(`Loading failed: ${error && error.message ? error.message : error}`);
    }
  }

  start();
})(window.LineupPage = window.LineupPage || {});
