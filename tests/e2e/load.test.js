// Load: a storm of rapid random clicks, taps on the board and key presses
// while the computer thinks. Afterwards there is no error, the board, the
// record, the address, the saved game and the screen reader's grid all agree
// on the same moves, and the game still plays. LINEUP_STORM_EVENTS sets the
// number of events (the suite: 150; docs/hardening.md gives a long run) and
// LINEUP_STORM_SEED the random sequence.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, frames } = require('./lib/browser');
const { press, play, until, settle } = require('./lib/game');
const { mulberry32 } = require('../web/shapes');

const EVENTS = Number(process.env.LINEUP_STORM_EVENTS || 150);
const SEED = Number(process.env.LINEUP_STORM_SEED || 1);

// A small desktop window: frames cheap enough in software rendering to work
// off a thousand queued inputs in good time.
const site = useSite({ browser: { viewport: { width: 800, height: 600 } } });

// Keys a player presses, the game's own keys most often; the ones that leave
// the game (restart, another game or mode) now and then.
const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', ' ', '1', '2', '3', '4', '5', '6', '7',
  '8', '9', 'u', 'y', 'h', 'n', 'Escape', 'F1', 'Tab'];
const RARE_KEYS = ['r', 'g', 'p', 'c', 'k', 't'];

// Where the record puts each stone: cell name -> index in the move list. The
// screen reader's grid names a Gomoku cell as the moves do ("h8"), a Connect 4
// cell by its column and row ("column 4, row 2", in Chinese "第 4 列第 2 行").
function cellsOfMoves(s) {
  const cells = new Map();
  if (s.game === 'gomoku') {
    s.moves.forEach((m, i) => cells.set(m, i));
    return cells;
  }
  const height = new Map();
  for (const rock of s.rocks) {
    const column = rock.charCodeAt(0) - 96;
    height.set(column, (height.get(column) || 0) + 1);
  }
  s.moves.forEach((m, i) => {
    const column = Number(m);
    const row = (height.get(column) || 0) + 1;
    height.set(column, row);
    cells.set(`column ${column}, row ${row}`, i);
  });
  return cells;
}

// Everything the page shows of the game agrees with its record.
async function assertConsistent(page) {
  const s = await state(page);
  const shown = await page.evaluate(() => ({
    hash: location.hash,
    saved: JSON.parse(window.localStorage.getItem('lineup') || 'null'),
    grid: [...document.querySelectorAll('#lineup-grid [role=row]')].map((row) =>
      [...row.querySelectorAll('[role=gridcell]')].map((cell) => cell.getAttribute('aria-label'))),
  }));
  const context = JSON.stringify({ moves: s.moves, record: s.record, mode: s.mode });
  if (s.mode === 'menu') return s;
  // The record's moves are the state's moves.
  const recorded = /(?:^|&)moves=([^&]*)/.exec(s.record)[1];
  assert.equal(recorded, s.moves.join(s.game === 'connect4' && s.cols > 9 ? '.' : ''), context);
  assert.equal(shown.hash, `#${s.record}`, `the address holds the game: ${context}`);
  if (!s.replay && s.status === 'playing' && s.moves.length > 0) {
    assert.deepEqual(shown.saved.game, { record: s.record, mode: s.mode }, `the saved game: ${context}`);
  }
  // The board holds exactly the moves' stones, alternating colours.
  const cells = cellsOfMoves(s);
  const colours = [new Set(), new Set()];
  let stones = 0;
  for (const row of s.cellLabels) {
    for (const label of row) {
      const [name, rest] = label.split(/: |：/);
      // (In Chinese a Connect 4 cell reads "第 4 列第 2 行": the same column and row.)
      const cell = name.replace(/^第 (\d+) 列第 (\d+) 行$/, 'column $1, row $2');
      const what = rest.split(/, |，/)[0];
      if (what === 'empty' || what === '空' || what === 'rock' || what === '岩石') {
        assert.ok(!cells.has(cell), `${cell} is ${what} but the record plays there: ${context}`);
        continue;
      }
      stones += 1;
      assert.ok(cells.has(cell), `${cell} holds ${what} but the record has no move there: ${context}`);
      colours[cells.get(cell) % 2].add(what);
    }
  }
  assert.equal(stones, s.moves.length, context);
  for (const side of colours) assert.ok(side.size <= 1, `one colour per side: ${[...side]}`);
  if (colours[0].size && colours[1].size) assert.notDeepEqual([...colours[0]], [...colours[1]]);
  // The screen reader's grid mirrors the board.
  assert.deepEqual(shown.grid, s.cellLabels, `the accessible grid: ${context}`);
  return s;
}

