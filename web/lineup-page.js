// Starts the Lineup game on its page and exposes the page API:
//
//   window.lineup.state()          -> JSON-serialisable object ({ready, message, ...})
//   window.lineup.cellCenter(move) -> {x, y} in CSS pixels of the page, or null
//   window.lineup.controlCenter(id) -> the same for a control ('vs-player', ...)
//   window.lineup.on(event, fn)    -> events: 'ready'
//
// It downloads lineup.wasm itself to show real progress, reports missing
// WebAssembly (and missing WebGL, where SDL falls back to a 2D canvas) in plain
// words, and keeps the canvas the size of its container.
(function () {
  'use strict';

  const canvas = document.getElementById('canvas');
  const loading = document.getElementById('lineup-loading');
  const statusText = document.getElementById('lineup-status');
  const bar = document.getElementById('lineup-progress-bar');
  const listeners = {};
  let module = null;
  let readyFired = false;

  function emit(event, payload) {
    for (const fn of listeners[event] || []) {
      try { fn(payload); } catch (e) { console.error(e); }
    }
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
    timings: { firstFrame: null },  // ms from navigation start to the first frame
    state() {
      if (!module) return { ready: false, message: '', frames: 0 };
      return JSON.parse(module.UTF8ToString(module._lineup_state_json()));
    },
    cellCenter(move) {
      return pagePoint('lineup_cell_center', move);
    },
    controlCenter(name) {
      return pagePoint('lineup_control_center', name);
    },
    on(event, fn) {
      (listeners[event] = listeners[event] || []).push(fn);
      if (event === 'ready' && readyFired) fn(window.lineup.state());
    },
  };

  function hasWebGL() {
    try {
      const probe = document.createElement('canvas');
      return !!(probe.getContext('webgl2') || probe.getContext('webgl'));
    } catch (e) {
      return false;
    }
  }

  async function fetchWithProgress(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const total = Number(response.headers.get('Content-Length')) || 0;
    if (!response.body || !total) return new Uint8Array(await response.arrayBuffer());
    const reader = response.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      setProgress(0.9 * received / total, `Loading… ${Math.round(received / 1024)} KB`);
    }
    const bytes = new Uint8Array(received);
    let offset = 0;
    for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.length; }
    return bytes;
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

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
      showError('This browser cannot run WebAssembly. Please use a current version of Firefox, Chrome, Safari or Edge.');
      return;
    }
    if (!hasWebGL()) {
      console.info('Lineup: WebGL is not available; drawing with the 2D canvas instead.');
    }
    try {
      const [wasmBinary] = await Promise.all([fetchWithProgress('lineup.wasm'), loadScript('lineup.js')]);
      setProgress(0.95, 'Starting…');
      // With MODULARIZE the object passed in becomes the module itself.
      const moduleArg = {
        canvas,
        wasmBinary,
        onRuntimeInitialized() { module = moduleArg; },
        onLineupFrame() {
          if (readyFired) return;
          readyFired = true;
          window.lineup.timings.firstFrame = performance.now();
          setProgress(1);
          loading.classList.add('lineup-hidden');
          emit('ready', window.lineup.state());
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
