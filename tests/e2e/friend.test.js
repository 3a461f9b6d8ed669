// Games with a friend by link, as two people play them: two browsers of their
// own (each its own storage), a desktop and a phone upright, passing links.
// One starts "Friend by link" by a tap, plays, taps "Send link"; the other
// opens the link, plays their side only, and sends the new link back, until
// the game ends. A tampered link (an earlier move changed) and an old link
// are refused with the reason and change nothing; two games by link at once
// stay apart, each listed with whose turn it is and opened from the list.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, screenshot } = require('./lib/browser');
const { gameView, stateOf, tapControl, tapMove, untilIn } = require('./lib/person');

const site = useSite({ browser: false });

// A person's device: its own browser and storage, at a size people use.
async function device(viewport) {
  const touch = viewport.width < 600;
  const browser = await launch({ viewport, hasTouch: touch, isMobile: touch });  // density 1: see launch()
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  return { browser, touch, tab: null, view: null, problems: [] };
}

// Opens `url` on `d` (a link opened from a message): a new load of its one
// tab, a new page with what this browser saved.
async function openOn(d, url) {
  const first = !d.tab;
  const { page, problems } = await openGame(d.browser.context, url, { keepStorage: !first, tab: d.tab });
  d.tab = page;
  d.problems.push(...problems);
  d.view = { ...(await gameView(page)), touch: d.touch };
  return stateOf(d.view);
}

// Taps "Send link" and reads the link from the clipboard, where the page put it.
async function sendLink(d) {
  const before = (await stateOf(d.view)).message;
  await tapControl(d.view, 'send-link');
  await untilIn(d.view, (s) => s.message !== before && /copied/.test(s.message), { what: 'the link copied' });
  return d.tab.evaluate(() => navigator.clipboard.readText());
}

// Taps `move` on `d` and waits until it is on the board.
async function play(d, move) {
  const before = (await stateOf(d.view)).moves.length;
  await tapMove(d.view, move);
  return untilIn(d.view, (s) => s.moves.length === before + 1, { what: `the move ${move}` });
}

test('two people play a whole game by passing links; tampered and old links are refused; two games stay apart', async () => {
  const alice = await device({ width: 1280, height: 800 });
  const bob = await device({ width: 390, height: 844 });
  try {
    // Alice starts a game by link: Connect 4, she plays first.
    let s = await openOn(alice, `${site.server.url}?game=connect4&size=7x6`);
    await tapControl(alice.view, 'vs-friend');
    s = await untilIn(alice.view, (x) => x.mode === 'friend' && x.friend, { what: 'a game by link' });
    assert.equal(s.friend.side, 1);
    const firstId = s.friend.id;

    // Seven moves, each sent by link: Alice's column 1 four times wins.
    const plan = ['1', '2', '1', '2', '1', '2', '1'];
    const links = [];
    for (let i = 0; i < plan.length; i++) {
      const mover = i % 2 === 0 ? alice : bob;
      if (i > 0) {
        s = await openOn(mover, links[i - 1]);
        assert.equal(s.mode, 'friend');
        assert.deepEqual(s.friend, { id: firstId, side: i % 2 === 0 ? 1 : 2 });
        assert.deepEqual(s.moves, plan.slice(0, i));
        assert.match(s.message, /Game opened from its link/);
      }
      s = await play(mover, plan[i]);
      if (s.status !== 'playing') break;
      assert.match(s.message, /Send your friend the link/);
      // The friend's side is not playable here.
      await tapMove(mover.view, '5');
      s = await stateOf(mover.view);
      assert.deepEqual(s.moves, plan.slice(0, i + 1));
      assert.match(s.message, /^It's your friend's move\./);
      links.push(await sendLink(mover));
      assert.ok(links[i].includes('mode=friend') && links[i].includes(`friend=${firstId}`), links[i]);
      if (i === 0) await screenshot(alice.tab, 'friend-sent-1280x800');
    }
    assert.equal(s.status, 'won');
    assert.equal(s.winner, 1);
    links.push(await sendLink(alice));
    s = await openOn(bob, links[6]);
    assert.equal(s.winner, 1);
    assert.equal(s.moves.length, 7);
    assert.deepEqual(s.friendGames.map((g) => [g.id, g.turn]), [[firstId, 'over']]);
    assert.match(s.friendGames[0].line, /^Connect 4 7x6: friend won, 7 moves$/);
    await screenshot(bob.tab, 'friend-over-390x844');

    // A link with an earlier move changed: refused on Alice's side, nothing changed.
    const tampered = links[2].replace(/moves=121/, 'moves=321');
    assert.notEqual(tampered, links[2]);
    s = await openOn(alice, tampered);
    assert.match(s.message, /^This link was refused: its move 1 differs from the game this browser saw\./);
    assert.deepEqual(s.moves, plan);
    assert.equal(s.winner, 1);
    // An old link: refused.
    s = await openOn(alice, links[1]);
    assert.match(s.message, /^This link was refused: it is older than the game this browser saw \(2 moves, against 7 here\)\./);
    assert.deepEqual(s.moves, plan);
    assert.equal(s.friendGames.length, 1);

    // A second game by link, Gomoku, while the first is listed.
    await tapControl(alice.view, 'game-gomoku');
    s = await untilIn(alice.view, (x) => x.game === 'gomoku' && x.friend && x.friend.id !== firstId, { what: 'a second game' });
    const secondId = s.friend.id;
    s = await play(alice, 'h8');
    const second = await sendLink(alice);
    s = await openOn(bob, second);
    assert.deepEqual(s.friend, { id: secondId, side: 2 });
    s = await play(bob, 'i9');
    s = await openOn(alice, await sendLink(bob));
    assert.deepEqual(s.moves, ['h8', 'i9']);
    assert.deepEqual(s.friendGames.map((g) => [g.id, g.turn]), [[secondId, 'you'], [firstId, 'over']]);
    assert.equal(s.friendGames[0].line, `Gomoku ${s.cols}x${s.rows}: your turn, 2 moves`);
    await screenshot(alice.tab, 'friend-two-games-1280x800');

    // The first game, opened from the list by a tap, is as it was.
    await tapControl(alice.view, 'friend-game-1');
    s = await untilIn(alice.view, (x) => x.friend && x.friend.id === firstId, { what: 'the first game' });
    assert.equal(s.game, 'connect4');
    assert.deepEqual(s.moves, plan);
    await tapControl(alice.view, 'friend-game-0');
    s = await untilIn(alice.view, (x) => x.friend && x.friend.id === secondId, { what: 'the second game' });
    assert.deepEqual(s.moves, ['h8', 'i9']);
    assert.deepEqual(alice.problems, []);
    assert.deepEqual(bob.problems, []);
  } finally {
    await alice.browser.close();
    await bob.browser.close();
  }
});

