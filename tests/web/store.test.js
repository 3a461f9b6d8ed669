// The saved-data schema (web/lineup-store.js) under Node: every stored shape
// reads as a complete, valid object; version 1 data from the first release
// migrates; nothing in the stored text can pollute prototypes; writing says
// when storage is full. The browser tests (tests/e2e/storage.test.js) then
// play whole games on top of such data.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const Store = require('../../web/lineup-store.js');
const fs = require('node:fs');
const path = require('node:path');
const release1 = require('../compat/release-1.json');
const release2 = require('../compat/release-2.json');
const { randomShape, mulberry32 } = require('./shapes');

// An independent check of the schema (not the reader's own code).
function assertValid(data, context) {
  const where = `${context}: ${JSON.stringify(data).slice(0, 200)}`;
  assert.deepEqual(Object.keys(data).filter((k) => k !== 'friends').sort(), ['game', 'results', 'settings', 'v'], where);
  if ('friends' in data) {
    assert.ok(Object.keys(data.friends).length <= 24, where);
    for (const [id, game] of Object.entries(data.friends)) {
      assert.match(id, /^[a-z0-9]{4,16}$/, where);
      assert.deepEqual(Object.keys(game).sort(), ['record', 'seen', 'side'], where);
      assert.ok([1, 2].includes(game.side), where);
      assert.match(game.record, /^v=\d+&/, where);
    }
  }
  assert.equal(data.v, 2, where);
  assert.equal(Object.getPrototypeOf(data.settings), Object.prototype, where);
  for (const [name, value] of Object.entries(data.settings)) {
    assert.match(name, /^[a-z][a-z0-9]{0,15}$/, where);
    assert.match(value, /^[a-z0-9]{1,16}$/, where);
  }
  if (data.game !== null) {
    assert.deepEqual(Object.keys(data.game).sort(), ['mode', 'record'], where);
    assert.match(data.game.record, /^v=\d+&/, where);
    assert.ok(['pvp', 'pvc', 'cvc'].includes(data.game.mode), where);
  }
  for (const [key, row] of Object.entries(data.results)) {
    assert.match(key, /^(connect4|gomoku)\/[a-z]+$/, where);
    assert.deepEqual(Object.keys(row).sort(), ['drawn', 'lost', 'won'], where);
    for (const n of Object.values(row)) assert.ok(Number.isSafeInteger(n) && n >= 0, where);
  }
}

// A Storage-like object over a Map (localStorage's methods).
function memoryStorage(entries = {}, { quota = Infinity } = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (String(v).length > quota) {
        const error = new Error('quota');
        error.name = 'QuotaExceededError';
        throw error;
      }
      map.set(k, String(v));
    },
    removeItem: (k) => map.delete(k),
  };
}

test('the first release\'s saved data migrates to version 2 with every setting, the game and the results', () => {
  const [game, settingsOnly] = release1.saved;
  const { data, notes, migrated } = Store.read(memoryStorage(game.storage));
  assert.equal(migrated, true);
  assert.deepEqual(notes, []);
  assertValid(data, 'release 1');
  assert.deepEqual(data.settings, {
    game: 'gomoku', theme: 'rock', level: 'medium', first: 'human', lang: 'zh', sound: 'off', motion: 'full',
    marks: 'on', confirm: 'off', size: '15', rule: 'freestyle',
  });
  assert.deepEqual(data.game, { record: 'v=1&game=gomoku&size=15&rule=freestyle&theme=rock&seed=11&rocks=13&moves=h8g7', mode: 'pvc' });
  assert.deepEqual(data.results, game.results);
  assert.deepEqual(Object.fromEntries(new URLSearchParams(Store.settingsQuery(data))), data.settings);

  const second = Store.read(memoryStorage(settingsOnly.storage));
  assert.deepEqual(second.notes, []);
  assert.equal(second.data.game, null);
  assert.equal(second.data.settings.level, 'perfect');
  assert.equal(second.data.settings.first, 'computer');
});

test('data saved by the release with version 2 reads back with nothing to repair', () => {
  for (const { what, storage, results } of release2.saved) {
    const { data, notes, migrated } = Store.read(memoryStorage(storage));
    assert.equal(migrated, false, what);
    assert.deepEqual(notes, [], what);
    assert.deepEqual(data, JSON.parse(storage.lineup), what);
    assert.deepEqual(data.results, results, what);
  }
});

