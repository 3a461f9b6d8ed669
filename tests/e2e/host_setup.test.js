// The host page sets its boards up (lineup-embed.js: board.newGame,
// board.set, the 'change' and 'size' events), a board without a height of
// its own follows its natural height, and the puzzle example
// (web/examples/puzzle.html) is played by clicks: a wrong answer starts it
// again, the right one is confirmed and the game is won.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, screenshot } = require('./lib/browser');
const { useHost, hostHtml, openHost, boardFrame, boardReady, boardDrawn, clickBoard, callBoard: call } = require('./lib/host');

const site = useSite({ browser: { viewport: { width: 1000, height: 800 } } });
const host = useHost(site);

test('a host page starts new games and changes settings; bad options are refused with the reason and change nothing', async () => {
  const body = `<script src="${site.server.url}lineup-embed.js"></script>\n` +
    '<div data-lineup data-game="connect4" data-mode="pvp" style="height: 380px"></div>\n' +
    '<div data-lineup data-game="connect4" data-mode="pvp" style="height: 380px"></div>\n' +
    '<script>\n  window.changes = [0, 0];\n' +
    '  LineupEmbed.boards.forEach((b, i) => b.on("change", () => { window.changes[i] += 1; }));\n</script>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('setup.html', hostHtml(body)));
  await page.evaluate(() => Promise.all(LineupEmbed.boards.map((b) => b.ready)));

  let r = await call(page, 0, 'newGame', { game: 'gomoku', size: 19, rule: 'exact' });
  assert.ok(r.ok, r.reason);
  assert.deepEqual([r.value.game, r.value.cols, r.value.rule, r.value.moves], ['gomoku', 19, 'exact', []]);
  assert.ok((await call(page, 0, 'play', 'j10')).ok);
  // What is not given stays: the size, the rule and the mode.
  r = await call(page, 0, 'newGame', {});
  assert.deepEqual([r.value.game, r.value.cols, r.value.rule, r.value.mode, r.value.moves], ['gomoku', 19, 'exact', 'pvp', []]);
  assert.ok((await call(page, 0, 'play', 'j10')).ok);
  // Settings apply to the game on.
  r = await call(page, 0, 'set', { numbers: true, lang: 'zh', analysis: true });
  assert.ok(r.ok, r.reason);
  assert.deepEqual([r.value.numbers, r.value.language, r.value.analysis, r.value.moves], [true, 'zh', true, ['j10']]);
  r = await call(page, 0, 'set', { lang: 'en', analysis: false });
  assert.ok(r.ok, r.reason);

  // Refused with the reason, on both boards, and nothing changed.
  const before = [(await call(page, 0, 'state')).value, (await call(page, 1, 'state')).value];
  const refusals = [
    ['newGame', { size: 99 }, /no such board/i],
    ['newGame', { game: 'connect4', level: 'master' }, /'master' is not a level of connect4/],
    ['newGame', { record: 'h8 h8' }, /record cannot be read/],
    ['newGame', { record: '4453', game: 'gomoku' }, /connect4 game, not gomoku/],
    ['newGame', { colour: 'red' }, /unknown option 'colour'/],
    ['newGame', { host: 'https://example.org' }, /not for the host page to set/],
    ['newGame', 'gomoku', /options are an object/],
    ['set', { theme: 'marble' }, /'marble' is not a valid value of theme/],
    ['set', { record: '4' }, /takes no record/],
    ['set', { sound: { on: true } }, /needs a string, number or boolean/],
  ];
  for (const [method, options, reason] of refusals) {
    for (const index of [0, 1]) {
      r = await call(page, index, method, options);
      assert.equal(r.ok, false, `${method}(${JSON.stringify(options)}) is refused`);
      assert.match(r.reason, reason);
    }
  }
  const after = [(await call(page, 0, 'state')).value, (await call(page, 1, 'state')).value];
  for (const i of [0, 1]) {
    for (const key of ['game', 'cols', 'rule', 'theme', 'mode', 'moves', 'message', 'language', 'numbers', 'sound']) {
      assert.deepEqual(after[i][key], before[i][key], `board ${i}: ${key} unchanged by the refused calls`);
    }
  }

  // A game from a record against the computer, the person second (White):
  // the computer waits for the person's move, and the other board is untouched.
  r = await call(page, 1, 'newGame', { record: 'h8 h9 i8', mode: 'pvc', first: 'computer', level: 'easy' });
  assert.ok(r.ok, r.reason);
  assert.deepEqual([r.value.game, r.value.mode, r.value.computerFirst, r.value.moves], ['gomoku', 'pvc', true, ['h8', 'h9', 'i8']]);
  const frame1 = await boardFrame(page, '[data-lineup]:nth-of-type(2)');
  await boardDrawn(frame1);  // the click lands where the new game is drawn, not the old board
  await clickBoard(page, '[data-lineup]:nth-of-type(2)', { move: 'g8' });
  await frame1.waitForFunction(() => window.lineup.state().moves.length >= 4, null, { timeout: 60000 });
  await frame1.waitForFunction(() => window.lineup.state().moves.length === 5, null, { timeout: 60000 });
  assert.deepEqual((await frame1.evaluate(() => window.lineup.state().moves)).slice(0, 4), ['h8', 'h9', 'i8', 'g8'],
    'the click played White\'s move; the computer answered');
  assert.equal((await call(page, 0, 'state')).value.cols, 19, 'the first board kept its game');
  // Events are posted on the board's next frame: a busy machine may draw it late.
  await page.waitForFunction(() => window.changes[0] >= 4 && window.changes[1] >= 2, null, { timeout: 60000 })
    .catch(() => {});
  const changes = await page.evaluate(() => window.changes);
  assert.ok(changes[0] >= 4 && changes[1] >= 2, `the host heard the changes: ${changes}`);
  assert.deepEqual(problems, []);
});

