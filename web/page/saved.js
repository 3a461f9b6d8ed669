// What the page keeps between visits (web/lineup-store.js: one versioned
// schema, read field by field): the settings, the unfinished game, and results
// against the computer per game and level; and what the game starts from. An
// embedded board neither reads nor writes it. Repairs and a storage that
// cannot keep the data (full, or switched off) are noted once in the console;
// the game goes on either way.
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

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

  // saved({embedded, state}) -> {results(), resultsText(), start(),
  // rememberGame(s), rememberSettings(settings), rememberFriends(payload),
  // countResult(payload)};
  // state() is the game's.
  parts.saved = function ({ embedded, state }) {
    const storage = LineupStore.storageOf(window);
    const read = embedded ? { data: LineupStore.fresh(), notes: [], migrated: false } : LineupStore.read(storage);
    const store = read.data;
    let unsaved = '';
    function save(options) {
      if (embedded || !storage) return;
      const problem = LineupStore.write(storage, store, options);
      if (problem && problem !== unsaved) console.info(`Lineup: the game could not be saved (${problem}); it goes on.`);
      unsaved = problem;
    }
    if (read.notes.length) {
      const shown = read.notes.slice(0, 3).join('; ');
      const more = read.notes.length > 3 ? ` and ${read.notes.length - 3} more` : '';
      console.info(`Lineup: saved data was repaired (${shown}${more}).`);
    }
    if (read.migrated || read.notes.length) save({ removeV1: read.migrated });

    // The results as the game shows them: "connect4/hard=3.1.2&..." (src/app/session/results.hpp).
    function resultsText() {
      return Object.entries(store.results)
        .map(([key, t]) => `${key}=${t.won}.${t.drawn}.${t.lost}`).join('&');
    }

    // The address names a game of its own: a record, or any option that sets
    // one up (the level and who opens may be asked of the saved game too).
    const GAME_KEYS = ['game', 'size', 'rule', 'theme', 'seed', 'mode', 'view'];
    function addressNamesGame() {
      const query = new URLSearchParams(location.search);
      return !!location.hash || GAME_KEYS.some((key) => query.has(key));
    }

    return {
      results: () => store.results,
      resultsText,
      // What the game starts from: the address's query and fragment, or, when
      // the address names no game, the unfinished game (in its mode); the
      // saved settings over the browser's own preferences (the game checks
      // them: what does not fit is left out with a note). The game kept here,
      // resumed or reloaded from its address, comes back as the person's
      // own (view=resume), not as a link's.
      start() {
        const resume = store.game && !addressNamesGame();
        const own = store.game && (resume || location.hash.slice(1) === store.game.record) &&
          !new URLSearchParams(location.search).has('view');
        return {
          query: `?${resume ? `mode=${store.game.mode}&` : ''}${own ? 'view=resume&' : ''}${location.search.slice(1)}`,
          fragment: resume ? `#${store.game.record}` : location.hash,
          settings: `${browserDefaults()}&${LineupStore.settingsQuery(store)}`,
          friendGames: LineupStore.friendGamesText(store),
        };
      },
      rememberGame(s) {
        // (A game by link is kept with the others by link: rememberFriends.)
        if (embedded || !s || !s.ready || s.replay || s.mode === 'friend') return;
        store.game = s.status === 'playing' && s.moves.length > 0 ? { record: s.record, mode: s.mode } : null;
        save();
      },
      rememberSettings(settings) {
        if (embedded || state().replay) return;
        LineupStore.setSettings(store, settings);
        save();
      },
      // payload: the game's 'friends' event, {games: [{id, side, record}]}:
      // the games by link as this browser saw them last.
      rememberFriends(payload) {
        if (embedded || !payload || !Array.isArray(payload.games)) return;
        const notes = LineupStore.setFriendGames(store, payload.games);
        if (notes.length) console.info(`Lineup: games by link left out (${notes.slice(0, 3).join('; ')}).`);
        save();
      },
      // payload: the game's 'gameover' event, {winner}.
      countResult(payload) {
        if (embedded) return;
        const s = state();
        if (s.mode !== 'pvc' || s.assisted) return;  // a game played with analysis is not counted
        const human = s.humanSide;  // the person's side at the end (a Swap opening may change it)
        const outcome = payload.winner === 0 ? 'drawn' : payload.winner === human ? 'won' : 'lost';
        if (LineupStore.countResult(store, s.game, s.level, outcome)) save();
      },
    };
  };
})(window.LineupPage = window.LineupPage || {});