test('the example in docs/schema.md reads as it is written', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/schema.md'), 'utf8');
  const example = /## Saved data[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)[1];
  const { data, notes } = Store.parse(example);
  assert.deepEqual(notes, []);
  assert.deepEqual(data, JSON.parse(example));
  assert.equal(data.game.mode, 'pvc');
});

test('writing after a migration keeps version 2 under its own key and removes version 1', () => {
  const storage = memoryStorage(release1.saved[0].storage);
  const { data, migrated } = Store.read(storage);
  assert.equal(Store.write(storage, data, { removeV1: migrated }), '');
  assert.equal(storage.getItem('lineup.v1'), null);
  const again = Store.read(storage);
  assert.equal(again.migrated, false);
  assert.deepEqual(again.notes, []);
  assert.deepEqual(again.data, data);
});

test('the shape that crashed the page reads as valid data with the bad row dropped', () => {
  const { data, notes } = Store.read(memoryStorage({ 'lineup.v1': '{"v":1,"options":"","record":"","stats":{"connect4/hard":7}}' }));
  assertValid(data, 'crash shape');
  assert.deepEqual(data.results, {});
  assert.equal(notes.length, 1);
  assert.match(notes[0], /connect4\/hard/);
  // Counting the next game works.
  assert.equal(Store.countResult(data, 'connect4', 'hard', 'won'), true);
  assert.deepEqual(data.results['connect4/hard'], { won: 1, drawn: 0, lost: 0 });
});

test('field by field: one wrong field takes its default, the others are kept', () => {
  const stored = {
    v: 2,
    settings: { game: 'gomoku', level: 'Master!', size: 15, lang: 'zh', mode: 'pvc', bogus: 'x' },
    game: { record: 'v=1&game=connect4&moves=44', mode: 'chess' },
    results: { 'gomoku/master': { won: 2, drawn: '1', lost: -3 }, 'connect4/easy': [1, 2], 'chess/x': { won: 1 } },
  };
  const { data, notes } = Store.parse(JSON.stringify(stored));
  assertValid(data, 'mixed');
  assert.deepEqual(data.settings, { game: 'gomoku', lang: 'zh', mode: 'pvc', bogus: 'x' });
  assert.deepEqual(data.game, { record: 'v=1&game=connect4&moves=44', mode: 'pvp' });
  assert.deepEqual(data.results, { 'gomoku/master': { won: 2, drawn: 0, lost: 0 } });
  assert.ok(notes.length >= 7, notes.join('\n'));
});

test('a huge options string loses only itself: the settings it holds are short and known', () => {
  const junk = 'x'.repeat(1 << 20);
  const v1 = JSON.stringify({ v: 1, options: `level=easy&${junk}=1&game=${junk}`, record: '', stats: {} });
  const { data } = Store.parse(v1, true);
  assertValid(data, 'huge options');
  assert.deepEqual(data.settings, { level: 'easy' });
  assert.equal(Store.settingsQuery(data), 'level=easy');
});

test('prototype-pollution keys are dropped and pollute nothing', () => {
  const text = '{"v":2,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},' +
    '"settings":{"__proto__":{"polluted":1},"game":"gomoku"},"game":{"__proto__":{"record":"v=1&x=1"}},' +
    '"results":{"__proto__":{"won":1},"connect4/hard":{"__proto__":{"won":5},"won":1,"drawn":0,"lost":0}}}';
  const { data } = Store.parse(text);
  assertValid(data, 'pollution');
  assert.equal(({}).polluted, undefined);
  assert.equal(Object.prototype.polluted, undefined);
  assert.deepEqual(data.settings, { game: 'gomoku' });
  assert.equal(data.game, null);
  assert.deepEqual(data.results, { 'connect4/hard': { won: 1, drawn: 0, lost: 0 } });
  Store.countResult(data, 'connect4', 'hard', 'won');
  assert.equal(data.results['connect4/hard'].won, 2);
  assert.equal(Store.countResult(data, '__proto__', 'x', 'won'), false);
});

// LINEUP_SHAPES_COUNT and LINEUP_SHAPES_SEED: a longer run (docs/hardening.md).
const SHAPES = Number(process.env.LINEUP_SHAPES_COUNT || 5000);

test(`${SHAPES} random shapes at every depth read as valid data, and reading is stable`, () => {
  const seed = Number(process.env.LINEUP_SHAPES_SEED || 20261125);
  const random = mulberry32(seed);
  for (let i = 0; i < SHAPES; i++) {
    const shape = randomShape(random);
    const asV1 = i % 3 === 0;
    const text = JSON.stringify(shape);
    let result;
    assert.doesNotThrow(() => { result = Store.parse(text, asV1); }, `seed ${seed} shape ${i}`);
    assertValid(result.data, `seed ${seed} shape ${i}`);
    // What was read is what is written and read again, with nothing to repair.
    const again = Store.parse(JSON.stringify(result.data));
    assert.deepEqual(again.data, result.data, `seed ${seed} shape ${i}`);
    assert.deepEqual(again.notes, [], `seed ${seed} shape ${i}`);
  }
  assert.equal(({}).polluted, undefined);
});

