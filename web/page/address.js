// The address follows the game: its record in the fragment, replaced move by
// move (no flood of history entries) and pushed for each new game, so Back
// returns to the previous game; Back and Forward open the game of the address
// they go to. Also the links the game shares: copied to the clipboard, or,
// where the browser refuses that, shown in a field to copy by hand
// (#lineup-share in web/index.html).
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // The page options a game's players put in the address (a link's query):
  // the game's record holds the rest of the game, so the address's own game,
  // size, rule, theme and seed give way to it; `embed` belongs to the frame.
  const GAME_KEYS = ['game', 'size', 'rule', 'theme', 'seed', 'mode', 'level', 'first', 'view'];

  // The query for a game: the address's other options, then `players`
  // ("mode=pvc&level=hard&first=human", from the game).
  function queryFor(players, { keepEmbed = true } = {}) {
    const params = new URLSearchParams(location.search);
    for (const key of GAME_KEYS) params.delete(key);
    if (!keepEmbed) params.delete('embed');
    for (const [key, value] of new URLSearchParams(players || '')) params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  }

  // The field's words (the game's own sentences come from src/text; these two
  // belong to the page): by state().language.
  const WORDS = {
    en: { label: 'Link to this game', record: 'This game as a record', close: 'Close' },
    zh: { label: '本局链接', record: '本局棋谱', close: '关闭' },
  };

  // A field that shows a link to copy by hand: its text selected, a label and
  // a close button; Escape closes it. Its keys are its own: the game listens
  // to the whole window (SDL), would take "c" and Escape as its commands and
  // prevent the browser's copying (Ctrl+C).
  function linkField(onClose) {
    const box = document.getElementById('lineup-share');
    const field = document.getElementById('lineup-share-link');
    const label = document.getElementById('lineup-share-label');
    const close = document.getElementById('lineup-share-close');
    if (!box || !field) return { show() {}, hide() {} };
    function hide() {
      if (box.classList.contains('lineup-hidden')) return;
      const hadFocus = box.contains(document.activeElement);
      box.classList.add('lineup-hidden');
      if (hadFocus) onClose();
    }
    for (const type of ['keydown', 'keyup', 'keypress']) {
      box.addEventListener(type, (event) => {
        if (type === 'keydown' && event.key === 'Escape') hide();
        event.stopPropagation();
      });
    }
    close.addEventListener('click', hide);
    field.addEventListener('focus', () => field.select());
    return {
      show(url, language, what = 'label') {
        const words = WORDS[language] || WORDS.en;
        label.textContent = words[what];
        close.setAttribute('aria-label', words.close);
        close.title = words.close;
        field.value = url;
        box.classList.remove('lineup-hidden');
        field.focus({ preventScroll: true });
        field.select();
      },
      hide,
    };
  }

  // address({embedded, reportFault, openLink, shareDone, language, refocus}) ->
  // {followRecord(payload), shareLink(record, players), exportRecord(text, fileName, done)}. openLink(fragment)
  // opens a game in the running game and says whether it could (false before
  // the game runs); shareDone(copied) tells the game whether the link reached
  // the clipboard; language() is the game's; refocus() gives the keys back to
  // the board when the link's field closes.
  parts.address = function ({ embedded, reportFault, openLink, shareDone, language, refocus }) {
    const field = linkField(refocus);
    let shownRecord = null;

    // payload: the game's 'record' event, {record, newGame, players}.
    function followRecord({ record, newGame, players }) {
      if (!record) return;
      const url = `${location.pathname}${queryFor(players)}#${record}`;
      // An embedded board keeps its game in its own address too (so a restart
      // after lost graphics resumes it) but adds no history entries to the host.
      try {
        if (newGame && shownRecord !== null && !embedded && record !== shownRecord) history.pushState(null, '', url);
        else history.replaceState(null, '', url);
      } catch (error) {
        reportFault('keeping the game in the address', error);  // a sandboxed frame may refuse
      }
      shownRecord = record;
    }

    window.addEventListener('popstate', () => {
      const record = location.hash.slice(1);
      if (record === shownRecord) return;
      // A game with a friend by link opens by a fresh start, which judges the
      // link against the game as this browser saw it (src/app/session/friend_games.hpp).
      if (new URLSearchParams(location.search).get('mode') === 'friend') {
        location.reload();
        return;
      }
      if (!openLink(location.hash)) return;
      shownRecord = record;
    });

    // The link to the game: its players in the query, its record as fragment
    // (no `embed`: the link opens the game page itself).
    function linkFor(record, players) {
      return `${location.origin}${location.pathname}${queryFor(players, { keepEmbed: false })}#${record}`;
    }

    // `text` to the clipboard, or, where the browser refuses, shown in the
    // field under its `what` label ('label': a link, 'record'); done(copied).
    // The clipboard wants the document focused: an embedded board's frame asks
    // for the focus first.
    function copyOrShow(text, what, done) {
      const settle = (copied) => {
        if (copied) {
          field.hide();
        } else {
          console.info(`Lineup: copy this ${what === 'label' ? 'link' : 'record'}: ${text}`);
          field.show(text, language(), what);
        }
        done(copied);
      };
      if (!document.hasFocus()) window.focus();
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(() => settle(true), () => settle(false));
      } else {
        settle(false);
      }
    }

    // The game says "copied" only when the clipboard took the link; otherwise
    // the field shows it. A game with a friend by link goes through the
    // browser's share sheet where there is one (phones): 'sent' once shared;
    // dismissed, nothing is said; where sharing fails, copied as any link.
    function shareLink(record, players) {
      const url = linkFor(record, players);
      const byLink = new URLSearchParams(players || '').get('mode') === 'friend';
      if (byLink && navigator.share) {
        navigator.share({ title: 'Lineup', url }).then(() => shareDone('sent'), (error) => {
          if (!error || error.name !== 'AbortError') copyOrShow(url, 'label', shareDone);
        });
        return;
      }
      copyOrShow(url, 'label', shareDone);
    }

    // An exported record (src/app/ui/move_list.cpp): a file to save when it
    // has a name, otherwise copied like a link (or shown in the field).
    // exportDone('copied' | 'saved' | 'refused').
    function exportRecord(text, fileName, exportDone) {
      if (fileName) {
        const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.style.display = 'none';
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60000);
        field.hide();
        exportDone('saved');
        return;
      }
      copyOrShow(text, 'record', (copied) => exportDone(copied ? 'copied' : 'refused'));
    }

    return { followRecord, shareLink, exportRecord };
  };
})(window.LineupPage = window.LineupPage || {});
