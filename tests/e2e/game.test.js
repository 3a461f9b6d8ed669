// Playing the game in Chromium by clicking the real canvas (and by keyboard):
// both games, every mode and theme, the computer in its Web Worker.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const fs = require('node:fs');
const { useSite, openGame, state, frames, screenshot, artifactsDir } = require('./lib/browser');
const { until, press, play, choose, recordFrames, frameStats, gomokuMove } = require('./lib/game');
const { holdReplies, repliesHeld, releaseReplies } = require('./lib/held_replies');

const site = useSite();

test('Connect 4 vs player: a win by clicks; a full column is refused', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  let s = await press(page, 'vs-player');
  assert.equal(s.mode, 'pvp');
  // Fill column 1 (six discs, alternating), then try a seventh.
  for (let i = 0; i < 6; i++) s = await play(page, '1');
  assert.deepEqual(s.moves, ['1', '1', '1', '1', '1', '1']);
  const before = s;
  s = await play(page, '1');
  assert.equal(s.message, 'Column 1 is full.');
  assert.deepEqual(s.moves, before.moves);
  assert.equal(s.turn, before.turn);

  for (const move of ['4', '4', '5', '5', '6', '6']) s = await play(page, move);
  s = await play(page, '7');
  assert.equal(s.status, 'won');
  assert.equal(s.winner, 1);
  assert.equal(s.message, 'Red wins!');
  assert.deepEqual([...s.winLine].sort(), ['d1', 'e1', 'f1', 'g1']);
  await screenshot(page, 'game-connect4-basic-won');

  // After the game, the board refuses moves and says so.
  s = await play(page, '2');
  assert.equal(s.moves.length, 13);
  assert.match(s.message, /over/i);
  assert.deepEqual(problems, []);
});

// The computer's moves arrive while the page keeps drawing: the search runs
// in a worker, so the game draws frames while it thinks (counted, not timed).
test('Gomoku 13x13 vs computer, played by clicks to the end, never freezes the page', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await press(page, 'game-gomoku');
  // Hard thinks up to a second a move: long enough to watch the page draw
  // while it does (Medium often answers within a frame or two).
  await choose(page, 'level', 'level-hard');
  let s = await press(page, 'vs-computer');
  assert.equal(s.game, 'gomoku');
  assert.equal(s.cols, 13);
  assert.equal(s.mode, 'pvc');
  assert.equal(s.level, 'hard');
  await recordFrames(page);

  // The person plays weakly along the edge; the computer must win.
  const edge = [];
  for (let c = 0; c < 13; c++) edge.push(gomokuMove(c, 0), gomokuMove(c, 12));
  const perReply = [];
  for (let turn = 0; turn < 40 && s.status === 'playing'; turn++) {
    const move = edge.find((m) => !s.moves.includes(m));
    const before = (await frameStats(page)).thinkingFrames;
    s = await play(page, move);
    assert.equal(s.moves[s.moves.length - 1 - (s.moves.length % 2 === 0 ? 1 : 0)], move);
    s = await until(page, (x) => x.status !== 'playing' || (x.moves.length % 2 === 0 && !x.thinking),
      { what: 'the computer\'s move' });
    perReply.push((await frameStats(page)).thinkingFrames - before);
  }
  assert.equal(s.status, 'won');
  assert.equal(s.winner, 2, 'the computer wins against edge moves');
  assert.equal(s.winLine.length, 5);
  assert.match(s.message, /^You lose( \u2014 the computer found (a win in \d+ moves|a forced win))?\.$/);
  const stats = await frameStats(page);
  fs.writeFileSync(path.join(artifactsDir, 'frames-gomoku-pvc.json'), JSON.stringify({ ...stats, perReply }, null, 2));
  console.log(`frames drawn while the computer thought, reply by reply: ${perReply.join(' ')} ` +
    `(for information: longest frame ${stats.longestThinkingFrameMs.toFixed(1)} ms while thinking, ` +
    `${stats.longestFrameMs.toFixed(1)} ms of all ${stats.frames}; longest gap between animation frames ` +
    `${stats.longestGap.toFixed(0)} ms)`);
  // Searching in a worker, the frame that asks ends with the computer still
  // thinking and the page draws on until the reply; a search on the page's own
  // thread would start and end inside one frame: no frame at all while thinking.
  // (Counts, not times: on a busy machine the browser draws fewer frames.)
  assert.ok(perReply.every((n) => n >= 1), `frames while thinking, per reply: ${perReply}`);
  assert.ok(stats.thinkingFrames > perReply.length, `frames while thinking, per reply: ${perReply}`);
  await screenshot(page, 'game-gomoku-basic-won');
  assert.deepEqual(problems, []);
});

