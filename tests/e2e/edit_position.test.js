// Edit position, as a person sets one up: "Edit position" in the panel, taps
// on the cells (each tap: the first player's piece, the second's, on the rock
// and bubble themes a rock or a bubble, empty), Done; the game goes on from there for two players, with analysis if asked.
// A position no game reaches is refused with the reason and the editing goes
// on; Cancel leaves the game as it was. On a desktop (mouse) and a phone (touch).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, screenshot, state } = require('./lib/browser');
const { gameView, stateOf, tapAt, tapControl, cellPoint, tapMove, untilIn } = require('./lib/person');

const site = useSite({ browser: false });

// Every browser a test opens is closed after it, passed or failed: a browser
// left open by a failed assertion would keep the whole file from ending.
const opened = new Set();
test.afterEach(async () => {
  for (const browser of opened) await browser.close().catch(() => {});
  opened.clear();
});

async function open(viewport, query) {
  const touch = viewport.width < 600;
  const browser = await launch({ viewport, hasTouch: touch, isMobile: touch });  // density 1: see launch()
  opened.add(browser);
  const game = await openGame(browser.context, `${site.server.url}?${query}`);
  return { browser, ...game, view: { ...(await gameView(game.page)), touch } };
}

// Taps `cell` ("h8") `times` times.
async function tapCell(view, cell, times = 1) {
  const point = await cellPoint(view, cell);
  for (let i = 0; i < times; i++) await tapAt(view, point);
}

const sorted = (list) => [...list].sort();

