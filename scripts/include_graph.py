#!/usr/bin/env python3
"""Checks the include structure of src/ (a CTest test, tests/CMakeLists.txt).

A unit is a header and its source counted as one (src/core/budget.{hpp,cpp}).
The rules it enforces:
  1. no include circle among the units of src/core/, nor among those of src/model/;
  2. core includes only core; model only core and model: neither ever includes
     ImGui, SDL or Emscripten, nor the app;
  3. src/app/ is in folders, one per job, and each folder's README.md says
     what it may include, on a line "May include: kit, tree" (folders of
     src/app/; core and model are always allowed, a folder includes itself):
     the check reads that line, so the README and the check cannot disagree.
     No source file lies directly in src/app/. Today's plan, arrows down:
       platform -> anything; shell -> kit, tree, teach, lectures and the
       lessons' registry (lessons/registry.hpp) only; teach -> kit, tree;
       tree, lectures, lessons -> kit; kit -> nothing of the app;
  4. a game's folder (src/app/lessons/<game>/) includes no other game's folder,
     only its own and the lessons' shared files (src/app/lessons/*.hpp);
  5. App::current() is called only by the files in APP_CURRENT_CALLERS: the
     App itself, the platform loop and the page's C entry points, which have no
     App to be handed. Every view and lesson gets what it needs passed in
     (comments are not counted);
  6. a base module never includes the module that derives from it
     (BASE_NOT_DERIVED): the Number Game's solve_jobs hand large solves to the web's worker
     through a hook the worker registers (set_off_page_solve), not by name.
Prints every violation (a circle as a chain of units) and exits 1 if any.

  include_graph.py [ROOT]        ROOT defaults to the repository of this script
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]', re.M)
FOREIGN = ("imgui", "SDL", "emscripten", "GL/", "GLES")
# The only files (paths under src/) that may call App::current() (rule 5).
APP_CURRENT_CALLERS = ("app/shell/app.cpp", "app/platform/main.cpp", "app/platform/web_api.cpp")
APP_CURRENT = re.compile(r"\bApp::current\s*\(\s*\)")
# {base unit: derived unit}: the base must not include the derived (rule 6).
BASE_NOT_DERIVED = {"app/lessons/number/solve_jobs": "app/platform/worker_solve_job"}
# What a folder that lists "lessons/registry" may include from src/app/lessons/ (rule 3).
SHELL_MAY_INCLUDE = ("app/lessons/registry",)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def code_of(text):
    """The text without its comments (string literals are left as they are)."""
    return COMMENT.sub("", text)


def units(src, layer):
    """unit name -> set of included unit names, for the files of one layer."""
    graph = {}
    for f in sorted((src / layer).rglob("*")):
        if f.suffix not in (".hpp", ".cpp", ".h"):
            continue
        unit = f.relative_to(src).with_suffix("").as_posix()
        deps = graph.setdefault(unit, set())
        for inc in INCLUDE.findall(f.read_text(encoding="utf-8")):
            # Includes are written from src/ ("core/solver.hpp") or, inside core,
            # relative to the file's folder ("solution.hpp").
            for cand in (src / inc, f.parent / inc):
                if cand.exists():
                    deps.add(cand.resolve().relative_to(src.resolve()).with_suffix("").as_posix())
                    break
            else:
                deps.add("<" + inc + ">")
        deps.discard(unit)
    return graph


def circles(graph):
    """One circle per strongly connected component of more than one unit (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def folder_of(unit):
    """app/tree/ui_tree -> "tree"; app/lessons/nim/lesson -> "lessons"; None outside a folder."""
    parts = unit.split("/")
    return parts[1] if len(parts) > 2 else None


def folder_rules(src):
    """{folder: set of folders it may include}, read from each src/app/<folder>/README.md's
    line "May include: kit, tree" (the README and the check cannot disagree)."""
    rules = {}
    for d in sorted(p for p in (src / "app").iterdir() if p.is_dir()):
        readme = d / "README.md"
        m = re.search(r"^May include:\s*(.*)$", readme.read_text(encoding="utf-8"), re.M) if readme.exists() else None
        words = "" if m is None or m.group(1).startswith("nothing") else m.group(1)
        rules[d.name] = None if m is None else {w.strip(" .`") for w in words.split(",") if w.strip(" .`")}
    return rules


def app_folder_problems(src):
    """Rules 3, 4 and 6 over src/app/'s folders (see the module's docstring)."""
    problems = []
    rules = folder_rules(src)
    for folder, allowed in rules.items():
        if allowed is None:
            problems.append(f"src/app/{folder}/ has no README.md with a line \"May include: ...\"")
    for f in (src / "app").iterdir():
        if f.is_file() and f.suffix in (".hpp", ".cpp", ".h"):
            problems.append(f"src/app/{f.name} is outside a folder: each file of the app lives in the folder of its job")
    app = units(src, "app")
    for unit, deps in sorted(app.items()):
        folder = folder_of(unit)
        allowed = (rules.get(folder) or set()) | {folder}
        for d in sorted(deps):
            if d.startswith("<") or not d.startswith("app/"):
                continue
            dfolder = folder_of(d)
            if d in SHELL_MAY_INCLUDE and "lessons/registry" in allowed:
                continue
            if dfolder not in allowed and "*" not in allowed:
                problems.append(f"src/{unit} ({folder}) includes src/{d} ({dfolder}): "
                                f"src/app/{folder}/README.md allows {', '.join(sorted(allowed - {folder})) or 'nothing else'}")
            elif folder == "lessons" and re.match(r"app/lessons/[^/]+/", unit) and re.match(r"app/lessons/[^/]+/", d) \
                    and unit.split("/")[2] != d.split("/")[2]:
                problems.append(f"src/{unit} includes src/{d}: a game's folder includes no other game's")
        if unit in BASE_NOT_DERIVED and BASE_NOT_DERIVED[unit] in deps:
            problems.append(f"src/{unit} includes src/{BASE_NOT_DERIVED[unit]}, which derives from it: "
                            "the derived module registers itself with the base instead")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    src = root / "src"
    problems = []
    for layer, allowed in (("core", ("core/",)), ("model", ("core/", "model/"))):
        graph = units(src, layer)
        for comp in circles(graph):
            problems.append(f"include circle in src/{layer}/: " + " <-> ".join(comp))
        for unit, deps in sorted(graph.items()):
            for d in sorted(deps):
                if d.startswith("<"):
                    if any(d[1:].startswith(p) for p in FOREIGN):
                        problems.append(f"src/{unit} includes {d[1:-1] if d.endswith('>') else d[1:]}: {layer} stays free of UI and platform code")
                elif not d.startswith(allowed):
                    problems.append(f"src/{unit} includes src/{d}: {layer} may include only {', '.join(allowed)}")
    problems += app_folder_problems(src)
    for f in sorted((src / "app").rglob("*")):
        if f.suffix not in (".hpp", ".cpp", ".h", ".in"):
            continue
        rel = f.relative_to(src).as_posix()
        if rel in APP_CURRENT_CALLERS:
            continue
        for m in APP_CURRENT.finditer(code_of(f.read_text(encoding="utf-8"))):
            problems.append(f"src/{rel} calls App::current(): only {', '.join(APP_CURRENT_CALLERS)} may "
                            "(pass what the code needs instead)")
    for p in problems:
        print(p)
    print(f"include_graph: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
