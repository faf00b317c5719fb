#!/usr/bin/env python3
"""Checks the include structure of src/ (a CTest test, tests/CMakeLists.txt).

A unit is a header and its source counted as one (src/core/budget.{hpp,cpp}).
The rules it enforces:
  1. no include circle among the units of src/core/, nor among those of src/model/;
  2. core includes only core; model only core and model: neither ever includes
     ImGui, SDL or Emscripten, nor the app;
  3. the app's shell (src/app/ outside lessons/) includes nothing from
     src/app/lessons/ but the registry (lessons/registry.hpp): the registry
     hands the lessons to it, and what the shell's views share with the
     lessons (line flow: ui_flow.hpp) lives in the shell;
  4. the arrows point down inside the app: no lesson (src/app/lessons/**)
     includes the App (app/app.hpp): what a lesson needs from the shell comes
     in its LessonContext (app/lesson.hpp) or from headers below the App
     (app/settings.hpp, app/item_registry.hpp, ...);
  5. App::current() is called only by the files in APP_CURRENT_CALLERS: the
     App itself, the platform loop and the page's C entry points, which have no
     App to be handed. Every view and lesson gets what it needs passed in
     (comments are not counted);
  6. a base module never includes the module that derives from it
     (BASE_NOT_DERIVED): solve_job hands large solves to the web's worker
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
APP_CURRENT_CALLERS = ("app/app.cpp", "app/main.cpp", "app/web_api.cpp")
APP_CURRENT = re.compile(r"\bApp::current\s*\(\s*\)")
# {base unit: derived unit}: the base must not include the derived (rule 6).
BASE_NOT_DERIVED = {"app/solve_job": "app/worker_solve_job"}
# What the shell may include from src/app/lessons/ (rule 3).
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
    app = units(src, "app")
    for unit, deps in sorted(app.items()):
        if unit.startswith("app/lessons/"):
            if "app/app" in deps:
                problems.append(f"src/{unit} (a lesson) includes src/app/app.hpp: lessons get what they need "
                                "from their LessonContext, never from the App")
            continue
        for d in sorted(deps):
            if d.startswith("app/lessons/") and d not in SHELL_MAY_INCLUDE:
                what = "a lesson's own file" if re.match(r"app/lessons/[^/]+/", d) else "not the registry"
                problems.append(f"src/{unit} (the shell) includes src/{d} ({what})")
        if unit in BASE_NOT_DERIVED and BASE_NOT_DERIVED[unit] in deps:
            problems.append(f"src/{unit} includes src/{BASE_NOT_DERIVED[unit]}, which derives from it: "
                            "the derived module registers itself with the base instead")
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
