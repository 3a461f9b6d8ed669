// The build this page belongs to, and its files: index.html loads this
// script as lineup-page.js?v=BUILD (cmake/SiteBuild.cmake writes the build
// in), and every file the page fetches asks for the same build, so that the
// service worker (web/lineup-sw.js) hands this page one build's files only.
// Without a build (a page served from web/ as is) the names stay plain.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';
  const script = document.currentScript;
  const build = script && script.src ? new URL(script.src).searchParams.get('v') : null;
  parts.build = build;
  // `name` ('lineup.wasm') as this build's file.
  parts.siteFile = (name) => (build ? `${name}?v=${encodeURIComponent(build)}` : name);

  // The service worker: the game then loads and plays with no network. Only
  // the game's own page registers it (an embedded board works without it),
  // and only where the browser offers one (not on a file:// page).
  parts.registerServiceWorker = function ({ embedded }) {
    if (embedded || !build || !navigator.serviceWorker) return;
    navigator.serviceWorker.register('lineup-sw.js', { updateViaCache: 'none' }).catch((error) => {
      console.info(`Lineup: playing offline is not available here (${error && error.message ? error.message : error}).`);
    });
  };
})(window.LineupPage = window.LineupPage || {});
