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

It also writes Sources/CInputShim/key_code_lines.c: the code lines that half those keys or more ran (all that any
ran, ~5,000, cost more to prefetch than they saved), which the main loop prefetches when it wakes (input_shim.c says
why and what it bought) — each line the first instruction a key ran on it, named as its function plus an offset, so
that the linker puts in each build's address. A function is named through a weak reference, so one that a later
build no longer has is passed over (its lines become null); local functions (C's static, Swift's private), which no
other file can name, and the shared libraries' code are left out.

And Sources/CInputShim/key_data_lines.c: the lines of the binary's own data (its writable segment: Swift's type
metadata and witness tables, ncurses' globals and ours) that half the keys or more read or wrote, prefetched with the
code lines. Their addresses come from valgrind's lackey (every load and store, one line each, filtered by grep to the
segment and to the main loop's wake-ups, which mark where each key's work begins), in 256 colours, on keys past the rows
with pictures; each named as the object it is in plus the offset of the first byte touched, through a weak reference
as the functions are (objects local to one file, and the segment's parts that belong to no object, left out).

usage: make_hot_sections.py FLICKTERM CATALOG
"""
import bisect
import collections
import os
import pathlib
import signal
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "bench"))
import tui_bench  # noqa: E402  (the bench's pseudo-terminal driver)

MODES = [({}, []), ({"COLORTERM": "truecolor"}, []), ({}, ["--colors", "16"]),
         ({"COLORTERM": "truecolor"}, ["--images", "kitty"]), ({}, ["--images", "sixel"])]
# The keys pressed in each mode, on the results of 'a': down past the rows with pictures, up, to the top, and up there
# (a key that changes nothing).
KEYS = "j" * 60 + "k" * 10 + "g" + "k" * 10


def read_dump(path, program):
    """Instructions each function of `program` executed, its callees' included, in one callgrind dump (made with
    --dump-instr=yes --dump-line=no: each cost line starts with an instruction's address); and the addresses of the
    instructions it ran there."""
    costs, ran = collections.Counter(), set()
    function, in_program = None, False
    for line in open(path):
        if line.startswith("ob="):
            in_program = line[3:].strip() == program
        elif line.startswith("fn="):
            # Without the 'N callgrind gives a function's recursive calls.
            function = line[3:].strip().split("'")[0]
        elif line.startswith("0x"):
            # A function's own instructions and, after each calls= line, the call's with its callees' count.
            fields = line.split()
            if in_program and len(fields) > 1 and not function.startswith("0x") and " " not in function:
                costs[function] += int(fields[1])
                ran.add(int(fields[0], 16))
    return costs, ran


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
    """Callgrind's counts for one session, with the instructions run: exec to the search screen, the search for 'a',
    and each key after it."""
    program, out = tui_bench.under_callgrind(flickterm, catalog, ["--separate-threads=no", "--dump-instr=yes", "--dump-line=no", "--demangle=no",
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
    costs = [read_dump(os.path.join(folder, path), flickterm) for path in dumps]
    for path in [out] + [os.path.join(folder, path) for path in dumps]:
        os.unlink(path)
    return costs[0], costs[1], costs[2:]


def nameable(binary, kind):
    """The symbols of `kind` (FUNC, OBJECT) in `binary` another file can name, as (address, size, name) in address
    order: global ones and hidden ones (local to the binary, global among its objects), not the local ones of one
    object."""
    listing = subprocess.run(["readelf", "-sW", binary], capture_output=True, text=True, check=True).stdout
    found = {}
    for line in listing.splitlines():
        fields = line.split()  # number, address, size, type, binding, visibility, section, name
        if len(fields) == 8 and fields[3] == kind and fields[6] != "UND" and int(fields[2], 0) > 0 \
                and not (fields[4] == "LOCAL" and fields[5] == "DEFAULT"):
            found.setdefault(int(fields[1], 16), (int(fields[1], 16), int(fields[2], 0), fields[7]))
    return sorted(found.values())


def named_lines(addresses, symbols):
    """Each of `addresses` (one a 64-byte line) that lies in one of `symbols` ((address, size, name) in address order),
    as (symbol, offsets of its addresses from it), by symbol in address order."""
    starts = [start for start, _, _ in symbols]
    lines = collections.defaultdict(list)
    for address in sorted(addresses):
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0 and address < starts[index] + symbols[index][1]:
            lines[index].append(address - starts[index])
    return [(symbols[index][2], lines[index]) for index in sorted(lines)]


# Keys pressed under lackey on the results of 'a', in 256 colours: down past the rows with pictures (not counted), then
# those counted — down (each a scroll of the list), up, to the top, and up there (a key that changes nothing).
DATA_KEYS_SKIPPED = "j" * 70
DATA_KEYS = "j" * 10 + "k" * 10 + "g" + "k" * 5


def wake_and_data_segment(binary):
    """The address of the main loop's wait (``flk_wait_next``, where each wake-up begins) and the writable segment's
    bounds, from `binary`'s symbols and program headers."""
    symbols = subprocess.run(["readelf", "-sW", binary], capture_output=True, text=True, check=True).stdout
    wake = next(int(line.split()[1], 16) for line in symbols.splitlines() if line.split()[-1:] == ["flk_wait_next"])
    headers = subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True, check=True).stdout
    # LOAD offset address physical file-size memory-size flags alignment: the one with W.
    segment = next(line.split() for line in headers.splitlines() if line.split()[:1] == ["LOAD"] and "W" in "".join(line.split()[6:-1]))
    start = int(segment[2], 16)
    return wake, (start, start + int(segment[5], 16))


