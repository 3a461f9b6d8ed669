// Links: query options set the game up, the fragment carries the game itself
// (record), Back returns to the previous game, and bad links or options give a
// warning and a working page, never a broken one.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, state, ready } = require('./lib/browser');
const { press, play, until } = require('./lib/game');

const site = useSite();

test('query options choose the game, theme and mode', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=15&theme=rock&mode=pvp&seed=99`);
  const s = await state(page);
  assert.equal(s.game, 'gomoku');
  assert.equal(s.cols, 15);
  assert.equal(s.theme, 'rock');
  assert.equal(s.mode, 'pvp');
  assert.equal(s.seed, 99);
  assert.equal(s.status, 'playing');
  assert.deepEqual(problems, []);
});

test('unknown or invalid options are ignored with a warning', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?bogus=1&game=chess&level=superb&size=99`);
  const s = await state(page);
  assert.equal(s.game, 'connect4');
  assert.equal(s.cols, 7);
  assert.equal(s.status, 'playing', 'the first visit\'s game against the computer, at the defaults');
  assert.equal(s.mode, 'pvc');
  assert.equal(s.level, 'hard');
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.ok(problems.every((p) => p.startsWith('warning: Lineup: ignored')), problems.join('\n'));
});

test('a shared link restores the exact game in a fresh browser', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&theme=bubble`);
  await press(page, 'vs-player');
  for (const move of ['g7', 'h8', 'f6']) await play(page, move);
  const s = await until(page, (x) => decodeURIComponent(x.record) && x.moves.length === 3, { what: 'three moves' });
  const url = await page.evaluate(() => location.href);
  assert.equal(url.split('#')[1], s.record, 'the fragment follows the game');

  const other = await launch();
  try {
    const opened = await openGame(other.context, url);
    const t = await state(opened.page);
    assert.deepEqual(t.moves, s.moves);
    assert.deepEqual(t.bubbles, s.bubbles);
    assert.equal(t.seed, s.seed);
    assert.equal(t.turn, 2);
    assert.equal(t.status, 'playing');
    assert.match(t.message, /Game opened from its link: 3 moves/);
    assert.deepEqual(opened.problems, []);
  } finally {
    await other.close();
  }
  assert.deepEqual(problems, []);
});

test('broken links give a message and a fresh game', async () => {
  for (const fragment of ['#v=1&game=connect4&moves=4x', '#garbage', '#v=3&game=connect4&moves=4',
    '#v=1&game=connect4&size=7x6&theme=basic&seed=0&moves=1111111', '#v=1&game=gomoku&size=13&moves=h8h8']) {
    const { page, problems } = await openGame(site.browser.context, `${site.server.url}${fragment}`);
    const s = await state(page);
    assert.equal(s.status, 'playing', fragment);
    assert.equal(s.mode, 'pvc', fragment);
    assert.deepEqual(s.moves, []);
    assert.match(s.message, /could not be read.*Here is a new game\./, fragment);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /^warning: Lineup: the link's game could not be read/);
    await page.close();
  }
});

test('Back returns to the previous game', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await press(page, 'vs-player');
  await play(page, '4');
  await play(page, '5');
  const first = await state(page);
  await press(page, 'new-game');
  await play(page, '1');
  assert.deepEqual((await state(page)).moves, ['1']);
  await page.goBack();
  const s = await until(page, (x) => x.moves.length === 2, { what: 'the previous game' });
  assert.deepEqual(s.moves, first.moves);
  assert.equal(s.seed, first.seed);
  assert.deepEqual(problems, []);
});

test('a reload, or the bare address later, resumes the unfinished game', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&theme=rock`);
  await press(page, 'vs-player');
  const s0 = await state(page);
  const free = ['g7', 'h8', 'f6', 'h6', 'g8', 'i9', 'e5'].filter((m) => !s0.rocks.includes(m)).slice(0, 3);
  for (const move of free) await play(page, move);
  const before = await state(page);
  await page.reload();
  await ready(page);
  let s = await state(page);
  assert.deepEqual(s.moves, before.moves);
  assert.deepEqual(s.rocks, before.rocks);
  assert.equal(s.mode, 'pvp');
  // Said as the person's own game, not a link's.
  assert.equal(s.message, "Your game is back: 3 moves. Blue's move.");

  // The bare address (no fragment): the saved game comes back too.
  const later = await openGame(site.browser.context, site.server.url, { keepStorage: true });
  s = await state(later.page);
  assert.deepEqual(s.moves, before.moves);
  assert.equal(s.game, 'gomoku');
  assert.equal(s.message, "Your game is back: 3 moves. Blue's move.");
  assert.deepEqual(problems, []);
  assert.deepEqual(later.problems, []);
});

