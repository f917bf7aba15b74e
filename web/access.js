// Kabinett's board for keyboards and screen readers, and the colour themes. It knows no game:
// it works on the board's [data-target] elements and their <title>s (every view draws them).
//
// The board is one tab stop. Arrow keys move a focus ring to the nearest target in that
// direction (on grids the neighbour, on graphs the nearest node or face that way); Enter or
// Space clicks it; Escape clears a selection (a second click on the selected target). The
// focused target's name ("k6, empty. A legal move.") goes to a polite live region.
(function () {
  "use strict";
  var k = window.kabinett || (window.kabinett = {});
  var root = document.documentElement;

  // -- themes: light, dark (following the system unless chosen) and high contrast -----------
  var THEMES = ["auto", "light", "dark", "contrast"];
  var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function chosenTheme() {
    try { return localStorage.getItem("kabinett:theme") || "auto"; } catch (e) { return "auto"; }
  }
  function applyTheme(choice) {
    if (THEMES.indexOf(choice) < 0) choice = "auto";
    var used = choice === "auto" ? (dark && dark.matches ? "dark" : "light") : choice;
    root.setAttribute("data-theme", used);
    root.setAttribute("data-theme-choice", choice);
    var pick = document.getElementById("theme");
    if (pick && pick.value !== choice) pick.value = choice;
  }
  k.setTheme = function (choice) {
    try { localStorage.setItem("kabinett:theme", choice); } catch (e) { /* embedded: not kept */ }
    applyTheme(choice);
  };
  applyTheme(chosenTheme());
  if (dark && dark.addEventListener) dark.addEventListener("change", function () { applyTheme(chosenTheme()); });

  // -- the board's focus ring ------------------------------------------------------------------
  var focused = ""; // the data-target of the focused element
  function board() { return document.getElementById("board"); }
  function targets() {
    var b = board();
    return b ? Array.prototype.slice.call(b.querySelectorAll("svg [data-target]")) : [];
  }
  function byTarget(t) {
    var all = targets();
    for (var i = 0; i < all.length; i++) if (all[i].getAttribute("data-target") === t) return all[i];
    return null;
  }
  function centre(node) {
    var r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }
  k.describe = function (node) {
    var title = "";
    for (var c = node.firstElementChild; c; c = c.nextElementSibling) {
      if (c.tagName.toLowerCase() === "title") { title = c.textContent; break; }
    }
    var name = title || node.getAttribute("aria-label") || node.getAttribute("data-target");
    var notes = [];
    if (node.classList.contains("selected")) notes.push("selected");
    if (node.classList.contains("target")) notes.push("a legal move");
    if (node.classList.contains("last")) notes.push("the last move");
    return name + (notes.length ? ". " + notes.join(", ") + "." : "");
  };
  function say(text) {
    var live = document.getElementById("board-focus");
    if (live) live.textContent = text;
  }
  function ring(node, announce) {
    var old = board().querySelectorAll(".kbd-focus");
    for (var i = 0; i < old.length; i++) old[i].classList.remove("kbd-focus");
    if (!node) return;
    node.classList.add("kbd-focus");
    focused = node.getAttribute("data-target");
    if (!node.id) node.id = "t-" + focused.replace(/[^A-Za-z0-9_-]/g, "_");
    board().setAttribute("aria-activedescendant", node.id);
    if (announce) say(k.describe(node));
  }
  function firstTarget() {
    var all = targets();
    for (var i = 0; i < all.length; i++) if (all[i].classList.contains("target")) return all[i];
    return all[0] || null;
  }
  // The nearest target in a direction: within 60 degrees of it, the closest, sideways
  // distance counting double (so that a grid's neighbour wins over a diagonal).
  function nearest(from, dx, dy) {
    var p = centre(from), best = null, score = Infinity, all = targets();
    for (var i = 0; i < all.length; i++) {
      var n = all[i];
      if (n === from) continue;
      var q = centre(n), vx = q.x - p.x, vy = q.y - p.y;
      var along = vx * dx + vy * dy, side = Math.abs(vx * dy - vy * dx);
      if (along <= 1 || side > along * 1.8) continue;
      var s = along + 2 * side;
      if (s < score) { score = s; best = n; }
    }
    return best;
  }
  var STEPS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  function onKey(e) {
    var b = board();
    if (e.target !== b) return;
    var here = byTarget(focused) || firstTarget();
    if (STEPS[e.key]) {
      e.preventDefault();
      e.stopPropagation(); // the page's arrows walk the history; on the board they move
      var next = here ? nearest(here, STEPS[e.key][0], STEPS[e.key][1]) || here : null;
      ring(next, true);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      e.stopPropagation();
      if (here) {
        ring(here, false);
        here.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      }
    } else if (e.key === "Escape") {
      var sel = b.querySelector("svg [data-target].selected");
      if (sel) sel.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  }
  document.addEventListener("DOMContentLoaded", function () {
    var b = board();
    if (!b) return;
    b.tabIndex = 0;
    b.setAttribute("role", "application");
    b.setAttribute("aria-roledescription", "game board");
    b.setAttribute("aria-label", "Board. Arrow keys move between places, Enter plays, Escape clears a selection.");
    b.addEventListener("keydown", onKey);
    b.addEventListener("focus", function () { ring(byTarget(focused) || firstTarget(), true); });
    b.addEventListener("blur", function () { ring(null, false); });
    // A repaint replaces the SVG: the ring stays on the same place, and the place is announced
    // again only if what stands there changed.
    new MutationObserver(function () {
      if (document.activeElement !== b || !focused) return;
      var node = byTarget(focused) || firstTarget();
      var before = b.getAttribute("data-focus-said") || "";
      ring(node, false);
      if (node && k.describe(node) !== before) say(k.describe(node));
      if (node) b.setAttribute("data-focus-said", k.describe(node));
    }).observe(b, { childList: true });
    var pick = document.getElementById("theme");
    if (pick) {
      pick.value = chosenTheme();
      pick.addEventListener("change", function () { k.setTheme(pick.value); });
    }
  });
})();