test('on a phone with a share sheet, Send link opens it with the link; dismissed, nothing is copied', async () => {
  const phone = await device({ width: 390, height: 844 });
  try {
    // The browser's share sheet (navigator.share, which Chromium on Linux lacks):
    // it takes the link, then the person sends it, or dismisses the sheet.
    await phone.browser.context.addInitScript(() => {
      window.__shared = [];
      navigator.share = (data) => {
        window.__shared.push(data);
        return window.__shared.length === 1 ? Promise.resolve()
          : Promise.reject(Object.assign(new Error('dismissed'), { name: 'AbortError' }));
      };
    });
    let s = await openOn(phone, `${site.server.url}?game=gomoku&size=15`);
    await tapControl(phone.view, 'vs-friend');
    s = await untilIn(phone.view, (x) => x.mode === 'friend' && x.friend, { what: 'a game by link' });
    s = await play(phone, 'h8');
    await tapControl(phone.view, 'send-link');
    s = await untilIn(phone.view, (x) => /^Link sent\./.test(x.message), { what: 'the link sent' });
    const shared = await phone.tab.evaluate(() => window.__shared);
    assert.equal(shared.length, 1);
    const url = new URL(shared[0].url);
    assert.equal(url.searchParams.get('mode'), 'friend', shared[0].url);
    assert.equal(url.searchParams.get('friend'), s.friend.id, shared[0].url);
    assert.equal(url.hash, `#${s.record}`, shared[0].url);
    assert.equal(url.origin, new URL(site.server.url).origin);
    // Dismissed: the message stays, nothing is copied or shown to copy.
    await tapControl(phone.view, 'send-link');
    await phone.tab.waitForFunction(() => window.__shared.length === 2);
    await phone.tab.waitForTimeout(300);
    s = await stateOf(phone.view);
    assert.match(s.message, /^Link sent\./);
    assert.equal(await phone.tab.evaluate(() => document.getElementById('lineup-share').classList.contains('lineup-hidden')), true);
    assert.deepEqual(phone.problems, []);
  } finally {
    await phone.browser.close();
  }
});
