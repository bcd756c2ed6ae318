# Prints, as one line of JSON, the module names a Python test run must not see shadowed
# from the workspace (the ShadowedModule gate, docs/protocol.md): the standard library; the
# top-level modules of the installed test machinery (pytest, the plugins it loads
# automatically, and what they require, plus whatever importing pytest and unittest
# loads); and every other installed top-level module (numpy.testing judges tests too). Run by runners/lib/image.sh inside a new image (recorded as the label
# org.patchproof.python-modules) and by PatchProof itself on a local python3 or on an image
# without that label. Only reads; prints nothing else.
import importlib.util
import json
import os
import pkgutil
import re
import sys
import sysconfig
from importlib import metadata

# The folder the script was started from is not the runner's truth.
sys.path[:] = [p for p in sys.path if p not in ("", ".")]
MODULE_SUFFIXES = (".py", ".pyc", ".so", ".pyd")


def canonical(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def stdlib_names():
    names = set(sys.builtin_module_names)
    if hasattr(sys, "stdlib_module_names"):
        return names | set(sys.stdlib_module_names)
    # Before 3.10: what the standard library folders hold.
    dirs = {sysconfig.get_path("stdlib"), sysconfig.get_path("platstdlib")}
    dirs |= {d + "/lib-dynload" for d in list(dirs)}
    return names | {m.name for m in pkgutil.iter_modules(sorted(dirs))}


def site_entries():
    """The sys.path folders outside the standard library's own (whose test modules, such as
    `test`, sys.stdlib_module_names leaves out on purpose)."""
    std = {os.path.realpath(sysconfig.get_path(key)) for key in ("stdlib", "platstdlib")}

    def in_std(path):
        real = os.path.realpath(path)
        return "-packages" not in real and any(real == d or real.startswith(d + os.sep) for d in std)

    return [p for p in sys.path if os.path.isdir(p) and not in_std(p)]


def search_path():
    """Folders the interpreter puts on sys.path by itself, existing or not: PYTHONPATH, and
    the path lines of .pth files in its site folders (an editable install may name a folder
    of the workspace, which does not exist where this runs)."""
    import site
    entries = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    dirs = list(site.getsitepackages()) + [site.getusersitepackages()]
    for folder in dirs:
        try:
            names = sorted(n for n in os.listdir(folder) if n.endswith(".pth"))
        except OSError:
            continue
        for name in names:
            try:
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as pth:
                    lines = pth.read().splitlines()
            except OSError:
                continue
            for line in lines:
                line = line.strip()
                if line and not line.startswith(("#", "import ", "import\t")):
                    entries.append(os.path.join(folder, line))
    return sorted({os.path.normpath(e) for e in entries} | {p for p in sys.path if p})


def top_levels(dist):
    """A distribution's top-level modules: top_level.txt, else its RECORD (never SOURCES.txt,
    which lists the source tree: tests/, docs/ …)."""
    listed = dist.read_text("top_level.txt")
    if listed:
        return {line.strip() for line in listed.splitlines() if line.strip()}
    names = set()
    for line in (dist.read_text("RECORD") or "").splitlines():
        parts = line.split(",")[0].split("/")
        head = parts[0]
        if head in ("", "..", "__pycache__") or head.endswith((".dist-info", ".egg-info", ".data")):
            continue
        if len(parts) > 1:
            names.add(head)
        elif head.endswith(MODULE_SUFFIXES):
            names.add(head.split(".")[0])
    return names


def test_distributions(dists):
    seeds = {"pytest"}
    plugin_modules = set()
    points = metadata.entry_points()
    plugins = points.select(group="pytest11") if hasattr(points, "select") else points.get("pytest11", [])
    for ep in plugins:
        plugin_modules.add(ep.value.split(":")[0].split(".")[0].strip())
        dist = getattr(ep, "dist", None)
        if dist is not None and dist.metadata["Name"]:
            seeds.add(canonical(dist.metadata["Name"]))
    closure, todo = set(), [s for s in seeds if s in dists]
    while todo:
        name = todo.pop()
        if name in closure:
            continue
        closure.add(name)
        for requirement in dists[name].requires or ():
            spec, _, marker = requirement.partition(";")
            if "extra" in marker:
                continue
            match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
            if match and canonical(match.group(1)) in dists:
                todo.append(canonical(match.group(1)))
    return closure, plugin_modules


def main():
    stdlib = stdlib_names()
    dists = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        if name:
            dists.setdefault(canonical(name), dist)
    closure, test_modules = test_distributions(dists)
    for name in closure:
        test_modules |= top_levels(dists[name])
    # What the runners load when imported, whatever the metadata says.
    for runner in ("unittest", "pytest"):
        try:
            __import__(runner)
        except Exception:
            pass
    test_modules |= {m.split(".")[0] for m in list(sys.modules)}
    installed = {m.name for m in pkgutil.iter_modules(site_entries())}
    for dist in dists.values():
        installed |= top_levels(dist)
    wanted = lambda m: m and m not in stdlib and m != "__main__" and m.isidentifier()
    test_modules = {m for m in test_modules if wanted(m)}
    installed = {m for m in installed if wanted(m)} - test_modules
    # Only what really imports: a name a distribution lists but does not provide (Debian's
    # importlib_metadata lists "debian") shadows nothing.
    present, namespaces = set(), set()
    for name in test_modules | installed:
        try:
            found = importlib.util.find_spec(name)
        except Exception:
            found = None
        if found is None:
            continue
        present.add(name)
        if found.origin in (None, "namespace") and found.submodule_search_locations is not None:
            namespaces.add(name)
    print(json.dumps({
        "v": 1,
        "python": "%d.%d.%d" % sys.version_info[:3],
        "stdlib": sorted(stdlib),
        "testPackages": sorted(present & test_modules),
        "installed": sorted(present & installed),
        "namespaces": sorted(namespaces),
        "searchPath": search_path(),
    }, separators=(",", ":")))


main()
