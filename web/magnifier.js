// -- phones: a tap plays the place under the finger, or the place nearest to it within a finger's
// reach (44 CSS px, up to half the distance to its neighbours); where places lie closer than a
// finger apart, the tap opens a magnified view of the area around it, a tap there plays the
// place, a tap beside closes it. The view names its places (the board's coordinates are at its
// edges, out of the view) and stays open while a move is under way (a piece picked up): a move
// takes one tap more than a click-by-click one, the tap that opens the view.
(function () {
  "use strict";
  var k = window.kabinett;
  var t = k.t; // a message in the page's language (web/lang.js, loaded before every script)
  var FINGER = 44, lastTouch = 0;
  var SVGNS = "http://www.w3.org/2000/svg";
  function places(svg) {
    var all = svg.querySelectorAll("[data-target]"), out = [];
    for (var i = 0; i < all.length; i++) {
      var r = all[i].getBoundingClientRect();
      if (r.width) out.push({ e: all[i], t: all[i].getAttribute("data-target"), x: r.left + r.width / 2,
                              y: r.top + r.height / 2, size: Math.min(r.width, r.height) });
    }
    return out;
  }
  function gap(p, all) { // the distance from a place to its nearest neighbour (a piece on it is the place)
    var least = Infinity;
    for (var i = 0; i < all.length; i++) {
      if (all[i].t === p.t) continue;
      least = Math.min(least, Math.hypot(all[i].x - p.x, all[i].y - p.y));
    }
    return least;
  }
  function nearest(all, x, y) {
    var best = null, d = Infinity;
    for (var i = 0; i < all.length; i++) {
      var di = Math.hypot(all[i].x - x, all[i].y - y);
      if (di < d) { best = all[i]; d = di; }
    }
    return best ? { p: best, d: d } : null;
  }
  var spacing = 60;  // the tapped place's spacing, for the magnifier's zoom
  var held = null;   // the magnified view's box while a move is under way, to open it again
  function close() {
    var old = document.getElementById("magnifier");
    if (old) old.remove();
  }
  function inBoard(svg, x, y) { // a point of the screen in the board's own units (it may be letterboxed)
    var at = svg.createSVGPoint();
    at.x = x; at.y = y;
    return at.matrixTransform(svg.getScreenCTM().inverse());
  }
  // The names of a cell board's places ("e4" of "e4: white pawn"), written in each place's
  // corner; graph boards write their points' names themselves.
  function names(svg, copy) {
    var cells = svg.querySelectorAll(".cells > [data-target]"), group = document.createElementNS(SVGNS, "g");
    group.setAttribute("class", "mag-names");
    for (var i = 0; i < cells.length; i++) {
      var title = cells[i].querySelector("title"), r = cells[i].getBoundingClientRect();
      if (!title || !r.width) continue;
      var a = inBoard(svg, r.left, r.top), b = inBoard(svg, r.right, r.bottom);
      var size = Math.abs(b.y - a.y), text = document.createElementNS(SVGNS, "text");
      var square = cells[i].tagName.toLowerCase() === "rect";  // a square's corner; a hex's or dot's top
      text.setAttribute("x", String(square ? Math.min(a.x, b.x) + size * 0.06 : (a.x + b.x) / 2));
      text.setAttribute("y", String(Math.min(a.y, b.y) + size * (square ? 0.27 : 0.34)));
      text.setAttribute("text-anchor", square ? "start" : "middle");
      text.setAttribute("font-size", String(size * 0.24));
      text.textContent = title.textContent.split(/[:,(]/)[0].trim();
      group.appendChild(text);
    }
    copy.appendChild(group);
  }
  function open(svg, x, y, box) {
    close();
    var zoom = Math.min(4, Math.max(2, 64 / spacing));  // neighbours then a finger and a half apart
    var r = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
    var w = view.width / zoom, h = view.height / zoom;
    var at = inBoard(svg, x, y);
    box = box || [at.x - w / 2, at.y - h / 2, w, h];
    var copy = svg.cloneNode(true);
    copy.setAttribute("viewBox", box.join(" "));
    copy.removeAttribute("aria-label");
    names(svg, copy);
    var pane = document.createElement("div");
    pane.id = "magnifier";
    pane.setAttribute("role", "dialog");
    pane.setAttribute("aria-label", t("Magnified board: tap the place you mean"));
    var note = document.createElement("p");
    note.textContent = t("Tap the place you mean (tap outside to close).");
    pane.appendChild(note);
    pane.appendChild(copy);
    pane.style.top = Math.max(4, r.top + window.scrollY) + "px";
    pane.addEventListener("click", function (e) {
      var node = e.target.closest && e.target.closest("[data-target]");
      close();
      held = null;
      if (!node) return;
      var target = node.getAttribute("data-target");
      var real = svg.ownerDocument.querySelector('#board svg [data-target="' + target.replace(/"/g, "") + '"]');
      if (!real) return;
      held = box;  // open again on the answer if it leaves the move under way
      real.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    document.body.appendChild(pane);
  }
  k.magnify = open;
  // A tap beside the view closes it, as its note says, and does nothing else (a dialog's way).
  document.addEventListener("click", function (e) {
    var pane = document.getElementById("magnifier");
    // (a tap, not a key's or a script's click: Enter on a button, the board's keys, a download)
    if (!pane || pane.contains(e.target) || !e.isTrusted || e.detail === 0) return;
    close();
    held = null;
    e.stopPropagation();
    e.preventDefault();
  }, true);
  // The answer to a tap in the magnified view: a piece picked up (a selection, more to tap) opens
  // the view again where it was, on the new board; a finished move leaves it closed.
  function reopen(board) {
    var box = held, svg = board.querySelector("svg");
    held = null;
    if (!box || !svg || !svg.querySelector("[data-target].selected") || !svg.querySelector("[data-target].target")) return;
    // Shifted, where it fits, to hold the piece picked up and every place it may go to.
    var marked = svg.querySelectorAll("[data-target].selected, [data-target].target"), lo = [Infinity, Infinity], hi = [-Infinity, -Infinity];
    for (var i = 0; i < marked.length; i++) {
      var r = marked[i].getBoundingClientRect(), a = inBoard(svg, r.left, r.top), b = inBoard(svg, r.right, r.bottom);
      lo = [Math.min(lo[0], a.x, b.x), Math.min(lo[1], a.y, b.y)];
      hi = [Math.max(hi[0], a.x, b.x), Math.max(hi[1], a.y, b.y)];
    }
    box = box.slice();
    for (var d = 0; d < 2; d++) {
      if (hi[d] - lo[d] > box[d + 2]) continue;
      box[d] = Math.min(Math.max(box[d], hi[d] - box[d + 2]), lo[d]);
    }
    open(svg, 0, 0, box);
  }
  document.addEventListener("DOMContentLoaded", function () {
    var board = document.getElementById("board");
    if (!board) return;
    new MutationObserver(function () { reopen(board); }).observe(board, { childList: true });
    board.addEventListener("pointerdown", function (e) { if (e.pointerType === "touch") lastTouch = Date.now(); }, true);
    board.addEventListener("click", function (e) {
      if (!e.isTrusted || Date.now() - lastTouch > 1500) return; // a mouse, a key, or the magnifier's own click
      var svg = board.querySelector("svg");
      if (!svg) return;
      var all = places(svg), near = nearest(all, e.clientX, e.clientY);
      if (!near) return;
      var room = gap(near.p, all);
      var hit = e.target.closest && e.target.closest("[data-target]");
      if (room >= FINGER || (hit && hit.getBoundingClientRect().width >= FINGER)) {
        // Room for a finger: the place tapped, or the nearest one within its reach.
        var reach = Math.max(near.p.size / 2, Math.min(FINGER / 2, room / 2));
        if (hit || near.d > reach) return;  // on a place: its own click; far from all: nothing
        e.stopPropagation();
        e.preventDefault();
        near.p.e.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        return;
      }
      spacing = room;
      e.stopPropagation();
      e.preventDefault();
      open(svg, e.clientX, e.clientY);
    }, true);
  });
})();
