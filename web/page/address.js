// The address follows the game: its record in the fragment, replaced move by
// move (no flood of history entries) and pushed for each new game, so Back
// returns to the previous game; Back and Forward open the game of the address
// they go to. Also the links the game shares.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // address({embedded, reportFault, openLink}) -> {followRecord(payload),
  // shareLink(record)}. openLink(fragment) opens a game in the running game
  // and says whether it could (false before the game runs).
  parts.address = function ({ embedded, reportFault, openLink }) {
    let shownRecord = null;

    // payload: the game's 'record' event, {record, newGame}.
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
      const record = location.hash.slice(1);
      if (record === shownRecord || !openLink(location.hash)) return;
      shownRecord = record;
    });

    function shareLink(record) {
      const url = `${location.origin}${location.pathname}${location.search}#${record}`;
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(url).catch(() => console.info(`Lineup: copy this link: ${url}`));
      } else {
        console.info(`Lineup: copy this link: ${url}`);
      }
    }

    return { followRecord, shareLink };
  };
})(window.LineupPage = window.LineupPage || {});
