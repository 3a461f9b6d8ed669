// Renju as a person meets it: chosen from the rule menu by taps, the first
// player's forbidden points marked on the board (a red cross, read back from
// state().forbidden and the accessible cell labels) and refused with the
// reason when tapped, nothing changed; the second player may take them.
// A phone upright and a desktop.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, screenshot } = require('./lib/browser');
const { gameView, stateOf, framesOf, boxOf, tapControl, tapMove, untilIn } = require('./lib/person');
const { decodePng } = require('./lib/png');

const site = useSite({ browser: false });

// Black (the first player) has h6 h7 and f8 g8: h8 would make two open threes.
const moves = ['h6', 'a1', 'h7', 'a3', 'f8', 'a5', 'g8', 'a7'];

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`Renju: the rule chosen by taps, a forbidden point marked and refused (${size})`, async () => {
    const touch = viewport.width < 600;
    const browser = await launch({ viewport, hasTouch: touch, isMobile: touch });  // density 1: see launch()
    try {
      const { page, problems } = await openGame(browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvp`);
      const view = { ...(await gameView(page)), touch };
      let s = await tapControl(view, 'rule');
      s = await tapControl(view, 'rule-renju');
      s = await untilIn(view, (x) => x.rule === 'renju', { what: 'the Renju rule' });
      assert.match(s.message, /^Rule: Renju\. Black needs exactly five and may not make a double three/);
      // The card was scrolled down to the rule's menu on a phone: the message
      // stays in sight, at the top of the card's view.
      assert.ok((await boxOf(view, 'message')).visible, 'the message shows with the card scrolled to the rule');

      for (const move of moves) {
        const before = (await stateOf(view)).moves.length;
        await tapMove(view, move);
        await untilIn(view, (x) => x.moves.length === before + 1, { what: `move ${move}` });
      }
      s = await stateOf(view);
      assert.deepEqual(s.forbidden, ['h8']);
      const label = s.cellLabels[15 - 8][7];
      assert.match(label, /^h8: empty, forbidden to Black \(double three\)$/);

      // The cross is drawn: red pixels at h8's centre, none at an allowed point (j8).
      // (The cross comes with the frame after the last move, which a busy
      // machine may draw late: the screen is read again until it shows, for
      // up to a minute.)
      let image = null;
      const dpr = await page.evaluate(() => window.devicePixelRatio);
      const redAt = async (move) => {
        const p = await page.evaluate((m) => window.lineup.cellCenter(m), move);
        let red = 0;
        for (let dy = -3; dy <= 3; dy++) {
          for (let dx = -3; dx <= 3; dx++) {
            const [r, g, b] = image.pixel(Math.round((p.x + dx) * dpr), Math.round((p.y + dy) * dpr));
            if (r > 170 && g < 90 && b < 90) red++;
          }
        }
        return red;
      };
      for (const start = Date.now(); ;) {
        image = decodePng((await screenshot(page, `renju-forbidden-${size}`)).png);
        if (await redAt('h8') >= 5 || Date.now() - start > 60000) break;
        await framesOf(view, 2);
      }
      assert.ok(await redAt('h8') >= 5, 'a red cross on h8');
      assert.equal(await redAt('j8'), 0, 'no cross on j8');

      // Tapped: refused with the reason, nothing changed.
      const ply = s.moves.length;
      await tapMove(view, 'h8');
      s = await untilIn(view, (x) => /forbidden/.test(x.message), { what: 'the refusal' });
      assert.equal(s.message, 'h8 is forbidden: under Renju Black may not make two threes at once.');
      assert.equal(s.moves.length, ply);
      assert.deepEqual(s.forbidden, ['h8']);
      if (touch) await tapMove(view, 'h8');  // a second tap (tap-to-confirm) is refused too
      s = await stateOf(view);
      assert.equal(s.moves.length, ply);

      // Black plays elsewhere; White may take h8, and the marks are gone on White's turn.
      await tapMove(view, 'o15');
      s = await untilIn(view, (x) => x.moves.length === ply + 1, { what: 'Black elsewhere' });
      assert.deepEqual(s.forbidden, []);
      await tapMove(view, 'h8');
      s = await untilIn(view, (x) => x.moves.length === ply + 2, { what: 'White on h8' });
      assert.equal(s.moves[s.moves.length - 1], 'h8');
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
}
