// The Chinese font: the game's Chinese glyphs are a file of their own,
// lineup-font-zh.ttf, that the page fetches only when the game shows Chinese,
// so a visit in English never downloads it. A game that starts in Chinese
// (the address, the saved settings or the browser's language ask for it)
// fetches it beside lineup.wasm and starts with it; a game switched to
// Chinese later asks for it (src/platform/page_bridge_web.cpp,
// Module.lineupFontZh) and shows its glyphs when it arrives.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  const FILE = 'lineup-font-zh.ttf';
  const RETRY_MS = 10000;  // after a failed fetch (offline, say), ask again no sooner than this

  // Whether the game will start in Chinese, from what it starts from
  // (saved.start()): the address's lang wins over the saved settings, and the
  // last lang of those (the saved one, after the browser's) over the first.
  function startsInChinese(begin) {
    const query = new URLSearchParams(begin.query);
    if (query.has('lang')) return query.get('lang') === 'zh';
    const langs = new URLSearchParams(begin.settings).getAll('lang');
    return langs.length > 0 && langs[langs.length - 1] === 'zh';
  }

  // fonts() -> {startsInChinese(begin), fetchZh(), zh()}:
  // fetchZh() starts the fetch once (a promise of the bytes, null when it
  // failed); zh() is the bytes once they are here, else null (and fetches).
  parts.fonts = function () {
    let pending = null;
    let bytes = null;
    let failedAt = -Infinity;

    function fetchZh() {
      if (bytes) return Promise.resolve(bytes);
      if (pending) return pending;
      if (performance.now() - failedAt < RETRY_MS) return Promise.resolve(null);
      pending = fetch(parts.siteFile(FILE))
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then((buffer) => {
          bytes = new Uint8Array(buffer);
          return bytes;
        })
        .catch((error) => {
          failedAt = performance.now();
          console.info(`Lineup: the Chinese font could not be loaded (${error && error.message ? error.message : error}); trying again later.`);
          return null;
        })
        .finally(() => { pending = null; });
      return pending;
    }

    return {
      startsInChinese,
      fetchZh,
      zh() {
        if (!bytes) fetchZh();
        return bytes;
      },
    };
  };
})(window.LineupPage = window.LineupPage || {});
