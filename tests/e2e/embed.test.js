// Embedding: web/examples/embed.html puts two boards on one page with
// lineup-embed.js. Both load, play independently, and the host page hears
// their events and can ask for their state.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, screenshot } = require('./lib/browser');

const site = useSite({ browser: { viewport: { width: 1100, height: 900 } } });

// Clicks `move` on the board in `frameElement` (page coordinates = the
// iframe's box + the point inside it).
async function clickIn(page, selector, move) {
  const frame = await (await page.$(`${selector} iframe`)).contentFrame();
  const point = await frame.evaluate((m) => window.lineup.cellCenter(m), move);
  const box = await (await page.$(`${selector} iframe`)).boundingBox();
  await page.mouse.click(box.x + point.x, box.y + point.y);
  return frame;
}

test('two embedded boards play independently and tell the host page', async () => {
  const page = await site.browser.context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text()); });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto(`${site.server.url}examples/embed.html`);
  await page.waitForFunction(() => window.hostEvents && window.hostEvents.filter((e) => e.name === 'ready').length === 3,
    null, { timeout: 60000 });

  const states = await page.evaluate(() => Promise.all(LineupEmbed.boards.map((b) => b.state())));
  assert.equal(states[0].game, 'connect4');
  assert.equal(states[0].mode, 'pvp');
  assert.equal(states[1].game, 'gomoku');
  assert.equal(states[1].theme, 'bubble');
  assert.equal(states[1].mode, 'pvc');

  // A Connect 4 win on the first board; the second board does not change.
  for (const move of ['1', '2', '1', '2', '1', '2', '1']) {
    const before = await page.evaluate(() => window.hostEvents.length);
    await clickIn(page, '#connect4', move);
    await page.waitForFunction((n) => window.hostEvents.length > n, before, { timeout: 60000 });
  }
  // A board posts its events on its next frame and each comes as a message of
  // its own: all seven moves and the game's end are waited for, then checked.
  await page.waitForFunction(() => {
    const mine = window.hostEvents.filter((e) => e.board === 'connect4');
    return mine.filter((e) => e.name === 'move').length >= 7 && mine.some((e) => e.name === 'gameover');
  }, null, { timeout: 60000 }).catch(() => {});
  const events = await page.evaluate(() => window.hostEvents.filter((e) => e.board === 'connect4' && e.name !== 'ready'));
  assert.equal(events.filter((e) => e.name === 'move').length, 7);
  assert.deepEqual(events[events.length - 1], { board: 'connect4', name: 'gameover', payload: { winner: 1, status: 'won' } });
  const after = await page.evaluate(() => Promise.all(LineupEmbed.boards.map((b) => b.state())));
  assert.equal(after[0].status, 'won');
  assert.deepEqual(after[1].moves, [], 'the Gomoku board is untouched');

  // The Gomoku board takes its own click; the computer answers there.
  await clickIn(page, '#gomoku', 'g7');
  await page.waitForFunction(() => window.hostEvents.filter((e) => e.board === 'gomoku' && e.name === 'move').length >= 2,
    null, { timeout: 60000 });
  const last = await page.evaluate(() => LineupEmbed.boards[1].state());
  assert.equal(last.moves.length, 2);
  assert.equal(last.moves[0], 'g7');
  assert.equal((await page.evaluate(() => LineupEmbed.boards[0].state())).moves.length, 7);
  assert.equal(await page.evaluate(() => location.hash), '', 'the host page\'s address is left alone');
  await screenshot(page, 'embed-two-boards');

  // The lesson board: a recorded game from its first move, read-only.
  let lesson = await page.evaluate(() => LineupEmbed.boards[2].state());
  assert.equal(lesson.replay, true);
  assert.deepEqual(lesson.moves, []);
  await page.evaluate(() => document.getElementById('lesson').scrollIntoView());  // a person scrolls down to it
  const lessonFrame = await (await page.$('#lesson iframe')).contentFrame();
  const lessonBox = await (await page.$('#lesson iframe')).boundingBox();
  const forward = await lessonFrame.evaluate(() => window.lineup.controlCenter('redo'));
  for (let i = 0; i < 7; i++) {
    await page.mouse.click(lessonBox.x + forward.x, lessonBox.y + forward.y);
    await lessonFrame.waitForFunction((n) => window.lineup.state().moves.length > n, i, { timeout: 60000 });
  }
  lesson = await page.evaluate(() => LineupEmbed.boards[2].state());
  assert.deepEqual(lesson.moves, ['4', '4', '5', '5', '6', '6', '7']);
  assert.equal(lesson.status, 'won');
  await clickIn(page, '#lesson', '1');
  await page.waitForTimeout(300);
  lesson = await page.evaluate(() => LineupEmbed.boards[2].state());
  assert.equal(lesson.moves.length, 7, 'a recorded game takes no moves');
  await screenshot(page, 'embed-lesson');
  assert.deepEqual(problems, []);
  await page.close();
});