class DataTrace:
    """Reads lackey's trace through grep, which keeps the wake-ups' first instruction and the accesses to the segment
    (by their addresses' first four hex digits; read exactly here): the lines each wake-up's work touched, by wake-up,
    with the first address touched on each."""

    def __init__(self, trace, wake, segment):
        self.segment = segment
        prefixes = "|".join(f"{prefix:04x}" for prefix in range(segment[0] >> 16, ((segment[1] - 1) >> 16) + 1))
        pattern = f"^(I  {wake:08x},| [LSM] ({prefixes})[0-9a-f]{{4}},)"
        self.grep = subprocess.Popen(["grep", "-E", "--line-buffered", pattern, trace], stdout=subprocess.PIPE, text=True)
        self.wakes = []  # per wake-up: {line: first address}
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def read(self):
        for text in self.grep.stdout:
            address = int(text[3:].split(",")[0], 16)
            if text.startswith("I"):
                self.wakes.append({})
            elif self.wakes and self.segment[0] <= address < self.segment[1]:
                touched = self.wakes[-1]
                touched[address >> 6] = min(address, touched.get(address >> 6, address))

    def finish(self):
        self.thread.join()
        self.grep.wait()
        return self.wakes


def data_touched(flickterm, catalog):
    """The lines of `flickterm`'s writable segment that half of ``DATA_KEYS`` or more touched, as {line: first address
    touched}: each key's work is the wake-ups from its press until the next's (a key wakes the loop once, the work it
    queued sometimes once more)."""
    wake, segment = wake_and_data_segment(flickterm)
    folder = tempfile.mkdtemp(prefix="flickterm-lackey-")
    trace = os.path.join(folder, "trace")
    os.mkfifo(trace)
    program = tui_bench.Pty(["/usr/bin/valgrind", "--tool=lackey", "--trace-mem=yes", "--log-file=" + trace, flickterm, "--catalog", catalog],
                            env=tui_bench.ENV)
    reader = DataTrace(trace, wake, segment)
    # Lackey runs it some 100 times slower: the catalog's load and the pictures' decoding take minutes.
    program.read_until("Search:", timeout=1800)
    program.send("a\r")
    program.read_until("1 of ", timeout=1800)
    for key in DATA_KEYS_SKIPPED:
        program.send(key)
        tui_bench.settle(program, 1.0)
    tui_bench.settle(program, 3.0)
    starts = []
    for key in DATA_KEYS:
        starts.append(len(reader.wakes))
        program.send(key)
        tui_bench.settle(program, 2.0)
    starts.append(len(reader.wakes))
    os.kill(program.pid, signal.SIGKILL)
    os.waitpid(program.pid, 0)
    os.close(program.fd)
    wakes = reader.finish()
    os.unlink(trace)
    os.rmdir(folder)
    counts, first = collections.Counter(), {}
    for begin, end in zip(starts, starts[1:]):
        lines = {}
        for touched in wakes[begin:end]:
            for line, address in touched.items():
                lines[line] = min(address, lines.get(line, address))
        counts.update(lines.keys())
        for line, address in lines.items():
            first[line] = min(address, first.get(line, address))
    return {line: first[line] for line, count in counts.items() if count * 2 >= len(DATA_KEYS)}


