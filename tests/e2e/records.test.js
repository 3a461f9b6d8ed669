// Game records brought to the page as a person brings them: a PSQ file or a
// move list pasted with Ctrl+V, a file dropped on the board, a ?pos= link
// from connect4.gamesolver.org. What was read is drawn (the state's moves,
// the message); a record that cannot be read changes nothing and says why.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame, state, frames, screenshot } = require('./lib/browser');
const { until, press } = require('./lib/game');
const { decodePng } = require('./lib/png');

const site = useSite();

const PSQ = 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,1200\n10,6,800\n8,7,0\npbrain-one.exe\npbrain-two.exe\n-1\n';

/// Puts `text` on the clipboard and presses Ctrl+V on the board.
async function paste(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const box = await page.evaluate(() => window.lineup.controlBox('board'));
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.keyboard.press('Control+V');
}

/// Drops a file named `name` holding `text` on the board.
async function dropFile(page, name, text) {
  const transfer = await page.evaluateHandle(([n, t]) => {
    const data = new DataTransfer();
    data.items.add(new File([t], n, { type: 'text/plain' }));
    return data;
  }, [name, text]);
  const box = await page.evaluate(() => window.lineup.controlBox('board'));
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  await page.dispatchEvent('#canvas', 'dragover', { dataTransfer: transfer, ...at });
  await page.dispatchEvent('#canvas', 'drop', { dataTransfer: transfer, ...at });
}

test('a PSQ file pasted with Ctrl+V opens at its last move, and a bad one changes nothing', async () => {
  await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvp`);
  await page.evaluate(() => window.lineup.play('4'));
  let s = await until(page, (x) => x.moves.length === 1, { what: 'the first move' });
  await paste(page, PSQ);
  s = await until(page, (x) => x.game === 'gomoku', { what: 'the pasted game' });
  assert.deepEqual(s.moves, ['h8', 'i9', 'j10', 'h9']);
  assert.equal(s.cols, 15);
  assert.equal(s.mode, 'pvp');
  assert.match(s.message, /^Record read \(PSQ file\): 4 moves\./);
  await page.waitForFunction(() => /moves=h8i9j10h9/.test(location.hash), null, { timeout: 60000 });  // the address follows
  await frames(page, 3);
  await screenshot(page, 'records-pasted-psq');

  // A broken file: the line and the problem, and the game as it was.
  await paste(page, 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9;7;0\n10,6,0\n');
  s = await until(page, (x) => /could not be read/.test(x.message), { what: 'the refusal' });
  assert.equal(s.message, 'This record could not be read: Line 3: \'9;7;0\' is not a move like \'8,8,0\' (x,y,time). The game goes on as it was.');
  assert.deepEqual(s.moves, ['h8', 'i9', 'j10', 'h9']);

  // A move list, pasted the same way.
  await paste(page, 'h8 i9 j10');
  s = await until(page, (x) => x.moves.length === 3, { what: 'the move list' });
  assert.match(s.message, /^Record read \(move list\): 3 moves\./);
  assert.deepEqual(problems, []);
});

test('a file dropped on the board opens as a game', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=connect4&mode=pvp`);
  await dropFile(page, 'game.psq', PSQ);
  let s = await until(page, (x) => x.game === 'gomoku', { what: 'the dropped game' });
  assert.deepEqual(s.moves, ['h8', 'i9', 'j10', 'h9']);
  await dropFile(page, 'position.txt', '4453\n');
  s = await until(page, (x) => x.game === 'connect4', { what: 'the dropped position' });
  assert.deepEqual(s.moves, ['4', '4', '5', '3']);
  await dropFile(page, 'picture.png', '\x89PNG\r\n');
  s = await until(page, (x) => /could not be read/.test(x.message), { what: 'the refusal' });
  assert.deepEqual(s.moves, ['4', '4', '5', '3'], 'a file that is no record changes nothing');
  assert.deepEqual(problems, []);
});

