// Taps on a phone: on small cells a first tap previews and a
// second plays; a tap between Gomoku's points and a drag play nothing; whole
// games are played to their end by taps alone, one per game, and every move
// the game announces (message, live region) is named as the move list names
// it, in one notation. The help says how to play, and the results against the
// computer show once a game is over.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { useSite, launch, openGame, screenshot, artifactsDir } = require('./lib/browser');
const { gameView, stateOf, tapAt, touchDrag, cellPoint, tapMove, tapControl, boxOf, untilIn } = require('./lib/person');

const site = useSite({ browser: false });

async function phone(width, height, url) {
  const browser = await launch({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const opened = await openGame(browser.context, url);
  // Everything the live region says, in order (what a screen reader reads).
  await opened.page.evaluate(() => {
    window.__spoken = [];
    new MutationObserver(() => window.__spoken.push(document.getElementById('lineup-live').textContent))
      .observe(document.getElementById('lineup-live'), { childList: true, characterData: true, subtree: true });
  });
  return { browser, ...opened, view: { ...(await gameView(opened.page)), touch: true } };
}

// No "(x, y)" anywhere a person reads, and each move announced is named as
// the move list names it.
function checkNotation(game, said, moves) {
  for (const text of said) assert.doesNotMatch(text, /\(\d+, ?\d+\)/, `a second notation in "${text}"`);
  const named = [];
  const who = '(?:You|Computer|Red|Yellow|Black|White)';
  const pattern = new RegExp(game === 'connect4' ? `^${who}: column (\\d+)\\.` : `^${who}: ([a-s]\\d{1,2})\\.`, 'g');
  for (const text of said) for (const m of text.matchAll(pattern)) named.push(m[1]);
  assert.ok(named.length >= 3, `moves were announced: ${said.join(' | ')}`);
  // Announcements come in the order of the moves (each once, some merged into
  // the result when the game ends): every named move is the next one of the list.
  let at = 0;
  for (const move of named) {
    const found = moves.indexOf(move, at);
    assert.ok(found >= 0, `"${move}" announced but not in the move list ${JSON.stringify(moves)}`);
    at = found + 1;
  }
}

test('small cells: a first tap previews, a second plays; taps between points and drags play nothing', async () => {
  const { browser, page, problems, view } = await phone(320, 568, `${site.server.url}?game=gomoku&size=15&mode=pvp`);
  try {
    // The first tap: previewed, and the message says what a second does.
    const h8 = await cellPoint(view, 'h8');
    await tapAt(view, h8);
    let s = await stateOf(view);
    assert.equal(s.tapConfirm, true, 'on by default for a finger on 15x15 cells of a 320 px phone');
    assert.equal(s.armed, 'h8');
    assert.equal(s.message, 'Tap again to play.');
    await tapAt(view, h8);
    s = await stateOf(view);
    assert.deepEqual(s.moves, ['h8']);
    // A first tap on g7: previewed, not played (said once is enough).
    const g7 = await cellPoint(view, 'g7');
    await tapAt(view, g7);
    s = await stateOf(view);
    assert.equal(s.armed, 'g7');
    assert.deepEqual(s.moves, ['h8']);
    assert.notEqual(s.message, 'Tap again to play.');
    await page.screenshot({ path: path.join(artifactsDir, 'taps-armed-g7.png') });  // (the preview pulses: no waiting for stillness)
    // A tap elsewhere moves the preview; a second tap there plays it.
    const f6 = await cellPoint(view, 'f6');
    await tapAt(view, f6);
    s = await stateOf(view);
    assert.equal(s.armed, 'f6');
    assert.deepEqual(s.moves, ['h8']);
    await tapAt(view, f6);
    s = await stateOf(view);
    assert.deepEqual(s.moves, ['h8', 'f6']);
    // Between four points: nothing, not even a preview.
    const i9 = await cellPoint(view, 'i9');
    const j10 = await cellPoint(view, 'j10');
    const between = { x: (i9.x + j10.x) / 2, y: (i9.y + j10.y) / 2 };
    await tapAt(view, between);
    await tapAt(view, between);
    s = await stateOf(view);
    assert.deepEqual(s.moves, ['h8', 'f6']);
    assert.equal(s.armed, null);
    // A drag across the board: nothing either.
    const a1 = await cellPoint(view, 'a1');
    const e1 = await cellPoint(view, 'e1');
    await touchDrag(page, a1, e1);
    await touchDrag(page, a1, e1);
    s = await untilIn(view, (x) => x.pendingInput === 0, { what: 'the drags to be handled' });
    assert.deepEqual(s.moves, ['h8', 'f6']);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a mouse plays at once, even on small cells', async () => {
  const browser = await launch({ viewport: { width: 360, height: 640 } });
  try {
    const { page, problems } = await openGame(browser.context, `${site.server.url}?game=gomoku&size=19&mode=pvp`);
    const view = await gameView(page);
    const s = await tapMove(view, 'k10');
    assert.equal(s.tapConfirm, false);
    assert.deepEqual(s.moves, ['k10']);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a whole Connect 4 game against the computer by taps on a phone, announced in one notation', async () => {
  const { browser, page, problems, view } = await phone(375, 667, site.server.url);
  try {
    let s = await stateOf(view);
    assert.equal(s.mode, 'pvc');
    assert.deepEqual(s.results, []);
    const order = ['4', '3', '5', '2', '6', '1', '7'];
    for (let turn = 0; s.status === 'playing'; turn++) {
      assert.ok(turn < 40, 'the game ends');
      s = await untilIn(view, (x) => x.status !== 'playing' || (!x.thinking && x.turn === 1), { what: 'my turn' });
      if (s.status !== 'playing') break;
      if (turn === 1) {
        s = await tapControl(view, 'hint');
        s = await untilIn(view, (x) => x.hint !== null, { what: 'the hint' });
        assert.match(s.message, new RegExp(`^Hint: column ${s.hint}\\.`));
      }
      const height = (col) => s.moves.filter((m) => m === col).length;
      const column = order.find((col) => height(col) < 6);
      s = await tapMove(view, column);
    }
    assert.notEqual(s.status, 'playing');
    const said = await page.evaluate(() => window.__spoken);
    checkNotation('connect4', said, s.moves);
    for (const row of s.cellLabels) for (const label of row) assert.match(label, /^column \d, row \d: /);
    // The result is counted, and the panel shows it.
    s = await untilIn(view, (x) => x.results.length === 1, { what: 'the results in the panel' });
    assert.match(s.results[0], /^Hard: \d won, \d drawn, \d lost$/);
    const box = await boxOf(view, 'results');
    assert.ok(box, 'the results are drawn in the panel');
    await screenshot(page, 'taps-connect4-over');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('a whole Gomoku game by taps on a phone, two players, announced in one notation', async () => {
  const { browser, page, problems, view } = await phone(390, 844, `${site.server.url}?game=gomoku`);
  try {
    let s = await tapControl(view, 'vs-player');
    assert.equal(s.mode, 'pvp');
    // Black builds five along row 7; white answers on row 3, apart.
    const moves = ['c7', 'c3', 'd7', 'e3', 'e7', 'g3', 'f7', 'i3', 'g7'];
    for (const move of moves) {
      s = await tapMove(view, move);
      assert.equal(s.moves[s.moves.length - 1], move);
    }
    assert.equal(s.status, 'won');
    assert.equal(s.winner, 1);
    assert.match(s.message, /^Black wins!/);
    const said = await page.evaluate(() => window.__spoken);
    checkNotation('gomoku', said, s.moves);
    for (const row of s.cellLabels) for (const label of row) assert.match(label, /^[a-m]\d{1,2}: /);
    await screenshot(page, 'taps-gomoku-won');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});

test('the help says how to play each game and theme, and closes with a tap', async () => {
  const { browser, page, problems, view } = await phone(360, 640, site.server.url);
  try {
    assert.equal(await boxOf(view, 'help-close'), null);
    await tapControl(view, 'help');
    await screenshot(page, 'taps-help');
    const close = await boxOf(view, 'help-close');
    assert.ok(close, 'the help is open, with a Close button');
    assert.ok(close.height >= 44);
    // Close may be below the help's fold: drag the help up to it, then tap.
    await tapControl(view, 'help-close');
    assert.equal(await boxOf(view, 'help-close'), null, 'closed');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
