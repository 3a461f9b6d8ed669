// The address follows the game: its record in the fragment, replaced move by
// move (no flood of history entries) and pushed for each new game, so Back
// returns to the previous game; Back and Forward open the game of the address
// they go to. Also the links the game shares.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // The page options a game's players put in the address (a link's query):
  // the game's record holds the rest of the game, so the address's own game,
  // size, rule, theme and seed give way to it; `embed` belongs to the frame.
  const GAME_KEYS = ['game', 'size', 'rule', 'theme', 'seed', 'mode', 'level', 'first', 'view'];

  // The query for a game: the address's other options, then `players`
  // ("mode=pvc&level=hard&first=human", from the game).
  function queryFor(players, { keepEmbed = true } = {}) {
    const params = new URLSearchParams(location.search);
    for (const key of GAME_KEYS) params.delete(key);
    if (!keepEmbed) params.delete('embed');
    for (const [key, value] of new URLSearchParams(players || '')) params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  // address({embedded, reportFault, openLink, shareDone}) -> {followRecord(payload),
  // shareLink(record, players)}. openLink(fragment) opens a game in the running game
  // and says whether it could (false before the game runs); shareDone(copied)
  // tells the game whether the link reached the clipboard.
  parts.address = function ({ embedded, reportFault, openLink, shareDone }) {
    let shownRecord = null;

    // payload: the game's 'record' event, {record, newGame, players}.
    function followRecord({ record, newGame, players }) {
      if (!record) return;
      const url = `${location.pathname}${queryFor(players)}#${record}`;
      // An embedded board keeps its game in its own address too (so a restart
      // after lost graphics resumes it) but adds no history entries to the host.
      try {
        if (newGame && shownRecord !== null && !embedded && record !== shownRecord) history.pushState(null, '', url);
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

    // The link to the game: its players in the query, its record as fragment
    // (no `embed`: the link opens the game page itself).
    function linkFor(record, players) {
      return `${location.origin}${location.pathname}${queryFor(players, { keepEmbed: false })}#${record}`;
    }

    function shareLink(record, players) {
      const url = linkFor(record, players);
      const done = (copied) => {
        if (!copied) console.info(`Lineup: copy this link: ${url}`);
        shareDone(copied);
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(url).then(() => done(true), () => done(false));
      } else {
        done(false);
      }
    }

    return { followRecord, shareLink };
  };
})(window.LineupPage = window.LineupPage || {});
