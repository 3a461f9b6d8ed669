// A newcomer's first minute, tried as a person would: a fresh
// browser at the sizes people use (phones upright and sideways with touch,
// tablets, desktops, narrow and wide embeds), no options, real taps and
// clicks where things are drawn. A game against the computer is on at once;
// three moves are played by taps; every control of the panel can be brought
// into view (by dragging the panel or turning the wheel), is at least 44 px
// tall and shows its label whole; the mode can be changed by a tap. A
// screenshot of each size is kept in the artifacts folder.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, ready, screenshot } = require('./lib/browser');
const { gameView, stateOf, reveal, tapControl, tapMove, untilIn } = require('./lib/person');

const site = useSite({ browser: false });

// The smallest phone in use and the two most common, upright and sideways.
const PHONES = [[320, 568], [375, 667], [390, 844]];
const SCREENS = [
  ...PHONES.map(([w, h]) => ({ name: `phone-${w}x${h}`, width: w, height: h, touch: true })),
  ...PHONES.map(([w, h]) => ({ name: `phone-${h}x${w}`, width: h, height: w, touch: true })),
  { name: 'tablet-768x1024', width: 768, height: 1024, touch: true },
  { name: 'desktop-1280x800', width: 1280, height: 800, touch: false },
  { name: 'desktop-1920x1080', width: 1920, height: 1080, touch: false },
];
const EMBEDS = [
  { name: 'embed-300x400', width: 300, height: 400, touch: true, page: { width: 390, height: 844 } },
  { name: 'embed-600x500', width: 600, height: 500, touch: false, page: { width: 1024, height: 768 } },
];

// Every control of the panel a person may need.
const CONTROLS = ['language', 'settings', 'help', 'undo', 'redo', 'hint', 'new-game', 'share', 'restart',
  'vs-player', 'vs-computer', 'cvc', 'level', 'computer-first', 'game-connect4', 'game-gomoku', 'size',
  'theme-basic', 'theme-rock', 'theme-bubble'];

// Connect 4 against the computer: three moves by taps, each answered.
async function threeMovesByTaps(view) {
  let s = await stateOf(view);
  for (const column of ['4', '3', '5']) {
    const before = s.moves.length;
    s = await tapMove(view, column);
    assert.equal(s.moves[before], column, `the tap on column ${column} played it: ${JSON.stringify(s.moves)}`);
    s = await untilIn(view, (x) => x.moves.length === before + 2 && !x.thinking, { what: 'the computer\'s reply' });
  }
  return s;
}

// Each control can be brought into view and is a finger's size; no label cut.
async function everyControlReachable(view, screen) {
  for (const id of CONTROLS) {
    const box = await reveal(view, id);
    assert.ok(box.height >= 44, `${screen.name}: ${id} is ${box.height} px tall`);
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= screen.width + 0.5 &&
      box.y + box.height <= screen.height + 0.5, `${screen.name}: ${id} inside the screen: ${JSON.stringify(box)}`);
  }
  const s = await stateOf(view);
  assert.deepEqual(s.clippedControls, [], `${screen.name}: labels cut`);
}

async function firstMinute(view, screen) {
  let s = await stateOf(view);
  assert.equal(s.status, 'playing', `${screen.name}: a game is on at once`);
  assert.equal(s.mode, 'pvc');
  assert.equal(s.computerFirst, false);
  assert.match(s.message, /^You're Red \u2014 your move\.$/);
  s = await threeMovesByTaps(view);
  assert.equal(s.moves.length, 6);
  await everyControlReachable(view, screen);
  // The mode changes by a tap: a new game against a friend, then the computer again.
  s = await tapControl(view, 'vs-player');
  assert.equal(s.mode, 'pvp', `${screen.name}: vs player`);
  assert.deepEqual(s.moves, []);
  s = await tapControl(view, 'vs-computer');
  assert.equal(s.mode, 'pvc', `${screen.name}: vs computer`);
}

for (const screen of SCREENS) {
  test(`first minute on ${screen.name}`, async () => {
    const browser = await launch({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch,
      isMobile: screen.touch && Math.min(screen.width, screen.height) < 600 });
    try {
      const { page, problems } = await openGame(browser.context, site.server.url);
      const view = { ...(await gameView(page)), touch: screen.touch };
      await screenshot(page, `first-minute-${screen.name}`);
      await firstMinute(view, screen);
      await screenshot(page, `first-minute-${screen.name}-after`);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}

for (const embed of EMBEDS) {
  test(`first minute in an ${embed.name}`, async () => {
    const browser = await launch({ viewport: embed.page, hasTouch: embed.touch, isMobile: embed.touch });
    let host = null;
    try {
      const page = await browser.context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
      // The host page comes from another origin (another server), as an embedding page does.
      host = await site.serve({ basePath: '/nothing-of-the-site/', extraFiles: { '/host.html':
        `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:8px">
        <div id="board" data-lineup style="width:${embed.width}px;height:${embed.height}px"></div>
        <script src="${site.server.url}lineup-embed.js"></script></body></html>`, '/favicon.ico': ' ' } });
      await page.goto(new URL('/host.html', host.url).href);
      const frame = await (await page.waitForSelector('#board iframe')).contentFrame();
      await ready(frame);
      const view = { ...(await gameView(page, '#board')), touch: embed.touch };
      await screenshot(page, `first-minute-${embed.name}`);
      await firstMinute(view, { name: embed.name, width: embed.width, height: embed.height });
      await screenshot(page, `first-minute-${embed.name}-after`);
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      if (host) await host.close();
    }
  });
}
