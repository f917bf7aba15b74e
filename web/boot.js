// Kabinett's first moments, before any Python: probe storage, paint the game's start board (or an
// embed's picture) and answer its first turn from the first-turn book, register the service worker
// once the engine is up. The engine itself is started by the next script, web/engine.js.
(function () {
  "use strict";
  var params = new URLSearchParams(location.search);
  var root = document.documentElement;
  var k = (window.kabinett = Object.assign(window.kabinett || {}, {
    inbox: [], storage: true, started: performance.now(), firstPaint: 0, firstReady: 0, lastPaint: 0, engineMs: 0,
    pyodideAt: 0, engineAt: 0, answeredAt: 0,
    reopening: false, reopenKey: "" // a reloaded game, and its position's key (the glue reads them)
  }));
  var t = k.t; // a message in the page's language (web/lang.js, loaded before every script)
  // An embed (issue 56): "1" a game to play, "replay" a game to step through, "diagram" a picture.
  // It shows its board at once and starts no engine until its reader touches it (a diagram never
  // does); then the engine is the one SharedWorker of every Kabinett page (web/worker.js).
  var embed = params.get("embed") || "";
  if (embed) root.classList.add("embed");
  if (embed === "replay" || embed === "diagram") root.classList.add(embed);
  // A diagram's position, or a replay's or a game's not at its start, comes as a picture in the
  // address (d=, pyengine/app/embedding.py), which web/diagram.js paints without the engine.
  var pictured = embed === "diagram" || (!!embed && !!params.get("d"));
  var picture = params.get("d") || "";
  // Its painter is fetched at once, beside the game's book (one round trip less on a phone).
  var painter = null;
  if (pictured) {
    painter = document.createElement("script");
    painter.src = "diagram.js";
    document.head.appendChild(painter);
  }
  params.delete("embed");
  params.delete("d"); // (the engine does not need the picture)
  k.embed = embed;
  // "protocol=full": the engine answers whole views, not their changes (the benchmarks compare).
  k.protocol = params.get("protocol") === "full" ? "full" : "delta";
  params.delete("protocol");
  params.delete("lang"); // the page's language (web/lang.js): the engine's game is the same
  params.delete("theme"); // the page's colours (web/access.js): the same
  // "flip=1": the board turned (an embed's, as its builder drew its picture): the engine's init
  if (params.get("flip") === "1") k.flip = true;
  params.delete("flip");
  k.query = params.toString();
  // A replay embed (embed=replay: pyengine/app/replaying.py, web/replay.py): the engine is told
  // (the address's embed is dropped above); until it is up, web/replay-embed.js keeps the controls
  // clicked and the keys pressed for the glue (k.replayPending) and shows the slider's turn. It is
  // written into the page here, read before the rest of it as this script is (its listeners are
  // there before the reader can touch anything), fetched beside the picture's painter above.
  k.replayPending = [];
  if (embed === "replay") {
    k.query += (k.query ? "&" : "") + "embed=replay";
    document.write('<script src="replay-embed.js"><\/script>');
  }
  k.game = params.get("game") || __DEFAULT_GAME__; // the catalogue's first game (build.py)
  try {
    localStorage.setItem("kabinett:probe", "1");
    localStorage.removeItem("kabinett:probe");
  } catch (e) {
    k.storage = false; // cross-site iframe: storage is denied; the glue keeps the game in memory
  }
  if (!k.storage && window.kabinettMemoryIndexedDB) {
    try {
      Object.defineProperty(window, "indexedDB", { value: window.kabinettMemoryIndexedDB, configurable: true });
    } catch (e) { /* PyScript then reports its own storage error */ }
  }
  var saved = null;
  if (k.storage) {
    try { saved = localStorage.getItem("kabinett:" + k.game); } catch (e) { saved = null; }
  }
  k.saved = saved; // (web/engine.js hands it to the engine)
  // The service worker's precache (the whole site, for offline play) starts once the engine is
  // up and the page is idle: it never competes with the start.
  k.registerServiceWorker = function () {
    if (!k.storage || !("serviceWorker" in navigator)) return;
    var go = function () { try { navigator.serviceWorker.register("sw.js").catch(function () {}); } catch (e) {} };
    if (window.requestIdleCallback) window.requestIdleCallback(go, { timeout: 3000 }); else setTimeout(go, 500);
  };
  // First paint: swap in the pre-rendered board of the game named in the URL.
  document.addEventListener("DOMContentLoaded", function () {
    var board = document.getElementById("board");
    var make = document.getElementById("far-make");
    if (make) make.addEventListener("click", makeEarly);
    if (k.missing !== null) {
      k.noGame(k.missing);
      root.classList.remove("other-board");
      k.firstPaint = performance.now();
      return;
    }
    offerSides();
    if (embed && !bookAsked && board && board.getAttribute("data-game") !== k.game) {
      document.getElementById("rules").textContent = ""; // (play.html's own game's: the engine writes this one's)
    }
    if (board && pictured) {
      if (k.book) paintBase(); // (the title and rules; the board is the picture's)
      showPicture();
    } else if (board && !atStart) {
      opening();
      if (k.book) paintBase(); // the title and rules, if the book came first
    } else if (board && board.getAttribute("data-game") !== k.game) {
      // play.html holds the catalogue's first game; another game's start board comes with its
      // first-turn book (a few KB, requested from the head of the page).
      board.innerHTML = '<p class="board-loading">' + t("Loading the board…") + "</p>";
      board.setAttribute("data-game", "");
      if (k.book) paintBase();
    } else if (board && k.book) {
      paintBase(); // play.html's own game: in the book's language if the page's is another
    }
    // (the board shown is this address's, or says it loads; a picture's when it is painted)
    if (!pictured) root.classList.remove("other-board");
    k.firstPaint = performance.now();
    // Until the engine's first view, boot.js answers the board (the first-turn book below).
    if (board) board.addEventListener("click", function (e) {
      if (root.getAttribute("data-engine") === "ready" || k.missing !== null) return;
      if (embed === "diagram" || embed === "replay") return; // nothing to play (the replay's glue says so)
      if (pictured) { say(null, t("Your game can be played as soon as the engine is up.")); return; }
      var node = e.target.closest && e.target.closest("[data-target]");
      if (k.reopening && k.reopen && node) reopened(node.getAttribute("data-target"), node);
      else if (k.reopening) say(null, t("Your game can be played as soon as the engine is up."));
      else if (node) early(node.getAttribute("data-target"), node);
      else if (!k.handed) say(null, t("Starting the engine… (that is not a legal move)"));
    });
    var buttons = document.getElementById("buttons");
    if (buttons) buttons.addEventListener("click", function (e) {
      if (root.getAttribute("data-engine") === "ready") return;
      var node = e.target.closest && e.target.closest("[data-target]");
      if (node) early(node.getAttribute("data-target"), null);
    });
    if (k.book && bookable) start();
  });

  // -- a game this page does not have --------------------------------------------------------
  // Said at once where the id cannot be one, else when its book is not there (a 404): the
  // engine says the same when it is up (the bridge's init), and the glue paints it with this.
  k.missing = /^[a-z0-9][a-z0-9-]{0,60}$/.test(k.game) ? null : k.game;
  k.noGame = function (id) {
    k.missing = id;
    var board = document.getElementById("board");
    if (!board) return; // before the page is parsed: DOMContentLoaded paints it
    var said = t("There is no game '%s' here.").replace("%s", id.length > 40 ? id.slice(0, 39) + "…" : id);
    var note = document.createElement("p"), away = document.createElement("a");
    note.className = "board-loading no-game";
    note.textContent = said + " ";
    away.href = "index.html";
    away.textContent = t("Choose a game in the catalogue");
    note.appendChild(away);
    board.replaceChildren(note);
    board.setAttribute("data-game", "");
    document.getElementById("title").textContent = "Kabinett";
    document.title = "Kabinett";
    var loading = document.querySelector(".loading-note");
    if (loading) loading.remove();
    var panel = document.querySelector("aside.panel");
    for (var i = 0; panel && i < panel.children.length; i++) { // no game: nothing to play, no controls
      var part = panel.children[i];
      if (part.id !== "status" && part.id !== "message") part.style.display = "none"; // (some are flex)
    }
    say(said, "", true);
    root.setAttribute("data-missing", id);
  };
  // "Play a friend far away" (the catalogue card's, play.html#far): the sides to choose from at
  // once, from the book (the game's default options: only where the engine will open those), and
  // "Make the game" clicked before the engine is up kept for it (the glue makes it then).
  k.farMake = -1;
  function offerSides() {
    var pick = document.getElementById("far-seat");
    if (!pick || pick.options.length || !k.book || root.getAttribute("data-engine") === "ready") return;
    if (!atStart && !(k.reopening && sameOptions())) return;
    var names = k.book.seats;
    names.forEach(function (name, i) {
      var o = document.createElement("option");
      o.value = String(i);
      o.textContent = name;
      pick.appendChild(o);
    });
    pick.setAttribute("data-names", names.join("|")); // as the glue marks it (web/far.py)
  }
  function sameOptions() { // the reopened game's options are the book's
    try {
      var mine = JSON.parse(saved).options || {}, theirs = k.book.options || {};
      return Object.keys(theirs).every(function (key) { return mine[key] === theirs[key]; });
    } catch (e) { return false; }
  }
  function makeEarly() {
    if (root.getAttribute("data-engine") === "ready") return; // the glue makes it (web/far.py)
    var pick = document.getElementById("far-seat"), note = document.getElementById("far-new-note");
    if (!pick.options.length) {
      note.textContent = t("The sides come with the engine: choose yours as soon as it is up.");
      return;
    }
    k.farMake = parseInt(pick.value, 10);
    sayMaking();
  }
  function sayMaking() {
    document.getElementById("far-new-note").textContent = t("Making the game as soon as the engine is up…");
  }

  // -- the first turn before the engine is up ---------------------------------------------
  // build.py ships, per game, the engine's own answers to every click of the first turn from
  // the start (pyengine/app/firstturn.py). Here they are only played back: a node's board (edits
  // of the start board's SVG), targets, buttons, status, move list. The steps made are handed to
  // the engine when it is up (glue.py, the bridge's "early" command), which checks them.
  k.steps = [];
  k.node = -1;
  k.handed = false;
  var seats = (params.get("seats") || "").split(",").filter(function (x) { return x; });
  var human = function (seat) { return (seats[seat] || "human") === "human"; };
  // The start board (play.html's own, or the book's) is what the engine opens only for a link
  // without a position (moves, a game by link), options (they may change the board) or a stored
  // game of this very link; otherwise the board waits for the engine, and no click is kept,
  // since it would be played in a position the person never saw.
  var atStart = (function () {
    var keys = Array.from(params.keys()).filter(function (x) { return ["game", "seats", "embed", "protocol", "lang"].indexOf(x) < 0; });
    if (keys.length || pictured) return false;
    if (saved) {
      try { // a stored game of this very link is what the engine will open, not the start
        var origin = new URLSearchParams(JSON.parse(saved).origin || "");
        var same = function (a, b) { return Array.from(a.entries()).sort().join("&") === Array.from(b.entries()).sort().join("&"); };
        var mine = new URLSearchParams(k.query);
        if (same(origin, mine)) {
          k.reopening = true;
          return false;
        }
      } catch (e) { /* a damaged save: the engine ignores it too */ }
    }
    return true;
  })();
  k.atStart = atStart;
  // Until this address's board is in (at DOMContentLoaded, below), play.html's own start board
  // (the catalogue's first game's) must not stand for it: hidden (kabinett.css). A slow frame
  // showed an embed's reader an empty Cross board for seconds (the walk of 2026-11-29).
  if (pictured || !atStart || k.game !== __DEFAULT_GAME__) root.classList.add("other-board");
  // A lesson (play.html?game=…&learn=n): its board, words and first clicks come from the build
  // (py/lessons/<game>.<lang>.json, tools/pages.py): its first click is answered at once and
  // the move kept for the engine, which checks it there (the "reopen" of a reloaded game).
  k.lessonAt = parseInt(params.get("learn") || "0", 10) || 0;
  if (k.lessonAt) {
    k.reopening = true;
    root.classList.add("learning", "lesson-task"); // the lesson's layout from the first paint (kabinett.css)
  }
  var bookable = (function () {
    if (!atStart || (embed && embed !== "1") || params.get("protocol")) return false;
    var humans = seats.map(function (x, i) { return x === "human" ? i : -1; }).filter(function (i) { return i >= 0; });
    if (humans.length === 1 && humans[0] === 1) return false; // the board is turned to the one person
    return humans.length > 0 || !seats.length;
  })();
  var opened = false;
  function opening() { // the board of a link to a position: nothing to click until the engine draws it
    var board = document.getElementById("board");
    var drawn = null;
    if (k.lessonAt) { // the lesson's board comes with its words (lesson() below)
      drawn = k.lessonBoard || null;
    } else if (k.reopening) { // this page's own game, reloaded: its board as last drawn (glue.py), not yet live
      try { drawn = localStorage.getItem("kabinett:board:" + k.game); } catch (e) { drawn = null; }
    }
    if (drawn) {
      board.innerHTML = drawn;
      var offered = board.querySelectorAll(".target, .selected");
      for (var i = 0; i < offered.length; i++) offered[i].classList.remove("target", "selected");
      // its first clicks as the engine stored them (glue.py): answered here, played by the engine
      if (k.lessonAt) k.reopen = k.lessonReopen || null;
      else try { k.reopen = JSON.parse(localStorage.getItem("kabinett:clicks:" + k.game) || "null"); } catch (e) { k.reopen = null; }
      if (k.reopen) {
        k.reopenKey = k.reopen.key;
        k.reopenSel = "";
        offer(Object.keys(k.reopen.first));
        root.setAttribute("data-early", "1");
      }
    } else {
      board.innerHTML = '<p class="board-loading"></p>';
    }
    board.setAttribute("data-game", ""); // the book still brings the rules and the title
    opened = true;
    sayOpening();
  }
  function offer(targets) { // these places of the stored board are the ones to click
    var board = document.getElementById("board");
    var old = board.querySelectorAll(".target");
    for (var i = 0; i < old.length; i++) old[i].classList.remove("target");
    targets.forEach(function (x) {
      var el = board.querySelector('[data-target="' + x.replace(/"/g, "") + '"]');
      if (el) el.classList.add("target");
    });
  }
  // A click on a reloaded game before the engine is up: a piece is selected and its moves
  // offered, as the engine would; the move made is kept, marked and played once it is up.
  function reopened(target, node) {
    if (k.handed) return;
    var first = k.reopen.first, sel = k.reopenSel;
    var board = document.getElementById("board");
    if (sel === null) { // the move is made: further clicks wait for the engine too
      keepReopened(target, node);
      return;
    }
    if (sel && target === sel) { // the selected piece again lets it go
      k.steps.length = 0; // (only selections were kept: nothing is played)
      node.classList.remove("selected");
      k.reopenSel = "";
      offer(Object.keys(first));
      say(null, "");
    } else if (sel && first[sel].indexOf(target) >= 0) {
      keepReopened(target, node);
    } else if (first[target]) {
      if (sel) { // another piece: the engine starts a new path too
        var was = board.querySelector(".selected");
        if (was) was.classList.remove("selected");
      }
      k.steps.push(["click", target]);
      if (first[target].length) {
        node.classList.add("selected");
        k.reopenSel = target;
        offer(first[target]);
        say(null, "");
      } else {
        k.steps.pop();
        keepReopened(target, node);
      }
    } else {
      say(null, t("%s is not a legal choice now.").replace("%s", target));
    }
    k.answeredAt = performance.now();
  }
  function keepReopened(target, node) {
    k.steps.push(["click", target]);
    k.reopenSel = null;
    offer([]);
    node.classList.add("queued");
    say(null, t("Starting the engine… your move %s will be played as soon as it is up.").replace("%s", target));
    k.answeredAt = performance.now();
  }
  function sayOpening() { // again when the page's words come (web/lang.js), if they come later
    var what = k.lessonAt ? t("Opening the lesson…") : k.reopening ? t("Opening your game…")
      : params.get("far") ? t("Opening the game from the link…") : t("Opening the position from the link…");
    var note = document.querySelector("#board .board-loading");
    if (note) note.textContent = what;
    say(what + " " + t("(the engine is loading)"), null);
  }
  window.addEventListener("kabinett-lang", function () {
    if (k.missing !== null) { k.noGame(k.missing); return; }
    if (k.farMake >= 0) sayMaking();
    if (root.getAttribute("data-engine") === "ready") return;
    var loading = document.querySelector("#board p.board-loading:not(.no-game)");
    if (loading && !opened) loading.textContent = t("Loading the board…"); // written before its words came
    if (opened) sayOpening();
    else if (current()) say(statusOf(current()), null);
  });
  // The book: the game's start board, rules and first-turn answers, fetched at once (also when
  // the answers cannot be used: for the start board and the rules).
  var zipped = typeof DecompressionStream !== "undefined";
  if (k.lessonAt) fetch(new URL("py/lessons/" + k.game + "." + k.lang + (zipped ? ".json.gz" : ".json"), location.href).href).then(function (r) {
    if (!r.ok) return null;
    return zipped ? new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).json() : r.json();
  }).then(function (series) {
    if (!series || root.getAttribute("data-engine") === "ready") return;
    var i = Math.max(0, Math.min(k.lessonAt, series.lessons.length) - 1), one = series.lessons[i];
    k.lessonBoard = one.svg;
    k.lessonReopen = one.reopen;
    var words = function () { // the box is in the page's body, which may not be parsed yet
      var box = document.getElementById("lesson");
      if (!box || root.getAttribute("data-engine") === "ready") return;
      box.hidden = false;
      document.getElementById("lesson-count").textContent = t("Lesson %(n)d of %(count)d").replace("%(n)d", i + 1).replace("%(count)d", series.lessons.length);
      document.getElementById("lesson-title").textContent = one.title;
      document.getElementById("lesson-text").textContent = one.text;
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", words);
    else words();
    var show = function () { if (opened) opening(); else setTimeout(show, 20); };
    show();
  }).catch(function () {});
  var bookLangs = __BOOK_LANGS__; // the games whose books are also in other languages (build.py)
  var bookName = k.game + ((bookLangs[k.game] || []).indexOf(k.lang) >= 0 ? "." + k.lang : "");
  // An embed fetches the book (3–26 KB) only where it answers: a game to play from its start. Its
  // picture (d=) is the whole drawing, named by its game; an older address's picture, edits of
  // the book's board, asks for it (web/diagram.js).
  var bookAsked = null;
  function fetchBook() {
    if (bookAsked) return bookAsked;
    if (k.missing !== null) return (bookAsked = Promise.resolve(null));
    bookAsked = fetch(new URL("py/first/" + bookName + (zipped ? ".json.gz" : ".json"), location.href).href).then(function (r) {
      if (r.status === 404 && root.getAttribute("data-engine") !== "ready") k.noGame(k.game); // every game has its book
      if (!r.ok) throw new Error("HTTP " + r.status);
      return zipped ? new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).json() : r.json();
    }).then(function (b) {
      k.book = b;
      k.tokens = cut(b.base);
      k.bookAt = performance.now();
      if (document.readyState !== "loading") {
        paintBase();
        offerSides();
        if (bookable) start();
      }
      loadReplies();
      return b;
    }).catch(function () { k.book = null; return null; });
    return bookAsked;
  }
  if (!embed || bookable) fetchBook();
  function paintBase() {
    var board = document.getElementById("board");
    if (!board || !k.book) return;
    // play.html's own board, title and rules are its game's in English: a page in another
    // language whose book is in it paints the book's (build.py makes one per language).
    var lang = bookName === k.game ? "en" : k.lang;
    if (board.getAttribute("data-game") === k.game && (board.getAttribute("data-lang") || "en") === lang) return;
    if (atStart) board.innerHTML = k.book.base;
    board.setAttribute("data-game", k.game);
    board.setAttribute("data-lang", lang);
    document.getElementById("rules").innerHTML = k.book.rules_html;
    document.getElementById("title").textContent = k.book.title; // play.html names its own game
    document.title = "Kabinett — " + k.book.title;
    k.boardAt = performance.now();
  }
  // ``quiet``: the first view's status, read with the page; a later one is said (the status line
  // is no live region: web/voice.py).
  function say(status, message, quiet) {
    if (k.engineFailed) return; // what the page says of an engine that failed stays said
    var s = document.getElementById("status"), m = document.getElementById("message");
    if (status !== null && s && s.textContent !== status) {
      s.textContent = status;
      var a = document.getElementById("announce");
      if (a && !quiet) a.textContent = status;
    }
    if (message !== null && m) m.textContent = message;
  }
  function current() { return k.book && k.node >= 0 ? k.book.nodes[k.node] : null; }
  function statusOf(n) {
    if (n.over) return t("Game over.") + " " + n.result;
    var seat = n.acting;
    if (seat !== null && seat >= 0 && !human(seat)) {
      return t("%s (computer) will answer as soon as it has loaded…").replace("%s", k.book.seats[seat] || t("The computer"));
    }
    if (n.leaf || n.prompt) return n.status + " " + t("(the engine is loading: your move will be played as soon as it is up)");
    return n.status;
  }
  function start() {
    // A click made before the book came (kept as a step) is answered now, through the book,
    // so that what the board shows and the steps handed to the engine stay one.
    var queued = k.steps;
    k.steps = [];
    enter(0);
    for (var i = 0; i < queued.length; i++) if (queued[i][0] === "click") early(queued[i][1], null);
  }
  function enter(i) {
    if (root.getAttribute("data-engine") === "ready" || !k.book) return;
    var n = k.book.nodes[i], first = k.node < 0;
    k.node = i;
    var board = document.getElementById("board");
    if (!first || n.edits.length) board.innerHTML = applyEdits(k.tokens, n.edits);
    if (n.history.length) { // the glue's markup (panels.py history_row), rebuilt by it on its first paint
      var esc = function (x) { return String(x).replace(/&/g, "&amp;").replace(/</g, "&lt;"); };
      var box = document.getElementById("history");
      box.innerHTML = '<li><button type="button" data-goto="0" data-start="0" class="start">' + t("start position") + "</button></li>" +
        n.history.map(function (row) {
          return '<li><span class="num">' + (row[0] === null ? "" : row[0] + ".") + "</span>" + row[1].map(function (e) {
            return '<button type="button" data-goto="' + e[1] + '" data-start="' + e[0] + '" class="' + (e[2] >= 0 ? "seat" + e[2] : "chance") +
              (e[1] === n.actions ? " current" : "") + '">' + esc(e[3]) + "</button>";
          }).join("") + "</li>";
        }).join("");
      box.setAttribute("data-actions", String(n.actions));
    }
    var theirs = n.acting !== null && n.acting >= 0 && !human(n.acting);
    if (theirs) { // the book speaks for people in every seat: the computer's pieces are not offered
      var offered = board.querySelectorAll(".target");
      for (var o = 0; o < offered.length; o++) offered[o].classList.remove("target");
    }
    var buttons = document.getElementById("buttons");
    if (buttons) buttons.innerHTML = (theirs ? [] : n.buttons || []).map(function (b) {
      return '<button type="button" data-target="' + b[0].replace(/"/g, "&quot;") + '">' + b[1].replace(/</g, "&lt;") + "</button>";
    }).join("");
    root.setAttribute("data-early", "1");
    say(statusOf(n), "", first);
    k.answeredAt = performance.now();
    if (n.chance) setTimeout(function () { if (k.node === i && !k.handed) draw(n.chance); }, 250); // as the engine's pause
    else if (theirs && !n.over) setTimeout(function () { reply(i); }, 250);
  }
  // The drawing a board's edits ([start, end, text]: the parts start..end replaced by text, the
  // parts cut before each "<") make of the parts "tokens": pyengine/app/wire.py apply_edits, the
  // same cases (tests/protocol_cases.json, tests/test_protocol_cases.py).
  function applyEdits(tokens, edits) {
    var out = [], at = 0;
    for (var j = 0; j < edits.length; j++) {
      var e = edits[j];
      for (var tok = at; tok < e[0]; tok++) out.push(tokens[tok]);
      out.push(e[2]);
      at = e[1];
    }
    for (tok = at; tok < tokens.length; tok++) out.push(tokens[tok]);
    return out.join("");
  }
  // The view's marks as classes ({class: [target, ...]}: pyengine/kit/svg/drawing.py MARKS, which the drawing
  // never carries), set on the first element of the board with each named data-target, the
  // old ones removed: svg.mark does the same for build.py's boards and the tests. The glue
  // calls it on every paint (one call, JSON in).
  var MARKED = ["target", "selected", "last", "hint"];
  function mark(board, marks) {
    var old = board.querySelectorAll(MARKED.map(function (c) { return "[data-target]." + c; }).join(","));
    for (var i = 0; i < old.length; i++) old[i].classList.remove.apply(old[i].classList, MARKED);
    MARKED.forEach(function (c) {
      (marks[c] || []).forEach(function (x) {
        var el = board.querySelector('[data-target="' + String(x).replace(/"/g, "") + '"]');
        if (el) el.classList.add(c);
      });
    });
  }
  k.mark = function (json) { mark(document.getElementById("board"), JSON.parse(json)); };
  function cut(svg) { return svg.split(/(?=<)/).filter(function (x) { return x; }); } // (wire.py cut)
  k.applyEdits = applyEdits; // (the tests run the cases through them)
  k.cut = cut;
  function draw(outcomes) { // a chance outcome by its weight (the engine checks it is one)
    var pick = Math.random(), o = outcomes[outcomes.length - 1];
    for (var j = 0; j < outcomes.length; j++) {
      pick -= outcomes[j][1];
      if (pick < 0) { o = outcomes[j]; break; }
    }
    k.steps.push(["chance", o[0]]);
    enter(o[2]);
  }
  function early(target, node) {
    if (k.handed) return;
    var n = current();
    if (!n) { // no book (another position, a browser without DecompressionStream): keep one click
      if (!node || !node.classList.contains("target")) { say(t("Starting the engine… (that is not a legal move)"), null); return; }
      var old = document.querySelectorAll("#board .queued");
      for (var i = 0; i < old.length; i++) old[i].classList.remove("queued");
      node.classList.add("queued");
      k.steps = [["click", target]];
      say(t("Starting the engine… your move %s will be played as soon as it is up.").replace("%s", target), null);
      return;
    }
    if (n.acting !== null && n.acting >= 0 && !human(n.acting)) {
      say(null, t("Wait: it is the computer's turn."));
      return;
    }
    var next = k.beyond ? undefined : n.next ? n.next[target] : undefined;
    if (next === undefined) {
      // Beyond the book (a turn it did not reach, the next person's, the computer's reply): the
      // click is kept, and played when the engine is up (it checks it, as every early step).
      if (!n.over && (k.beyond || ((n.leaf || n.partial) && n.targets.indexOf(target) >= 0))) keep(target, node);
      else if (n.chance) say(null, t("The engine is still loading: this can be played as soon as it is up."));
      else say(null, t("%s is not a legal choice now.").replace("%s", target));
      return;
    }
    if (typeof next === "object") { draw(next.chance); return; } // a die the person rolls
    k.steps.push(["click", target]);
    enter(next);
  }
  function keep(target, node) {
    k.steps.push(["click", target]);
    k.beyond = true; // the board shows the book's last answer: the next clicks are kept too
    if (node) node.classList.add("queued");
    say(null, t("Starting the engine… your move %s will be played as soon as it is up.").replace("%s", target));
  }
  // "Play the computer": the computer's reply to the person's first turn (and its opening turn
  // where it begins) from the book's replies (pyengine/app/firstturn.py `replies`: the level's own
  // choice, made at build time), fetched after the book, for the levels they were made for.
  var replyKey = seats.length > 1 && seats[0] === "human" && seats.slice(1).every(function (x) { return x !== "human" && x !== "far"; })
    ? seats.slice(1).join(",") : "";
  k.waitingReply = -1;
  function loadReplies() {
    if (!replyKey || !bookable || k.replies !== undefined) return;
    k.replies = null;
    fetch(new URL("py/first/" + bookName + ".replies" + (zipped ? ".json.gz" : ".json"), location.href).href).then(function (r) {
      if (!r.ok) throw new Error("HTTP " + r.status);
      return zipped ? new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).json() : r.json();
    }).then(function (r) {
      if (!r.levels[replyKey]) return;
      k.replyOffset = k.book.nodes.length;
      k.book.nodes.push.apply(k.book.nodes, r.nodes);
      k.replies = r.levels[replyKey];
      if (k.waitingReply >= 0) reply(k.waitingReply);
    }).catch(function () { k.replies = null; });
  }
  function reply(i) {
    if (k.handed || k.beyond || k.node !== i || root.getAttribute("data-engine") === "ready") return;
    var r = k.replies && k.replies[String(i)];
    if (!r) { k.waitingReply = i; return; } // not yet come, or not in the book: the engine answers
    k.waitingReply = -1;
    for (var j = 0; j < r[0].length; j++) k.steps.push(r[0][j]);
    k.repliedAt = performance.now();
    k.repliedTo = i;
    enter(k.replyOffset + r[1]);
  }
  // A diagram's picture (and a replay's, until its engine is up): web/diagram.js paints it from
  // the address's d= once the page is in (and the book, fetched then, for an older address's).
  var pictureShown = false;
  function showPicture() {
    if (pictureShown || document.readyState === "loading" || root.getAttribute("data-engine") === "ready") return;
    pictureShown = true;
    var paint = function () {
      var shown = function () { root.classList.remove("other-board"); };
      window.kabinettDiagram.paint(document.getElementById("board"), fetchBook, picture).then(function () {
        shown();
        k.firstPaint = k.firstPaint || performance.now();
        k.pictureAt = performance.now();
      }, shown);
    };
    if (window.kabinettDiagram) { paint(); return; }
    painter.addEventListener("load", paint);
  }
})();