test(`${EVENTS} rapid random clicks and key presses while the computer thinks`, async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=13&mode=pvc&level=hard`);
  const random = mulberry32(SEED);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const box = await page.evaluate(() => {
    const r = document.getElementById('canvas').getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height };
  });
  let thinkingEvents = 0;
  let s = await state(page);
  for (let i = 0; i < EVENTS; i++) {
    const r = random();
    if (r < 0.55) {
      // A click on the board, where a stone or disc would go.
      const cols = s.cols;
      const move = s.game === 'gomoku'
        ? String.fromCharCode(97 + Math.floor(random() * cols)) + String(1 + Math.floor(random() * s.rows))
        : String(1 + Math.floor(random() * cols));
      const point = await page.evaluate((m) => window.lineup.cellCenter(m), move);
      if (point) await page.mouse.click(point.x, point.y);
    } else if (r < 0.65) {
      await page.mouse.click(box.x + random() * box.w, box.y + random() * box.h);  // anywhere, controls too
    } else if (r < 0.97) {
      await page.keyboard.press(pick(KEYS));
    } else {
      await page.keyboard.press(pick(RARE_KEYS));
    }
    // Counted after every event: sampling every eighth left the count to
    // chance (16 of a needed 20 on one CI run).
    const now = await page.evaluate(() => {
      const q = window.lineup.state();
      return { thinking: q.thinking, pending: q.pendingInput };
    });
    if (now.thinking) thinkingEvents += 1;
    // The game handles one input event a frame (a click is three): a storm
    // faster than the frames piles up hundreds, and the storm would play on
    // a state long gone (its return to the computer landing after the end).
    // It keeps a queue, at most about thirty deep.
    if (now.pending > 30) await until(page, (x) => x.pendingInput <= 10, { what: 'the queue to shorten' });
    if (i % 8 === 0) {
      s = await state(page);
      // Back to a game against the computer when the storm has left it (for
      // two players or the menu: a rare key does it early in the sequence).
      if ((s.mode === 'menu' || s.mode === 'pvp') && random() < 0.5) await page.keyboard.press('c');
      // And out of the help, where clicks on the board do not play.
      if (s.help && random() < 0.5) await page.keyboard.press('Escape');
      if (random() < 0.3) await page.waitForTimeout(Math.floor(random() * 40));
    }
  }
  console.log(`storm: ${EVENTS} events, ${thinkingEvents} of them while the computer thought`);
  assert.ok(thinkingEvents >= EVENTS / 20, `the computer was thinking during the storm (${thinkingEvents})`);
  // Let the dust settle: every queued click and key handled, no search running
  // (a computer-vs-computer game plays itself to the end first).
  // (ImGui hands on one click or key change a frame: a thousand events queue up.)
  s = await settle(page, { timeout: Math.max(120000, EVENTS * 200) });
  assert.deepEqual(problems, []);
  s = await assertConsistent(page);

  // The game still plays: a new game against the computer, a move, a reply.
  // (Escape first: the storm may have left help, the settings or a list open.)
  await page.keyboard.press('Escape');
  await frames(page, 4);
  if (s.mode !== 'menu') {
    // A review or a recorded game the storm opened (a click on Review) shows
    // Back and Forward instead of Restart: its key leaves it.
    if (s.replay) {
      await page.keyboard.press('r');
      s = await until(page, (x) => x.mode === 'menu', { what: 'the menu after R' });
    } else {
      s = await press(page, 'restart');
    }
  }
  assert.equal(s.mode, 'menu', JSON.stringify({ ...s, cellLabels: 0 }));
  s = await press(page, 'vs-computer');
  assert.equal(s.mode, 'pvc');
  const person = s.computerFirst ? 2 : 1;
  s = await until(page, (x) => !x.thinking && x.turn === person, { what: 'the person\'s turn' });
  const before = s.moves.length;
  const move = s.game === 'gomoku' ? ['g7', 'h8', 'f6', 'e5'].find((m) => !s.moves.includes(m) && !s.rocks.includes(m)) : '4';
  s = await play(page, move);
  assert.equal(s.moves[before], move, JSON.stringify({ ...s, cellLabels: 0 }));
  s = await until(page, (x) => x.moves.length === before + 2 && !x.thinking, { what: 'the reply' });
  await assertConsistent(page);
  assert.deepEqual(problems, []);
});

// A burst of clicks that change nothing (an occupied cell), then one that
// plays: the game works off the burst (ImGui hands on one click a frame) and
// plays the last click without waiting for more input. (Before, the page went
// idle half a second after the last input with clicks still queued, and the
// last move stayed unplayed until the mouse moved again.)
// (60 clicks are 120 input events, many seconds of frames in software
// rendering: far past the half second after which the page used to go idle.)
test('a burst of 60 clicks is worked off to the last one: no move is lost', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=19&mode=pvp`);
  const [a1, k10] = await page.evaluate(() => [window.lineup.cellCenter('a1'), window.lineup.cellCenter('k10')]);
  await page.mouse.click(a1.x, a1.y);
  await until(page, (x) => x.moves.length === 1, { what: 'the first move' });
  for (let i = 0; i < 60; i++) await page.mouse.click(a1.x, a1.y);
  await page.mouse.click(k10.x, k10.y);
  const s = await until(page, (x) => x.moves.length === 2, { timeout: 90000, what: 'the last click\'s move' });
  assert.deepEqual(s.moves, ['a1', 'k10']);
  assert.deepEqual(problems, []);
});
