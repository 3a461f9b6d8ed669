// What a person does, in Chromium: taps and clicks where a thing is drawn
// (its place read from window.lineup, which is for finding coordinates, not a
// way around the click), touch drags and wheel turns that scroll the panel,
// in the main page or in an embedded board's frame.
'use strict';
const { frames, drawnOrResting, POLL_MS } = require('./browser');

// A view of the game: the page that receives input, and the window that runs
// the game (the page itself, or an embedded board's frame) with the offset of
// its frame on the page.
async function gameView(page, frameSelector = null) {
  if (!frameSelector) return { page, target: page, offset: { x: 0, y: 0 }, touch: false };
  const handle = await page.$(`${frameSelector} iframe`);
  const target = await handle.contentFrame();
  const box = await handle.boundingBox();
  return { page, target, offset: { x: box.x, y: box.y }, touch: false };
}

async function stateOf(view) {
  return view.target.evaluate(() => window.lineup.state());
}

// Waits for `count` more frames of the game in `view` (or for it to go idle).
async function framesOf(view, count = 4) {
  if (view.target === view.page) return frames(view.page, count);
  const start = (await stateOf(view)).frames;
  await view.target.waitForFunction(drawnOrResting, start + count, { timeout: 3000 }).catch(() => {});
}

// A tap (touch screens) or a click at a point of the game's window.
async function tapAt(view, point) {
  const x = view.offset.x + point.x, y = view.offset.y + point.y;
  if (view.touch) await view.page.touchscreen.tap(x, y);
  else await view.page.mouse.click(x, y);
  // The game handles the tap on a frame of its own, which a busy machine may
  // draw seconds later: wait for it to be handled, then for the frames that
  // draw what it changed.
  await view.target.waitForFunction(() => window.lineup.state().pendingInput === 0, null,
    { timeout: 60000, polling: POLL_MS })
    .catch(() => { throw new Error(`the tap at ${Math.round(x)},${Math.round(y)} was not handled within 60 s`); });
  await framesOf(view, 4);
}

// A finger drag from one point to another (Chromium's touch events through
// the DevTools protocol: Playwright's touchscreen only taps), in page pixels.
async function touchDrag(page, from, to, steps = 10) {
  const cdp = await page.context().newCDPSession(page);
  const at = (p) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  for (let i = 1; i <= steps; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
    await page.waitForTimeout(20);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// Where a control is: {x, y, width, height, visible} in the game window's pixels.
async function boxOf(view, id) {
  const box = await view.target.evaluate((name) => {
    const b = window.lineup.controlBox(name);
    if (!b) return null;
    const frame = document.getElementById('canvas').getBoundingClientRect();
    return { ...b, x: b.x - frame.left, y: b.y - frame.top };
  }, id);
  return box;
}

// The box of control `id` once the game draws it: a control that a tap has
// just brought (a menu's entry) comes in the next frames, which a busy
// machine draws slowly. Throws if it is not drawn within half a minute.
async function drawnBoxOf(view, id) {
  for (const start = Date.now(); ;) {
    const box = await boxOf(view, id);
    if (box) return box;
    if (Date.now() - start > 30000) throw new Error(`control ${id} is not drawn`);
    await view.page.waitForTimeout(30);
  }
}

// The box of control `id` once it shows in the card's view, or its last box
// after `timeout` ms: a scroll the game asks for on one frame (the card
// brought back up to a new message) is drawn on the next, which a busy
// machine draws late. The caller asserts `visible`.
async function settledBoxOf(view, id, { timeout = 10000 } = {}) {
  for (const start = Date.now(); ;) {
    const box = await boxOf(view, id);
    if ((box && box.visible) || Date.now() - start > timeout) return box;
    await framesOf(view, 1);
    await view.page.waitForTimeout(30);
  }
}

// Brings control `id` into view as a person would: by dragging the panel
// (touch) or turning the wheel over it (mouse). Returns its box, or throws
// when it cannot be reached.
async function reveal(view, id, { tries = 12 } = {}) {
  let step = null;
  let last = 0;  // the last direction: a person who overshoots scrolls back by less
  for (let i = 0; i < tries; i++) {
    const box = await drawnBoxOf(view, id);
    if (box.visible) return box;
    const panel = await boxOf(view, 'panel');
    const centre = { x: view.offset.x + panel.x + panel.width / 2, y: view.offset.y + panel.y + panel.height / 2 };
    // Below the card's middle: scroll the content up to see it (above it, the
    // control is hidden over the card's top or under its sticky message).
    const below = box.y + box.height / 2 > panel.y + panel.height / 2;
    if (step === null) step = Math.min(panel.height * 0.6, 240);
    const direction = below ? 1 : -1;
    if (last && direction !== last) step = Math.max(step / 2, 20);
    last = direction;
    if (view.touch) {
      // Drag from a place in the panel that is not a control a tap would press.
      await touchDrag(view.page, centre, { x: centre.x, y: centre.y + (below ? -step : step) });
    } else {
      await view.page.mouse.move(centre.x, centre.y);
      await view.page.mouse.wheel(0, below ? step : -step);
    }
    await framesOf(view, 6);
  }
  throw new Error(`control ${id} could not be scrolled into view`);
}

// Taps control `id` where it is drawn, scrolling it into view first.
async function tapControl(view, id) {
  const box = await reveal(view, id);
  await tapAt(view, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  return stateOf(view);
}

// Where `move` is played, in the game window's pixels.
async function cellPoint(view, move) {
  return view.target.evaluate((m) => {
    const p = window.lineup.cellCenter(m);
    const frame = document.getElementById('canvas').getBoundingClientRect();
    return p && { x: p.x - frame.left, y: p.y - frame.top };
  }, move);
}

// Plays `move` by tapping where it is drawn; a second tap when the first only
// previewed it (tap-to-confirm on small cells). Returns the state.
async function tapMove(view, move) {
  const point = await cellPoint(view, move);
  if (!point) throw new Error(`no cell for ${move}`);
  const before = (await stateOf(view)).moves.length;
  await tapAt(view, point);
  let s = await stateOf(view);
  if (s.moves.length === before && s.armed) {
    await tapAt(view, point);
    s = await stateOf(view);
  }
  return s;
}

// Waits until `predicate(state)` holds in `view`.
async function untilIn(view, predicate, { timeout = 60000, what = 'condition' } = {}) {
  const start = Date.now();
  for (;;) {
    const s = await stateOf(view);
    if (predicate(s)) return s;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s).slice(0, 400)}`);
    await view.page.waitForTimeout(POLL_MS);
  }
}

module.exports = { gameView, stateOf, framesOf, tapAt, touchDrag, boxOf, settledBoxOf, reveal, tapControl, cellPoint, tapMove, untilIn };