for (const viewport of [{ width: 1024, height: 720 }, { width: 390, height: 844 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`Gomoku: a position set up by taps plays on from there (${size})`, async () => {
    const { browser, page, problems, view } = await open(viewport, 'game=gomoku&size=15&mode=pvp');
    await tapMove(view, 'h8');
    let s = await untilIn(view, (x) => x.moves.length === 1, { what: 'the first move' });
    s = await tapControl(view, 'edit-position');
    s = await untilIn(view, (x) => x.editing, { what: 'the editor' });
    assert.deepEqual(s.setup, { first: ['h8'], second: [], rocks: [], bubbles: [] }, 'the editing starts from the position shown');
    assert.match(s.message, /^Edit the position: each tap on a cell makes it/);
    await tapCell(view, 'j10', 2);  // the second player's stone
    await tapCell(view, 'k11', 1);  // the first player's
    s = await stateOf(view);
    assert.deepEqual(s.setup, { first: ['h8', 'k11'], second: ['j10'], rocks: [], bubbles: [] });
    assert.deepEqual(s.moves, ['h8'], 'nothing is played while editing');
    await screenshot(page, `edit-position-gomoku-${size}`);

    // Two more of the first player's: refused, and the editing goes on.
    await tapCell(view, 'a1');
    await tapCell(view, 'b1');
    s = await tapControl(view, 'edit-done');
    assert.ok(s.editing);
    assert.match(s.message, /must have as many pieces as .*, or one more\./);
    await tapCell(view, 'b1');  // b1: the second player's now
    s = await tapControl(view, 'edit-done');
    s = await untilIn(view, (x) => !x.editing && x.moves.length === 5, { what: 'the game from the position' });
    assert.deepEqual(sorted(s.moves), sorted(['h8', 'k11', 'a1', 'j10', 'b1']));
    assert.equal(s.mode, 'pvp');
    assert.match(s.message, /^Position set up: 5 pieces\. \w+ to move\.$/);
    // Play goes on from it.
    await tapMove(view, 'g7');
    s = await untilIn(view, (x) => x.moves.length === 6, { what: 'a move after the set-up' });
    assert.equal(s.moves[5], 'g7');
    assert.deepEqual(problems, []);
    await browser.close();
  });
}

test('Connect 4: discs stack from the bottom; Cancel keeps the game; analysis goes on from a set-up position', async () => {
  const { browser, page, problems, view } = await open({ width: 1024, height: 720 }, 'game=connect4&mode=pvp');
  await tapCell(view, '4');
  let s = await untilIn(view, (x) => x.moves.length === 1, { what: 'the first move' });
  // Cancel: the game as it was.
  await tapControl(view, 'edit-position');
  await tapCell(view, '1');
  s = await tapControl(view, 'edit-cancel');
  assert.equal(s.editing, false);
  assert.deepEqual(s.moves, ['4']);
  assert.match(s.message, /^Editing cancelled/);

  // Column 4 holds the first player's disc; a second player's above it, and
  // one floating over column 1: refused until it is taken away.
  s = await tapControl(view, 'edit-position');
  const bottom = await cellPoint(view, '1');  // column 1 is empty: its point is row 1
  const next = await cellPoint(view, '2');
  const step = next.x - bottom.x;
  const at = (column, row) => ({ x: bottom.x + (column - 1) * step, y: bottom.y - (row - 1) * step });
  await tapAt(view, at(4, 2));
  await tapAt(view, at(4, 2));
  await tapAt(view, at(1, 3));
  s = await stateOf(view);
  assert.deepEqual(s.setup, { first: ['d1', 'a3'], second: ['d2'], rocks: [], bubbles: [] });
  s = await tapControl(view, 'edit-done');
  assert.match(s.message, /A disc cannot float/);
  for (let i = 0; i < 2; i++) await tapAt(view, at(1, 3));  // first, second, empty
  s = await tapControl(view, 'edit-done');
  s = await untilIn(view, (x) => !x.editing && x.moves.length === 2, { what: 'the position' });
  assert.deepEqual(s.moves, ['4', '4']);

  s = await tapControl(view, 'analysis');
  s = await untilIn(view, (x) => x.columnLabels.length === 7 && !x.columnLabels.includes('\u2026'), { what: 'the analysis' });
  await screenshot(page, 'edit-position-connect4');
  assert.deepEqual(problems, []);
  await browser.close();
});

// Rocks: Connect 4 on a phone, by touch. The set-up rocks are the game's
// layout, its link carries them cell by cell, and a new page opens the link
// with the same rocks and discs.
test('Connect 4 rocks set up by taps on a phone: the game, its link and a new page keep them', async () => {
  const viewport = { width: 390, height: 844 };
  const { browser, page, problems, view } = await open(viewport, 'game=connect4&theme=rock&mode=pvp');
  let s = await tapControl(view, 'edit-position');
  s = await untilIn(view, (x) => x.editing, { what: 'the editor' });
  assert.match(s.message, /then a rock, then empty/);
  s = await tapControl(view, 'edit-clear');
  // cellCenter('1') is where a disc would land in column 1: above the game's
  // own rocks there (the seeded layout, still on the board behind the editor).
  const landing = await cellPoint(view, '1');
  const next = await cellPoint(view, '2');
  const step = next.x - landing.x;
  const rocksInColumn1 = Math.max(0, ...s.rocks.filter((c) => c[0] === 'a').map((c) => Number(c.slice(1))));
  const bottom = { x: landing.x, y: landing.y + rocksInColumn1 * step };
  const at = (column, row) => ({ x: bottom.x + (column - 1) * step, y: bottom.y - (row - 1) * step });
  const tapTimes = async (point, times) => { for (let i = 0; i < times; i++) await tapAt(view, point); };
  await tapTimes(at(4, 1), 3);  // first, second, rock
  await tapTimes(at(4, 2), 1);  // the first player's disc on the rock
  await tapTimes(at(2, 1), 3);  // a rock
  await tapTimes(at(2, 2), 3);  // a rock on the rock
  await tapTimes(at(2, 3), 2);  // the second player's disc on them
  await tapTimes(at(7, 2), 3);  // a rock in the air: refused
  s = await stateOf(view);
  assert.deepEqual(s.setup, { first: ['d2'], second: ['b3'], rocks: ['b1', 'd1', 'b2', 'g2'], bubbles: [] });
  await screenshot(page, 'edit-position-rocks-390x844');
  s = await tapControl(view, 'edit-done');
  assert.ok(s.editing);
  assert.match(s.message, /A Connect 4 rock must rest on the bottom or on a rock\./);
  await tapAt(view, at(7, 2));  // the rock taken away
  s = await tapControl(view, 'edit-done');
  s = await untilIn(view, (x) => !x.editing && x.moves.length === 2, { what: 'the game from the position' });
  assert.deepEqual([...s.rocks].sort(), ['b1', 'b2', 'd1']);
  assert.match(s.record, /^v=2&game=connect4&size=7x6&theme=rock&rockcells=b1d1b2&moves=(42|24)$/);
  // Play goes on: column 4's next cell is row 3.
  await tapAt(view, at(4, 3));
  s = await untilIn(view, (x) => x.moves.length === 3, { what: 'a move after the set-up' });
  assert.equal(s.moves[2], '4');
  const link = await page.evaluate(() => location.href);

  const again = await openGame(browser.context, link);
  const t = await state(again.page);
  assert.deepEqual([...t.rocks].sort(), ['b1', 'b2', 'd1']);
  assert.equal(t.moves.length, 3);
  assert.deepEqual(problems, []);
  assert.deepEqual(again.problems, []);
  await browser.close();
});

// Bubbles: Gomoku on a desktop, by mouse. A bubble set up lies on the board
// and wins when taken, as any bubble does.
test('Gomoku bubbles set up by clicks lie where they were put and count when taken', async () => {
  const { browser, page, problems, view } = await open({ width: 1024, height: 720 }, 'game=gomoku&size=13&theme=bubble&mode=pvp');
  let s = await tapControl(view, 'edit-position');
  s = await untilIn(view, (x) => x.editing, { what: 'the editor' });
  await tapControl(view, 'edit-clear');
  await tapCell(view, 'g7', 3);  // first, second, bubble
  await tapCell(view, 'a1', 3);
  await tapCell(view, 'm13', 4);  // ... and empty again
  await tapCell(view, 'c3', 1);
  s = await stateOf(view);
  assert.deepEqual(s.setup, { first: ['c3'], second: [], rocks: [], bubbles: ['a1', 'g7'] });
  await screenshot(page, 'edit-position-bubbles-1024x720');
  s = await tapControl(view, 'edit-done');
  s = await untilIn(view, (x) => !x.editing && x.moves.length === 1, { what: 'the game from the position' });
  assert.equal(s.bubbleCount, 2);
  assert.match(s.record, /&theme=bubble&win=2&bubblecells=a1g7&moves=c3$/);
  // The second player takes one bubble, the first the other: 1 each, no win yet.
  await tapMove(view, 'g7');
  s = await untilIn(view, (x) => x.moves.length === 2, { what: 'the move on a bubble' });
  assert.deepEqual(s.bubblesHeld, [0, 1]);
  assert.equal(s.status, 'playing');
  assert.deepEqual(problems, []);
  await browser.close();
});
