// A diagram (play.html?game=…&embed=diagram&d=…, issue 56): one position, its marks and a
// caption, painted from the address without the engine. ``d`` is pyengine/app/payload.py's
// pack of {"v": 1, "svg": "<svg…>" | "edits": [[start, end, text], …], "title": the game's,
// "marks": {class: [target, …]}, "caption": text}: the whole drawing (pyengine/app/embedding.py),
// or, in addresses written before, edits of the first-turn book's base board (the book is then
// asked for: boot.js fetches it only where it is needed, it costs up to 26 KB). The drawing comes
// from an address anyone can write: it is parsed as SVG and only drawing elements and attributes
// are kept (no script, no handlers, no links out).
(function () {
  "use strict";
  var k = window.kabinett || (window.kabinett = {});
  var t = k.t || function (x) { return x; };
  var SVGNS = "http://www.w3.org/2000/svg";
  var MARKED = ["selected", "last", "hint"]; // pyengine/app/embedding.py MARK_KEYS
  var UNSAFE = /^(script|foreignobject|iframe|object|embed|use|image|a|animate|animatetransform|animatemotion|set|style|link|meta)$/i;

  function inflate(d) {
    if (typeof d !== "string" || !/^[A-Za-z0-9_-]+$/.test(d)) return Promise.reject(new Error("not base64url"));
    var text = d.replace(/-/g, "+").replace(/_/g, "/");
    while (text.length % 4) text += "=";
    var bytes;
    try {
      var raw = atob(text);
      bytes = new Uint8Array(raw.length);
      for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    } catch (e) { return Promise.reject(e); }
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).text();
  }
  function clean(node) { // only drawing: elements and attributes that cannot run or fetch anything
    var all = [node].concat(Array.prototype.slice.call(node.querySelectorAll("*")));
    for (var i = 0; i < all.length; i++) {
      var el = all[i];
      if (UNSAFE.test(el.localName)) { el.remove(); continue; }
      for (var j = el.attributes.length - 1; j >= 0; j--) {
        var name = el.attributes[j].name.toLowerCase(), value = el.attributes[j].value;
        if (name.indexOf("on") === 0 || name === "href" || name === "xlink:href" || name === "style" && /url\(|expression/i.test(value)) {
          el.removeAttribute(el.attributes[j].name);
        }
      }
    }
    return node;
  }
  function drawing(text) {
    var doc = new DOMParser().parseFromString(text, "image/svg+xml");
    var svg = doc.documentElement;
    if (!svg || svg.localName !== "svg" || svg.namespaceURI !== SVGNS || doc.getElementsByTagName("parsererror").length) {
      throw new Error("not a drawing");
    }
    return document.importNode(clean(svg), true);
  }
  function setMarks(board, marks) { // as boot.js mark(): what the view drew taken off, then on the first element with each data-target
    var old = board.querySelectorAll("[data-target]");
    for (var i = 0; i < old.length; i++) old[i].classList.remove("target", "selected", "last", "hint");
    MARKED.forEach(function (c) {
      var list = marks && Array.isArray(marks[c]) ? marks[c] : [];
      list.forEach(function (x) {
        var el = board.querySelector('[data-target="' + String(x).replace(/["\\]/g, "") + '"]');
        if (el) el.classList.add(c);
      });
    });
  }
  function captionOf(board) {
    var cap = document.getElementById("diagram-caption");
    if (!cap) {
      cap = document.createElement("p");
      cap.id = "diagram-caption";
      cap.className = "diagram-caption";
      board.parentNode.insertBefore(cap, board.nextSibling);
    }
    return cap;
  }
  function damaged(board, why) {
    var note = document.createElement("p");
    note.className = "board-loading diagram-damaged";
    note.setAttribute("role", "alert");
    note.textContent = t("This diagram's address is damaged: it cannot be shown. Ask for its link again.");
    board.replaceChildren(note);
    board.removeAttribute("role");
    board.removeAttribute("aria-label");
    board.setAttribute("data-diagram", "damaged");
    board.setAttribute("data-diagram-error", String(why && why.message || why).slice(0, 120));
    var cap = document.getElementById("diagram-caption");
    if (cap) cap.textContent = "";
  }
  // ``fetchBook``: boot.js's, a promise of the first-turn book (or of null), asked for only by an
  // older address's edits.
  function paint(board, fetchBook, d) {
    var title = (document.getElementById("title") || {}).textContent || "Kabinett";
    var shown = function (obj, book) {
      var text;
      if (!obj.title && book && book.title) title = book.title; // (an older address's: the book names it)
      if (typeof obj.svg === "string") text = obj.svg;
      else if (Array.isArray(obj.edits) && book && typeof book.base === "string") {
        obj.edits.forEach(function (e) {
          if (!Array.isArray(e) || e.length !== 3 || typeof e[0] !== "number" || typeof e[1] !== "number" || typeof e[2] !== "string") {
            throw new Error("not an edit");
          }
        });
        text = k.applyEdits(k.cut(book.base), obj.edits);
      } else throw new Error(book ? "no drawing" : "no book");
      var svg = drawing(text);
      svg.removeAttribute("role"); // the board is one image, named below (its places are not to click)
      board.replaceChildren(svg);
      setMarks(board, obj.marks);
      var caption = typeof obj.caption === "string" ? obj.caption : "";
      captionOf(board).textContent = caption;
      board.setAttribute("role", "img");
      board.setAttribute("aria-label", title + (caption ? ": " + caption : ""));
      board.setAttribute("data-diagram", "painted");
      document.title = "Kabinett — " + title;
      k.diagramAt = performance.now();
    };
    return inflate(d).then(function (text) {
      var obj = JSON.parse(text);
      if (!obj || obj.v !== 1) throw new Error("not a version 1 diagram");
      if (typeof obj.title === "string" && obj.title) title = obj.title;
      if (typeof obj.svg === "string") return shown(obj, null);
      return fetchBook().then(function (b) { shown(obj, b); });
    }).catch(function (e) {
      damaged(board, e);
      document.title = "Kabinett — " + title;
      k.diagramAt = performance.now();
    });
  }
  window.kabinettDiagram = { paint: paint };
  window.addEventListener("kabinett-lang", function () { // the page's words came after the sentence
    var board = document.getElementById("board");
    if (board && board.getAttribute("data-diagram") === "damaged") {
      var note = board.querySelector(".diagram-damaged");
      if (note) note.textContent = t("This diagram's address is damaged: it cannot be shown. Ask for its link again.");
    }
  });
})();
