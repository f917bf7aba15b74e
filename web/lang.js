// The page's language: "lang=de" in the address (a link, an embed snippet), else the one chosen
// in the page (remembered), else the browser's (navigator.languages). English is written in the
// pages themselves and fetches nothing; another language fetches its messages (i18n/<lang>.json,
// made by build.py from locale/<lang>.po) and puts them in place of the English words.
(function () {
  "use strict";
  var LANGUAGES = ["en", "de"];
  var k = window.kabinett || (window.kabinett = {});
  var root = document.documentElement;
  var params = new URLSearchParams(location.search);
  function stored() {
    try { return localStorage.getItem("kabinett:lang") || ""; } catch (e) { return ""; }
  }
  function fromBrowser() {
    var wanted = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).toLowerCase().split("-")[0];
      if (LANGUAGES.indexOf(code) >= 0) return code;
    }
    return "en";
  }
  var fixed = params.get("lang");
  var lang = LANGUAGES.indexOf(fixed) >= 0 ? fixed : LANGUAGES.indexOf(stored()) >= 0 ? stored() : fromBrowser();
  k.lang = lang;
  k.langParam = LANGUAGES.indexOf(fixed) >= 0 ? "&lang=" + fixed : ""; // the address keeps it
  root.lang = lang;
  var table = null;
  // t("…"): a message in the page's language (the English itself until its messages are in).
  k.t = function (message) { return (table && table[message]) || message; };
  k.setLanguage = function (code) {
    if (LANGUAGES.indexOf(code) < 0) return;
    var kept = false;
    try { localStorage.setItem("kabinett:lang", code); kept = true; } catch (e) { /* embedded: the link keeps it */ }
    var url = new URL(location.href);
    if (url.searchParams.has("lang") || !kept) url.searchParams.set("lang", code);
    location.replace(url.href);
  };

  // The page's own words: text and the attributes read aloud or shown on hover, whitespace
  // collapsed as tools/i18n.py extracts them; the board, the rules and the move list are the
  // engine's and are left alone.
  var ATTRIBUTES = ["title", "aria-label", "placeholder"];
  var KEEP = "#board, #rules, #history, script, style, textarea, svg, [translate=no]";
  function norm(text) { return text.replace(/\s+/g, " ").trim(); }
  function translate(top) {
    if (!table) return;
    var walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    var nodes = [];
    for (var n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n);
    nodes.forEach(function (node) {
      if (node.parentElement && node.parentElement.closest(KEEP)) return;
      var said = norm(node.nodeValue), said2 = table[said];
      if (said && said2) node.nodeValue = node.nodeValue.replace(/\S[\s\S]*\S|\S/, said2);
    });
    var all = top.querySelectorAll("[" + ATTRIBUTES.join("],[") + "]");
    for (var i = 0; i < all.length; i++) {
      if (all[i].closest("#board, #rules")) continue;
      for (var j = 0; j < ATTRIBUTES.length; j++) {
        var value = all[i].getAttribute(ATTRIBUTES[j]);
        if (value && table[norm(value)]) all[i].setAttribute(ATTRIBUTES[j], table[norm(value)]);
      }
    }
    if (table[document.title]) document.title = table[document.title];
  }
  k.translate = translate;
  function ready(fn) {
    if (document.readyState !== "loading") fn();
    else document.addEventListener("DOMContentLoaded", fn);
  }
  ready(function () {
    var pick = document.getElementById("lang");
    if (!pick) return;
    pick.value = lang;
    pick.addEventListener("change", function () { k.setLanguage(pick.value); });
  });
  if (lang === "en") return;
  root.setAttribute("data-lang-loading", "1");
  fetch(new URL("i18n/" + lang + ".json", location.href).href).then(function (r) {
    if (!r.ok) throw new Error("HTTP " + r.status);
    return r.json();
  }).then(function (data) {
    table = data.messages;
    ready(function () {
      translate(document.body);
      root.removeAttribute("data-lang-loading");
      root.setAttribute("data-lang-ready", lang);
      window.dispatchEvent(new Event("kabinett-lang")); // what a page's scripts wrote before: again
    });
  }).catch(function () { root.removeAttribute("data-lang-loading"); });
})();
