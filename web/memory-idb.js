// An in-memory stand-in for IndexedDB, installed only where the browser denies storage
// (a cross-site iframe). PyScript opens IndexedDB at start and would otherwise fail there.
// It supports what PyScript's idb-map uses: open, transaction, objectStore and its basic
// requests (count, clear, delete, get, getKey, getAll, getAllKeys, put, add).
(function () {
  "use strict";
  var later = function (fn) { setTimeout(fn, 0); };

  function request(compute) {
    var req = { readyState: "pending" };
    later(function () {
      try {
        req.result = compute();
        req.readyState = "done";
        if (req.onsuccess) req.onsuccess({ type: "success", target: req });
      } catch (err) {
        req.error = err;
        if (req.onerror) req.onerror({ type: "error", target: req });
      }
    });
    return req;
  }

  function store(map) {
    return {
      count: function () { return request(function () { return map.size; }); },
      clear: function () { return request(function () { map.clear(); }); },
      delete: function (k) { return request(function () { map.delete(k); }); },
      get: function (k) { return request(function () { return map.get(k); }); },
      getKey: function (k) { return request(function () { return map.has(k) ? k : undefined; }); },
      getAll: function () { return request(function () { return Array.from(map.values()); }); },
      getAllKeys: function () { return request(function () { return Array.from(map.keys()); }); },
      put: function (v, k) { return request(function () { map.set(k, v); return k; }); },
      add: function (v, k) { return request(function () { map.set(k, v); return k; }); },
    };
  }

  function database(name) {
    var stores = {};
    var ensure = function (n) { return stores[n] || (stores[n] = new Map()); };
    return {
      name: name,
      version: 1,
      objectStoreNames: {
        get length() { return Object.keys(stores).length; },
        contains: function (n) { return n in stores; },
      },
      createObjectStore: function (n) { return store(ensure(n)); },
      transaction: function () {
        var tx = { objectStore: function (n) { return store(ensure(n)); } };
        later(function () { if (tx.oncomplete) tx.oncomplete({ type: "complete", target: tx }); });
        return tx;
      },
      close: function () {},
    };
  }

  var databases = {};
  var memoryIndexedDB = {
    open: function (name) {
      var req = { readyState: "pending" };
      later(function () {
        var fresh = !databases[name];
        var db = databases[name] || (databases[name] = database(name));
        req.result = db;
        req.readyState = "done";
        if (fresh && req.onupgradeneeded) {
          var tx = {};
          req.transaction = tx;
          req.onupgradeneeded({ type: "upgradeneeded", target: { result: db, transaction: tx } });
          later(function () {
            if (tx.oncomplete) tx.oncomplete({ type: "complete", target: tx });
            if (req.onsuccess) req.onsuccess({ type: "success", target: req });
          });
        } else if (req.onsuccess) {
          req.onsuccess({ type: "success", target: req });
        }
      });
      return req;
    },
    deleteDatabase: function (name) { return request(function () { delete databases[name]; }); },
  };

  window.kabinettMemoryIndexedDB = memoryIndexedDB;
})();