def write_lines(lines, target, what, prefix):
    """`lines` as C (input_shim.c prefetches them): a weak reference to each function or object, `prefix`_N, and the
    array `prefix`_lines of its lines' addresses, with `prefix`_line_count; `what` says what they are, in the file's
    opening comment."""
    text = ["// Written by tools/make_hot_sections.py (`make hot-sections`):\n", f"// {what},\n",
            "// each named as its function's or object's address plus an offset; one this build lacks is null (input_shim.c).\n"]
    text += [f'extern const char {prefix}_{index}[] __asm__("{symbol}") __attribute__((weak));\n' for index, (symbol, _) in enumerate(lines)]
    text.append(f"const char *const {prefix}_lines[] = {{\n")
    text += ["    " + ", ".join(f"{prefix}_{index} + {offset}" for offset in offsets) + ",\n" for index, (_, offsets) in enumerate(lines)]
    text.append(f"}};\nconst unsigned long {prefix}_line_count = sizeof {prefix}_lines / sizeof *{prefix}_lines;\n")
    target.write_text("".join(text))


def main():
    flickterm, catalog = sys.argv[1:3]
    # Debian's valgrind cannot read the DWARF 5 Swift writes: a copy without it, symbols kept.
    symbols = tempfile.mktemp(prefix="flickterm-symbols-")
    subprocess.run(["strip", "--strip-debug", "-o", symbols, flickterm], check=True)
    keys, pressed, start, search = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    runs, first = collections.Counter(), {}  # how many keys ran each 64-byte line; the first instruction run on it
    for environment, arguments in MODES:
        (started, _), (searched, _), each_key = phases(symbols, catalog, environment, arguments)
        for costs, instructions in each_key:
            keys.update(costs.keys())
            pressed.update(costs)
            runs.update({address >> 6 for address in instructions})
            for address in instructions:
                first[address >> 6] = min(address, first.get(address >> 6, address))
        start.update(started)
        search.update(searched)
    presses = len(MODES) * len(KEYS)
    lines = named_lines({first[line] for line, count in runs.items() if count * 2 >= presses}, nameable(symbols, "FUNC"))
    touched = data_touched(symbols, catalog)
    data = named_lines(touched.values(), nameable(symbols, "OBJECT"))
    os.unlink(symbols)
    # What more keys run first; among them, callers before what they call (a caller's count includes its callees').
    by_keys = sorted(keys, key=lambda name: (-keys[name], -pressed[name]))
    ordered = by_keys + [name for costs in [start, search] for name, _ in costs.most_common()]
    sections = dict.fromkeys(map(section_of(), ordered))
    root = pathlib.Path(__file__).resolve().parent.parent
    target = root / "tools" / "hot-sections.txt"
    target.write_text("".join(f"{section}\n" for section in sections))
    every = sum(1 for name in keys if keys[name] == len(MODES) * len(KEYS))
    print(f"{target}: {len(sections)} sections: {len(keys)} functions keys run ({every} every key), then start-up's and the search's")
    warmed = root / "Sources" / "CInputShim" / "key_code_lines.c"
    write_lines(lines, warmed, "the code lines the keys ran (the first instruction run on each)", "flk_key_code")
    print(f"{warmed}: {sum(len(offsets) for _, offsets in lines)} lines of {len(lines)} functions that half the keys ran or more, of {len(runs)} any key ran")
    read = root / "Sources" / "CInputShim" / "key_data_lines.c"
    write_lines(data, read, "the lines of the binary's own data the keys touched (the first byte touched on each)", "flk_key_data")
    print(f"{read}: {sum(len(offsets) for _, offsets in data)} lines of {len(data)} objects, of {len(touched)} lines of data half the keys touched")


if __name__ == "__main__":
    main()
