// For screen readers: a hidden grid of the board (#lineup-grid: rows from the
// top, each cell labelled with what it holds and carrying the move it plays,
// both from state(): cellLabels and cellMoves; Enter or Space plays a cell,
// arrows move) and a live region (#lineup-live) that announces moves, threats
// and results. Both follow the game's state(). While a cell of the grid has
// the keyboard focus, a ring (#lineup-cell-focus) shows on the board where
// Enter would play it (in Connect 4, where the disc would land).
//
// One of the pieces of the page's script (web/page/, joined in order into the
// site's lineup-page.js by cmake/WebSite.cmake).
(function (parts) {
  'use strict';

  // accessibleBoard({grid, live, ring, play, where}) -> {update(s)}: play(move)
  // plays a move, where(move) is its point on the page ({x, y}, or null);
  // update(s) follows a state() of the game.
  parts.accessibleBoard = function ({ grid, live, ring, play, where }) {
    let gridShape = '';
    let lastSpoken = '';

    // The ring around the focused cell's place on the board, one cell across
    // (the distance to the next cell of its row).
    function showRing() {
      if (!ring) return;
      const focused = document.activeElement;
      const cell = focused && grid.contains(focused) ? focused.closest('[role=gridcell]') : null;
      const point = cell && where(cell.dataset.move);
      if (!point) { ring.classList.add('lineup-hidden'); return; }
      const row = cell.parentElement.children;
      const next = row[Number(cell.dataset.col) + 1] || row[Number(cell.dataset.col) - 1];
      const other = next && where(next.dataset.move);
      const size = Math.max(16, 0.9 * (other ? Math.abs(other.x - point.x) : 40));
      const box = ring.parentElement.getBoundingClientRect();  // .lineup-root
      Object.assign(ring.style, {
        width: `${size}px`, height: `${size}px`,
        left: `${point.x - box.left - size / 2}px`, top: `${point.y - box.top - size / 2}px`,
      });
      ring.classList.remove('lineup-hidden');
    }

    function updateGrid(s) {
      const labels = s.cellLabels || [];
      const shape = `${s.game}:${labels.length}x${labels.length ? labels[0].length : 0}`;
      if (shape !== gridShape) {
        gridShape = shape;
        grid.replaceChildren();
        labels.forEach((cells, row) => {
          const line = document.createElement('div');
          line.setAttribute('role', 'row');
          cells.forEach((_, col) => {
            const cell = document.createElement('div');
            cell.setAttribute('role', 'gridcell');
            cell.tabIndex = row === 0 && col === 0 ? 0 : -1;
            cell.dataset.row = String(row);
            cell.dataset.col = String(col);
            line.appendChild(cell);
          });
          grid.appendChild(line);
        });
      }
      grid.setAttribute('aria-label', s.language === 'zh' ? '棋盘' : 'Board');
      grid.querySelectorAll('[role=gridcell]').forEach((cell) => {
        const row = Number(cell.dataset.row), col = Number(cell.dataset.col);
        cell.setAttribute('aria-label', labels[row][col]);
        cell.dataset.move = s.cellMoves[row][col];
      });
    }

    // Says the message and any threat, once per change.
    function announce(s) {
      const text = [s.message, s.announce].filter(Boolean).join(' ');
      if (text === lastSpoken) return;
      lastSpoken = text;
      live.textContent = text;
    }

    if (grid) {
      grid.addEventListener('keydown', (event) => {
        const cell = event.target.closest('[role=gridcell]');
        if (!cell) return;
        const row = Number(cell.dataset.row), col = Number(cell.dataset.col);
        const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
        if (steps[event.key]) {
          const [dr, dc] = steps[event.key];
          const next = grid.querySelector(`[data-row="${row + dr}"][data-col="${col + dc}"]`);
          if (next) {
            cell.tabIndex = -1;
            next.tabIndex = 0;
            next.focus();
          }
        } else if (event.key === 'Enter' || event.key === ' ') {
          play(cell.dataset.move);
        } else {
          return;
        }
        // A key the grid handled is the grid's alone: the game listens to the
        // whole window, and would otherwise move its own cursor and play a
        // second move at it.
        event.preventDefault();
        event.stopPropagation();
      });
      grid.addEventListener('click', (event) => {
        const cell = event.target.closest('[role=gridcell]');
        if (cell) play(cell.dataset.move);
      });
      grid.addEventListener('focusin', showRing);
      grid.addEventListener('focusout', () => setTimeout(showRing));
      window.addEventListener('resize', showRing);
    }

    return {
      update(s) {
        if (!s || !s.ready) return;
        if (grid) updateGrid(s);
        if (live) announce(s);
        if (ring && !ring.classList.contains('lineup-hidden')) showRing();
      },
    };
  };
})(window.LineupPage = window.LineupPage || {});
