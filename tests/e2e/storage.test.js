// Saved data in the browser (web/lineup-store.js, docs/schema.md): whatever
// localStorage holds, the page plays a game against the computer to the end
// and counts it; links and data saved by every release still open; a full storage
// only costs the saving.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { useSite, openGame, state, ready } = require('./lib/browser');
const { press, play, choose, until, playConnect4ToEnd } = require('./lib/game');
const { randomShape, mulberry32 } = require('../web/shapes');
const fs = require('node:fs');
// Links and saved data made by each release (tests/compat/release-N.json).
const compatDir = path.resolve(__dirname, '../compat');
const releases = fs.readdirSync(compatDir).filter((f) => /^release-\d+\.json$/.test(f)).sort()
  .map((f) => ({ file: f, ...JSON.parse(fs.readFileSync(path.join(compatDir, f), 'utf8')) }));

// The suite plays this many random shapes; docs/hardening.md gives a long run.
const SHAPES = Number(process.env.LINEUP_STORAGE_SHAPES || 3);
const SEED = Number(process.env.LINEUP_STORAGE_SEED || 7);

const site = useSite();

// Opens `query` with exactly `entries` in localStorage before the page's script runs.
// In `tab` (from an earlier openGame), when given.
const openWithStorage = (query, entries, tab = null) =>
  openGame(site.browser.context, `${site.server.url}${query}`, { storage: entries, tab });

const savedData = (page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('lineup')));

// From whatever the page opened with, a Connect 4 game against the computer,
// chosen by clicks, played by clicks to the end.
async function newConnect4GameAgainstTheComputer(page) {
  let s = await state(page);
  if (s.mode !== 'menu') s = await press(page, 'restart');
  assert.equal(s.mode, 'menu');
  if (s.game !== 'connect4') s = await press(page, 'game-connect4');
  s = await press(page, 'vs-computer');
  assert.equal(s.mode, 'pvc');
  assert.equal(s.game, 'connect4');
  return playConnect4ToEnd(page);
}

function outcome(s) {
  const person = s.computerFirst ? 2 : 1;
  return s.winner === 0 ? 'drawn' : s.winner === person ? 'won' : 'lost';
}

