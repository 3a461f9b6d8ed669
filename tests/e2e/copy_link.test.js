// Copy link in an embedded board, by a real click on its 'share' control:
// with the clipboard allowed, the link is on it and the game says "copied";
// the link opens the same game with the same players in a fresh browser.
// With the clipboard refused, a field shows the link, selected, and nothing
// says "copied".
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, launch, openGame, state, screenshot } = require('./lib/browser');
const { useHost, hostHtml, openHost, boardFrame, boardReady, clickBoard } = require('./lib/host');

const site = useSite({ browser: { viewport: { width: 1000, height: 800 } } });
const host = useHost(site);

// A board against Perfect on a host page, after one move each.
async function boardWithMoves() {
  const body = `<script src="${site.server.url}lineup-embed.js"></script>\n` +
    '<div id="board" data-lineup data-game="connect4" data-mode="pvc" data-level="perfect" style="height: 560px"></div>\n';
  const opened = await openHost(site.browser.context, host.page('copy-link.html', hostHtml(body)));
  const frame = await boardFrame(opened.page, '#board');
  await boardReady(frame);
  await clickBoard(opened.page, '#board', { move: '4' });
  await frame.waitForFunction(() => { const s = window.lineup.state(); return s.moves.length === 2 && !s.thinking; },
    null, { timeout: 30000 });
  return { ...opened, frame };
}

const message = (frame) => frame.evaluate(() => window.lineup.state().message);

test('Copy link in an embedded board puts the link on the clipboard', async () => {
  const { context } = site.browser;
  for (const origin of [site.server.origin, host.origin]) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  }
  try {
    const { page, frame, problems } = await boardWithMoves();
    const s = await frame.evaluate(() => window.lineup.state());
    await clickBoard(page, '#board', { control: 'share' });
    await frame.waitForFunction(() => /copied/.test(window.lineup.state().message), null, { timeout: 60000 });
    assert.equal(await frame.evaluate(() => document.getElementById('lineup-share').classList.contains('lineup-hidden')), true,
      'no field when the link was copied');

    // Read back on a page of the game's origin.
    const reader = await context.newPage();
    await reader.goto(`${site.server.url}favicon.svg`);
    await reader.bringToFront();
    const link = await reader.evaluate(() => navigator.clipboard.readText());
    await reader.close();
    assert.equal(link.split('#')[1], s.record, 'the link holds the game');
    assert.ok(link.startsWith(`${site.server.url}index.html?`), link);
    assert.doesNotMatch(link, /embed=/);

    const other = await launch();
    try {
      const opened = await openGame(other.context, link);
      const t = await state(opened.page);
      assert.equal(t.mode, 'pvc');
      assert.equal(t.level, 'perfect');
      assert.equal(t.computerFirst, false);
      assert.deepEqual(t.moves, s.moves);
      assert.deepEqual(opened.problems, []);
    } finally {
      await other.close();
    }
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await context.clearPermissions();
  }
});

test('when the clipboard is refused, a field shows the link to copy', async () => {
  const { page, frame, problems } = await boardWithMoves();
  await frame.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  const s = await frame.evaluate(() => window.lineup.state());
  await clickBoard(page, '#board', { control: 'share' });
  await frame.waitForSelector('#lineup-share:not(.lineup-hidden)', { timeout: 60000 });
  await frame.waitForFunction((before) => window.lineup.state().message !== before, s.message, { timeout: 60000 });
  assert.doesNotMatch(await message(frame), /copied/);

  const field = await frame.evaluate(() => {
    const input = document.getElementById('lineup-share-link');
    return {
      value: input.value,
      readOnly: input.readOnly,
      focused: document.activeElement === input,
      selected: input.value.slice(input.selectionStart, input.selectionEnd),
      label: document.querySelector('label[for=lineup-share-link]').textContent,
    };
  });
  assert.equal(field.value.split('#')[1], s.record);
  assert.match(field.value, /[?&]mode=pvc/);
  assert.match(field.value, /[?&]level=perfect/);
  assert.equal(field.readOnly, true);
  assert.equal(field.focused, true);
  assert.equal(field.selected, field.value, 'the whole link is selected');
  assert.ok(field.label.length > 0);
  assert.ok(await frame.isVisible('#lineup-share-link'));
  await screenshot(page, 'copy-link-field');

  // Its keys are its own (the game's "1" would drop a disc); Escape closes it
  // and gives the board the keys back.
  await page.keyboard.press('1');
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await frame.waitForSelector('#lineup-share', { state: 'hidden' });
  assert.equal(await frame.evaluate(() => document.activeElement.id), 'canvas');
  const after = await frame.evaluate(() => window.lineup.state());
  assert.deepEqual(after.moves, s.moves, 'the keys in the field did not reach the game');
  assert.doesNotMatch(after.message, /copied/);
  assert.deepEqual(problems, []);
  await page.close();
});
