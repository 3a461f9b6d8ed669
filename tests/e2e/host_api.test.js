// The host page drives its boards (lineup-embed.js: board.play, board.load),
// and the messages between the page and its boards are checked by origin.
// Boards come from the site's origin (127.0.0.1, one port), host pages from
// another (127.0.0.1, a second port) and, as a foreign site, from
// "localhost" on that second port: three origins.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite } = require('./lib/browser');
const { useHost, hostHtml, openHost, boardReady, callBoard: call } = require('./lib/host');

const site = useSite({ browser: { viewport: { width: 1000, height: 800 } } });
const host = useHost(site);

test('a host page drives two boards by play and load; bad calls are refused with the reason and change nothing', async () => {
  const body = `<script src="${site.server.url}lineup-embed.js"></script>\n` +
    '<div data-lineup data-game="connect4" data-mode="pvp" style="height: 380px"></div>\n' +
    '<div data-lineup data-game="gomoku" data-size="15" data-mode="pvp" style="height: 380px"></div>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('drive.html', hostHtml(body)));
  await page.evaluate(() => Promise.all(LineupEmbed.boards.map((b) => b.ready)));
  const moves = [];
  await page.exposeFunction('heard', (name, payload) => moves.push([name, payload]));
  await page.evaluate(() => LineupEmbed.boards.forEach((b, i) => b.on('move', (p) => window.heard(String(i), p))));

  let r = await call(page, 0, 'play', '4');
  assert.ok(r.ok, r.reason);
  assert.deepEqual(r.value.moves, ['4'], 'the promise gives the state after the move');
  r = await call(page, 1, 'play', 'h8');
  assert.ok(r.ok, r.reason);
  assert.deepEqual(r.value.moves, ['h8']);
  for (const m of ['1', '1', '1', '1', '1', '1']) assert.ok((await call(page, 0, 'play', m)).ok);
  // Refused, each with the game's reason, and nothing changed.
  const c4Before = await call(page, 0, 'state');
  for (const [move, reason] of [['1', /column 1 is full/i], ['9', /column 9 is outside the board/i], ['h8', /h8/]]) {
    r = await call(page, 0, 'play', move);
    assert.equal(r.ok, false, `${move} is refused`);
    assert.match(r.reason, reason);
    assert.deepEqual((await call(page, 0, 'state')).value.moves, c4Before.value.moves, `${move} changed nothing`);
  }
  r = await call(page, 1, 'play', 'h8');
  assert.equal(r.ok, false, 'an occupied cell is refused');
  assert.match(r.reason, /h8/);
  r = await call(page, 0, 'load', 'moves=4x');
  assert.equal(r.ok, false, 'a broken record is refused');
  assert.ok(r.reason.length > 10, r.reason);
  assert.deepEqual((await call(page, 0, 'state')).value.moves, c4Before.value.moves, 'the broken record changed nothing');
  r = await call(page, 0, 'load', '4453');
  assert.ok(r.ok, r.reason);
  assert.deepEqual(r.value.moves, ['4', '4', '5', '3'], 'a digit string loads the position');
  r = await call(page, 1, 'load', 'h8 i9 j10');
  assert.ok(r.ok, r.reason);
  assert.deepEqual(r.value.moves, ['h8', 'i9', 'j10']);
  r = await call(page, 0, 'state');
  assert.deepEqual(r.value.moves, ['4', '4', '5', '3'], 'each board keeps its own game');
  // Undo, as the button: until there is nothing to take back.
  r = await call(page, 1, 'undo');
  assert.ok(r.ok, r.reason);
  assert.deepEqual(r.value.moves, ['h8', 'i9']);
  for (let i = 0; i < 2; i++) assert.ok((await call(page, 1, 'undo')).ok);
  r = await call(page, 1, 'undo');
  assert.equal(r.ok, false, 'nothing to undo');
  assert.match(r.reason, /nothing to undo/i);
  // The board posts its events on its next frame, which a busy machine may
  // draw seconds later: the host hears them then.
  const heardFirst = () => moves.some(([board, p]) => board === '0' && p.move === '4');
  for (const start = Date.now(); !heardFirst() && Date.now() - start < 60000;) await page.waitForTimeout(100);
  assert.ok(heardFirst(), `the host heard the moves: ${JSON.stringify(moves)}`);
  assert.deepEqual(problems, []);
});

