// How a game against the computer ends, as a person meets it on phones
// (upright and sideways), a tablet, a desktop and a 300x400 embed: the last
// move is the person's tap, on a position one move from the end. A win says
// "You win!" and is cheered; a loss says "You lose." and is not; a full board
// says "Draw."; after each, Play again, Review and Copy link come under the
// message (on touch screens without scrolling), and Review opens the game's
// review, its summary naming You and the Computer. Connect 4 and Gomoku.
// (The positions are set up through the page API, as automation; every move
// and every button is a tap where it is drawn.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, screenshot } = require('./lib/browser');
const { framesOf, stateOf, tapControl, untilIn } = require('./lib/person');
const { stopHolding } = require('./lib/held_replies');
const { SCREENS, device, embedded, tapMoves, nextStepsAtHand } = require('./lib/screens');

const site = useSite({ browser: false });

// Each ending: the game set up (page options with a record), the person's
// last tap, and what the game says then.
const ENDINGS = [
  // Red's three on the bottom row: the fourth wins.
  { name: 'connect4-win', game: { game: 'connect4', size: '7x6', record: '445566' }, tap: '7', said: 'You win!',
    status: 'won', winner: 1, cheered: true, review: true },
  // Yellow's open three on the bottom row (columns 3 to 5): Red blocks one end, the computer takes the other.
  { name: 'connect4-loss', game: { game: 'connect4', size: '7x6', record: '737415' }, tap: '2', said: 'You lose.',
    status: 'won', winner: 2, cheered: false },
  // A 5x5 board with one cell left, no four anywhere: Red's last disc fills it.
  { name: 'connect4-draw', game: { game: 'connect4', size: '5x5', record: '122152441331124332553545' }, tap: '4',
    said: 'Draw.', status: 'draw', winner: 0, cheered: false },
  // Black's four in a row on row 8: the fifth wins.
  { name: 'gomoku-win', game: { game: 'gomoku', size: 15, record: 'h8 a1 i8 a2 j8 a3 k8 a4' }, tap: 'l8',
    said: 'You win!', status: 'won', winner: 1, cheered: true, review: true },
  // White's open four on row 3 (c3 to f3): whatever Black does, White makes five.
  { name: 'gomoku-loss', game: { game: 'gomoku', size: 15, record: 'h8 c3 j10 d3 l12 e3 n14 f3' }, tap: 'a15',
    said: 'You lose.', status: 'won', winner: 2, cheered: false },
];

// Sets up `ending` against the computer (the person Red / Black, to move).
async function setUp(view, ending) {
  const options = { mode: 'pvc', first: 'human', level: 'hard', ...ending.game };
  await view.target.evaluate((o) => window.lineup.newGame(o), options);
  const { record } = ending.game;
  const plies = record.includes(' ') ? record.split(' ').length : record.length;
  const s = await untilIn(view, (x) => x.game === ending.game.game && x.moves.length === plies,
    { what: `the position of ${ending.name}` });
  await framesOf(view, 4);  // drawn: where a tap lands is read from the last frame
  assert.equal(s.status, 'playing');
  assert.equal(s.humanSide, 1);
  assert.ok(!s.thinking, 'the person is to move');
  return s;
}

// The ending played by the person's tap, and what comes after it.
async function playEnding(view, page, where, ending, mustShow) {
  await setUp(view, ending);
  let s = await tapMoves(view, [ending.tap]);
  s = await untilIn(view, (x) => x.status !== 'playing' && !x.thinking, { what: `the end of ${ending.name}` });
  // A win is cheered on the frame after the move that ends the game, which a
  // busy machine may draw late.
  if (ending.cheered) s = await untilIn(view, (x) => x.cheered, { what: 'the cheer' }).catch(() => stateOf(view));
  assert.equal(s.status, ending.status, `${where} ${ending.name}: ${s.message}`);
  assert.equal(s.winner, ending.winner);
  assert.equal(s.message, ending.said);
  assert.equal(s.cheered, ending.cheered, `${where} ${ending.name}: ${ending.cheered ? 'a win is cheered' : 'no cheer'}`);
  await screenshot(page, `ending-${ending.name}-${where}`);
  await nextStepsAtHand(view, `${where} ${ending.name}`, mustShow);
  if (ending.review) {
    s = await tapControl(view, 'review');
    assert.ok(s.review, `${where} ${ending.name}: Review started the review`);
    s = await untilIn(view, (x) => x.review && x.review.complete, { what: 'the review', timeout: 120000 });
    assert.match(s.review.summary[0], /^You: /);
    assert.match(s.review.summary[1], /^Computer: /);
  }
  // (The next ending's setup leaves the review, if one is open.)
}

for (const screen of SCREENS) {
  test(`a win, a loss and a draw against the computer, each with its words and next steps (${screen.name})`, async () => {
    const { browser, page, problems, view } = await device(screen, `${site.server.url}?mode=pvc`);
    try {
      for (const ending of ENDINGS) await playEnding(view, page, screen.name, ending, screen.touch);
      // Play again by a tap after a win: the same game, against the computer.
      await setUp(view, ENDINGS[0]);
      await tapMoves(view, [ENDINGS[0].tap]);
      let s = await untilIn(view, (x) => x.status === 'won', { what: 'the win' });
      s = await tapControl(view, 'play-again');
      assert.equal(s.mode, 'pvc');
      assert.equal(s.game, 'connect4');
      assert.deepEqual(s.moves, []);
      assert.equal(s.status, 'playing');
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}

test('a win, a loss and a draw against the computer in a 300x400 embed', async () => {
  const { page, frame, view, problems, close } = await embedded(site, 'data-mode="pvc"');
  try {
    await stopHolding(frame);
    for (const ending of ENDINGS) await playEnding(view, page, 'embed-300x400', ending, false);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
