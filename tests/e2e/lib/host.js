// Host pages for the embedding tests: pages that put boards on with
// lineup-embed.js, served from a second origin (another port), as another
// site would, so each board is a cross-origin frame. Clicks on a board are
// real mouse clicks at the point the game inside the frame gives.
'use strict';
const test = require('node:test');

/// useHost(site) -> {page(name, html) -> url, origin}: serves host pages,
/// started after useSite's server (node:test runs `before` hooks in order).
function useHost(site) {
  const pages = {};
  const host = {
    origin: null,
    page(name, html) {
      pages[`/${name}`] = html;
      return `${host.origin}/${name}`;
    },
  };
  let server = null;
  test.before(async () => {
    server = await site.serve({ extraFiles: pages });
    host.origin = server.origin;
  });
  test.after(async () => { if (server) await server.close(); });
  return host;
}

/// A host page's HTML around `body` (and `head`); its icon is empty, so the
/// browser asks for no /favicon.ico (a 404 is a console error).
function hostHtml(body, head = '') {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Host page</title>\n<link rel="icon" href="data:,">\n${head}</head>\n` +
    `<body>\n${body}</body>\n</html>\n`;
}

/// Opens a host page in a new tab; collects console errors, warnings and page
/// errors (problems) and the other console lines (logs), of the page and its
/// frames.
async function openHost(context, url) {
  const page = await context.newPage();
  const problems = [];
  const logs = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    else logs.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.goto(url);
  return { page, problems, logs };
}

/// The frame of the board inside `selector` (an element with data-lineup).
async function boardFrame(page, selector) {
  const handle = await page.waitForSelector(`${selector} iframe`);
  return handle.contentFrame();
}

/// Waits until the board in `frame` has drawn its first frames.
async function boardReady(frame) {
  await frame.waitForFunction(() => window.lineup && window.lineup.state().ready && window.lineup.state().frames >= 4,
    null, { timeout: 60000 });
}

/// Waits until the board in `frame` has drawn what changed (a host page's
/// newGame answers before the board draws the new game, and the points the
/// game gives for clicks are where it last drew).
async function boardDrawn(frame) {
  await frame.waitForFunction(() => !window.lineup.state().animating, null, { timeout: 60000 });
}

/// A real click in the board inside `selector`: on a move ({move: '4'}) or a
/// control ({control: 'share'}), at the frame's box + the point the game gives.
async function clickBoard(page, selector, { move, control }) {
  const handle = await page.waitForSelector(`${selector} iframe`);
  const frame = await handle.contentFrame();
  const point = await frame.evaluate(([m, c]) => (m ? window.lineup.cellCenter(m) : window.lineup.controlCenter(c)),
    [move, control]);
  if (!point) throw new Error(`nothing to click for ${move || control} in ${selector}`);
  const box = await handle.boundingBox();
  await page.mouse.click(box.x + point.x, box.y + point.y);
  return frame;
}

/// A call on the host page's board `index` (LineupEmbed.boards[index][method](arg)):
/// {ok: true, value} or {ok: false, reason} (the rejection's message).
async function callBoard(page, index, method, arg) {
  return page.evaluate(([i, m, a]) => LineupEmbed.boards[i][m](a).then(
    (value) => ({ ok: true, value }), (error) => ({ ok: false, reason: error.message })), [index, method, arg]);
}

module.exports = { useHost, hostHtml, openHost, boardFrame, boardReady, boardDrawn, clickBoard, callBoard };
