// The test browser: Chromium runs with every feature Playwright turns off and
// without the address bar's popup pages (lib/browser.js says why), so a page
// load is the game's alone.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openGame } = require('./lib/browser');

const site = useSite();

// Each --disable-features of the browser's command line as a list of names.
async function disabledFeatureLists(context) {
  const page = await context.newPage();
  await page.goto('chrome://version');
  const commandLine = await page.textContent('#command_line');
  await page.close();
  return commandLine.split(/\s+/).filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

test('Chromium keeps Playwright\'s disabled features and opens no address bar popup', async () => {
  const { page, problems } = await openGame(site.browser.context, site.server.url);
  const lists = await disabledFeatureLists(site.browser.context);
  assert.ok(lists.length >= 2, `Playwright's --disable-features and the harness's: ${JSON.stringify(lists)}`);
  // Chromium keeps only the last one.
  const effective = lists[lists.length - 1];
  const dropped = lists.flat().filter((name) => !effective.includes(name));
  assert.deepEqual([...new Set(dropped)], [], 'names the last --disable-features leaves out');
  for (const name of ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']) assert.ok(effective.includes(name), name);

  const cdp = await site.browser.context.browser().newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  assert.ok(targetInfos.some((t) => t.type === 'page' && t.url.startsWith(site.server.url)), 'the game page is a target');
  assert.deepEqual(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url), []);
  await page.close();
  assert.deepEqual(problems, []);
});