test('the saved shape that crashed the page: the game against the computer ends and is counted', async () => {
  // (The first release threw "Cannot create property 'won' on number" when it
  // counted this game, from inside a call out of the game's frame.)
  const { page, problems } = await openWithStorage('?mode=pvc&level=hard',
    { 'lineup.v1': '{"v":1,"options":"","record":"","stats":{"connect4/hard":7}}' });
  let s = await state(page);
  assert.equal(s.mode, 'pvc');
  assert.equal(s.level, 'hard');
  s = await playConnect4ToEnd(page);
  assert.notEqual(s.status, 'playing');
  const counted = { won: 0, drawn: 0, lost: 0 };
  counted[outcome(s)] = 1;
  assert.deepEqual(problems, []);
  assert.deepEqual(await page.evaluate(() => window.lineup.stats()), { 'connect4/hard': counted });
  const saved = await savedData(page);
  assert.equal(saved.v, 2);
  assert.deepEqual(saved.results, { 'connect4/hard': counted });
  assert.equal(await page.evaluate(() => window.localStorage.getItem('lineup.v1')), null, 'version 1 was migrated');
  // A new game after it plays on.
  s = await press(page, 'play-again');
  assert.equal(s.status, 'playing');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a megabyte of saved garbage options: the address\'s own options still apply', async () => {
  const junk = `${'%'.repeat(1 << 19)}&${'x'.repeat(1 << 19)}`;
  const { page, problems } = await openWithStorage('?mode=pvc&level=easy',
    { 'lineup.v1': JSON.stringify({ v: 1, options: junk, record: '', stats: {} }) });
  const s = await state(page);
  assert.equal(s.mode, 'pvc', 'the game against the computer started');
  assert.equal(s.level, 'easy');
  assert.deepEqual(problems, []);
  await page.close();
});

test(`${SHAPES} random saved-data shapes: each leaves the page playing a game against the computer to the end`, async () => {
  const random = mulberry32(SEED);
  let tab = null;  // one tab, each shape a new load of it with fresh storage
  for (let i = 0; i < SHAPES; i++) {
    const shape = JSON.stringify(randomShape(random));
    const key = i % 2 ? 'lineup' : 'lineup.v1';
    const context = `seed ${SEED}, shape ${i} in ${key}: ${shape.slice(0, 300)}`;
    const { page, problems } = await openWithStorage('', { [key]: shape }, tab);
    tab = page;
    const before = await page.evaluate(() => window.lineup.stats());
    const s = await newConnect4GameAgainstTheComputer(page);
    assert.notEqual(s.status, 'playing', context);
    const row = `connect4/${s.level}`;
    const after = await page.evaluate(() => window.lineup.stats());
    const expected = { won: 0, drawn: 0, lost: 0, ...(before[row] || {}) };
    expected[outcome(s)] += 1;
    assert.deepEqual(after[row], expected, context);
    const saved = await savedData(page);
    assert.equal(saved.v, 2, context);
    assert.deepEqual(saved.results[row], expected, context);
    assert.deepEqual(problems, [], context);
  }
  await tab.close();
});

// The colours of the two sides as the game names them (Gomoku's basic
// stones: Black first).
function colours(s) {
  const zh = s.language === 'zh';
  if (s.theme === 'rock') return zh ? ['红', '蓝'] : ['Red', 'Blue'];
  if (s.theme === 'bubble') return zh ? ['绿', '黄'] : ['Green', 'Yellow'];
  if (s.game === 'gomoku') return zh ? ['黑', '白'] : ['Black', 'White'];
  return zh ? ['红', '黄'] : ['Red', 'Yellow'];
}

// The sides of an opened game: records name them by the order of the moves,
// so the side to move, the winner and (against the computer) the person's
// side follow from the moves and the link's settings, in any release.
function checkSides(s, what) {
  const [first, second] = colours(s);
  if (s.opening !== 'swap' && s.opening !== 'swap2') {
    if (s.status === 'playing') assert.equal(s.turn, s.moves.length % 2 ? 2 : 1, `${what}: the side to move`);
    if (s.status === 'won') assert.equal(s.winner, s.moves.length % 2 ? 1 : 2, `${what}: the winner`);
    if (s.status === 'playing' && s.mode === 'pvp') {
      if (s.language !== 'zh') {
        assert.ok(s.message.endsWith(`${s.turn === 1 ? first : second}'s move.`), `${what}: ${s.message}`);
      }
    }
  }
  const swapping = s.opening === 'swap' || s.opening === 'swap2';
  if (swapping && !s.choiceDue && s.status === 'playing') {
    // The stones alternate colours whoever places them.
    assert.equal(s.turn, s.moves.length % 2 ? 2 : 1, `${what}: the side to move`);
  }
  if (s.mode === 'pvc' && s.status === 'playing') {
    // The opener (the person, unless the computer moves first) starts as
    // Black; each swap of the opening's choices ("s") exchanges the sides.
    const swaps = swapping ? (s.choices.match(/s/g) || []).length : 0;
    const personOpens = !s.computerFirst;
    const personFirst = personOpens === (swaps % 2 === 0);
    assert.equal(s.humanSide, personFirst ? 1 : 2, `${what}: the person's side`);
    const mine = personFirst ? first : second;
    assert.equal(s.yourSide, s.language === 'zh' ? `你执${mine}方` : `You play ${mine}`, `${what}: the side shown`);
  }
}

test('links made by every release open the same games', async () => {
  assert.ok(releases.length >= 2);
  let tab = null;  // one tab, each link a new load of it with fresh storage
  for (const { link, expect } of releases.flatMap((r) => r.links)) {
    const { page, problems } = await openGame(site.browser.context, `${site.server.url}${link}`, { tab });
    tab = page;
    const s = await state(page);
    for (const [field, value] of Object.entries(expect)) assert.deepEqual(s[field], value, `${link}: ${field}`);
    checkSides(s, link);
    assert.deepEqual(problems, [], link);
  }
  await tab.close();
});

test('games and settings saved by every release open, and play on', async () => {
  let tab = null;  // one tab, each release's data a new load of it with fresh storage
  for (const { what, storage, expect, results } of releases.flatMap((r) => r.saved.map((x) => ({ ...x, what: `${r.file}: ${x.what}` })))) {
    const { page, problems } = await openWithStorage('', storage, tab);
    tab = page;
    let s = await state(page);
    for (const [field, value] of Object.entries(expect)) assert.deepEqual(s[field], value, `${what}: ${field}`);
    checkSides(s, what);
    assert.deepEqual(await page.evaluate(() => window.lineup.stats()), results, what);
    if (s.status === 'playing' && s.mode === 'pvc') {
      // The resumed game (or the new one the settings start) goes on against the computer.
      const person = s.computerFirst ? 2 : 1;
      s = await until(page, (x) => !x.thinking && x.turn === person, { what: `${what}: the person's turn` });
      const before = s.moves.length;
      const free = s.game === 'connect4' ? '4'
        : ['h7', 'i9', 'j6', 'f10', 'k11'].find((m) => !s.moves.includes(m) && !s.rocks.includes(m));
      s = await play(page, free);
      if (s.armed) s = await play(page, free);  // "tap twice to play" was saved on
      s = await until(page, (x) => x.moves.length === before + 2 && !x.thinking, { what: `${what}: the reply` });
      assert.equal(s.moves[before], free);
    }
    // Saved again as version 2, with nothing lost.
    const saved = await savedData(page);
    assert.equal(saved.v, 2, what);
    assert.deepEqual(saved.results, results, what);
    assert.equal(saved.settings.lang, expect.language === 'zh' ? 'zh' : 'en', what);
    assert.deepEqual(problems, [], what);
  }
  await tab.close();
});

test('every setting the game reports is one the saved-data schema keeps', async () => {
  const { page, problems } = await openWithStorage('?game=gomoku&size=15&rule=exact&opening=swap2&theme=bubble&level=master' +
    '&first=computer&lang=zh&sound=on&motion=reduced&marks=on&confirm=on&numbers=on&scores=compact', {});
  const saved = await savedData(page);
  assert.deepEqual(saved.settings, {
    game: 'gomoku', size: '15', rule: 'exact', opening: 'swap2', theme: 'bubble', level: 'master', c4level: 'hard',
    gomokulevel: 'master', first: 'computer', lang: 'zh', sound: 'on', motion: 'reduced', marks: 'on', confirm: 'on',
    numbers: 'on', scores: 'compact',
  });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a full storage: the game goes on, with one note in the console', async () => {
  const { page, problems, notes } = await openGame(site.browser.context, `${site.server.url}?mode=pvc&level=easy`, {
    beforeLoad: (p) => p.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }),
  });
  const s = await playConnect4ToEnd(page);
  assert.notEqual(s.status, 'playing');
  const full = notes.filter((n) => /could not be saved \(storage is full\)/.test(n));
  assert.equal(full.length, 1, notes.join('\n'));
  assert.deepEqual(problems, []);
  await page.close();
});

// Each game keeps its own level, in the game and across visits
// (Gomoku's default is Medium, not Connect 4's level).
test('each game remembers its own level', async () => {
  const { page, problems } = await openWithStorage('', {});
  let s = await state(page);
  assert.equal(s.level, 'hard');
  s = await choose(page, 'level', 'level-perfect');
  assert.equal(s.level, 'perfect');
  s = await press(page, 'game-gomoku');
  assert.equal(s.level, 'medium', 'Gomoku starts at its own default');
  s = await choose(page, 'level', 'level-master');
  s = await press(page, 'game-connect4');
  assert.equal(s.level, 'perfect', 'Connect 4 kept its level');
  s = await press(page, 'game-gomoku');
  assert.equal(s.level, 'master', 'and so did Gomoku');
  // The next visit opens on Gomoku; Connect 4's level is remembered too.
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.game, 'gomoku');
  assert.equal(s.level, 'master');
  s = await press(page, 'game-connect4');
  assert.equal(s.level, 'perfect', 'across the visit');
  assert.deepEqual(problems, []);
  await page.close();
});