test('a board takes commands only from the page that embedded it, and posts its events to no one else', async () => {
  const siteOrigin = new URL(site.server.url).origin;
  const foreign = host.origin.replace('127.0.0.1', 'localhost');
  // A page (host origin) with three plain frames of the game, as
  // lineup-embed.js makes them: one names this page as its host, one the
  // foreign origin, one the foreign origin but allows this page's too
  // (data-allow-origin).
  const frameUrl = (claimed, allow = '') => `${site.server.url}index.html?game=connect4&mode=pvp&embed=1` +
    `&host=${encodeURIComponent(claimed)}${allow ? `&allow=${encodeURIComponent(allow)}` : ''}`;
  const body = `<iframe id="own" src="${frameUrl(host.origin)}" style="width: 320px; height: 300px"></iframe>\n` +
    `<iframe id="claimed" src="${frameUrl(foreign)}" style="width: 320px; height: 300px"></iframe>\n` +
    `<iframe id="allowed" src="${frameUrl(foreign, `https://example.org ${host.origin}`)}" style="width: 320px; height: 300px"></iframe>\n` +
    '<script>\n  window.heard = [];\n  window.addEventListener("message", (e) => window.heard.push({ origin: e.origin, data: e.data }));\n</script>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('origins.html', hostHtml(body)));
  const frames = {};
  for (const id of ['own', 'claimed', 'allowed']) {
    frames[id] = await (await page.waitForSelector(`#${id}`)).contentFrame();
    await boardReady(frames[id]);
  }
  // The frame that names this page posts it its events; the other does not
  // (its events go to the foreign origin only, which this page is not).
  await page.waitForFunction(() => window.heard.some((m) => m.data && m.data.event === 'ready'), null, { timeout: 60000 });
  const heard = await page.evaluate(() => window.heard.map((m) => m.origin));
  assert.ok(heard.every((o) => o === siteOrigin), `only the boards' origin posts here: ${heard}`);
  assert.equal(await page.evaluate(() => window.heard.filter((m) => m.data.event === 'ready').length), 1,
    'one board said ready here: the one that names this page');
  // Commands: the frame that names this page plays; the other ignores them.
  const send = (id, request, move) => page.evaluate(([i, q, m]) => document.getElementById(i).contentWindow.postMessage(
    { source: 'lineup-host', request: q, ask: 'play', move: m }, '*'), [id, request, move]);
  await send('own', 1, '4');
  await page.waitForFunction(() => window.heard.some((m) => m.data.request === 1), null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => window.heard.find((m) => m.data.request === 1).data.ok), true);
  assert.deepEqual(await frames.own.evaluate(() => window.lineup.state().moves), ['4']);
  await send('claimed', 2, '4');
  await page.waitForTimeout(1500);
  assert.deepEqual(await frames.claimed.evaluate(() => window.lineup.state().moves), [], 'a command from a page not allowed changes nothing');
  assert.equal(await page.evaluate(() => window.heard.some((m) => m.data.request === 2)), false, 'and gets no answer');
  await send('allowed', 3, '5');
  await page.waitForFunction(() => window.heard.some((m) => m.data.request === 3), null, { timeout: 60000 });
  assert.deepEqual(await frames.allowed.evaluate(() => window.lineup.state().moves), ['5'], 'an allowed origin commands');
  // The browser says so when a frame's events are not delivered to a page of
  // another origin than the one they are posted to: those lines only.
  const mismatch = /target origin provided \('[^']*'\) does not match the recipient window's origin/;
  assert.deepEqual(problems.filter((p) => !mismatch.test(p)), []);
});

test('a host page hears only its boards, not a foreign page in their place', async () => {
  const foreign = host.origin.replace('127.0.0.1', 'localhost');
  // A foreign page that poses as a board and sends a move event up.
  host.page('impostor.html', hostHtml('<script>\n  window.parent.postMessage({ source: "lineup", event: "move", payload: { move: "7" } }, "*");\n</script>\n'));
  const body = `<script src="${site.server.url}lineup-embed.js"></script>\n` +
    '<div data-lineup data-game="connect4" data-mode="pvp" style="height: 380px"></div>\n' +
    '<script>\n  window.moves = [];\n  LineupEmbed.boards[0].on("move", (p) => window.moves.push(p.move));\n</script>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('heard.html', hostHtml(body)));
  await page.evaluate(() => LineupEmbed.boards[0].ready);
  assert.ok((await call(page, 0, 'play', '5')).ok);
  await page.waitForFunction(() => window.moves.length === 1, null, { timeout: 60000 });
  assert.deepEqual(await page.evaluate(() => window.moves), ['5'], 'the board\'s own event is heard');
  // A frame beside the board, and then the board's own frame taken to the
  // foreign page: neither is heard.
  const load = (src, replace) => page.evaluate(([url, own]) => new Promise((resolve) => {
    const frame = own ? LineupEmbed.boards[0].iframe : document.body.appendChild(document.createElement('iframe'));
    frame.onload = resolve;
    frame.src = url;
  }), [src, replace]);
  await load(`${foreign}/impostor.html`, false);
  await load(`${foreign}/impostor.html`, true);
  await page.waitForTimeout(1000);
  assert.deepEqual(await page.evaluate(() => window.moves), ['5'], 'the impostor\'s events are not heard');
  assert.deepEqual(problems, []);
});
