// Swap2 against the computer, as a person meets it: the opening chosen from
// the panel's menu by taps, then played in both seats. Opening, the person
// places three stones and the computer chooses its side; with the computer
// opening, the person chooses by tapping "Place two more", places two stones,
// and the computer chooses. Stones tapped while a choice is due are refused
// with the reason, nothing changed. A phone upright and a desktop; the
// person's own swap at every size and in an embed.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, screenshot } = require('./lib/browser');
const { gameView, stateOf, boxOf, settledBoxOf, tapControl, tapMove, untilIn } = require('./lib/person');
const { releaseReplies, stopHolding } = require('./lib/held_replies');
const { SCREENS, device, embedded } = require('./lib/screens');

const site = useSite({ browser: false });

// Taps `move` and waits until it is on the board.
async function place(view, move) {
  const before = (await stateOf(view)).moves.length;
  await tapMove(view, move);
  return untilIn(view, (x) => x.moves[before] === move, { what: `the stone on ${move}` });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`Swap2 against the computer in both seats, by taps (${size})`, async () => {
    const touch = viewport.width < 600;
    const browser = await launch({ viewport, hasTouch: touch, isMobile: touch });  // density 1: see launch()
    try {
      const url = `${site.server.url}?game=gomoku&size=15&mode=pvc&level=medium&first=human`;
      const { page, problems } = await openGame(browser.context, url);
      const view = { ...(await gameView(page)), touch };
      await tapControl(view, 'opening');
      await tapControl(view, 'opening-swap2');
      let s = await untilIn(view, (x) => x.opening === 'swap2' && x.mode === 'pvc', { what: 'Swap2' });
      assert.match(s.message, /Opening: Swap2\. One player places three stones/);
      assert.match(s.message, /Opening: you place stone 1 of 3 \(Black\)\.$/);

      // The person opens: three stones, Black, White, Black; the computer chooses.
      await place(view, 'h8');
      s = await place(view, 'i9');
      assert.match(s.message, /^Opening: you place stone 3 of 3 \(Black\)\.$/);
      await place(view, 'g10');
      s = await untilIn(view, (x) => x.choices.length === 1, { what: "the computer's choice", timeout: 30000 });
      assert.match(s.choices, /^[sp]$/);
      if (s.choices === 's') {
        // The computer took Black: the person, now White, plays the fourth stone.
        assert.equal(s.message, 'The computer swaps. You now play White \u2014 your move.');
        assert.equal(s.yourSide, 'You play White');
        assert.equal(s.humanSide, 2);
        s = await place(view, 'j7');
        s = await untilIn(view, (x) => x.moves.length === 5, { what: "the computer's fifth stone", timeout: 30000 });
      } else {
        // The computer stays White and plays the fourth stone itself.
        assert.equal(s.humanSide, 1);
        s = await untilIn(view, (x) => x.moves.length === 4, { what: "the computer's fourth stone", timeout: 30000 });
      }
      assert.match(s.record, /&opening=swap2&.*&choices=[sp]&moves=h8i9g10/);
      await screenshot(page, `swap2-person-opens-${size}`);

      // The computer opens: its three stones, then the person's choice.
      await tapControl(view, 'computer-first');
      s = await untilIn(view, (x) => x.computerFirst && x.moves.length === 3 && x.choiceDue,
        { what: "the computer's three stones", timeout: 60000 });
      assert.match(s.message, /^Your choice: swap \(take Black\), or stay White and play the next stone, or place two more stones\.$/);
      const ply = s.moves.length;
      const free = ['a1', 'o15', 'a15', 'o1'];
      await tapMove(view, free[0]);
      s = await untilIn(view, (x) => /waits for a choice/.test(x.message), { what: 'the refusal' });
      assert.equal(s.message, 'The opening waits for a choice: swap, stay and play on, or place two more.');
      assert.equal(s.moves.length, ply);
      await screenshot(page, `swap2-choice-${size}`);
      // The choice shows where the person looks, with no scrolling, though
      // "Computer first" was tapped low in the card.
      for (const id of ['choose-swap', 'choose-stay', 'choose-two']) {
        assert.ok((await boxOf(view, id)).visible, `${id} shows without scrolling`);
      }
      await tapControl(view, 'choose-two');
      s = await untilIn(view, (x) => x.choices === 't', { what: 'two more' });
      assert.match(s.message, /^You place two more stones\. Opening: you place stone 1 of 2 \(White\)\.$/);
      await place(view, free[1]);
      await place(view, free[2]);
      s = await untilIn(view, (x) => x.choices.length === 2, { what: "the computer's choice", timeout: 30000 });
      assert.ok((await settledBoxOf(view, 'message')).visible, "the computer's choice is said where it shows");
      // The sixth stone is White's: the person's if the computer stayed Black,
      // else the computer's, which swapped to White.
      if (s.choices === 'tp') {
        assert.equal(s.message, 'The computer stays. You play White \u2014 your move.');
        assert.equal(s.yourSide, 'You play White');
        assert.equal(s.humanSide, 2);
        s = await place(view, free[3]);
        assert.equal(s.moves[5], free[3]);
      } else {
        assert.equal(s.choices, 'ts');
        assert.equal(s.humanSide, 1);
        assert.equal(s.yourSide, 'You play Black', 'the panel names the side the swap gave the person');
        s = await untilIn(view, (x) => x.moves.length === 6, { what: "the computer's sixth stone", timeout: 30000 });
      }
      assert.match(s.record, /&opening=swap2&.*&choices=t[sp]&moves=/);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}

// The person's own choice, at every size a person plays on and in a 300x400
// embed: the computer opens Swap2 with three stones, the person taps "Swap"
// and is told the side it gives ("You swap. You now play Black. The computer
// is thinking…"), the panel says it, and the game goes on; then two people
// on the same device, the second swapping ("Player 2 swaps and now plays
// Black. White's move.").
// The computer's replies are held in `held` (the page, or the embed's frame)
// until the person's swap is read.
async function personSwaps(view, where, held) {
  // Its three stones come one request at a time: each reply let through.
  let s = await stateOf(view);
  for (let start = Date.now(); !(s.moves.length === 3 && s.choiceDue); s = await stateOf(view)) {
    assert.ok(Date.now() - start < 60000, `${where}: the computer's three stones: ${JSON.stringify(s.moves)}`);
    await releaseReplies(held);
    await view.page.waitForTimeout(50);
  }
  assert.equal(s.humanSide, 2, `${where}: the person plays White while the computer opens`);
  // (A small embed's card scrolls to it; the person's tap below scrolls as a person does.)
  if (!where.startsWith('embed')) assert.ok((await boxOf(view, 'choose-swap')).visible, `${where}: Swap shows without scrolling`);
  await screenshot(view.page, `swap2-choice-due-${where}`);
  s = await tapControl(view, 'choose-swap');
  s = await untilIn(view, (x) => x.choices === 's', { what: 'the swap' });
  assert.equal(s.message, 'You swap. You now play Black. The computer is thinking\u2026');
  assert.equal(s.yourSide, 'You play Black', `${where}: the panel names the side the swap gave`);
  assert.equal(s.humanSide, 1);
  assert.ok((await settledBoxOf(view, 'message')).visible, `${where}: the message shows where the person looks`);
  await stopHolding(held);
  s = await untilIn(view, (x) => x.moves.length === 4 && !x.thinking, { what: "the computer's fourth stone" });
  assert.match(s.message, /^Computer: [a-o]\d{1,2}\. You're Black \u2014 your move\.$/);
}

async function secondPlayerSwaps(view, where) {
  let s = await tapControl(view, 'vs-player');
  assert.equal(s.mode, 'pvp');
  assert.equal(s.opening, 'swap2');
  for (const move of ['h8', 'i9', 'g10']) s = await place(view, move);
  s = await untilIn(view, (x) => x.choiceDue, { what: 'the second player\'s choice' });
  s = await tapControl(view, 'choose-swap');
  s = await untilIn(view, (x) => x.choices === 's', { what: 'the swap' });
  assert.equal(s.message, "Player 2 swaps and now plays Black. White's move.", where);
  assert.equal(s.yourSide, '');
}

for (const screen of SCREENS) {
  test(`Swap2: the person swaps, and so does the second of two players, by taps (${screen.name})`, async () => {
    const url = `${site.server.url}?game=gomoku&size=15&mode=pvc&level=medium&first=computer&opening=swap2`;
    const { browser, page, problems, view } = await device(screen, url, { hold: true });
    try {
      await personSwaps(view, screen.name, page);
      await screenshot(page, `swap2-person-swaps-${screen.name}`);
      await secondPlayerSwaps(view, screen.name);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}

test('Swap2: the person swaps, and so does the second of two players, in a 300x400 embed', async () => {
  const { page, frame, view, problems, close } = await embedded(site,
    'data-game="gomoku" data-size="15" data-mode="pvc" data-level="medium" data-first="computer" data-opening="swap2"');
  try {
    await personSwaps(view, 'embed-300x400', frame);
    await screenshot(page, 'swap2-person-swaps-embed-300x400');
    await secondPlayerSwaps(view, 'embed-300x400');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
