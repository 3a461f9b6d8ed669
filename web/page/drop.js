// Game records brought to the page: pasted anywhere on it (Ctrl+V, or the
// browser's Paste) or dropped on the board as text or as a file (a PSQ file
// from Piskvork, a move list, Connect 4 digits, a Lineup link). The game reads
// them (src/app/session/record_loading.hpp) and says what it read, or why it could not,
// and a record it cannot read changes nothing.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // A file is read only up to this (the game refuses anything over 256 KB).
  const MAX_BYTES = 256 * 1024 + 1;

  // recordDrop({target, load(text), reportFault}): listens on the document for
  // pastes and on `target` for drops.
  parts.recordDrop = function ({ target, load, reportFault }) {
    const typing = (element) => element && (element.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

    // The browser's paste event where it sends one; the game's canvas takes
    // the keys (SDL prevents their default actions), so Ctrl+V there reads the
    // clipboard itself (the browser may ask the person first).
    let pasted = false;
    document.addEventListener('paste', (event) => {
      if (typing(event.target)) return;  // the copy-link field, the host's own fields
      const text = event.clipboardData ? event.clipboardData.getData('text') : '';
      if (!text) return;
      pasted = true;
      event.preventDefault();
      try { load(text); } catch (error) { reportFault('paste', error); }
    });
    window.addEventListener('keydown', (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'v') return;
      if (typing(event.target) || !navigator.clipboard || !navigator.clipboard.readText) return;
      pasted = false;
      setTimeout(() => {
        if (pasted) return;
        navigator.clipboard.readText().then((text) => { if (text) load(text); }, () => {})
          .catch((error) => reportFault('paste', error));
      }, 50);
    }, true);

    target.addEventListener('dragover', (event) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    });
    target.addEventListener('drop', (event) => {
      event.preventDefault();
      const data = event.dataTransfer;
      if (!data) return;
      const file = data.files && data.files[0];
      if (file) {
        file.slice(0, MAX_BYTES).text().then((text) => load(text))
          .catch((error) => reportFault('drop', error));
        return;
      }
      const text = data.getData('text');
      if (text) {
        try { load(text); } catch (error) { reportFault('drop', error); }
      }
    });
  };
})(window.LineupPage = window.LineupPage || {});
