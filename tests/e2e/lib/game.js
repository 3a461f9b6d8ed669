// Helpers for tests that play whole games through the page API.
'use strict';
const { state, clickControl, clickMove, frames, POLL_MS } = require('./browser');

/// Waits until `predicate(state)` holds (polling the page), returns the state.
async function until(page, predicate, { timeout = 60000, what = 'condition' } = {}) {
  const start = Date.now();
  for (;;) {
    const s = await state(page);
    if (predicate(s)) return s;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}; state: ${JSON.stringify(s)}`);
    await page.waitForTimeout(POLL_MS);
  }
}

// Frames to wait after a click: the game handles it within two and draws at
// least four after any input (a changed layout settles over a frame or two),
// so the controls' places read afterwards are where the next click lands.
const SETTLE_FRAMES = 4;

/// Lets the game handle the input so far: a few frames, and every queued
/// event handled (a press and its release are handled in turn, a frame each,
/// and a large canvas on a busy machine may draw few frames a second).
async function handled(page) {
  await frames(page, SETTLE_FRAMES);
  await until(page, (x) => x.pendingInput === 0, { timeout: 30000, what: 'the click to be handled' });
  await frames(page, 1);
  return state(page);
}

/// Clicks a control and lets the game handle the click.
async function press(page, name) {
  await clickControl(page, name);
  return handled(page);
}

/// Clicks a move and lets the game handle it.
async function play(page, move) {
  await clickMove(page, move);
  return handled(page);
}

/// Chooses an entry of a combo box: opens `combo`, clicks `item`. (A new popup
/// measures itself in its first frame, so the item's place settles a frame late.)
async function choose(page, combo, item) {
  await press(page, combo);
  await frames(page, 3);
  const s = await press(page, item);
  const name = item.replace(/^[a-z]+-/, '');
  const chosen = combo === 'size' ? `${s.cols}x${s.rows}` === name : JSON.stringify(s).includes(`"${name}"`);
  if (!chosen) throw new Error(`could not choose ${item}`);
  return s;
}

/// Starts recording frame timings: how long each frame kept the page's UI
/// thread busy (window.lineup.timings), and, for information, the gaps between
/// animation frames, which also count the browser's own (software) rendering.
async function recordFrames(page) {
  await page.evaluate(() => {
    window.lineup.resetFrameTimings();
    const gaps = { longestGap: 0 };
    let last = performance.now();
    function tick(now) {
      gaps.longestGap = Math.max(gaps.longestGap, now - last);
      last = now;
      requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
    window.__lineupGaps = gaps;
  });
}

async function frameStats(page) {
  return page.evaluate(() => ({ ...window.lineup.timings, ...window.__lineupGaps }));
}

/// Gomoku notation of a 0-based cell: column letter, row number from 1.
function gomokuMove(col, row) {
  return String.fromCharCode(97 + col) + String(row + 1);
}

/// Waits until the game has handled every click and key press (ImGui hands
/// on one a frame) and no search runs, then a few frames more. A
/// computer-vs-computer game is stopped (Restart) once the input is handled.
/// Returns the state.
async function settle(page, { timeout = 120000 } = {}) {
  let s = await until(page, (x) => x.pendingInput === 0, { timeout, what: 'the queued input to be handled' });
  if (s.mode === 'cvc') {
    await page.keyboard.press('Escape');
    s = await press(page, 'restart');
  }
  s = await until(page, (x) => x.pendingInput === 0 && !x.thinking, { timeout, what: 'the search to end' });
  await frames(page, 4);
  return state(page);
}

/// Connect 4 against the computer, played by clicks to the end: the person
/// clicks the next column that has room (in the order given), waits for the
/// computer's reply, and so on. Returns the final state.
async function playConnect4ToEnd(page, order = [4, 3, 5, 2, 6, 1, 7]) {
  let s = await state(page);
  const person = s.computerFirst ? 2 : 1;
  for (let turn = 0; s.status === 'playing'; turn++) {
    if (turn > 60) throw new Error(`the game did not end: ${JSON.stringify(s.moves)}`);
    s = await until(page, (x) => x.status !== 'playing' || (!x.thinking && x.turn === person), { what: 'the person\'s turn' });
    if (s.status !== 'playing') break;
    const height = (col) => s.moves.filter((m) => m === String(col)).length +
      s.rocks.filter((cell) => cell.charCodeAt(0) - 96 === col).length;
    const column = order.find((col) => col <= s.cols && height(col) < s.rows);
    const before = s.moves.length;
    s = await play(page, String(column));
    if (s.moves.length === before) {
      s = await until(page, (x) => x.moves.length > before || x.status !== 'playing', { what: `the click on column ${column}` });
    }
  }
  return s;
}

module.exports = { until, press, play, choose, recordFrames, frameStats, gomokuMove, playConnect4ToEnd, settle };