test('rock theme: a rock cannot be played', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await press(page, 'game-gomoku');
  let s = await press(page, 'theme-rock');
  assert.equal(s.theme, 'rock');
  s = await press(page, 'vs-player');
  assert.equal(s.rocks.length, 10);
  const rock = s.rocks[0];
  s = await play(page, rock);
  assert.deepEqual(s.moves, []);
  assert.match(s.message, /rock/i);
  await screenshot(page, 'game-gomoku-rock');
  assert.deepEqual(problems, []);
});

test('bubble theme: collecting enough bubbles wins at once', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await press(page, 'game-gomoku');
  let s = await press(page, 'theme-bubble');
  assert.equal(s.theme, 'bubble');
  s = await press(page, 'vs-player');
  assert.equal(s.bubbles.length, 10);
  assert.equal(s.bubbleWin, 7);
  const targets = [...new Set(s.bubbles)];
  // The second player answers on cells with both coordinates even that hold
  // no bubble: never adjacent, so never five in a row.
  const filler = [];
  for (let c = 0; c < 13; c += 2) for (let r = 0; r < 13; r += 2) {
    const m = gomokuMove(c, r);
    if (!s.bubbles.includes(m)) filler.push(m);
  }
  for (const target of targets) {
    s = await play(page, target);
    if (s.status !== 'playing') break;
    s = await play(page, filler.shift());
  }
  assert.equal(s.status, 'won');
  assert.equal(s.winner, 1);
  assert.ok(s.bubblesHeld[0] >= 7, `bubbles held ${s.bubblesHeld}`);
  assert.deepEqual(s.winLine, [], 'a bubble win has no line');
  assert.match(s.message, /wins.*bubbles/);
  await screenshot(page, 'game-gomoku-bubble-won');
  assert.deepEqual(problems, []);
});

test('undo, redo, hint and a new game with the same settings', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  let s = await press(page, 'vs-computer');
  s = await play(page, '4');
  s = await until(page, (x) => x.moves.length === 2 && !x.thinking, { what: 'the reply' });
  const reply = s.moves[1];
  s = await press(page, 'undo');
  assert.deepEqual(s.moves, [], 'undo takes back the reply and the move');
  s = await press(page, 'redo');
  assert.deepEqual(s.moves, ['4', reply]);

  await press(page, 'hint');
  s = await until(page, (x) => x.hint !== null && !x.thinking, { what: 'the hint' });
  assert.match(s.hint, /^[1-7]$/);
  assert.match(s.message, /Hint/);
  await screenshot(page, 'game-connect4-hint');
  s = await play(page, s.hint);
  assert.equal(s.hint, null, 'the hint goes once a move is played');

  s = await until(page, (x) => x.moves.length === 4 && !x.thinking, { what: 'the reply' });
  s = await press(page, 'new-game');
  assert.equal(s.mode, 'pvc');
  assert.equal(s.status, 'playing');
  assert.deepEqual(s.moves, []);
  assert.deepEqual(problems, []);
});

