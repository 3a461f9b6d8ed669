// The canvas the game draws on: its WebGL context, made by the page while
// lineup.wasm downloads and compiles; its size, which follows its container;
// its keyboard focus; and a lost WebGL context, after which the page starts
// again.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // gameCanvas(canvas, {pause, showError}) -> {makeWebGLContext()}. pause()
  // stops the game's frames; showError(text) says why the game stopped.
  parts.gameCanvas = function (canvas, { pause, showError }) {
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
    // Two fingers zoom the page (web/lineup.css). The browser's zoom makes the
    // touches' moves and ends uncancellable; SDL's touch handler cancels a
    // touch's end all the same, which the browser reports as an error: such
    // an event is let through without it trying.
    for (const type of ['touchmove', 'touchend']) {
      window.addEventListener(type, (event) => {
        if (!event.cancelable) event.preventDefault = () => {};
      }, { capture: true, passive: true });
    }
    // A click or tap gives the board the keys. SDL's mousedown handler calls
    // preventDefault, which also stops the browser's own focus change, so an
    // embedded board (an iframe) would never get the keys, nor be allowed the
    // clipboard. pointerdown comes before mousedown, with the user's activation.
    // (No focus ring for a click: web/lineup.css rings the canvas for Tab.)
    canvas.addEventListener('pointerdown', () => {
      if (!document.hasFocus()) window.focus();
      if (document.activeElement !== canvas) canvas.focus({ preventScroll: true, focusVisible: false });
    });
    // The keyboard's focus. Tab and Shift+Tab on the canvas go to the game
    // first: it walks its panel's controls (src/app/ui/key_focus.hpp) and says
    // when the focus leaves it, past its last control or back from the board;
    // then the browser moves the focus on (to the accessible grid,
    // web/page/grid.js, and out of the page or frame). SDL's key handler (on
    // the window, bubbling) always calls preventDefault on Tab, so the key
    // stops here, before SDL sees it.
    let game = null;  // {tab(forward) -> bool, focus(how)}: connect() below
    for (const type of ['keydown', 'keyup']) {
      window.addEventListener(type, (event) => {
        if (event.key !== 'Tab') return;
        event.stopImmediatePropagation();
        if (type !== 'keydown' || !game || document.activeElement !== canvas) return;
        if (game.tab(!event.shiftKey)) event.preventDefault();
      }, true);
    }
    // The game is told how it got the focus: a click (no mark), Tab from
    // before it (the board) or Shift+Tab from after it (its last control);
    // and when another element takes the focus (it hides its marks).
    canvas.addEventListener('focus', (event) => {
      if (!game) return;
      if (!canvas.matches(':focus-visible')) { game.focus(0); return; }
      const from = event.relatedTarget;
      const fromAfter = from && (canvas.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
      game.focus(fromAfter ? 2 : 1);
    });
    canvas.addEventListener('blur', () => { if (game) game.focus(-1); });
    // A lost WebGL context (a GPU reset, too many contexts): allow the browser to
    // give it back, then start again from the page's address, which holds the
    // game in progress (and the settings are remembered): the player goes on
    // where they were. If it does not come back, say so instead of a dead board.
    let lostTimer = null;
    canvas.addEventListener('webglcontextlost', (event) => {
      event.preventDefault();
      pause();  // nothing to draw with
      lostTimer = setTimeout(() => showError('The graphics were lost (the GPU was reset). Reload the page to go on playing.'), 5000);
    });
    canvas.addEventListener('webglcontextrestored', () => {
      clearTimeout(lostTimer);
      location.reload();
    });

    return {
      // connect({tab, focus}): the game, once it runs. tab(forward) -> true
      // when the focus stayed in the game; focus(how): -1 another element
      // took it, 0 a click gave it, 1 Tab, 2 Shift+Tab brought it.
      connect(keys) { game = keys; },
      // The context (making the first context of a browser can take a good
      // part of a second), with the attributes SDL's renderer asks for; the
      // module takes it over (GL_PREINITIALIZED_CONTEXT, cmake/WebSite.cmake).
      // Null without WebGL: then SDL draws into a 2D canvas instead.
      makeWebGLContext() {
        try {
          return canvas.getContext('webgl', {
            alpha: false, depth: true, stencil: false, antialias: false,
            premultipliedAlpha: true, preserveDrawingBuffer: false,
          });
        } catch (e) {
          return null;
        }
      },
    };
  };
})(window.LineupPage = window.LineupPage || {});
