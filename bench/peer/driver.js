// The peer's Chivalry AI, driven from outside (issue 53): evaluated in Dagaz's own page
// checkers-like/chivalry.htm (bench/peer/dagaz/, served from 127.0.0.1) once it has loaded.
// It stops the page's own loop and keeps a board of its own, so that the page never plays by
// itself; the AI is the page's (App.getAI(): heuristic-ai-v5.js with camelot-goal.js's
// heuristic and evaluation; random-ai.js below it), asked as the page asks it:
// ai.setContext(ctx, board) then ai.getMove(ctx), which answers at once (a one-ply search
// with the opponent's best reply, cut after Dagaz.AI.AI_FRAME ms, plus noise from _.random).
//
// window.peer:
//   reset()          the start position (the board Dagaz's design set up), White to move
//   setup(query)     a position as Dagaz writes it ("?setup=0:1;;1:2+3;...&turn=1"; turn 0
//                    White to move, 1 Black), bench/peer/notation.py peer_setup() builds it
//   legal()          the peer's legal moves here, each as its text ("e6c8-c8a8" a canter,
//                    "h4j4-j4l6" a jump: each leg's two squares, legs joined by "-", captures
//                    unwritten): ZrfMove.toString() as session-manager.js defines it, the
//                    text the page logs and matches moves by
//   play(text)       play the legal move written text (throws if the peer refuses it)
//   think(ms, only)  Promise of the AI's move here (its text; null if it has none); ms is
//                    Dagaz.AI.AI_FRAME (the page's 1000 unless given); with only (a list of
//                    move texts) the AI chooses among those (say, the ones our rules accept);
//                    the move is not played
//   toMove()         "White" or "Black"
//   result()         the peer's verdict on the position: null while the game goes on, else
//                    {winner: "White" | "Black" | null, why: "goal" | "no-move"}
//   position()       the position as a setup query (Dagaz.Model.getSetup)
//   seed(n)          make the AI's noise repeatable (Math.random becomes mulberry32(n))
//   undo()           take the last played move back
(function () {
  if (window.peer) return;
  var app = Dagaz.Controller.app;
  app.run = function () {};  // the page's loop ends at its next tick (it waited for White's click)
  Dagaz.Controller.soundOff = true;
  Dagaz.Controller.persistense = "none";  // getSetup() would write localStorage
  try { localStorage.removeItem("dagaz.setup"); } catch (e) { /* storage off */ }

  var design = Dagaz.Model.design;
  var initial = Dagaz.Model.getInitBoard();
  var ai = app.getAI();
  var board = initial;
  var history = [];

  function moves() {
    var ctx = Dagaz.AI.createContext(design);
    return Dagaz.AI.generate(ctx, board);
  }

  function find(text) {
    var want = String(text).trim();
    var all = moves();
    for (var i = 0; i < all.length; i++) {
      if (all[i].toString() === want) return all[i];
    }
    return null;
  }

  function mulberry32(a) {
    return function () {
      a |= 0; a = (a + 0x6d2b79f5) | 0;
      var t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  window.peer = {
    reset: function () {
      board = initial;
      history = [];
      return this.toMove();
    },
    setup: function (query) {
      var b = initial.copy();
      _.each(design.allPositions(), function (pos) { b.setPiece(pos, null); });
      Dagaz.Model.setup(b, query.charAt(0) === "?" ? query : "?" + query);
      board = b;
      history = [];
      return this.toMove();
    },
    legal: function () {
      return _.map(moves(), function (m) { return m.toString(); });
    },
    play: function (text) {
      var m = find(text);
      if (m === null) {
        throw new Error("the peer refuses " + JSON.stringify(text) + "; it offers: " + this.legal().join(" | "));
      }
      history.push(board);
      board = board.apply(m);
      return this.toMove();
    },
    think: function (ms, only) {
      return new Promise(function (resolve, reject) {
        setTimeout(function () {
          var all = moves();  // Dagaz.AI.generate answers board.moves once they are there
          try {
            if (only) {
              board.moves = _.filter(all, function (m) { return _.indexOf(only, m.toString()) >= 0; });
            }
            Dagaz.AI.AI_FRAME = ms || 1000;
            var ctx = Dagaz.AI.createContext(design);
            ai.setContext(ctx, board);
            var r = ai.getMove(ctx);
            resolve(r && r.move ? r.move.toString() : null);
          } catch (e) {
            reject(e);
          } finally {
            board.moves = all;
          }
        }, 0);
      });
    },
    toMove: function () {
      return design.playerNames[board.player];
    },
    result: function () {
      var g = Dagaz.Model.checkGoals(design, board, 1);  // from White's side
      if (g !== null && g !== undefined) {
        return { winner: g > 0 ? "White" : g < 0 ? "Black" : null, why: "goal" };
      }
      if (moves().length === 0) {  // the page: "<player> lose"
        return { winner: design.playerNames[design.nextPlayer(board.player)], why: "no-move" };
      }
      return null;
    },
    position: function () {
      return Dagaz.Model.getSetup(design, board);
    },
    seed: function (n) {
      Math.random = mulberry32(n >>> 0);
    },
    undo: function () {
      if (history.length) board = history.pop();
      return this.toMove();
    },
  };
})();
