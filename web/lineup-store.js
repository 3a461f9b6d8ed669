// Lineup's saved data: the one versioned schema for everything the page keeps
// in localStorage, read field by field so that no stored shape can break the
// page. docs/schema.md describes it together with links and records.
//
//   localStorage['lineup'] (version 2):
//   {
//     "v": 2,
//     "settings": {"game": "gomoku", "size": "15", "level": "master", ...},
//                  the player's settings as page options (docs/options.md),
//                  as the game reports them; the game checks each name and value when it starts
//     "game":     {"record": "v=1&game=...&moves=h8i9", "mode": "pvc"} or null,
//                  the unfinished game and who plays it
//     "results":  {"gomoku/master": {"won": 2, "drawn": 0, "lost": 5}, ...},
//                  games finished against the computer, per game and level
//     "friends":  {"k3x9q2mdwa": {"side": 1, "record": "v=1&...", "seen": 3}, ...}
//                  (optional) the games with a friend by link as this browser
//                  last saw them: the side its person plays, and a count that
//                  orders them as the game lists them, the newest highest
//   }
//
//   localStorage['lineup.v1'] (version 1, written by the first release; read
//   once, migrated to version 2 and removed):
//   {"v": 1, "options": "game=...&mode=pvc", "record": "v=1&...", "stats": {...}}
//
// Reading never throws and always gives a complete, valid object: a field that
// is missing or of the wrong type takes its default, an entry of a map that is
// wrong is dropped, and each repair is noted (the page prints the notes as one
// console line). Adding a field: give it a type and a default in SCHEMA; a new
// version number and a migration are needed only when a field changes meaning.
//
// The same file runs in the page (window.LineupStore) and under Node
// (require), where tests/web/store.test.js checks it.
(function (root) {
  'use strict';

  const VERSION = 2;
  const KEY = 'lineup';
  const V1_KEY = 'lineup.v1';

  const { plainObject, own, shown, count, text, oneOf, object, map, nullable, optional } =
    typeof module === 'object' && module.exports ? require('./lineup-store-types.js') : root.LineupStoreTypes;

  // [SECTION] The schema

  // A setting as the game's page options write it ("size": "7x6", "level":
  // "master"): short, safe text. The store keeps whatever settings the game
  // reports; the game judges the names and values when it starts
  // (with_saved_settings, src/app/session/page_options.cpp) and leaves out, with a
  // note, what does not fit.
  const settingName = /^[a-z][a-z0-9]{0,15}$/;
  const settingValue = text(/^[a-z0-9]{1,16}$/, 'a setting');
  // A game record (core/record.hpp): "v=N&..." in URL-fragment-safe characters.
  const record = text(/^v=[0-9]+&[\x21\x22\x24-\x7e]{1,8000}$/, 'a game record');
  const mode = oneOf(['pvp', 'pvc', 'cvc']);
  const resultKey = /^(connect4|gomoku)\/[a-z]{1,16}$/;
  const tally = object({ won: count(), drawn: count(), lost: count() });
  const settingsType = map(settingName, 'a setting name', settingValue, 32);
  const gameType = nullable(object({ record, mode }));
  const resultsType = map(resultKey, 'a game and level', tally, 64);
  // A game with a friend by link (src/app/session/friend_games.hpp): its id, the side
  // this browser's person plays, the game as last seen here, and its place in
  // the game's list (a count: the larger, the nearer the top: the newest game).
  const FRIEND_GAMES = 24;
  const friendId = /^[a-z0-9]{4,16}$/;
  const friendGame = object({ side: oneOf([1, 2]), record, seen: count() });
  const friendsType = map(friendId, 'a game by link id', friendGame, FRIEND_GAMES);

  const SCHEMA = object({
    v: oneOf([VERSION]),  // (parse() turns other versions away first)
    settings: settingsType,
    game: gameType,
    results: resultsType,
    friends: optional(friendsType),  // (from issue 27's games by link: older data has none)
  });

  function fresh() { return SCHEMA.fallback(); }

  // Version 1 -> 2: the options query becomes the settings and the unfinished
  // game's mode, the record becomes the game, the stats the results. Each v1
  // field is read on its own too: one bad field loses only itself.
  function migrateV1(old, notes) {
    const data = fresh();
    const options = typeof old.options === 'string' ? old.options.slice(0, 4096) : '';
    if (typeof old.options !== 'string') notes.push(`v1 options was ${shown(old.options)}, not text`);
    let params;
    try {
      params = new URLSearchParams(options);
    } catch (e) {
      params = new URLSearchParams();
    }
    // The options held the unfinished game's mode too: that goes with the game.
    const settings = {};
    for (const [name, value] of params) {
      if (name !== 'mode' && settingName.test(name) && !own(settings, name)) settings[name] = value;
    }
    data.settings = settingsType.read(settings, 'settings', notes);
    if (old.record !== '' && old.record !== undefined) {
      const game = { record: old.record, mode: params.get('mode') || 'pvp' };
      data.game = gameType.read(game, 'game', notes) || null;
      if (data.game && !data.game.record) data.game = null;
    }
    if (old.stats !== undefined) data.results = resultsType.read(old.stats, 'results', notes) || {};
    return data;
  }

  // [SECTION] Reading and writing

  // Reads stored text (version 2, or version 1 when `version1` is set):
  // {data, notes}, data always complete and valid.
  function parse(textValue, version1 = false) {
    const notes = [];
    let raw;
    try {
      raw = JSON.parse(textValue);
    } catch (e) {
      notes.push('it was not JSON');
      return { data: fresh(), notes };
    }
    if (version1) {
      if (!plainObject(raw) || raw.v !== 1) {
        notes.push('version 1 data of another shape');
        return { data: fresh(), notes };
      }
      return { data: migrateV1(raw, notes), notes };
    }
    if (!plainObject(raw) || raw.v !== VERSION) {
      notes.push(`version ${shown(plainObject(raw) ? raw.v : raw)} is not ${VERSION}`);
      return { data: fresh(), notes };
    }
    const data = SCHEMA.read(raw, 'saved', notes);
    // A game without a usable record is no game.
    if (data.game && !data.game.record) data.game = null;
    for (const [id, game] of Object.entries(data.friends || {})) if (!game.record) delete data.friends[id];
    return { data, notes };
  }

  function storageOf(win) {
    try {
      return win.localStorage || null;
    } catch (e) {
      return null;  // private mode, or storage switched off
    }
  }

  // Reads what `storage` holds: {data, notes, migrated}. Never throws.
  function read(storage) {
    if (!storage) return { data: fresh(), notes: [], migrated: false };
    let current = null;
    let old = null;
    try {
      current = storage.getItem(KEY);
      if (current === null) old = storage.getItem(V1_KEY);
    } catch (e) {
      return { data: fresh(), notes: [], migrated: false };
    }
    if (current !== null) return { ...parse(current), migrated: false };
    if (old !== null) return { ...parse(old, true), migrated: true };
    return { data: fresh(), notes: [], migrated: false };
  }

  // Writes `data` (after a migration, the old key is removed). Returns '' or
  // the reason it could not be kept (storage full or unavailable).
  function write(storage, data, { removeV1 = false } = {}) {
    if (!storage) return 'storage is not available';
    try {
      storage.setItem(KEY, JSON.stringify(data));
      if (removeV1) storage.removeItem(V1_KEY);
      return '';
    } catch (e) {
      return (e && e.name === 'QuotaExceededError') ? 'storage is full' : `storage refused it (${e && e.name})`;
    }
  }

  // The saved settings as a query string, for the game's start (which checks
  // each value and leaves out, with a note, what does not fit).
  function settingsQuery(data) {
    return new URLSearchParams(data.settings).toString();
  }

  // Keeps the settings the game reports (those of a usable shape).
  function setSettings(data, settings) {
    const notes = [];
    data.settings = settingsType.read(settings, 'settings', notes) || {};
    return notes;
  }

  // Counts a finished game against the computer: outcome 'won' | 'drawn' | 'lost'.
  function countResult(data, game, level, outcome) {
    const key = `${game}/${level}`;
    if (!resultKey.test(key) || !['won', 'drawn', 'lost'].includes(outcome)) return false;
    const row = own(data.results, key) ? data.results[key] : tally.fallback();
    row[outcome] += 1;
    data.results[key] = row;
    return true;
  }

  // The games by link as the game lists them (the newest first: [{id, side,
  // record}]) kept in place of those kept before.
  function setFriendGames(data, games) {
    const notes = [];
    const kept = {};
    let seen = games.length;
    for (const game of games.slice(0, FRIEND_GAMES)) {
      const entry = { side: game && game.side, record: game && game.record, seen: seen-- };
      if (!game || !friendId.test(game.id) || own(kept, game.id)) { notes.push('a game by link without a usable id'); continue; }
      const read = friendGame.read(entry, `friends[${shown(game.id)}]`, notes);
      if (read && read.record) kept[game.id] = read;
    }
    data.friends = kept;
    return notes;
  }

  // The games by link for the game's start: "ID SIDE RECORD" lines in the
  // list's order (src/app/session/friend_games.hpp).
  function friendGamesText(data) {
    return Object.entries(data.friends || {})
      .sort((a, b) => b[1].seen - a[1].seen)
      .map(([id, game]) => `${id} ${game.side} ${game.record}`).join('\n');
  }

  const api = { VERSION, KEY, V1_KEY, fresh, parse, read, write, storageOf, settingsQuery, setSettings,
    countResult, setFriendGames, friendGamesText };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.LineupStore = api;
})(typeof window !== 'undefined' ? window : globalThis);