test('restart in the middle of a search: no late move appears', async () => {
  // The computer's replies are held until the test lets them go: its reply is
  // ready but not yet seen at the restart, and comes late, after it.
  const { page, problems } = await openGame(site.browser.context, site.server.url, { beforeLoad: holdReplies });
  await press(page, 'game-gomoku');
  await choose(page, 'level', 'level-master');
  let s = await press(page, 'vs-computer');
  s = await play(page, 'g7');
  await repliesHeld(page);
  assert.equal((await state(page)).thinking, true);
  s = await press(page, 'restart');
  assert.equal(s.status, 'menu');
  assert.equal(s.thinking, false);
  s = await press(page, 'vs-player');
  await releaseReplies(page);
  await page.mouse.move(3, 3);  // input: the game draws (and reads replies) again
  await frames(page, 8);
  s = await state(page);
  assert.deepEqual(s.moves, []);
  assert.equal(s.mode, 'pvp');
  // Undo during a search cancels it as well.
  await press(page, 'restart');
  await press(page, 'vs-computer');
  s = await play(page, 'g7');
  await repliesHeld(page);
  assert.equal((await state(page)).thinking, true);
  s = await press(page, 'undo');
  assert.deepEqual(s.moves, []);
  await releaseReplies(page);
  await page.mouse.move(3, 3);  // input: the game draws (and reads replies) again
  await frames(page, 8);
  s = await state(page);
  assert.deepEqual(s.moves, []);
  assert.equal(s.thinking, false);
  // A reply that is not late still plays.
  s = await play(page, 'g7');
  await repliesHeld(page);
  await releaseReplies(page);
  s = await until(page, (x) => x.moves.length === 2, { what: "the computer's reply" });
  assert.equal(s.moves[0], 'g7');
  assert.deepEqual(problems, []);
});

test('a keyboard-only game, and the help panel', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await page.focus('#canvas');
  await page.keyboard.press('p');
  await frames(page, 2);
  for (const key of ['4', '4', '5', '5', '6', '6']) {
    await page.keyboard.press(key);
    await frames(page, 2);
  }
  // The cursor: arrows, then Enter drops in the cursor's column.
  await page.keyboard.press('ArrowRight');  // cursor appears in the middle (column 4)
  await frames(page, 2);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowRight');
    await frames(page, 2);
  }
  await page.keyboard.press('Enter');
  await frames(page, 2);
  let s = await state(page);
  assert.deepEqual(s.moves, ['4', '4', '5', '5', '6', '6', '7']);
  assert.equal(s.message, 'Red wins!');
  await page.keyboard.press('u');
  await frames(page, 2);
  s = await state(page);
  assert.equal(s.moves.length, 6);
  await page.keyboard.press('y');
  await frames(page, 2);
  s = await state(page);
  assert.equal(s.status, 'won');
  await page.keyboard.press('F1');
  await frames(page, 2);
  await screenshot(page, 'game-help');
  await page.keyboard.press('r');
  await frames(page, 2);
  s = await state(page);
  assert.equal(s.message, 'Game restart. Play a move to start a game between two players, or choose a game mode.');
  assert.deepEqual(problems, []);
});

