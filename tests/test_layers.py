"""The layers of docs/ARCHITECTURE.md: each imports only those below it, so the next engineer can
read the contract (pyengine/contract) without the kit or the games, and the search and the app know no
game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "pyengine"

#: A layer and the pyengine modules it may import (by prefix).
#: pyengine.i18n (the words in the page's language) lies below them all and imports no layer.
ALLOWED = {
    "contract": ("pyengine.i18n", "pyengine.contract"),
    "kit": ("pyengine.i18n", "pyengine.contract", "pyengine.kit"),
    "ai": ("pyengine.i18n", "pyengine.contract", "pyengine.kit", "pyengine.ai"),
    "app": (
        "pyengine.i18n",
        "pyengine.contract",
        "pyengine.kit",
        "pyengine.ai",
        "pyengine.app",
        "pyengine.catalogue",
    ),
}


def imports(path: Path) -> list[str]:
    """Every pyengine module the file imports (at any depth: a lazy import counts too)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out += [node.module] if node.module != "pyengine" else [f"pyengine.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names]
    return [m for m in out if m.startswith("pyengine")]


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_a_layer_imports_only_the_layers_below_it(layer):
    for path in sorted((ROOT / layer).rglob("*.py")):
        for module in imports(path):
            assert module.startswith(ALLOWED[layer]), f"{path.relative_to(ROOT.parent)} imports {module}"


def test_the_words_import_no_layer():
    assert imports(ROOT / "i18n.py") == []


def test_a_game_imports_no_other_game_and_nothing_of_the_app():
    for package in sorted(p for p in (ROOT / "games").iterdir() if (p / "info.py").exists()):
        for path in sorted(package.rglob("*.py")):
            for module in imports(path):
                assert not module.startswith(("pyengine.app", "pyengine.ai.")), f"{path} imports {module}"
                if module.startswith("pyengine.games."):
                    assert module.split(".")[2] == package.name, f"{path} imports {module}"


def module_graph() -> dict[str, set[str]]:
    """Every pyengine module and the pyengine modules it imports, read from the source: every
    import at any depth (inside functions and ``if TYPE_CHECKING:`` too), relative ones
    resolved; ``from package import module`` names the module, else the package."""
    paths = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT.parent).with_suffix("").parts
        paths[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom):
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                module = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
                for alias in node.names:
                    if f"{module}.{alias.name}" in paths:
                        out.add(f"{module}.{alias.name}")
                    elif module in paths:
                        out.add(module)
            elif isinstance(node, ast.Import):
                out |= {alias.name for alias in node.names if alias.name in paths}
        graph[name] = out - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (its modules in import order, the first again at the end) through each set of
    modules that import each other round (a strongly connected component)."""
    found, done = [], set()
    for start in sorted(graph):
        if start in done:
            continue
        # The modules reachable from start that reach back to it: start's component.
        ahead, todo = {start}, [start]
        while todo:
            for nxt in graph[todo.pop()] - ahead:
                ahead.add(nxt)
                todo.append(nxt)
        part = {m for m in ahead if m == start or _reaches(graph, m, start)}
        done |= part
        if len(part) > 1:
            found.append(_path_round(graph, start, part))
    return found


def _reaches(graph: dict[str, set[str]], a: str, b: str) -> bool:
    seen, todo = {a}, [a]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt == b:
                return True
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return False


def _path_round(graph: dict[str, set[str]], start: str, part: set[str]) -> list[str]:
    """A shortest way from start back to start inside part."""
    back = {start: ""}
    todo = [start]
    while todo:
        here = todo.pop(0)
        for nxt in sorted(graph[here] & part):
            if nxt == start:
                way = [here]
                while back[way[-1]]:
                    way.append(back[way[-1]])
                return [start, *reversed(way[:-1]), start]
            if nxt not in back:
                back[nxt] = here
                todo.append(nxt)
    return [start]


def test_the_cycle_finder_names_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_of_the_engine_imports_itself_round_a_cycle():
    graph = module_graph()
    assert "pyengine.contract.replay" in graph["pyengine.contract.game"]  # the graph sees imports
    assert "pyengine.games.chivalry.refusals" in graph["pyengine.games.chivalry.rules"]
    found = cycles(graph)
    assert not found, "import cycles: " + "; ".join(" -> ".join(c) for c in found)


#: Names whose meaning the contract already gives (State's and Game's methods, a game
#: module's hooks: docs/ADDING_A_GAME.md): an override needs no docstring of its own.
HOOKS = {
    "render",
    "parse_record",
    "format_record",
    "record_options",
    "board_text",
    "list_turn",
    "typed_actions",
    "listed",
    "playout",
    "random_playout",
    "priors",
    "decisive_action",
    "config_of",
    "new_state",
}


def test_every_public_function_says_what_it_does_unless_the_contract_does():
    from pyengine.contract.game import Game
    from pyengine.contract.state import State

    contract = {n for n in dir(State) + dir(Game) if not n.startswith("_")} | HOOKS
    missing = []
    for path in sorted(ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
        members = [(n, "") for n in tree.body] + [(m, c.name + ".") for c in classes for m in c.body]
        for node, owner in members:
            if not isinstance(node, ast.FunctionDef) or node.name.startswith("_"):
                continue
            if any(isinstance(d, ast.Name) and d.id == "overload" for d in node.decorator_list):
                continue
            if ast.get_docstring(node) is None and node.name not in contract:
                missing.append(f"{path.relative_to(ROOT.parent)}:{node.lineno} {owner}{node.name}")
    assert not missing, "\n".join(missing)
