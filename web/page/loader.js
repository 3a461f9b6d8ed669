// Loading the game: the progress card while lineup.wasm downloads and
// compiles (compiling as the bytes stream in, where the browser can, with real
// progress) and lineup.js loads, and the error card that says in plain words
// why the game cannot start.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  parts.loader = function () {
    const loading = document.getElementById('lineup-loading');
    const statusText = document.getElementById('lineup-status');
    const bar = document.getElementById('lineup-progress-bar');

    function showError(text) {
      loading.classList.add('lineup-hidden');
      document.getElementById('lineup-error-text').textContent = text;
      document.getElementById('lineup-error').classList.remove('lineup-hidden');
    }

    function setProgress(fraction, text) {
      bar.style.width = Math.round(Math.max(0, Math.min(1, fraction)) * 100) + '%';
      if (text) statusText.textContent = text;
    }

    // Downloads and compiles lineup.wasm: a WebAssembly.Module.
    async function compileMain() {
      const response = await fetch(parts.siteFile('lineup.wasm'));
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

    return {
      showError,
      setProgress,
      compileMain,
      loadScript,
      done() {
        setProgress(1);
        loading.classList.add('lineup-hidden');
      },
    };
  };
})(window.LineupPage = window.LineupPage || {});