// No control answers "press restart first".
test('a theme, game or size chosen during a game, or Restart, keeps the game for Undo', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?mode=pvp`);
  await play(page, '4');
  let s = await press(page, 'theme-bubble');
  assert.equal(s.theme, 'bubble');
  assert.equal(s.status, 'playing');
  assert.equal(s.mode, 'pvp', 'the same mode');
  assert.deepEqual(s.moves, [], 'a new game');
  assert.equal(s.message, 'Theme: Bubble. Undo brings back the game you were playing. Two players. Green\'s move.');
  // Undo, before a move in the new game, brings back the game as it was.
  s = await press(page, 'undo');
  assert.deepEqual(s.moves, ['4']);
  assert.equal(s.theme, 'basic');
  assert.equal(s.message, 'The game you were playing is back. Two players. Yellow\'s move.');
  s = await press(page, 'theme-bubble');
  assert.deepEqual(s.moves, []);
  await play(page, '3');
  await page.keyboard.press('t');  // the key cycles: bubble -> basic
  await frames(page, 4);
  s = await state(page);
  assert.equal(s.theme, 'basic');
  assert.deepEqual(s.moves, []);
  // A game and a size, the same way.
  await play(page, '5');
  s = await press(page, 'game-gomoku');
  assert.equal(s.game, 'gomoku');
  assert.equal(s.status, 'playing');
  assert.match(s.message, /Undo brings back the game you were playing\./);
  s = await press(page, 'undo');
  assert.equal(s.game, 'connect4');
  assert.deepEqual(s.moves, ['5']);
  s = await press(page, 'game-gomoku');
  await play(page, 'h8');
  const cols = s.cols;
  s = await choose(page, 'size', 'size-19x19');
  assert.equal(s.cols, 19);
  assert.deepEqual(s.moves, [], 'a new game on the new board');
  assert.equal(s.status, 'playing');
  assert.doesNotMatch(JSON.stringify(s), /restart first|only before a game/);
  s = await press(page, 'undo');
  assert.equal(s.cols, cols);
  assert.deepEqual(s.moves, ['h8']);
  // Restart keeps the game for Undo too, and says so.
  s = await press(page, 'restart');
  assert.equal(s.status, 'menu');
  assert.match(s.message, /^Game restart\. .* Undo brings back the game you were playing\.$/);
  s = await press(page, 'undo');
  assert.equal(s.status, 'playing');
  assert.deepEqual(s.moves, ['h8']);
  assert.equal(s.message, "The game you were playing is back. Two players. White's move.");
  assert.deepEqual(problems, []);
});

// The same against the computer, while it thinks: its search is dropped with
// the game and Undo brings the game back with the computer to move again;
// and Gomoku's rule and opening, the two choices the test above leaves out.
test('a rule, an opening or a theme chosen during a game against the computer keeps the game for Undo', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvc`,
    { beforeLoad: holdReplies });
  await play(page, 'h8');
  await repliesHeld(page);
  let s = await state(page);
  assert.equal(s.thinking, true);
  s = await press(page, 'theme-rock');
  assert.equal(s.theme, 'rock');
  assert.deepEqual(s.moves, [], 'a new game');
  assert.equal(s.thinking, false, 'the computer\'s search went with the game');
  assert.match(s.message, /^Theme: Rock\. Undo brings back the game you were playing\./);
  await releaseReplies(page);  // the late reply to the dropped search changes nothing
  await frames(page, 4);
  assert.deepEqual((await state(page)).moves, []);
  s = await press(page, 'undo');
  assert.equal(s.theme, 'basic');
  assert.deepEqual(s.moves, ['h8']);
  s = await until(page, (x) => x.thinking, { what: 'the computer thinking again' });
  await repliesHeld(page);
  await releaseReplies(page);
  s = await until(page, (x) => x.moves.length === 2 && !x.thinking, { what: 'the computer\'s reply' });
  const kept = s.moves;
  for (const [combo, item, field, value] of [['rule', 'rule-renju', 'rule', 'renju'],
    ['opening', 'opening-swap', 'opening', 'swap']]) {
    s = await choose(page, combo, item);
    assert.equal(s[field], value);
    assert.deepEqual(s.moves, [], `${item}: a new game`);
    assert.match(s.message, /Undo brings back the game you were playing\./, item);
    s = await press(page, 'undo');
    assert.deepEqual(s.moves, kept, `${item}: Undo brings the game back`);
    assert.notEqual(s[field], value, `${item}: as it was`);
  }
  assert.deepEqual(problems, []);
});

test('page events: move and gameover', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await page.evaluate(() => {
    window.__events = [];
    window.lineup.on('move', (e) => window.__events.push(['move', e]));
    window.lineup.on('gameover', (e) => window.__events.push(['gameover', e]));
  });
  await press(page, 'vs-player');
  for (const move of ['1', '2', '1', '2', '1', '2', '1']) await play(page, move);
  // The game tells its listeners from its frame loop, which a busy machine
  // runs late: the events are waited for, then counted.
  await page.waitForFunction(() => window.__events.length >= 8, null, { timeout: 60000 }).catch(() => {});
  const events = await page.evaluate(() => window.__events);
  assert.equal(events.length, 8);
  assert.deepEqual(events[0], ['move', { move: '1', player: 1 }]);
  assert.deepEqual(events[7], ['gameover', { winner: 1, status: 'won' }]);
  assert.deepEqual(problems, []);
});

