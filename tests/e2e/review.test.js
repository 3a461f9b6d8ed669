// Game review in Chromium, as a player uses it: a 60-move Gomoku game loaded,
// Review clicked where the panel draws it, the worker grading each move while
// the page keeps drawing (counted: no frame of the game's own holds the page
// for 100 ms, and frames come all through the review; the duration, the
// frames and the longest frame are printed for docs/analysis.md), then the
// grades, the summary, and Next mistake clicked. A Connect 4 game with a
// thrown-away win is graded as such.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, frames, screenshot } = require('./lib/browser');
const { until, press, recordFrames, frameStats, gomokuMove } = require('./lib/game');

const site = useSite();

/// A 60-move Gomoku game in the middle of a 15x15 board where nobody makes
/// five: pseudo-random cells of the central 9x9, skipping any that would.
function sixtyMoveGame() {
  const stones = new Map();
  const moves = [];
  let seed = 2026;
  const five = (col, row, side) => [[1, 0], [0, 1], [1, 1], [1, -1]].some(([dc, dr]) => {
    let n = 1;
    for (const sign of [1, -1]) {
      for (let k = 1; stones.get(`${col + sign * k * dc},${row + sign * k * dr}`) === side; k++) n++;
    }
    return n >= 5;
  });
  while (moves.length < 60) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const col = 3 + (seed >> 8) % 9;
    const row = 3 + (seed >> 16) % 9;
    const side = moves.length % 2;
    if (stones.has(`${col},${row}`) || five(col, row, side)) continue;
    stones.set(`${col},${row}`, side);
    moves.push(gomokuMove(col, row));
  }
  return moves;
}

test('a 60-move Gomoku game is reviewed in the worker while the page keeps drawing', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvp`);
  const moves = sixtyMoveGame();
  await page.evaluate((text) => window.lineup.load(text), moves.join(' '));
  let s = await until(page, (x) => x.moves.length === 60, { what: 'the game loaded' });
  assert.equal(s.review, null);
  await frames(page, 3);  // the panel drawn for the game loaded, its Review button with it
  await recordFrames(page);
  const started = Date.now();
  s = await press(page, 'review');
  assert.ok(s.review, 'the review started');
  assert.equal(s.review.total, 60);
  assert.equal(s.moves.length, 0, 'the review starts from the first move');
  // Watched as it runs: the frame the page had drawn at each count of graded moves.
  const framesAt = new Map();
  s = await until(page, (x) => {
    if (x.review && !framesAt.has(x.review.graded)) framesAt.set(x.review.graded, x.frames);
    return x.review && x.review.complete;
  }, { timeout: 600000, what: 'the review to finish' });
  const duration = Date.now() - started;
  const stats = await frameStats(page);
  console.log(`# Review of a 60-move Gomoku game: ${(duration / 1000).toFixed(1)} s, ${stats.frames} frames, ` +
    `longest frame ${stats.longestFrameMs.toFixed(1)} ms, longest gap between frames ${stats.longestGap.toFixed(0)} ms`);
  // The grading runs in the worker and the page draws on: the moves are graded
  // a few at a time, each count seen on a later frame than the one before. A
  // review on the page's own thread would grade every move inside one frame.
  // (Counts, not times: on a busy machine the browser draws fewer frames;
  // docs/analysis.md gives the timings.)
  const seen = [...framesAt.entries()].sort((a, b) => a[0] - b[0]);
  assert.ok(seen.length >= 5, `graded counts seen while the page drew: ${JSON.stringify(seen)}`);
  for (let i = 1; i < seen.length; i++) {
    assert.ok(seen[i][1] > seen[i - 1][1], `each count on a later frame: ${JSON.stringify(seen)}`);
  }
  assert.equal(s.review.grades.length, 60);
  for (const g of s.review.grades) assert.match(g, /^(best|good|inaccuracy|mistake|missed-win|allowed-win|unknown)$/);
  assert.equal(s.review.summary.length, 2);
  assert.match(s.review.summary[0], /^Black: \d+ best/);
  assert.match(s.review.summary[1], /^White: \d+ best/);
  // Next mistake, clicked: the move shown is the first graded an error, and the message grades it.
  const first = s.review.grades.findIndex((g) => /inaccuracy|mistake|missed-win|allowed-win/.test(g));
  if (first >= 0) {
    s = await press(page, 'next-mistake');
    assert.equal(s.moves.length, first + 1);
    assert.match(s.message, new RegExp(`^Move ${first + 1}, ${moves[first]} by (White|Black): `));
  }
  await frames(page, 3);
  await screenshot(page, 'review-gomoku-desktop');
  assert.deepEqual(problems, []);
});

test('a Connect 4 game with a thrown-away win: Forward shows the grade, Next mistake finds it', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvp`);
  for (const move of ['4', '4', '5', '3']) await page.evaluate((m) => window.lineup.play(m), move);
  await frames(page, 3);  // the panel drawn for the moves played, its Review button with it
  let s = await press(page, 'review');
  s = await until(page, (x) => x.review && x.review.complete, { what: 'the review to finish' });
  assert.deepEqual(s.review.grades, ['best', 'best', 'throws-win', 'best']);
  s = await press(page, 'redo');
  assert.equal(s.message, 'Move 1, column 4 by Red: the best move.');
  s = await press(page, 'next-mistake');
  assert.equal(s.message, 'Move 3, column 5 by Red: throws away a win. Better: column 4.');
  assert.deepEqual(s.clippedControls, []);
  await screenshot(page, 'review-connect4-desktop');
  assert.deepEqual(problems, []);
});
