#!/usr/bin/env python3
"""Checks the include structure of src/ (a CTest test, tests/CMakeLists.txt).

A unit is a header and its source counted as one (src/core/budget.{hpp,cpp}).
The rules it enforces:
  1. no include circle among the units of src/core/, nor among those of src/model/;
  2. core includes only core; model only core and model: neither ever includes
     ImGui, SDL or Emscripten, nor the app;
  3. the app's shell (src/app/ outside lessons/) never includes a lesson's own
     files (src/app/lessons/<game>/): the registry hands the lessons to it.
Prints every violation (a circle as a chain of units) and exits 1 if any.

  include_graph.py [ROOT]        ROOT defaults to the repository of this script
"""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]', re.M)
FOREIGN = ("imgui", "SDL", "emscripten", "GL/", "GLES")


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
            continue
        for d in sorted(deps):
            if re.match(r"app/lessons/[^/]+/", d):
                problems.append(f"src/{unit} (the shell) includes src/{d} (a lesson's own file)")
    for p in problems:
        print(p)
    print(f"include_graph: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