// Each game and theme chosen by clicks and played mid-game by clicks. (The
// screenshots of each game and theme, at each screen size, are look.test.js's.)
test('each game and theme, chosen and played mid-game by clicks', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  for (const game of ['connect4', 'gomoku']) {
    for (const theme of ['basic', 'rock', 'bubble']) {
      await press(page, 'restart');
      await press(page, `game-${game}`);
      let s = await state(page);
      if (s.theme !== theme) s = await press(page, `theme-${theme}`);
      s = await press(page, 'vs-player');
      const blocked = new Set([...s.rocks]);
      const candidates = game === 'connect4' ? ['4', '3', '4', '5', '4', '2']
        : ['g7', 'h8', 'f6', 'h6', 'g8', 'i9', 'e5', 'j10', 'd4', 'k11', 'c3', 'l12'].filter((m) => !blocked.has(m)).slice(0, 6);
      for (const move of candidates) s = await play(page, move);
      assert.ok(s.moves.length >= 5, `${game} ${theme}: moves played: ${JSON.stringify({ moves: s.moves, rocks: s.rocks, message: s.message })}`);
      assert.equal(s.theme, theme);
    }
  }
  assert.deepEqual(problems, []);
});

// Perfect in the browser: whole games of Perfect against random moves,
// two with the person first and two with Perfect first, never lost by Perfect.
// How long each of its moves took (from the person's move, or the start, to
// its reply) is recorded in perfect-move-times.json for the README; speed is
// a measurement here, not a pass/fail line.
test('Connect 4 Perfect in the browser: whole games, never beaten', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  await choose(page, 'level', 'level-perfect');
  const times = [];
  let seed = 7;
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  for (let game = 0; game < 4; game++) {
    const computerFirst = game >= 2;
    if (game === 2) {
      await press(page, 'restart');
      assert.equal((await press(page, 'computer-first')).computerFirst, true);
    }
    const t0 = Date.now();
    let s = await press(page, game === 0 || game === 2 ? 'vs-computer' : 'play-again');
    assert.equal(s.level, 'perfect');
    const person = computerFirst ? 2 : 1;
    if (computerFirst) {
      s = await until(page, (x) => x.moves.length >= 1, { what: 'Perfect\'s first move' });
      times.push(Date.now() - t0);
    }
    while (s.status === 'playing') {
      assert.equal(s.turn, person);
      const open = ['1', '2', '3', '4', '5', '6', '7'].filter((c) => s.moves.filter((m) => m === c).length < 6);
      const before = s.moves.length;
      const asked = Date.now();
      s = await play(page, open[Math.floor(random() * open.length)]);
      if (s.status !== 'playing' && s.moves.length === before + 1) break;  // the person's move ended it
      s = await until(page, (x) => x.moves.length >= before + 2 || x.status !== 'playing', { what: 'Perfect\'s move' });
      times.push(Date.now() - asked);
    }
    assert.notEqual(s.winner, person, 'random moves never beat Perfect');
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
  const worst = times[times.length - 1];
  fs.writeFileSync(path.join(artifactsDir, 'perfect-move-times.json'), JSON.stringify({ p95, worst, times }, null, 2));
  console.log(`Perfect in the browser: ${times.length} moves, 95th percentile ${p95} ms, slowest ${worst} ms`);
  assert.deepEqual(problems, []);
});

// Power: an idle page stops drawing (half a second after the last input and
// a few frames, src/platform/main.cpp) and resumes on input. Idle: no frame
// for a second, however slowly a busy machine draws; then none for 2 s more.
test('an idle page stops drawing and a click wakes it', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  let idle = (await state(page)).frames;
  for (let start = Date.now(); ; idle = (await state(page)).frames) {
    await page.waitForTimeout(1000);
    if ((await state(page)).frames === idle) break;
    assert.ok(Date.now() - start < 60000, 'the page stops drawing');
  }
  await page.waitForTimeout(2000);
  assert.equal((await state(page)).frames, idle, 'no frames while idle');
  const s = await press(page, 'vs-player');
  assert.equal(s.mode, 'pvp');
  assert.ok(s.frames > idle, 'the click woke the page');
  assert.deepEqual(problems, []);
});
