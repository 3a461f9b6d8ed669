// The screens people play on (phones upright and sideways, a tablet, a
// desktop) and a narrow embed, each opened as a person's device: its own
// browser profile at that size, touch where the device has it, density 1 (the
// words and where the buttons lie are in CSS pixels; see launch()).
'use strict';
const assert = require('node:assert/strict');
const { launch, openGame, ready } = require('./browser');
const { gameView, stateOf, boxOf, tapMove } = require('./person');
const { holdReplies } = require('./held_replies');

const SCREENS = [
  { name: '375x667', width: 375, height: 667, touch: true },
  { name: '390x844', width: 390, height: 844, touch: true },
  { name: '667x375', width: 667, height: 375, touch: true },
  { name: '768x1024', width: 768, height: 1024, touch: true },
  { name: '1280x800', width: 1280, height: 800, touch: false },
];

// The game at `url` on `screen`. With `hold`, the computer's replies are held
// until the test lets them through (lib/held_replies.js): its thinking shows
// on a machine of any speed. Returns the browser, the page, its problems and
// notes, and the view a person taps in.
async function device(screen, url, { hold = false } = {}) {
  const browser = await launch({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch,
    isMobile: screen.touch });
  const opened = await openGame(browser.context, url, { beforeLoad: hold ? holdReplies : null });
  return { browser, ...opened, view: { ...(await gameView(opened.page)), touch: screen.touch } };
}

// Another page of the same device at `url` (a link opened in a new tab).
async function anotherPage(browser, url, touch) {
  const opened = await openGame(browser.context, url);
  return { ...opened, view: { ...(await gameView(opened.page)), touch } };
}

// A 300x400 board on a host page of another folder, on a phone upright, the
// computer's replies held (in the board's frame too); `attrs` are the board's
// data attributes. close() ends both the browser and the host's server.
async function embedded(site, attrs) {
  const browser = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await browser.context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  const host = await site.serve({ basePath: '/nothing-of-the-site/', extraFiles: { '/host.html':
    `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:8px">
    <div id="board" data-lineup ${attrs} style="width:300px;height:400px"></div>
    <script src="${site.server.url}lineup-embed.js"></script></body></html>`, '/favicon.ico': ' ' } });
  await holdReplies(page);
  await page.goto(new URL('/host.html', host.url).href);
  const frame = await (await page.waitForSelector('#board iframe')).contentFrame();
  await ready(frame);
  const view = { ...(await gameView(page, '#board')), touch: true };
  const close = async () => { await browser.close(); await host.close(); };
  return { page, frame, view, problems, close };
}

// Plays `moves` by taps, each taken.
async function tapMoves(view, moves) {
  let s = await stateOf(view);
  for (const move of moves) {
    const before = s.moves.length;
    s = await tapMove(view, move);
    assert.equal(s.moves[before], move, `the tap played ${move}: ${JSON.stringify(s.moves)}`);
  }
  return s;
}

// Play again, Review and Copy link are drawn under the message after a game
// over, a finger's size; with `mustShow` (phones), without scrolling.
async function nextStepsAtHand(view, where, mustShow) {
  for (const id of ['play-again', 'review', 'share']) {
    const box = await boxOf(view, id);
    assert.ok(box, `${where}: ${id} is drawn after the game`);
    if (mustShow) assert.ok(box.visible, `${where}: ${id} shows without scrolling: ${JSON.stringify(box)}`);
    assert.ok(box.height >= 44, `${where}: ${id} is a finger's size`);
  }
}

module.exports = { SCREENS, device, anotherPage, embedded, tapMoves, nextStepsAtHand };
