// A replay embed (embed=replay: pyengine/app/replaying.py, web/replay.py) before its engine is
// up, written into the page by web/boot.js for replay embeds only (read before the page's body):
// its slider stands at the turn it opens at (the builder's t=k/n); its controls clicked and its
// keys pressed are kept for the glue (kabinett.replayPending, played once its first view is
// painted); a click on its board plays nothing and says what to do (also once the engine is up).
(function () {
  "use strict";
  var k = window.kabinett, t = k.t, root = document.documentElement;
  var shownOf = /^(\d+)\/(\d+)$/.exec(new URLSearchParams(location.search).get("t") || "");
  function showTurn() { // until the engine says (web/replay.py)
    var slider = document.getElementById("replay-slider");
    if (!shownOf || !slider || +shownOf[1] > +shownOf[2] || slider.max !== "0") return; // (the engine was first)
    slider.max = shownOf[2];
    slider.value = shownOf[1];
    slider.setAttribute("aria-valuetext", t("Turn %(k)d of %(n)d").replace("%(k)d", shownOf[1]).replace("%(n)d", shownOf[2]));
  }
  // (this script may come after the page is read, on a slow network)
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", showTurn);
  else showTurn();
  var note = 0;
  document.addEventListener("click", function (e) {
    var node = e.target.closest && e.target.closest("[data-replay]");
    if (node && !node.disabled && root.getAttribute("data-engine") !== "ready") k.replayPending.push(node.getAttribute("data-replay"));
    if (!(e.target.closest && e.target.closest("#board"))) return;
    e.stopPropagation(); // (before boot.js's and the glue's own listeners on the board)
    var m = document.getElementById("message");
    m.textContent = t("Replay: use the buttons, or Play from here.");
    clearTimeout(note);
    note = setTimeout(function () { if (m.textContent === t("Replay: use the buttons, or Play from here.")) m.textContent = ""; }, 3000);
  }, true);
  // the keys pressed before the engine is up, kept as its buttons' (web/replay.py KEYS)
  var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (e) {
    var tag = e.target && e.target.tagName;
    if (root.getAttribute("data-engine") === "ready" || e.ctrlKey || e.metaKey || e.altKey) return;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || !keys[e.key]) return;
    e.preventDefault();
    k.replayPending.push(keys[e.key]);
  }, true);
  document.addEventListener("pointerdown", function (e) { // (a drag is two clicks: web/events.py)
    if (e.target.closest && e.target.closest("#board")) e.stopPropagation();
  }, true);
})();
