#!/usr/bin/env python3
"""Writes tools/hot-sections.txt: the code a key runs, then the code start-up runs, as the sections the linker lays
out first and side by side (gold's --section-ordering-file; the Makefile passes it, with each Swift and C function of
ours in a section of its own, and ncurses' objects each in one named after it). Run again when the code a key runs
moves; `make hot-sections` does, on the release binary.

Why: a typed key finds the caches cold (keys 50 ms apart on this machine cost ~2× what they cost back to back), and a
j move ran ~2,000 distinct 64-byte lines of code (callgrind's instruction addresses) on 185 pages of text, spread over
14 MB in module order; laid out so, 134 pages, 33 of them the ordered run's, and a k key touches 145 KB of text where
it touched 342 (/proc/PID/smaps' Referenced after clear_refs, five keys). Measured as `make bench` counts a key (its
control group's CPU, keys 50 ms apart, 500 presses), against the same code in module order, the binaries taking
turns, medians of three rounds, lower in each: j 387 → 331 µs, k 121 → 98. Start-up: the same time.

Which functions, from callgrind (every thread, counted inclusive of callees): those the keys run — in each colour and
image mode the bench measures, on the results of 'a', one count per key (``KEYS``) — those more keys run first, and
among them, callers before what they call (a caller's count includes its callees'); then what runs from exec to the
first frame; then the search that fills the list. Names only: an address would change with every build.

usage: make_hot_sections.py FLICKTERM CATALOG
"""
import collections
import os
import pathlib
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "bench"))
import tui_bench  # noqa: E402  (the bench's pseudo-terminal driver)

MODES = [({}, []), ({"COLORTERM": "truecolor"}, []), ({}, ["--colors", "16"]),
         ({"COLORTERM": "truecolor"}, ["--images", "kitty"]), ({}, ["--images", "sixel"])]
# The keys pressed in each mode, on the results of 'a': down past the rows with pictures, up, to the top, and up there
# (a key that changes nothing).
KEYS = "j" * 60 + "k" * 10 + "g" + "k" * 10


def inclusive_costs(path, program):
    """Instructions each function of `program` executed, its callees' included, in one callgrind dump."""
    costs = collections.Counter()
    function, in_program = None, False
    for line in open(path):
        if line.startswith("ob="):
            in_program = line[3:].strip() == program
        elif line.startswith("fn="):
            # Without the 'N callgrind gives a function's recursive calls.
            function = line[3:].strip().split("'")[0]
        elif line[:1].isdigit():
            # A function's own lines and, after each calls= line, its callees' (callgrind's format).
            fields = line.split()
            if in_program and len(fields) > 1 and not function.startswith("0x") and " " not in function:
                costs[function] += int(fields[1])
    return costs


def section_of():
    """The section each function's code is in: its own (.text.NAME), or for ncurses' and tinfo's, which keep an
    object's functions in one, the object's as the Makefile renames it (.text.ncurses.OBJECT)."""
    objects = {}
    for library in ["libncursesw.a", "libtinfo.a"]:
        archive = subprocess.run(["cc", "-print-file-name=" + library], capture_output=True, text=True, check=True).stdout.strip()
        listing = subprocess.run(["nm", "-A", "--defined-only", archive], capture_output=True, text=True, check=True).stdout
        for line in listing.splitlines():
            fields = line.split()  # archive:object.o:address, kind, name
            if len(fields) == 3 and fields[1] in ("T", "t"):
                objects[fields[2]] = fields[0].split(":")[-2].removesuffix(".o")
    return lambda name: f".text.ncurses.{objects[name]}" if name in objects else f".text.{name}"


def phases(flickterm, catalog, environment, arguments):
    """Callgrind's counts for one session: exec to the search screen, the search for 'a', and each key after it."""
    program, out = tui_bench.under_callgrind(flickterm, catalog, ["--separate-threads=no", "--dump-instr=no", "--demangle=no",
                                                                  "--compress-strings=no", "--compress-pos=no"], environment, arguments)

    def dump():
        subprocess.run(["callgrind_control", "--dump", str(program.pid)], stdout=subprocess.DEVNULL, check=True)

    dump()
    tui_bench.show_results_of_a(program)
    dump()
    for key in KEYS:
        program.send(key)
        tui_bench.settle(program, 0.3)
        dump()
    os.kill(program.pid, signal.SIGKILL)
    os.waitpid(program.pid, 0)
    os.close(program.fd)
    folder, name = os.path.split(out)
    dumps = sorted((path for path in os.listdir(folder) if path.startswith(name + ".")), key=lambda path: int(path.rsplit(".", 1)[1]))
    costs = [inclusive_costs(os.path.join(folder, path), flickterm) for path in dumps]
    for path in [out] + [os.path.join(folder, path) for path in dumps]:
        os.unlink(path)
    return costs[0], costs[1], costs[2:]


def main():
    flickterm, catalog = sys.argv[1:3]
    # Debian's valgrind cannot read the DWARF 5 Swift writes: a copy without it, symbols kept.
    symbols = tempfile.mktemp(prefix="flickterm-symbols-")
    subprocess.run(["strip", "--strip-debug", "-o", symbols, flickterm], check=True)
    keys, pressed, start, search = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    for environment, arguments in MODES:
        started, searched, each_key = phases(symbols, catalog, environment, arguments)
        for costs in each_key:
            keys.update(costs.keys())
            pressed.update(costs)
        start.update(started)
        search.update(searched)
    os.unlink(symbols)
    # What more keys run first; among them, callers before what they call (a caller's count includes its callees').
    by_keys = sorted(keys, key=lambda name: (-keys[name], -pressed[name]))
    ordered = by_keys + [name for costs in [start, search] for name, _ in costs.most_common()]
    sections = dict.fromkeys(map(section_of(), ordered))
    target = pathlib.Path(__file__).resolve().parent / "hot-sections.txt"
    target.write_text("".join(f"{section}\n" for section in sections))
    every = sum(1 for name in keys if keys[name] == len(MODES) * len(KEYS))
    print(f"{target}: {len(sections)} sections: {len(keys)} functions keys run ({every} every key), then start-up's and the search's")


if __name__ == "__main__":
    main()