test('a board without a height follows its natural height for its width; a fixed one keeps its size', async () => {
  // Side by side, all in view (a browser draws no frames in a frame out of view).
  const body = `<script src="${site.server.url}lineup-embed.js"></script>\n<div style="display: flex; align-items: flex-start; gap: 8px">\n` +
    '<div style="width: 360px"><div id="phone" data-lineup data-game="connect4" data-mode="pvp"></div></div>\n' +
    '<div style="width: 900px"><div id="wide" data-lineup data-game="gomoku" data-mode="pvp"></div></div>\n' +
    '<div style="width: 360px"><div id="fixed" data-lineup data-game="connect4" data-mode="pvp" style="height: 300px"></div></div>\n' +
    '<div style="width: 360px"><div id="off" data-lineup data-game="connect4" data-mode="pvp" data-autosize="off"></div></div>\n</div>\n';
  const { page, problems } = await openHost(site.browser.context, host.page('autosize.html', hostHtml(body)));
  await page.setViewportSize({ width: 2100, height: 1200 });
  await page.evaluate(() => Promise.all(LineupEmbed.boards.map((b) => b.ready)));
  const height = (id) => page.evaluate((i) => document.getElementById(i).getBoundingClientRect().height, id);
  const natural = async (id) => {
    const frame = await boardFrame(page, `#${id}`);
    return frame.evaluate(() => window.lineup.naturalHeight(window.innerWidth));
  };
  const follows = async (id) => {
    const want = await natural(id);
    await page.waitForFunction(([i, h]) => Math.abs(document.getElementById(i).getBoundingClientRect().height - h) < 1,
      [id, want], { timeout: 60000 });
    return want;
  };
  const phone = await follows('phone');
  assert.ok(phone > 400 && phone < 700, `a 360 px Connect 4 board wants ${phone} px`);
  const wide = await follows('wide');
  assert.ok(wide > 420 && wide < 800, `a 900 px Gomoku board wants ${wide} px`);
  assert.equal(await height('fixed'), 300, 'a height of its own is kept');
  assert.equal(await height('off'), 520, 'data-autosize="off" keeps the default height');
  // A new game of another shape: the frame follows.
  assert.ok((await call(page, 0, 'newGame', { game: 'gomoku' })).ok);
  const gomoku = await follows('phone');
  assert.ok(gomoku > phone, `a Gomoku board is taller at 360 px: ${gomoku} against ${phone}`);
  // The whole board shows in the frame: its last row and the panel below.
  const frame = await boardFrame(page, '#phone');
  const corner = await frame.evaluate(() => window.lineup.cellCenter('a1'));
  assert.ok(corner.y < gomoku - 150, `a1 is drawn at y ${corner.y} of ${gomoku}, above the panel`);
  await page.evaluate(() => document.getElementById('phone').scrollIntoView());
  await screenshot(page, 'embed-autosize-360');
  assert.deepEqual(problems, []);
});

