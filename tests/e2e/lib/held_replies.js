// Holds the computer's replies in the page: each reply of the AI worker waits
// until the test releases it, and then reaches the handler it was sent to,
// that of a worker since replaced included (a late reply). A test sees the
// computer thinking for as long as it needs, on a machine of any speed.
'use strict';

/// Call before the page loads (openGame's beforeLoad). In the page,
/// window.__lineupHeld.count() is the number of replies held.
async function holdReplies(page) {
  await page.addInitScript(() => {
    const held = [];
    let holding = true;
    const Real = window.Worker;
    window.__lineupHeld = {
      count: () => held.length,
      release() {
        for (const [handler, event] of held.splice(0)) handler.call(null, event);
      },
      stop() {
        holding = false;
        this.release();
      },
    };
    window.Worker = class extends Real {
      set onmessage(handler) {
        super.onmessage = (event) => {
          if (holding && event.data && event.data.type === 'reply') held.push([handler, event]);
          else handler(event);
        };
      }
    };
  });
}

/// Waits until `count` replies are held.
async function repliesHeld(page, count = 1) {
  await page.waitForFunction((n) => window.__lineupHeld.count() >= n, count, { timeout: 60000 })
    .catch(() => { throw new Error(`fewer than ${count} replies of the computer came`); });
}

/// Delivers every reply held.
async function releaseReplies(page) {
  await page.evaluate(() => window.__lineupHeld.release());
}

/// Delivers every reply held and lets the later ones through at once.
async function stopHolding(page) {
  await page.evaluate(() => window.__lineupHeld.stop());
}

module.exports = { holdReplies, repliesHeld, releaseReplies, stopHolding };
