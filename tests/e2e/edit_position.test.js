// Edit position, as a person sets one up: "Edit position" in the panel, taps
// on the cells (each tap: the first player's piece, the second's, empty),
// Done; the game goes on from there for two players, with analysis if asked.
// A position no game reaches is refused with the reason and the editing goes
// on; Cancel leaves the game as it was. On a desktop (mouse) and a phone (touch).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, screenshot } = require('./lib/browser');
const { gameView, stateOf, tapAt, tapControl, cellPoint, tapMove, untilIn } = require('./lib/person');

const site = useSite({ browser: false });

async function open(viewport, query) {
  const touch = viewport.width < 600;
  const browser = await launch({ viewport, hasTouch: touch, isMobile: touch, deviceScaleFactor: touch ? 2 : 1 });
  const opened = await openGame(browser.context, `${site.server.url}?${query}`);
  return { browser, ...opened, view: { ...(await gameView(opened.page)), touch } };
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
    assert.deepEqual(s.setup, { first: ['h8'], second: [] }, 'the editing starts from the position shown');
    assert.match(s.message, /^Edit the position: each tap on a cell makes it/);
    await tapCell(view, 'j10', 2);  // the second player's stone
    await tapCell(view, 'k11', 1);  // the first player's
    s = await stateOf(view);
    assert.deepEqual(s.setup, { first: ['h8', 'k11'], second: ['j10'] });
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
  assert.deepEqual(s.setup, { first: ['d1', 'a3'], second: ['d2'] });
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