test('the puzzle page: a wrong answer starts again; the right one is confirmed and won by clicks', async () => {
  const page = await site.browser.context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (['error', 'warning'].includes(msg.type())) problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(`${site.server.url}examples/puzzle.html`);
  const verdict = () => page.textContent('#verdict');
  await page.waitForFunction(() => /your move/.test(document.getElementById('verdict').textContent), null, { timeout: 60000 });
  const frame = await boardFrame(page, '#puzzle');
  await boardReady(frame);
  const moves = () => frame.evaluate(() => window.lineup.state().moves);
  assert.equal((await moves()).length, 10, 'the puzzle\'s position');

  // A wrong answer: said so, and the puzzle comes back.
  await clickBoard(page, '#puzzle', { move: 'b2' });
  await page.waitForFunction(() => /Not b2/.test(document.getElementById('verdict').textContent), null, { timeout: 60000 });
  await page.waitForFunction(() => /your move/.test(document.getElementById('verdict').textContent), null, { timeout: 60000 });
  assert.equal((await moves()).length, 10, 'the puzzle starts again');

  // The answer, then the game to the end: the computer defends as White.
  await clickBoard(page, '#puzzle', { move: 'j7' });
  await page.waitForFunction(() => /Right: j7/.test(document.getElementById('verdict').textContent), null, { timeout: 60000 });
  for (let turn = 0; turn < 4 && !/Solved/.test(await verdict()); turn++) {
    // White's answer: Black to move again (or the game over).
    await frame.waitForFunction(() => {
      const s = window.lineup.state();
      return s.status !== 'playing' || (s.turn === 1 && !s.thinking);
    }, null, { timeout: 60000 });
    // Black's winning move now: a cell where Black would make five.
    const s = await frame.evaluate(() => window.lineup.state());
    if (s.status !== 'playing') break;
    const taken = new Set(s.moves);
    const next = ['k7', 'j10', 'j6', 'j11', 'j5'].find((m) => !taken.has(m) && wins(s.moves, m)) ||
      ['j10', 'j6'].find((m) => !taken.has(m));
    const count = s.moves.length;
    await clickBoard(page, '#puzzle', { move: next });
    await frame.waitForFunction((n) => window.lineup.state().moves.length > n, count, { timeout: 60000 });
  }
  await page.waitForFunction(() => /Solved/.test(document.getElementById('verdict').textContent), null, { timeout: 60000 });
  assert.equal(await frame.evaluate(() => window.lineup.state().winner), 1, 'Black (the first player) won');
  await screenshot(page, 'puzzle-solved');
  assert.deepEqual(problems, []);
});

// Whether Black (the first player: the moves at even places) makes five on column j or row 7 by playing `move`.
function wins(moves, move) {
  const black = new Set(moves.filter((_, i) => i % 2 === 0).concat([move]));
  const run = (cells) => cells.every((c) => black.has(c));
  const col = (row) => `j${row}`;
  const row7 = (c) => `${c}7`;
  for (let start = 3; start <= 11; start++) {
    if (run([0, 1, 2, 3, 4].map((d) => col(start + d)))) return true;
  }
  const letters = 'abcdefghijklmno';
  for (let start = 0; start + 4 < letters.length; start++) {
    if (run([0, 1, 2, 3, 4].map((d) => row7(letters[start + d])))) return true;
  }
  return false;
}

test('the puzzle snippet of docs/embedding.md works pasted as written', async () => {
  const { doc, blocks } = require('./lib/docs');
  const snippet = blocks(doc('docs/embedding.md'), 'html').find((s) => s.includes('newGame'));
  assert.ok(snippet, 'docs/embedding.md shows a puzzle snippet');
  const body = snippet.replace('https://your.host/lineup/lineup-embed.js', `${site.server.url}lineup-embed.js`);
  const { page, problems } = await openHost(site.browser.context, host.page('doc-puzzle.html', hostHtml(body)));
  const frame = await boardFrame(page, '#puzzle');
  await boardReady(frame);
  await frame.waitForFunction(() => window.lineup.state().moves.length === 10, null, { timeout: 60000 });
  assert.equal(await frame.evaluate(() => window.lineup.state().mode), 'pvc');
  assert.equal(await page.textContent('#verdict'), 'Black to play and win.');
  await clickBoard(page, '#puzzle', { move: 'j7' });
  await page.waitForFunction(() => document.getElementById('verdict').textContent === 'Right: a four and an open three.',
    null, { timeout: 60000 });
  assert.deepEqual(problems, []);
});
