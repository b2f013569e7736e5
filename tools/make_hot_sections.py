#!/usr/bin/env python3
"""Writes tools/hot-sections.txt: the code a key runs, then the code start-up runs, as the sections the linker lays
out first and side by side (gold's --section-ordering-file; the Makefile passes it, with each Swift function in a
section of its own). Run again when the code a key runs moves; `make hot-sections` does, on the release binary.

Why: a typed key finds the caches cold (keys 50 ms apart on this machine cost ~2× what they cost back to back), and a
j move ran ~2,000 distinct 64-byte lines of code (callgrind's instruction addresses) spread over the 14 MB of text in
module order; side by side, the lines the hardware fetches ahead are lines the key runs next. Measured as `make bench`
counts a key (its control group's CPU, keys 50 ms apart, 500 presses), against the same code in module order, the
binaries taking turns: j 379 → 355 µs and k 107 → 102 (medians of three rounds; lower in each round); a first list
from j and k in 256 colours alone, four rounds: j 391 → 350. Start-up: the same time, 818 → 793 page faults.

Which functions, from callgrind (every thread, instructions inclusive of callees, so a caller comes before what it
calls): the keys — j down the results of 'a' from the top (the rows with pictures, then past them) and k, in each
colour and image mode the bench measures — ordered by their cost summed over the modes; then what runs from exec to
the first frame; then the search that fills the list. Names only: an address would change with every build.

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


def phases(flickterm, catalog, environment, arguments):
    """Callgrind dumps of one session: exec to the search screen, the search for 'a', then the keys."""
    out = tempfile.mktemp(prefix="flickterm-hot-")
    program = tui_bench.Pty(["/usr/bin/valgrind", "--tool=callgrind", "--separate-threads=no", "--dump-instr=no", "--demangle=no", "--compress-strings=no",
                             "--compress-pos=no", "--callgrind-out-file=" + out, flickterm, "--catalog", catalog, *arguments],
                            env=dict(tui_bench.ENV, **environment))

    def dump(name):
        subprocess.run(["callgrind_control", "--dump=" + name, str(program.pid)], stdout=subprocess.DEVNULL, check=True)

    program.read_until("Search:", timeout=300)
    dump("start")
    program.send("a\r")
    program.read_until("1 of ", timeout=300)
    tui_bench.settle(program, 1.0)
    dump("search")
    for key in "j" * 60 + "k" * 10:
        program.send(key)
        tui_bench.settle(program, 0.3)
    program.send("g")
    tui_bench.settle(program, 0.5)
    for _ in range(10):
        program.send("k")
        tui_bench.settle(program, 0.3)
    dump("keys")
    os.kill(program.pid, signal.SIGKILL)
    os.waitpid(program.pid, 0)
    os.close(program.fd)
    dumps = sorted((path for path in os.listdir(os.path.dirname(out)) if path.startswith(os.path.basename(out) + ".")),
                   key=lambda path: int(path.rsplit(".", 1)[1]))
    costs = [inclusive_costs(os.path.join(os.path.dirname(out), path), flickterm) for path in dumps]
    for path in [out] + [os.path.join(os.path.dirname(out), path) for path in dumps]:
        os.unlink(path)
    return costs


def main():
    flickterm, catalog = sys.argv[1:3]
    # Debian's valgrind cannot read the DWARF 5 Swift writes: a copy without it, symbols kept.
    symbols = tempfile.mktemp(prefix="flickterm-symbols-")
    subprocess.run(["strip", "--strip-debug", "-o", symbols, flickterm], check=True)
    keys, start, search = collections.Counter(), collections.Counter(), collections.Counter()
    for environment, arguments in MODES:
        started, searched, pressed = phases(symbols, catalog, environment, arguments)
        keys.update(pressed)
        start.update(started)
        search.update(searched)
    os.unlink(symbols)
    ordered = list(dict.fromkeys(name for costs in [keys, start, search] for name, _ in costs.most_common()))
    target = pathlib.Path(__file__).resolve().parent / "hot-sections.txt"
    target.write_text("".join(f".text.{name}\n" for name in ordered))
    print(f"{target}: {len(ordered)} functions ({len(keys)} the keys run, the rest start-up's and the search's)")


if __name__ == "__main__":
    main()
