// Words for the person, by real taps and clicks on phones (upright and
// sideways), a tablet, a desktop and a narrow embed: the message names the person's
// side and whose move it is against the computer (Connect 4 and Gomoku) and
// between two players, and the panel shows the side played; a game over says
// who won ("Red wins!", "You lose — the computer found a win in 9 moves."),
// a person's win is cheered, and Play again, Review and Copy link come right
// under the message, visible without scrolling on phones, each doing what it
// says with one tap.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, screenshot } = require('./lib/browser');
const { stateOf, boxOf, settledBoxOf, tapControl, untilIn } = require('./lib/person');
const { repliesHeld, stopHolding } = require('./lib/held_replies');
const { SCREENS, device, embedded, tapMoves, nextStepsAtHand } = require('./lib/screens');

const site = useSite({ browser: false });

const YOUR_MOVE = (side) => `You're ${side} \u2014 your move.`;
// Connect 4: against the computer, then two players to a win; Play again by
// a tap, and with `review` a second game to a win and its Review. The
// computer's replies are held in `held` (the page, or the embed's frame) until
// its thinking is read.
async function connect4Words(view, where, page, mustShow, { held = page, review = false } = {}) {
  let s = await stateOf(view);
  assert.equal(s.mode, 'pvc');
  assert.equal(s.message, YOUR_MOVE('Red'));
  assert.equal(s.yourSide, 'You play Red');
  const side = await boxOf(view, 'your-side');
  assert.ok(side && side.visible, `${where}: the side played shows under the message: ${JSON.stringify(side)}`);
  s = await tapMoves(view, ['4']);
  await repliesHeld(held);
  s = await stateOf(view);
  assert.equal(s.message, 'You: column 4. The computer is thinking\u2026');
  await stopHolding(held);
  s = await untilIn(view, (x) => x.moves.length === 2 && !x.thinking, { what: "the computer's reply" });
  assert.match(s.message, /^Computer: column [1-7]\. You're Red \u2014 your move\.$/);

  // Two players on this device: sides by colour.
  // (The game against the computer is kept for Undo.)
  s = await tapControl(view, 'vs-player');
  assert.equal(s.mode, 'pvp');
  assert.equal(s.message, "Undo brings back the game you were playing. Two players. Red's move.");
  assert.equal(s.yourSide, '');
  s = await tapMoves(view, ['4']);
  assert.equal(s.message, "Red: column 4. Yellow's move.");
  s = await tapMoves(view, ['5', '1', '2', '1', '2', '1', '2']);
  assert.equal(s.message, "Yellow: column 2. Red's move.");
  s = await tapMoves(view, ['1']);
  // (The win is cheered on the frame after the winning move, which a busy
  // machine may draw late.)
  s = await untilIn(view, (x) => x.cheered, { what: 'the cheer' }).catch(() => stateOf(view));
  assert.equal(s.status, 'won');
  assert.equal(s.winner, 1);
  assert.equal(s.message, 'Red wins!');
  assert.equal(s.cheered, true, 'a person\'s win is cheered');
  await screenshot(page, `words-connect4-won-${where}`);
  await nextStepsAtHand(view, where, mustShow);

  // Play again starts the same setup at once.
  s = await tapControl(view, 'play-again');
  assert.equal(s.status, 'playing');
  assert.equal(s.mode, 'pvp');
  assert.equal(s.game, 'connect4');
  assert.deepEqual(s.moves, []);
  assert.equal(s.message, "Two players. Red's move.");
  assert.equal(s.cheered, false);
  if (!review) return;

  // Another game to a win; Review shows it from its first move, graded, the players by colour.
  s = await tapMoves(view, ['1', '2', '1', '2', '1', '2', '1']);
  assert.equal(s.message, 'Red wins!');
  await nextStepsAtHand(view, where, mustShow);
  s = await tapControl(view, 'review');
  assert.ok(s.review, `${where}: Review started the review`);
  assert.match(s.message, /^Reviewing the game/);
  assert.equal(s.moves.length, 0, 'from the first move');
  s = await untilIn(view, (x) => x.review && x.review.complete, { what: 'the review', timeout: 120000 });
  assert.match(s.review.summary[0], /^Red: /);
  assert.match(s.review.summary[1], /^Yellow: /);
}

// Gomoku against the computer, before a move: the person is Black, and told so.
async function blackAgainstTheComputer(view) {
  const s = await stateOf(view);
  assert.equal(s.mode, 'pvc');
  assert.equal(s.message, YOUR_MOVE('Black'));
  assert.equal(s.yourSide, 'You play Black');
  return s;
}

for (const screen of SCREENS) {
  test(`the person's side and turn, a win with Play again and Review at hand: Connect 4 (${screen.name})`, async () => {
    const { browser, page, problems, view } = await device(screen, site.server.url, { hold: true });
    try {
      // The review of a second game on the first screen (on the others the buttons are checked).
      await connect4Words(view, screen.name, page, screen.touch, { review: screen === SCREENS[0] });
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });

  test(`Gomoku against the computer: the person is Black and is told so (${screen.name})`, async () => {
    const { browser, problems, view } = await device(screen, `${site.server.url}?game=gomoku&size=15`);
    try {
      let s = await blackAgainstTheComputer(view);
      s = await tapMoves(view, ['h8']);
      s = await untilIn(view, (x) => x.moves.length === 2 && !x.thinking, { what: "the computer's reply" });
      assert.match(s.message, /^Computer: [a-o]\d{1,2}\. You're Black \u2014 your move\.$/);
      s = await tapControl(view, 'language');
      assert.equal(s.yourSide, '你执黑方');
      s = await tapControl(view, 'language');
      // Two players: sides by colour, Black first.
      s = await tapControl(view, 'vs-player');
      assert.equal(s.message, "Undo brings back the game you were playing. Two players. Black's move.");
      assert.equal(s.yourSide, '');
      s = await tapMoves(view, ['h8']);
      assert.equal(s.message, "Black: h8. White's move.");
      s = await tapMoves(view, ['j10']);
      assert.equal(s.message, "White: j10. Black's move.");
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}

test('Connect 4 on Perfect, played badly: "You lose" with the win it found, no cheer, and the review names You and Computer (667x375)', async () => {
  const screen = SCREENS[2];
  const { browser, page, problems, view } = await device(screen, site.server.url);
  try {
    let s = await tapControl(view, 'level');
    s = await tapControl(view, 'level-perfect');
    assert.equal(s.level, 'perfect');
    // The person drops every disc in the lowest-numbered open column.
    for (let turn = 0; s.status === 'playing'; turn++) {
      assert.ok(turn < 25, 'the game ends');
      s = await untilIn(view, (x) => x.status !== 'playing' || (!x.thinking && x.turn === 1), { what: 'my turn' });
      if (s.status !== 'playing') break;
      const open = ['1', '2', '3', '4', '5', '6', '7'].find((c) => s.moves.filter((m) => m === c).length < 6);
      s = await tapMoves(view, [open]);
    }
    assert.equal(s.status, 'won');
    assert.equal(s.winner, 2);
    // Perfect's search proves its win long before it comes, and says how long it was.
    assert.match(s.message, /^You lose \u2014 the computer found a win in \d+ moves\.$/);
    assert.equal(s.cheered, false, 'the computer\'s win is not cheered');
    await screenshot(page, 'words-connect4-lost-667x375');
    await nextStepsAtHand(view, screen.name, true);
    s = await tapControl(view, 'review');
    s = await untilIn(view, (x) => x.review && x.review.complete, { what: 'the review', timeout: 180000 });
    assert.match(s.review.summary[0], /^You: /);
    assert.match(s.review.summary[1], /^Computer: /);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('the person\'s side and turn, a win and its next steps in a 300x400 embed', async () => {
  const { page, frame, view, problems, close } = await embedded(site, '');
  try {
    await connect4Words(view, 'embed-300x400', page, false, { held: frame });
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('Gomoku in a 300x400 embed: the person is Black, told so, and the computer\'s move is named', async () => {
  const { page, frame, view, problems, close } = await embedded(site, 'data-game="gomoku" data-size="15"');
  try {
    let s = await blackAgainstTheComputer(view);
    s = await tapMoves(view, ['h8']);
    await repliesHeld(frame);
    s = await stateOf(view);
    assert.equal(s.message, 'You: h8. The computer is thinking\u2026');
    assert.ok((await settledBoxOf(view, 'message')).visible, 'the message shows in the small card');
    await stopHolding(frame);
    s = await untilIn(view, (x) => x.moves.length === 2 && !x.thinking, { what: "the computer's reply" });
    assert.match(s.message, /^Computer: [a-o]\d{1,2}\. You're Black \u2014 your move\.$/);
    await screenshot(page, 'words-gomoku-embed-300x400');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

// The dimmed state of control `id` once the game has drawn it so.
async function untilDimmed(view, id, dimmed) {
  for (const start = Date.now(); ;) {
    const box = await boxOf(view, id);
    if (box && box.dimmed === dimmed) return box;
    if (Date.now() - start > 30000) throw new Error(`${id} is not ${dimmed ? 'dimmed' : 'bright'}: ${JSON.stringify(box)}`);
    await view.page.waitForTimeout(30);
  }
}

test('controls that cannot act are dimmed, and a tap on one says why (390x844)', async () => {
  const screen = { name: '390x844', width: 390, height: 844, touch: true };
  const { browser, page, problems, view } = await device(screen, `${site.server.url}?game=connect4&mode=pvp`);
  try {
    await untilDimmed(view, 'undo', true);
    await untilDimmed(view, 'new-game', false);
    await screenshot(page, 'words-dimmed-undo-390x844');
    let s = await tapControl(view, 'undo');
    assert.equal(s.message, 'Nothing to undo.');
    await untilDimmed(view, 'redo', true);
    s = await tapControl(view, 'redo');
    assert.equal(s.message, 'Nothing to redo.');
    s = await tapMoves(view, ['4']);
    await untilDimmed(view, 'undo', false);
    s = await tapControl(view, 'undo');
    assert.deepEqual(s.moves, []);
    // Between two people the level and who moves first are dimmed: a change
    // waits for the next game against the computer, and says so.
    await untilDimmed(view, 'level', true);
    await untilDimmed(view, 'computer-first', true);
    await screenshot(page, 'words-dimmed-level-390x844');
    s = await tapControl(view, 'computer-first');
    assert.equal(s.message, 'The computer will move first in your next game against it.');
    assert.equal(s.mode, 'pvp');
    assert.equal(s.computerFirst, true);
    s = await tapControl(view, 'vs-computer');
    assert.equal(s.mode, 'pvc');
    assert.equal(s.humanSide, 2, 'the computer moves first in the game against it');
    await untilDimmed(view, 'level', false);
    await untilDimmed(view, 'computer-first', false);
    s = await tapControl(view, 'vs-player');
    assert.equal(s.mode, 'pvp');
    // After Restart there is no game: Copy link and Restart are dimmed and say so.
    s = await tapControl(view, 'restart');
    await untilDimmed(view, 'share', true);
    await untilDimmed(view, 'restart', true);
    s = await tapControl(view, 'share');
    assert.equal(s.message, 'Choose a game mode.');
    s = await tapControl(view, 'vs-player');
    // A game by link has no analysis and no hints: their buttons are dimmed and say so.
    s = await tapControl(view, 'vs-friend');
    assert.equal(s.mode, 'friend');
    await untilDimmed(view, 'analysis', true);
    s = await tapControl(view, 'analysis');
    assert.equal(s.message, 'Hints and analysis are off in a game with a friend.');
    assert.equal(s.analysis, false);
    await untilDimmed(view, 'hint', true);
    s = await tapControl(view, 'vs-player');  // (a message of its own between the two refusals)
    s = await tapControl(view, 'vs-friend');
    s = await tapControl(view, 'hint');
    assert.equal(s.message, 'Hints and analysis are off in a game with a friend.');
    await screenshot(page, 'words-dimmed-analysis-390x844');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