test('text that is not JSON, or not ours, gives fresh data with a note', () => {
  for (const text of ['{not json', '', 'null', '[1,2,3]', '"text"', '{"v":99}', '{"v":"2"}', '[['.repeat(100000)]) {
    const { data, notes } = Store.parse(text);
    assert.deepEqual(data, Store.fresh(), text.slice(0, 20));
    assert.equal(notes.length, 1, text.slice(0, 20));
  }
});

test('storage that throws or is full: reading gives fresh data, writing says why', () => {
  const throwing = { getItem() { throw new Error('SecurityError'); }, setItem() { throw new Error('SecurityError'); } };
  assert.deepEqual(Store.read(throwing).data, Store.fresh());
  assert.deepEqual(Store.read(null).data, Store.fresh());
  assert.equal(Store.storageOf({ get localStorage() { throw new Error('denied'); } }), null);
  const full = memoryStorage({}, { quota: 10 });
  assert.equal(Store.write(full, Store.fresh()), 'storage is full');
  assert.match(Store.write(throwing, Store.fresh()), /refused/);
});

test('the settings the game reports are kept by their shapes (the game judges the names)', () => {
  const data = Store.fresh();
  const notes = Store.setSettings(data, { game: 'gomoku', size: '15', mode: 'pvc', level: 'x'.repeat(100),
    Size: '15', constructor: 'x', 'a&b': 'c' });
  assert.deepEqual(data.settings, { game: 'gomoku', size: '15', mode: 'pvc' });
  assert.equal(notes.length, 4);
  assert.equal(Store.settingsQuery(data), 'game=gomoku&size=15&mode=pvc');
});

test('games by link: kept as the game lists them, read back exactly, bad entries repaired one by one', () => {
  const data = Store.fresh();
  const games = [
    { id: 'k3x9q2mdwa', side: 2, record: 'v=1&game=gomoku&size=15&rule=freestyle&moves=h8i9' },
    { id: 'b7c8', side: 1, record: 'v=1&game=connect4&size=7x6&moves=4453' },
    { id: 'BAD ID', side: 1, record: 'v=1&game=connect4&size=7x6&moves=4' },
    { id: 'c9d9', side: 3, record: 'v=1&game=connect4&size=7x6&moves=4' },
  ];
  const notes = Store.setFriendGames(data, games);
  assert.equal(notes.length, 2, notes.join('; '));
  assert.deepEqual(Object.keys(data.friends).sort(), ['b7c8', 'c9d9', 'k3x9q2mdwa']);
  assert.equal(data.friends.c9d9.side, 1, 'a bad side takes the default');
  assertValid(data, 'friends');
  // The game gets them most recent first, as "ID SIDE RECORD" lines.
  assert.deepEqual(Store.friendGamesText(data).split('\n'), [
    'k3x9q2mdwa 2 v=1&game=gomoku&size=15&rule=freestyle&moves=h8i9',
    'b7c8 1 v=1&game=connect4&size=7x6&moves=4453',
    'c9d9 1 v=1&game=connect4&size=7x6&moves=4',
  ]);
  // Written and read back: exactly, nothing to repair.
  const storage = memoryStorage({});
  assert.equal(Store.write(storage, data), '');
  const again = Store.read(storage);
  assert.deepEqual(again.notes, []);
  assert.deepEqual(again.data, data);
  // Data saved before games by link has none, and gains none.
  assert.equal('friends' in Store.fresh(), false);
  assert.equal(Store.friendGamesText(Store.fresh()), '');
  // A stored entry of the wrong shape is dropped on its own.
  const stored = JSON.parse(storage.getItem('lineup'));
  stored.friends['zz'] = { side: 1, record: 'v=1&game=connect4&size=7x6&moves=4', seen: 1 };
  stored.friends.b7c8.record = 'not a record';
  const repaired = Store.parse(JSON.stringify(stored));
  assert.equal(repaired.notes.length, 2, repaired.notes.join('; '));
  assert.deepEqual(Object.keys(repaired.data.friends).sort(), ['c9d9', 'k3x9q2mdwa'], 'a game without its record is dropped');
});
