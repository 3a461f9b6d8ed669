// What a phone shows fits: a long message (a friend's link refused, on the
// tallest board, which leaves the smallest card) shows whole in its box, in
// English and Chinese, at the sizes people use; every size leaves no label
// or message cut on Gomoku's largest board; and two fingers zoom the page
// (the viewport allows it, the canvas lets a pinch through).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, screenshot } = require('./lib/browser');
const { gameView, stateOf, tapMove, boxOf, untilIn } = require('./lib/person');

const site = useSite({ browser: false });

function phone(width, height) {
  return launch({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
}

// The message shows whole: not reported cut, and all of its box in the card's view.
async function assertWhole(view, what) {
  const s = await stateOf(view);
  assert.ok(!s.clippedControls.includes('message'), `${what}: the message is cut: ${s.message}`);
  const box = await boxOf(view, 'message');
  assert.ok(box && box.visible, `${what}: the message's box is out of view: ${JSON.stringify(box)}`);
  return { s, box };
}

for (const [width, height] of [[320, 568], [390, 844]]) {
  for (const lang of ['en', 'zh']) {
    test(`a refused link's long message shows whole at ${width}x${height} (${lang})`, async () => {
      const browser = await phone(width, height);
      try {
        // A game by link on Connect 4's tallest board, 4 moves in: this side
        // plays the fifth, then the friend's older link (2 moves) comes.
        const link = (moves) => `${site.server.url}?mode=friend&friend=fitlong${lang}&lang=${lang}` +
          `#v=1&game=connect4&size=4x10&moves=${moves}`;
        let opened = await openGame(browser.context, link('1212'));
        let view = { ...(await gameView(opened.page)), touch: true };
        await untilIn(view, (s) => s.friend && s.moves.length === 4, { what: 'the game by link' });
        await tapMove(view, '3');
        await untilIn(view, (s) => s.moves.length === 5, { what: 'this side\'s move' });
        // (A new load of the same tab: a new page, with what this side saved.)
        opened = await openGame(browser.context, link('12'), { keepStorage: true, tab: opened.page });
        view = { ...(await gameView(opened.page)), touch: true };
        const s = await untilIn(view, (x) => /refused|拒绝/.test(x.message), { what: 'the link refused' });
        assert.equal(s.moves.length, 5, 'the game seen here is shown');
        assert.ok(s.message.length > (lang === 'en' ? 150 : 60), `a long message: ${s.message}`);
        const { box } = await assertWhole(view, `${width}x${height} ${lang}`);
        // The English one grows the box past the two lines a phone's card
        // keeps (2 x 25 + 10 px); the Chinese one, broken between its
        // characters, may fit the box as it is.
        if (lang === 'en') assert.ok(box.height > 60 + 2 * 17, `the box grew to the message: ${JSON.stringify(box)}`);
        await screenshot(opened.page, `fit-refused-link-${width}x${height}-${lang}`);
        assert.deepEqual(opened.problems, []);
      } finally {
        await browser.close();
      }
    });
  }
}

test('at every size people use, Gomoku 20x20 cuts no label and no message', async () => {
  const sizes = [[320, 568, true], [375, 667, true], [390, 844, true], [667, 375, true], [768, 1024, true],
    [1280, 800, false], [300, 400, true]];
  // The touch sizes share one phone (a context of their own, as before, and
  // one tab): its viewport is set to each size before the page loads anew.
  const touchPhone = await phone(sizes[0][0], sizes[0][1]);
  let tab = null;
  try {
    for (const [width, height, touch] of sizes) {
      const browser = touch ? touchPhone : await launch({ viewport: { width, height } });
      try {
        if (touch && tab) await tab.setViewportSize({ width, height });
        const { page, problems } = await openGame(browser.context, `${site.server.url}?game=gomoku&size=20&mode=pvp`,
          { tab: touch ? tab : null });
        if (touch) tab = page;
        assert.deepEqual(await page.evaluate(() => [window.innerWidth, window.innerHeight]), [width, height]);
        const view = { ...(await gameView(page)), touch };
        const s = await stateOf(view);
        assert.equal(s.game, 'gomoku');
        await assertWhole(view, `${width}x${height}`);
        assert.deepEqual(s.clippedControls, [], `${width}x${height}`);
        await screenshot(page, `fit-gomoku20-${width}x${height}`);
        assert.deepEqual(problems, []);
      } finally {
        if (!touch) await browser.close();
      }
    }
  } finally {
    await touchPhone.close();
  }
});

test('two fingers zoom the page on a phone; one finger still plays', async () => {
  const browser = await phone(390, 844);
  try {
    const { page, problems } = await openGame(browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvp`);
    const view = { ...(await gameView(page)), touch: true };
    const meta = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
    assert.doesNotMatch(meta, /user-scalable\s*=\s*no|maximum-scale\s*=\s*1\b/, meta);
    // One finger: a move (tapMove taps twice where a first tap only previews).
    const before = (await stateOf(view)).moves.length;
    await tapMove(view, 'h8');
    await untilIn(view, (s) => s.moves.length === before + 1, { what: 'a move by one finger' });
    // Two fingers spread apart over the board (Chromium's touch events
    // through the DevTools protocol): the page zooms in.
    const centre = await page.evaluate(() => window.lineup.cellCenter('h8'));
    const cdp = await browser.context.newCDPSession(page);
    const fingers = (d) => [{ x: centre.x - d, y: centre.y, id: 1 }, { x: centre.x + d, y: centre.y, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 25; d <= 150; d += 5) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.visualViewport.scale > 1.5, null, { timeout: 10000 });
    await cdp.detach();
    assert.equal((await stateOf(view)).moves.length, before + 1, 'the pinch played nothing');
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
});