test('a ?pos= link opens the Connect 4 position, as connect4.gamesolver.org writes it', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?pos=44455554221&analysis=on`);
  let s = await state(page);
  assert.equal(s.game, 'connect4');
  assert.deepEqual(s.moves.join(''), '44455554221');
  assert.equal(s.mode, 'pvp');
  s = await until(page, (x) => x.columnLabels.length === 7 && !x.columnLabels.includes('\u2026'), { what: 'the analysis' });
  await screenshot(page, 'records-pos-analysis');
  assert.deepEqual(problems, []);

  const bad = await openGame(site.browser.context, `${site.server.url}?pos=4444444`);
  const t = await state(bad.page);
  assert.equal(t.moves.length, 0);
  assert.match(t.message, /Column 4 is full/);
  assert.deepEqual(bad.problems.map((p) => p.replace(/^warning: /, '')), ['Lineup: ignored pos=4444444: Move 7 (4): Column 4 is full.']);
});

test('the game leaves as a record by its buttons: a move list or PSQ file for Gomoku, digits for Connect 4', async () => {
  await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvp`);
  for (const move of ['h8', 'i9', 'j10', 'h9']) await page.evaluate((m) => window.lineup.play(m), move);
  let s = await until(page, (x) => x.moves.length === 4, { what: 'the stones' });
  await frames(page, 3);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  s = await press(page, 'export-moves');
  s = await until(page, (x) => /copied/.test(x.message), { what: 'the copy' });
  assert.equal(s.message, 'Moves copied as a move list (h8 i9 ...).');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'h8 i9 j10 h9');

  // The PSQ file is downloaded, and reads back as the same game.
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'export-psq')]);
  assert.equal(download.suggestedFilename(), 'lineup-gomoku-15x15-4-moves.psq');
  const psq = require('node:fs').readFileSync(await download.path(), 'utf8');
  assert.equal(psq, 'Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n10,6,0\n8,7,0\n');
  s = await until(page, (x) => /Saved as a PSQ file/.test(x.message), { what: 'the saved file' });
  await page.evaluate((t) => window.lineup.load(t), 'a1');
  s = await until(page, (x) => x.moves.length === 1, { what: 'another game' });
  await page.evaluate((t) => window.lineup.load(t), psq);
  s = await until(page, (x) => x.moves.length === 4, { what: 'the saved game, read back' });
  assert.deepEqual(s.moves, ['h8', 'i9', 'j10', 'h9']);

  // Connect 4: the digits solvers read.
  await page.evaluate((t) => window.lineup.load(t), '4453');
  s = await until(page, (x) => x.game === 'connect4' && x.moves.length === 4, { what: 'the Connect 4 game' });
  await frames(page, 3);
  s = await press(page, 'export-digits');
  s = await until(page, (x) => /digits/.test(x.message), { what: 'the copy' });
  assert.equal(s.message, 'Columns copied as digits, as Connect 4 solvers read them.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '4453');
  await screenshot(page, 'records-export');
  assert.deepEqual(problems, []);

  // A board with rocks has no such buttons: those formats cannot hold rocks.
  const rocks = await openGame(site.browser.context, `${site.server.url}?game=connect4&theme=rock&mode=pvp`);
  await rocks.page.evaluate(() => window.lineup.play('4'));
  await until(rocks.page, (x) => x.moves.length === 1, { what: 'a move' });
  await frames(rocks.page, 3);
  assert.equal(await rocks.page.evaluate(() => window.lineup.controlBox('export-digits')), null);
});

test('move numbers, turned on in the settings, are drawn on every piece and remembered', async () => {
  const { page, problems } = await openGame(site.browser.context, `${site.server.url}?game=gomoku&size=15&mode=pvp`);
  for (const move of ['h8', 'i9', 'j10', 'h9']) await page.evaluate((m) => window.lineup.play(m), move);
  let s = await until(page, (x) => x.moves.length === 4 && !x.animating, { what: 'the stones' });
  assert.equal(s.numbers, false);
  const at = await page.evaluate(() => window.lineup.cellCenter('i9'));
  const spacing = (await page.evaluate(() => window.lineup.cellCenter('j9'))).x - at.x;
  // The pixels of the second stone (white, the second player's): its number is
  // dark ink on it, darker than any part of the stone itself.
  const darkPixels = async () => {
    await page.mouse.move(5, 5);  // no hover preview near the stone
    await frames(page, 3);
    const { png } = await screenshot(page, 'records-numbers');
    const image = decodePng(png);
    let dark = 0;
    const half = Math.floor(spacing * 0.3);
    for (let y = -half; y <= half; y++) {
      for (let x = -half; x <= half; x++) {
        const [r, g, b] = image.pixel(Math.round(at.x + x), Math.round(at.y + y));
        if (r < 140 && g < 140 && b < 140) dark += 1;
      }
    }
    return dark;
  };
  const without = await darkPixels();
  await press(page, 'settings');
  await frames(page, 3);
  s = await press(page, 'numbers');
  assert.equal(s.numbers, true);
  await page.keyboard.press('Escape');
  // (Drawn on the game's next frames, which a busy machine may draw late.)
  let withNumbers = await darkPixels();
  for (const start = Date.now(); withNumbers <= without + 10 && Date.now() - start < 60000;) withNumbers = await darkPixels();
  assert.ok(withNumbers > without + 10, `the number "2" is drawn on the white stone (${without} -> ${withNumbers} dark pixels)`);
  await page.reload();
  s = await until(page, (x) => x.ready, { what: 'the reloaded page' });
  assert.equal(s.numbers, true, 'a setting, remembered');
  assert.deepEqual(problems, []);
});
