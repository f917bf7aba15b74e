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
  var t = k.t; // a message in the page's language (web/lang.js, loaded before every script)

  // -- themes: light, dark (following the system unless chosen) and high contrast -----------
  var THEMES = ["auto", "light", "dark", "contrast"];
  var dark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  // An address's theme= (the embed builder's choice for a blog's frame) wins over the stored
  // choice and is not stored: the reader's own pick, once made, is theirs again.
  var asked = new URLSearchParams(location.search).get("theme");
  if (THEMES.indexOf(asked) < 0) asked = null;
  function chosenTheme() {
    if (asked) return asked;
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
    asked = null;
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
    if (node.classList.contains("selected")) notes.push(t("selected"));
    if (node.classList.contains("target")) notes.push(t("a legal move"));
    if (node.classList.contains("last")) notes.push(t("the last move"));
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
  // distance counting one and a half (so that a grid's neighbour wins over a diagonal, and a
  // hex board's neighbour half a column aside over the cell two rows away straight on).
  function nearest(from, dx, dy) {
    var p = centre(from), best = null, score = Infinity, all = targets();
    for (var i = 0; i < all.length; i++) {
      var n = all[i];
      if (n === from) continue;
      var q = centre(n), vx = q.x - p.x, vy = q.y - p.y;
      var along = vx * dx + vy * dy, side = Math.abs(vx * dy - vy * dx);
      if (along <= 1 || side > along * 1.8) continue;
      var s = along + 1.5 * side;
      if (s < score) { score = s; best = n; }
    }
    return best;
  }
  var STEPS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  function onKey(e) {
    var b = board();
    if (e.target !== b) return;
    // a replay's board offers no place: its arrows step the game (web/replay.py), as elsewhere
    if (document.documentElement.classList.contains("replay")) return;
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
    function named() { // again when the page's words come (web/lang.js leaves the board's alone)
      b.setAttribute("aria-roledescription", t("game board"));
      b.setAttribute("aria-label", t("Board. Arrow keys move between places, Enter plays, Escape clears a selection."));
    }
    named();
    window.addEventListener("kabinett-lang", named);
    // The ring on the board's places shows where the keyboard is, so only after a key:
    // a mouse or a finger sees its own click, not a second "selection" (:focus-visible's idea).
    // Typing into a field is not finding one's way by keys: a finger or a mouse that chose a cell and
    // typed its number (Enter puts the focus back on the board) sees no ring after it.
    document.addEventListener("keydown", function (e) {
      var field = e.target && /^(INPUT|TEXTAREA)$/.test(e.target.tagName);
      if (!field || e.key === "Tab") document.documentElement.setAttribute("data-input", "keys");
    }, true);
    document.addEventListener("pointerdown", function () { document.documentElement.setAttribute("data-input", "pointer"); }, true);
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

// -- a move slides, a placed stone fades in (the view names the action's click path in
// #board[data-moved]); nothing moves for those who ask for reduced motion.
(function () {
  "use strict";
  var k = window.kabinett;
  var still = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
  var PIECES = ".pc"; // pyengine/kit/svg/drawing.py PIECE_MARK: every game's pieces carry it
  function box(node) { return node.getBoundingClientRect(); }
  function inside(r, x, y) { return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom; }
  function pieceOn(svg, cell) {
    var r = box(cell), all = svg.querySelectorAll(PIECES);
    for (var i = 0; i < all.length; i++) {
      var p = box(all[i]);
      if (p.width && inside(r, p.left + p.width / 2, p.top + p.height / 2)) return all[i];
    }
    return null;
  }
  k.animateMove = function () {
    var board = document.getElementById("board");
    var path = (board.getAttribute("data-moved") || "").split(" ").filter(Boolean);
    var svg = board.querySelector("svg");
    if (!path.length || !svg || (still && still.matches) || !svg.animate) return;
    var find = function (t) { return svg.querySelector('[data-target="' + t.replace(/"/g, "") + '"]'); };
    var to = find(path[path.length - 1]), from = path.length > 1 ? find(path[0]) : null;
    if (!to) return;
    var piece = pieceOn(svg, to);
    if (!piece) return;
    var ctm = svg.getScreenCTM(), scale = ctm && ctm.a ? 1 / ctm.a : 1; // screen px -> the board's units
    if (from && from !== to) {
      var a = box(from), b = box(to);
      var dx = (a.left + a.width / 2 - b.left - b.width / 2) * scale, dy = (a.top + a.height / 2 - b.top - b.height / 2) * scale;
      piece.animate([{ transform: "translate(" + dx + "px, " + dy + "px)" }, { transform: "translate(0, 0)" }],
                    { duration: 180, easing: "ease-out" });
    } else {
      piece.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 160, easing: "ease-out" });
    }
    k.animated = (k.animated || 0) + 1; // tests read it
  };
  document.addEventListener("DOMContentLoaded", function () {
    var board = document.getElementById("board");
    if (board) new MutationObserver(function () {
      if (!board.getAttribute("data-moved")) return;
      k.animateMove();
      board.setAttribute("data-moved", ""); // once: a repaint of the same position does not slide again
    })
      .observe(board, { attributes: true, attributeFilter: ["data-moved"] });
  });
})();

// -- the board as an image: SVG (styles written into it, so that it stands alone) or PNG.
(function () {
  "use strict";
  var k = window.kabinett;
  var t = k.t; // a message in the page's language (web/lang.js, loaded before every script)
  var PROPS = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "stroke-linecap", "opacity",
               "font-size", "font-family", "font-weight", "text-anchor", "dominant-baseline", "display", "visibility"];
  function standalone() {
    // the embed builder's picture (web/builder.py: the position and marks chosen), else the board
    var svg = (k.embedPicture && k.embedPicture()) || document.querySelector("#board svg");
    var copy = svg.cloneNode(true);
    var from = svg.querySelectorAll("*"), to = copy.querySelectorAll("*");
    for (var i = 0; i < from.length; i++) {
      var cs = getComputedStyle(from[i]), style = [];
      for (var j = 0; j < PROPS.length; j++) style.push(PROPS[j] + ":" + cs.getPropertyValue(PROPS[j]));
      to[i].setAttribute("style", style.join(";"));
      to[i].classList.remove("kbd-focus");
    }
    var view = svg.viewBox.baseVal;
    copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    copy.setAttribute("width", String(view.width));
    copy.setAttribute("height", String(view.height));
    var paper = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    paper.setAttribute("x", String(view.x)); paper.setAttribute("y", String(view.y));
    paper.setAttribute("width", "100%"); paper.setAttribute("height", "100%");
    paper.setAttribute("fill", getComputedStyle(document.documentElement).backgroundColor || "#fff");
    copy.insertBefore(paper, copy.firstChild);
    return { text: new XMLSerializer().serializeToString(copy), width: view.width, height: view.height };
  }
  function save(blob, name) {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }
  function fileName(ext) {
    var game = document.getElementById("board").getAttribute("data-game") || "board";
    return "kabinett-" + game + "." + ext;
  }
  k.boardImage = function (kind) {
    var image = standalone();
    var blob = new Blob([image.text], { type: "image/svg+xml" });
    if (kind === "svg") return save(blob, fileName("svg"));
    var img = new Image(), url = URL.createObjectURL(blob);
    img.onload = function () {
      var canvas = document.createElement("canvas");
      canvas.width = Math.round(image.width * 2); canvas.height = Math.round(image.height * 2);
      var g = canvas.getContext("2d");
      g.drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob(function (png) { save(png, fileName("png")); }, "image/png");
    };
    img.src = url;
  };
  // -- copy, download, open a file, share: what a person takes out of the page or brings in.
  function copyFrom(field, button) {
    var done = function () {
      var was = button.getAttribute("data-label") || button.textContent;
      button.setAttribute("data-label", was);
      button.textContent = t("Copied");
      setTimeout(function () { button.textContent = was; }, 1500);
    };
    var text = field.value;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { field.select(); document.execCommand("copy"); done(); });
    } else { field.select(); document.execCommand("copy"); done(); }
  }
  k.recordFile = function () { return fileName("txt").replace(".txt", "-record.txt"); };
  document.addEventListener("DOMContentLoaded", function () {
    var copies = document.querySelectorAll("[data-copy]");
    for (var i = 0; i < copies.length; i++) (function (button) {
      var field = document.getElementById(button.getAttribute("data-copy"));
      button.addEventListener("click", function () { copyFrom(field, button); });
    })(copies[i]);
    ["share-link", "embed-snippet", "far-link"].forEach(function (id) {  // focus selects all, ready to copy
      var field = document.getElementById(id);
      if (field) field.addEventListener("focus", function () { field.select(); });
    });
    var download = document.getElementById("download-record");
    if (download) download.addEventListener("click", function () {
      save(new Blob([document.getElementById("record").value], { type: "text/plain" }), k.recordFile());
    });
    var open = document.getElementById("open-record");
    if (open) open.addEventListener("change", function () {
      var file = open.files && open.files[0];
      if (!file) return;
      var reader = new FileReader();
      reader.onload = function () {  // into the box, as if pasted: "Load this record" plays it
        var box = document.getElementById("record");
        box.value = String(reader.result);
        box.dispatchEvent(new Event("input", { bubbles: true }));
        open.value = "";
      };
      reader.readAsText(file);
    });
    var farNew = document.getElementById("far-new");  // the catalogue's "Play a friend far away"
    if (farNew && location.hash === "#far") { farNew.open = true; farNew.scrollIntoView(); }
    var farShare = document.getElementById("far-share");  // a game by link: the phone's share sheet
    if (farShare && navigator.share) {
      farShare.hidden = false;
      farShare.addEventListener("click", function () {
        navigator.share({ title: "Kabinett: your move", url: document.getElementById("far-link").value })
          .catch(function () {});
      });
    }
    var share = document.getElementById("share-native");
    if (share && navigator.share) {
      share.hidden = false;
      share.addEventListener("click", function () {
        var title = document.getElementById("title");
        navigator.share({ title: "Kabinett: " + (title ? title.textContent : ""),
                          url: document.getElementById("share-link").value }).catch(function () {});
      });
    }
  });
  document.addEventListener("DOMContentLoaded", function () {
    var svgButton = document.getElementById("save-svg"), pngButton = document.getElementById("save-png");
    if (svgButton) svgButton.addEventListener("click", function () { k.boardImage("svg"); });
    if (pngButton) pngButton.addEventListener("click", function () { k.boardImage("png"); });
  });
})();