test('corrupt saved data is replaced without an error', async () => {
  let tab = null;  // one tab: each junk is in localStorage before a new load of it
  for (const junk of ['{not json', '{"v":99}', '[1,2,3]', '"text"', '{"v":2,"settings":5}']) {
    const { page, problems } = await openGame(site.browser.context, site.server.url, { storage: { lineup: junk }, tab });
    tab = page;
    const s = await press(page, 'vs-player');
    assert.equal(s.mode, 'pvp', junk);
    const saved = JSON.parse(await page.evaluate(() => window.localStorage.getItem('lineup')));
    assert.equal(saved.v, 2, junk);
    assert.deepEqual(problems, [], junk);
  }
  await tab.close();
});

test('results against the computer are counted per game and level', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&level=medium&mode=pvc`);
  let s = await state(page);
  assert.equal(s.mode, 'pvc');
  const edge = [];
  for (let c = 0; c < 13; c++) edge.push(String.fromCharCode(97 + c) + '1', String.fromCharCode(97 + c) + '13');
  for (let turn = 0; turn < 40 && s.status === 'playing'; turn++) {
    await play(page, edge.find((m) => !s.moves.includes(m)));
    s = await until(page, (x) => x.status !== 'playing' || (x.moves.length % 2 === 0 && !x.thinking), { what: 'the reply' });
  }
  assert.equal(s.winner, 2);
  const stats = await page.evaluate(() => window.lineup.stats());
  assert.deepEqual(stats['gomoku/medium'], { won: 0, drawn: 0, lost: 1 });
  const saved = JSON.parse(await page.evaluate(() => window.localStorage.getItem('lineup')));
  assert.equal(saved.game, null, 'a finished game is not resumed');
  assert.deepEqual(saved.results, stats);
  assert.deepEqual(problems, []);
});

// The address (and so a copied link) keeps the opponent: mode,
// level and who moves first, not only the board.
test('a link to a game against Perfect opens against Perfect, the computer first', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?level=perfect&first=computer`);
  let s = await until(page, (x) => x.moves.length === 1 && !x.thinking, { what: 'the computer\'s first move' });
  s = await play(page, '4');
  s = await until(page, (x) => x.moves.length === 3 && !x.thinking, { what: 'the reply' });
  const url = await page.evaluate(() => location.href);
  assert.match(url, /[?&]mode=pvc/);
  assert.match(url, /[?&]level=perfect/);
  assert.match(url, /[?&]first=computer/);
  const other = await launch();
  try {
    const opened = await openGame(other.context, url);
    const t = await state(opened.page);
    assert.equal(t.mode, 'pvc');
    assert.equal(t.level, 'perfect');
    assert.equal(t.computerFirst, true);
    assert.deepEqual(t.moves, s.moves);
    assert.deepEqual(opened.problems, []);
  } finally {
    await other.close();
  }
  assert.deepEqual(problems, []);
});

test('an address that names a game wins over the saved one', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvp`);
  await play(page, '4');
  await play(page, '5');
  const saved = await until(page, (x) => x.moves.length === 2, { what: 'two moves' });

  // An address with other options only (the language) resumes the saved game.
  const resumed = await openGame(site.browser.context, `${site.server.url}?lang=en`, { keepStorage: true });
  let s = await state(resumed.page);
  assert.equal(s.game, 'connect4');
  assert.deepEqual(s.moves, saved.moves);
  assert.equal(s.mode, 'pvp');
  await resumed.page.close();

  // An address that names its own game, without a fragment: that game.
  for (const query of ['?game=gomoku&mode=pvp', '?mode=pvc', '?theme=rock']) {
    const opened = await openGame(site.browser.context, `${site.server.url}${query}`, { storage: {
      lineup: JSON.stringify({ v: 2, game: { record: saved.record, mode: 'pvp' } }) } });
    s = await state(opened.page);
    assert.deepEqual(s.moves, [], query);
    if (query.includes('gomoku')) assert.equal(s.game, 'gomoku');
    if (query.includes('pvc')) assert.equal(s.mode, 'pvc');
    assert.deepEqual(opened.problems, [], query);
    await opened.page.close();
  }
  assert.deepEqual([...problems, ...resumed.problems], []);
});
