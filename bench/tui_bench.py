"""Terminal figures for `make bench`: cold start to first paint (flickterm against a bare C ncurses program),
CPU time and bytes written per key in each colour and image mode, wake-ups per second while idle, Enter → every
visible thumbnail painted against the loopback server with latency on every request, instructions executed
(callgrind) for start-up and for moves, and the binary's size. Drives the real binaries in
pseudo-terminals (the screen read back with pyte); prints figures, asserts nothing.

usage: tui_bench.py FLICKTERM HELLO_C CATALOG KEY_FLOOR
"""
import fcntl
import glob
import os
import pty
import queue
import re
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

COLUMNS, ROWS = 100, 30


def isolated(folder):
    """Environment variables that keep a run's cache, history, configuration and log in `folder`."""
    return {name: folder for name in ["XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"]}


# Every run keeps its cache, history, configuration and log in a folder of its own, never the user's.
# A local session, wherever the bench runs: ssh's variables would have kitty's pictures compressed (the row "over ssh" sets one).
ENV = {name: value for name, value in os.environ.items() if name not in ("SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY")}
ENV.update(TERM="xterm-256color", LANG="C.UTF-8", FLICKR_API_KEY="", **isolated(tempfile.mkdtemp(prefix="flickterm-bench-")))


class CPUGroup:
    """A control group of its own for one program, whose CPU time the kernel counts to the nanosecond over every thread
    the program ever had — cgroup v1's cpuacct (`cpuacct.usage`, ns) or v2's `cpu.stat` (`usage_usec`) — where this
    machine lets the bench make one (as root; ``make`` gives None where it does not)."""

    HIERARCHIES = [("/sys/fs/cgroup/cpuacct", "cpuacct.usage", 1), ("/sys/fs/cgroup", "cpu.stat", 1000),
                   ("/sys/fs/cgroup/unified", "cpu.stat", 1000)]

    def __init__(self, path, counter, scale):
        self.path, self.counter, self.scale = path, counter, scale

    @staticmethod
    def make(pid):
        for root, counter, scale in CPUGroup.HIERARCHIES:
            if not os.path.exists(os.path.join(root, counter)):
                continue
            path = os.path.join(root, f"flickterm-bench-{pid}")
            try:
                os.mkdir(path)
                with open(os.path.join(path, "cgroup.procs"), "w") as procs:
                    procs.write(str(pid))
                group = CPUGroup(path, counter, scale)
                group.ns()
                return group
            except OSError:
                try:
                    os.rmdir(path)
                except OSError:
                    pass
        return None

    def label(self):
        """How the group counts, as the bench prints it."""
        return f"its own control group ({self.path.rsplit('/', 2)[-2]}'s {self.counter}), every thread it had, to the µs"

    def ns(self):
        text = open(os.path.join(self.path, self.counter)).read()
        if self.counter == "cpu.stat":
            text = next(line.split()[1] for line in text.splitlines() if line.startswith("usage_usec"))
        return int(text) * self.scale

    def remove(self):
        """Once the program has ended (a group with tasks in it cannot be removed)."""
        try:
            os.rmdir(self.path)
        except OSError:
            pass


class Pty:
    """A program running in a fresh pseudo-terminal of COLUMNS x ROWS; `cell`: the size of a cell in pixels, which the
    pseudo-terminal gives as xterm and kitty give theirs (else none, and the program guesses); `counted`: in a control
    group of its own (``CPUGroup``), where the machine allows, for its CPU time to the nanosecond."""

    def __init__(self, argv, env=None, size=(COLUMNS, ROWS), counted=False, cell=(0, 0)):
        self.started = time.perf_counter()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(argv[0], argv, env or ENV)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], size[0] * cell[0], size[1] * cell[1]))
        self.output = bytearray()  # appended to in place: megabytes of pictures arrive in 64 KB reads
        self.group = CPUGroup.make(self.pid) if counted else None

    def read_until(self, marker, timeout=20.0):
        """Reads output until `marker` shows up; returns the bytes read meanwhile."""
        start = len(self.output)
        deadline = time.perf_counter() + timeout
        while marker.encode() not in self.output[start:]:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise TimeoutError(marker)
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if ready:
                self.output += os.read(self.fd, 65536)
        return len(self.output) - start

    def send(self, text):
        os.write(self.fd, text.encode())

    def cpu_ns(self):
        """CPU time of the whole process so far, user and system, in nanoseconds, the threads that have exited
        included (a sum over live threads' schedstat is not: dispatch workers come and go): its control group's count
        where it has one, else /proc/PID/stat, whose unit is the clock tick (10 ms: a figure then needs a window of
        hundreds of moves)."""
        if self.group:
            return self.group.ns()
        fields = open(f"/proc/{self.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1_000_000_000 // os.sysconf("SC_CLK_TCK")

    def write_calls(self):
        """write() system calls of the whole process so far, every descriptor (the terminal's and the others: the pipe
        that passes keys to ncurses is one), exited threads included: /proc/PID/io."""
        for line in open(f"/proc/{self.pid}/io"):
            if line.startswith("syscw:"):
                return int(line.split()[1])
        return 0

    def switches(self):
        """Context switches of every thread so far (each one a wake-up or a preemption)."""
        total = 0
        for path in glob.glob(f"/proc/{self.pid}/task/*/status"):
            for line in open(path):
                if "ctxt_switches" in line:
                    total += int(line.split()[1])
        return total

    def close(self):
        os.kill(self.pid, signal.SIGTERM)
        os.waitpid(self.pid, 0)
        os.close(self.fd)
        if self.group:
            self.group.remove()


def cold_starts(programs, runs=31):
    """The median time from exec to each program's `marker` on its screen, for (argv, marker) pairs started in turn,
    one of each a round: this machine's speed drifts over seconds, and a ratio of figures taken apart drifted with it.
    Every other round in the reverse order: the one started first in a round reads faster (two flickterm binaries,
    each first in turn: ~0.5 ms of ~8)."""
    times = [[] for _ in programs]
    for number in range(runs):
        for index, (argv, marker) in (enumerate(programs) if number % 2 == 0 else reversed(list(enumerate(programs)))):
            program = Pty(argv)
            program.read_until(marker)
            times[index].append(time.perf_counter() - program.started)
            program.close()
    return [statistics.median(each) for each in times]


def settle(program, quiet=0.05):
    """Reads until the program has written nothing for `quiet` seconds; returns the bytes read."""
    total = 0
    while True:
        ready, _, _ = select.select([program.fd], [], [], quiet)
        if not ready:
            return total
        chunk = os.read(program.fd, 65536)
        program.output += chunk
        total += len(chunk)


# The cell the key figures' terminal gives in pixels, as xterm and kitty give theirs (and as the bytes figures use): the
# thumbnails' pixels follow from it.
KEY_CELL = (9, 20)
# Presses a key's CPU is averaged over: the clock tick (10 ms) over 900 presses is ±11 µs a key.
KEY_PRESSES = 900
# The first moves down the results of 'a', whose rows scroll in the catalog's pictures (its first 206 rows have one).
PICTURE_MOVES = 60


def key_costs(flickterm, catalog, environment, arguments, count=KEY_PRESSES, apart=0.05):
    """CPU per key and bytes written, over `count` presses each drawn before the next and `apart` seconds after its
    output ended: down the results of 'a' (one row a key), then `k` on the first row (a key that changes nothing).
    The moves down also apart: the first ``PICTURE_MOVES``, which bring in the rows with pictures, and the rest."""
    program = Pty([flickterm, "--catalog", catalog] + arguments, env=dict(ENV, **environment), counted=True, cell=KEY_CELL)
    program.read_until("Search:")
    program.send("a\r")
    program.read_until("1 of ")
    settle(program, 0.5)
    pictures = moves(program, "j", PICTURE_MOVES, apart)
    past = moves(program, "j", count - PICTURE_MOVES, apart)
    moving = tuple((first * PICTURE_MOVES + rest * (count - PICTURE_MOVES)) / count for first, rest in zip(pictures, past))
    program.send("g")
    settle(program, 0.5)
    idle = moves(program, "k", count, apart)
    program.close()
    return moving, idle, pictures[0], past[0]


def under_callgrind(flickterm, catalog, options, environment=None, arguments=()):
    """`flickterm` started under callgrind with `options` (then `--catalog catalog`, unless `catalog` is None, and
    `arguments`), its search screen drawn; and the path its dumps are named from. Valgrind runs it ~50 times slower: generous deadlines."""
    out = tempfile.mktemp(prefix="flickterm-callgrind-")
    program = Pty(["/usr/bin/valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, *options, flickterm,
                   *(["--catalog", catalog] if catalog else []), *arguments],
                  env=dict(ENV, **(environment or {})))
    program.read_until("Search:", timeout=300)
    return program, out


def show_results_of_a(program):
    """Searches 'a' in `program` (under callgrind) and waits until its results are drawn and it has gone quiet."""
    program.send("a\r")
    program.read_until("1 of ", timeout=300)
    settle(program, 1.0)


def instructions(flickterm, catalog, presses=None, environment=None, arguments=()):
    """Instructions executed (callgrind) from exec to the search screen drawn — counted there, the process then
    killed: what its quitting waits for (the terminal's answers, 150 ms) would let background work run on as far as
    valgrind's pace allows; or, with `presses`, to the results of 'a' drawn, then that many j presses each drawn
    before the next, and out — every thread's, summed; `arguments` added to the command line. `flickterm` stripped: Debian's valgrind 3.19 cannot read the
    DWARF 5 Swift writes."""
    program, out = under_callgrind(flickterm, catalog, ["--separate-threads=yes", "--dump-instr=no"], environment, arguments)
    if presses is None:
        subprocess.run(["callgrind_control", "--dump", str(program.pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        os.kill(program.pid, signal.SIGKILL)
    else:
        show_results_of_a(program)
        for _ in range(presses):
            program.send("j")
            settle(program, 0.3)
        program.send("\x03")
    os.waitpid(program.pid, 0)
    os.close(program.fd)
    counts = {}
    for path in glob.glob(out + "*"):
        totals = [line for line in open(path) if line.startswith(("summary:", "totals:"))]
        counts[path] = int(totals[-1].split()[1]) if totals else 0
        os.unlink(path)
    return sum(counts.values())


def code_touched(flickterm, catalog, skipped=120, counted=5):
    """Distinct 64-byte lines and 4 KB pages of code a move down the results of 'a' runs, past the rows with pictures
    (`skipped` moves first), averaged over `counted` moves, every thread (callgrind, each move's instruction addresses
    dumped on its own). With the keys 50 ms apart a move pays for fetching its code more than for running it, so this
    shows what an instruction count does not: code spread out over many lines and pages."""
    program, out = under_callgrind(flickterm, catalog, ["--separate-threads=no", "--dump-instr=yes", "--compress-pos=no", "--compress-strings=no"])
    show_results_of_a(program)
    for _ in range(skipped):
        program.send("j")
        settle(program, 0.1)
    settle(program, 1.0)
    for number in range(counted):
        subprocess.run(["callgrind_control", "-z", str(program.pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        program.send("j")
        settle(program, 0.3)
        subprocess.run(["callgrind_control", f"--dump=move{number}", str(program.pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    os.kill(program.pid, signal.SIGKILL)
    os.waitpid(program.pid, 0)
    os.close(program.fd)
    lines, pages = [], []
    for path in glob.glob(out + "*"):
        touched, after_call = set(), False
        with open(path) as dump:
            text = dump.read()
        if "Trigger: dump move" in text:
            for row in text.splitlines():
                if row.startswith("calls="):
                    after_call = True  # the next line's cost is the callee's, at the call's address
                elif row.startswith("0x"):
                    if not after_call:
                        touched.add(int(row.split()[0], 16) >> 6)
                    after_call = False
            lines.append(len(touched))
            pages.append(len({line >> 6 for line in touched}))
        os.unlink(path)
    return statistics.median(lines), statistics.median(pages)


def moves(program, key, count, apart=0.05):
    """CPU ns, bytes written, write() calls and context switches (of the threads alive at the end) per move for
    `count` presses of `key`, each drawn before the next, `apart` seconds after its output ended."""
    cpu, written, calls, switches = program.cpu_ns(), 0, program.write_calls(), program.switches()
    for _ in range(count):
        program.send(key)
        written += settle(program, apart)
    return ((program.cpu_ns() - cpu) / count, written / count, (program.write_calls() - calls) / count,
            (program.switches() - switches) / count)


def read_chunks(fd, chunks):
    """Puts (arrival time, bytes) on `chunks` for everything read from `fd`, then (time, None) at its end, and
    closes `fd` — a descriptor of its own (a dup): were it the program's, closed with it and its number reused by the
    next program's terminal, this thread would read on, taking that program's output (a run seen waiting for ever)."""
    while True:
        try:
            data = os.read(fd, 65536)
        except OSError:
            data = b""
        chunks.put((time.perf_counter(), data or None))
        if not data:
            os.close(fd)
            return


def http2_front(endpoint):
    """nghttpx (HTTP/2 over TLS, as Flickr's hosts speak it) in front of the loopback server at `endpoint`, with a
    certificate of its own for 127.0.0.1; returns the process, its REST endpoint and the certificate to trust."""
    folder = tempfile.mkdtemp(prefix="flickterm-bench-h2-")
    key, certificate = os.path.join(folder, "key.pem"), os.path.join(folder, "cert.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    backend = endpoint.split("/")[2].split(":")[1]
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    front = subprocess.Popen(["nghttpx", "--conf=/dev/null", f"--frontend=127.0.0.1,{port}", f"--backend=127.0.0.1,{backend}",
                              "--backend-connections-per-host=64", "--workers=1", "--no-ocsp", "--errorlog-file=/dev/null", key, certificate],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                break
        time.sleep(0.02)
    return front, f"https://127.0.0.1:{port}/services/rest/", certificate


def mosaic(text):
    """True when `text` holds a photo's cells: block elements or sextants, but for the `▌` marking the selected row
    and the `░` of a thumbnail still loading."""
    return any(c not in "▌░" and (0x2580 <= ord(c) <= 0x259F or 0x1FB00 <= ord(c) <= 0x1FB3B) for c in text)


def source_arguments(source, endpoint):
    """The command line that points flickterm's `source` at the loopback server whose Flickr endpoint is `endpoint`."""
    base = endpoint.split("/services/rest/")[0] + "/"
    return {"flickr": ["--endpoint", endpoint], "openverse": ["--source", "openverse", "--endpoint", base + "v1/"],
            "commons": ["--source", "commons", "--endpoint", base + "w/api.php"]}[source]


def thumbnails_painted(flickterm, latency_ms=100, runs=5, size=(COLUMNS, ROWS), http2=False, source="flickr"):
    """Median seconds from Enter to a screen whose visible rows all show their thumbnails (no `░` left),
    against the loopback server with `latency_ms` added to every request (API and images), in a terminal of
    `size` — straight to it over HTTP/1.1, or with `http2` through nghttpx — searching `source`; and how many
    thumbnails that screen showed."""
    import pyte

    # Every photo has a picture (the demo catalog's files stand in for those it lacks), so that every visible row
    # has a thumbnail to wait for.
    server, endpoint = start_server(flickterm, "--fault", f"latency:{latency_ms}", "--pictures-for-all")
    front, certificate = None, None
    if http2:
        front, endpoint, certificate = http2_front(endpoint)
    times = []
    shown = 0
    columns, rows = size
    for run in range(runs):
        screen = pyte.Screen(columns, rows)
        stream = pyte.ByteStream(screen)
        # A fresh cache each run: nothing comes from an earlier one.
        env = dict(ENV, FLICKR_API_KEY="bench", COLORTERM="", **isolated(tempfile.mkdtemp(prefix="flickterm-bench-cache-")))
        if certificate:
            env["SSL_CERT_FILE"] = certificate
        program = Pty([flickterm, *source_arguments(source, endpoint), "--colors", "256"], env, size)
        program.read_until("Search:")
        word = ["horse", "dog", "cat", "beach", "train"][run % 5]
        # Typed as a person would, then Enter once the app is idle: Enter is what is timed.
        program.send(word)
        settle(program, 0.3)
        stream.feed(program.output)
        # A thread takes the bytes as they arrive and notes when; pyte, tens of milliseconds a chunk in Python,
        # reads them from the queue, and a screen counts as painted at the time its last bytes arrived.
        chunks = queue.Queue()
        reading = threading.Thread(target=read_chunks, args=(os.dup(program.fd), chunks), daemon=True)
        reading.start()
        program.send("\r")
        started = time.perf_counter()
        deadline = started + 30
        while time.perf_counter() < deadline:
            try:
                arrived, data = chunks.get(timeout=1)
            except queue.Empty:
                continue
            if data is None:
                break
            stream.feed(data)
            while not chunks.empty():
                arrived, data = chunks.get()
                if data is None:
                    break
                stream.feed(data)
            lines = [screen.display[row] for row in range(rows)]
            if " of " in lines[0] and mosaic("".join(lines)) and not any("░" in line for line in lines):
                times.append(arrived - started)
                shown = sum(1 for line in lines if mosaic(line[:3])) // 4
                break
        program.close()
        reading.join(5)
    if front:
        front.terminate()
        front.wait()
    server.stdin.close()
    server.wait()
    return (statistics.median(times) if times else float("nan")), shown


def pixel_bytes(flickterm, catalog, mode, size=(COLUMNS, ROWS), cell=KEY_CELL):
    """Bytes flickterm writes with `--images mode` in a pty that gives its size in pixels (cells of `cell`): Enter
    on a search until every thumbnail is painted, a one-row scroll of the list (the selection on its last visible
    row, then down), and `f` until the viewer's photo is painted. Sixel as in xterm, which names itself."""
    named = {"XTERM_VERSION": "XTerm(379)"} if mode == "sixel" else {}
    program = Pty([flickterm, "--catalog", catalog, "--images", mode, "--colors", "truecolor"], dict(ENV, COLORTERM="truecolor", **named), size, cell=cell)
    program.read_until("Search:")
    settle(program, 0.3)
    program.send("kitchen")
    settle(program, 0.3)
    # Quiet spans long enough for a picture's encoding (off the main thread) to end before it is written.
    program.send("\r")
    first = settle(program, 2.0)
    # The list shows 7 rows at 100x30: to the last visible one, then one more scrolls the list by a row.
    for _ in range(6):
        program.send("j")
        settle(program, 0.3)
    program.send("j")
    scroll = settle(program, 2.0)
    program.send("g")
    settle(program, 1.0)
    program.send("f")
    viewer = settle(program, 3.0)
    program.close()
    return first, scroll, viewer


def viewer_steps(flickterm, catalog, mode, size=(240, 60), cell=(8, 20)):
    """The full-screen viewer with `--images mode` in a pty of 1920x1200 pixels (240x60 cells of 8x20): bytes and CPU
    for a zoom step (`+`, past the catalog photo's own pixels) and, zoomed in four steps, a pan step (`l`); then 50 `l`
    presses 30 ms apart (a held key's repeat) over the results of 'a' fitted again: pictures drawn, bytes, and whether
    the last picture came after the bar reached the photo the keys stopped on."""
    program = Pty([flickterm, "--catalog", catalog, "--images", mode, "--colors", "truecolor"], dict(ENV, COLORTERM="truecolor"), size, counted=True, cell=cell)
    program.read_until("Search:")
    settle(program, 0.3)
    program.send("a\r")
    program.read_until("1 of ")
    settle(program, 1.0)
    program.send("f")
    settle(program, 3.0)

    def step(key):
        cpu = program.cpu_ns()
        program.send(key)
        written = settle(program, 2.0)
        return (program.cpu_ns() - cpu) / 1e6, written

    zoom = step("+")
    for _ in range(3):
        step("+")
    pan = step("l")
    step("=")
    start = len(program.output)
    for _ in range(50):
        program.send("l")
        time.sleep(0.03)
        settle(program, 0.0)
    keys_stopped = len(program.output) - start
    settle(program, 3.0)
    held = program.output[start:]
    # A picture starts with sixel's DCS, or kitty's placement of an image (a=p, or a=T sent and placed at once).
    starts = [match.start() for match in re.finditer(b"\x1bP[0-9;]*q" if mode == "sixel" else b"\x1b_G[^\x1b]*a=[pT]", held)]
    program.close()
    return zoom, pan, (len(starts), len(held), bool(starts) and starts[-1] >= keys_stopped)


def start_server(flickterm, *arguments):
    """A loopback server beside `flickterm`; returns it and its REST endpoint."""
    server_binary = os.path.join(os.path.dirname(flickterm), "flickterm-server")
    server = subprocess.Popen([server_binary, "--exit-with-stdin", *arguments], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    return server, server.stdout.readline().split()[-1] + "/services/rest/"


def requests_in(log_path):
    """The requests a server logged: (milliseconds, API method, or "search" and "detail" of Openverse and Commons, or
    "image")."""
    requests = []
    for line in open(log_path):
        parts = line.split()
        path, query = parts[1], "&".join(parts[2:])
        method = next((p.split("=", 1)[1] for p in query.split("&") if p.startswith("method=")), None)
        if method is None and path == "/v1/images/":
            method = "search"
        elif method is None and path.startswith("/v1/images/") and not path.endswith("/thumb/"):
            method = "detail"
        elif method is None and path == "/w/api.php":
            method = "search" if "generator=search" in query else "detail"
        requests.append((int(parts[0]), method or "image"))
    return requests


def cached_session(flickterm, latency_ms=50, source="flickr"):
    """A scripted session against the loopback server with a fresh cache: search `source`, scroll through 500 rows
    (Openverse: its 400) with thumbnails, open 10 details, search again. Prints the calls it made beside the naive
    count, the repeated search's Enter → painted time and calls, and the cache's size."""
    import pyte

    folder = tempfile.mkdtemp(prefix="flickterm-bench-cache-")
    log_path = os.path.join(folder, "requests.log")
    server, endpoint = start_server(flickterm, "--fault", f"latency:{latency_ms}", "--request-log", log_path)
    env = dict(ENV, FLICKR_API_KEY="bench", COLORTERM="", **isolated(folder))
    program = Pty([flickterm, *source_arguments(source, endpoint), "--colors", "256"], env)
    program.read_until("Search:")
    program.send("a")
    settle(program, 0.2)
    program.send("\r")
    program.read_until("1 of ")
    settle(program, 1.0)  # a look at the first screen before scrolling
    shown = set()
    screen = pyte.Screen(COLUMNS, ROWS)
    stream = pyte.ByteStream(screen)
    stream.feed(program.output)
    for _ in range(40 if source == "openverse" else 50):
        program.send("j" * 10)
        start = len(program.output)
        settle(program, 0.1)
        stream.feed(program.output[start:])
        shown.update(line[:60] for line in screen.display[1:] if line.startswith(("▌", " ")) and line[10:].strip())
    for _ in range(10):
        program.send("\r")
        program.read_until("Licence:")
        settle(program, 0.3)
        program.send("\x1b")
        program.read_until(" of ")
        program.send("j" * 7)
        settle(program, 0.1)
    settle(program, 0.5)
    before = len(requests_in(log_path))
    program.send("/")
    program.read_until("Search:")
    program.send("a")
    settle(program, 0.2)
    program.send("\r")
    started = time.perf_counter()
    program.read_until("1 of ")
    repeated = time.perf_counter() - started
    settle(program, 0.5)
    after = requests_in(log_path)
    program.close()
    server.stdin.close()
    server.wait()
    by_method = {}
    for _, method in after:
        by_method[method] = by_method.get(method, 0) + 1
    api = sum(count for method, count in by_method.items() if method != "image")
    pages = by_method.get("flickr.photos.search", 0) + by_method.get("search", 0)
    naive = pages + 2 * len(shown)
    size = sum(os.path.getsize(os.path.join(folder, "flickterm", name)) for name in os.listdir(os.path.join(folder, "flickterm")))
    rows = 400 if source == "openverse" else 500
    print(f"\nScripted session, {source}, against the loopback server ({latency_ms} ms a request), a fresh cache: search")
    print(f"'a', scroll {rows} rows with thumbnails, open 10 details, search 'a' again")
    calls = ", ".join(f"{method.replace('flickr.photos.', '')} {count}" for method, count in sorted(by_method.items()) if method != "image")
    print(f"  API calls            {api:5d}   ({calls})")
    print(f"  naive count          {naive:5d}   ({pages} pages + a getInfo and a getFavorites for each of {len(shown)} photos shown)")
    print(f"  target               {pages + 10:5d}   (a call a page, one a detail)")
    print(f"  images fetched       {by_method.get('image', 0):5d}")
    print(f"  repeated search      {repeated * 1000:8.1f} ms Enter → results painted, {len(after) - before} network calls")
    print(f"  cache database       {size / 1024:8.0f} KiB")


def floor_cost(floor, presses=300):
    """CPU a key of the bare C program `floor` (bench/key_floor.c: it reads each key and writes 7 bytes) — what waking
    up for a key costs before any work — keys 50 ms apart, counted as flickterm's are: its control group where there is
    one, else its one thread's scheduler clock (schedstat, in ns, which clock ticks would miss at ~0.03 ms a key); and the
    group, if it had one (flickterm's are counted the same way on the same machine)."""
    program = Pty([floor], counted=True)
    program.read_until("ready")

    def clock():
        return program.cpu_ns() if program.group else int(open(f"/proc/{program.pid}/schedstat").read().split()[0])

    before = clock()
    for _ in range(presses):
        program.send("j")
        settle(program)
    bare = (clock() - before) / presses
    program.close()
    return bare, program.group


def peer_key_cost(presses=300):
    """CPU per j of a peer TUI, ranger (a Python file manager, installed in the bench's venv), moving down a folder of
    1,000 files, keys as far apart and counted as flickterm's are; (cpu ns, bytes) or None where it is not installed."""
    ranger = os.path.join(os.path.dirname(sys.executable), "ranger")
    if not os.path.exists(ranger):
        return None
    folder = tempfile.mkdtemp(prefix="flickterm-peer-")
    for number in range(1000):
        open(os.path.join(folder, f"file-{number:04}.txt"), "w").close()
    program = Pty([ranger, "--clean", folder], counted=True)
    program.read_until("file-0001")
    settle(program, 0.5)
    moves(program, "j", 20)
    cpu, written, _, _ = moves(program, "j", presses)
    program.close()
    return cpu, written


def seen_once(program):
    """Back to the top of the list after 90 moves down from it, unmeasured: those rows' pictures decoded and kept."""
    program.send("g")
    settle(program)
    moves(program, "j", 90)
    program.send("g")
    settle(program)


def key_temperatures(flickterm, catalog, bare, cold):
    """Prints the CPU of j moves with keys 50 ms apart (as typed: `cold`, measured so) and 2 ms apart, beside the bare
    C program's (`bare`): on this machine, a virtual one, keys 50 ms apart find the caches cold — everything a key
    touches is fetched again — and the same moves cost 2-3 times what they cost back to back."""
    print("\nPer key, the same j moves (256 colours) with the caches cold and warm, beside the bare C program")
    (warm, _, _, _), _, _, _ = key_costs(flickterm, catalog, {}, [], apart=0.002)
    print(f"  keys 50 ms apart     {cold / 1000:8.1f} us CPU  (as typed, as above)")
    print(f"  keys 2 ms apart      {warm / 1000:8.1f} us CPU  (back to back: the caches warm)")
    print(f"  bare C, 50 ms apart  {bare / 1000:8.1f} us CPU  (flickterm's are {cold / bare:.1f}x and {warm / bare:.1f}x)")


def main():
    flickterm, hello, catalog, floor = sys.argv[1:5]
    # Bare, as it is usually started (it finds the project's catalog from its build folder): nothing to parse. With an
    # option, argument-parser parses the command line first.
    bare_start, with_option, reference = cold_starts([([flickterm], "Search:"), ([flickterm, "--catalog", catalog], "Search:"),
                                                      ([hello], "hello from ncurses")])
    print("Cold start to first paint (median of 31, pty %dx%d, the three programs started in turn)" % (COLUMNS, ROWS))
    print(f"  flickterm            {bare_start * 1000:8.2f} ms  {bare_start / reference:5.2f}x  (bare: nothing to parse)")
    print(f"  flickterm --catalog  {with_option * 1000:8.2f} ms  {with_option / reference:5.2f}x  (an option: the command line parsed)")
    print(f"  bare C ncurses       {reference * 1000:8.2f} ms")

    bare, group = floor_cost(floor)
    counted = group.label() if group else f"/proc/PID/stat, exited threads included, in clock ticks of 10 ms, so ±{10_000 / KEY_PRESSES:.0f} µs"
    print(f"\nPer key on the results of 'a' in a {COLUMNS}x{ROWS} pty of {KEY_CELL[0]}x{KEY_CELL[1]}-pixel cells ({KEY_PRESSES} presses, each drawn before")
    print("the next; CPU of the whole process from")
    print(f"{counted}; write() calls on every descriptor from")
    print("/proc/PID/io; context switches of the threads alive at the end): j moving down a row, and k on the first")
    print("row, which changes nothing; × C: beside a bare C program that reads each key and writes 7 bytes")
    print(f"(bench/key_floor.c, keys as far apart, counted alike: {bare / 1000:.1f} us), which moves with this machine's speed as they do;")
    print(f"j's CPU also over the first {PICTURE_MOVES} moves, which bring in the rows with pictures, and over the rest")
    print(f"  {'colours, images':20} {'j: CPU':>10} {'× C':>6} {'bytes':>6} {'writes':>6} {'switches':>8} {'k: CPU':>10} {'× C':>6} {'bytes':>6} {'writes':>6}"
          f" {'first ' + str(PICTURE_MOVES):>10} {'the rest':>10}")
    typed = None
    for label, environment, arguments in [
        ("256, blocks", {}, []), ("24-bit, blocks", {"COLORTERM": "truecolor"}, []), ("16, blocks", {}, ["--colors", "16"]),
        ("24-bit, kitty", {"COLORTERM": "truecolor"}, ["--images", "kitty"]),
        ("kitty, over ssh", {"COLORTERM": "truecolor", "SSH_CONNECTION": "10.0.0.2 52114 10.0.0.1 22"}, ["--images", "kitty"]),
        # xterm names itself (XTERM_VERSION), and moves its pictures with a scroll: only a thumbnail that comes into view
        # is sent. A terminal that says nothing has every picture a scroll moved sent again.
        ("256, sixel (xterm)", {"XTERM_VERSION": "XTerm(379)"}, ["--images", "sixel"]),
        ("256, sixel, unnamed", {}, ["--images", "sixel"]),
    ]:
        (cpu, written, calls, switches), (idle_cpu, idle_written, idle_calls, _), pictures, past = key_costs(flickterm, catalog, environment, arguments)
        typed = typed or cpu
        print(f"  {label:20} {cpu / 1000:7.1f} us {cpu / bare:5.1f}x {written:6.0f} {calls:6.1f} {switches:8.1f} {idle_cpu / 1000:7.1f} us"
              f" {idle_cpu / bare:5.1f}x {idle_written:6.0f} {idle_calls:6.1f} {pictures / 1000:7.1f} us {past / 1000:7.1f} us")

    peer = peer_key_cost()
    if peer:
        print(f"  peer: ranger (Python), j down a folder of 1,000 files: {peer[0] / 1000:.1f} us CPU, {peer[0] / bare:.1f}x C, {peer[1]:.0f} bytes")
    else:
        print("  peer: ranger is not installed in the bench's venv (pip install ranger-fm)")

    key_temperatures(flickterm, catalog, bare, typed)

    program = Pty([flickterm, "--catalog", catalog], counted=True, cell=KEY_CELL)
    program.read_until("Search:")
    program.send("a\r")
    program.read_until("1 of ")
    print("\nPer arrow-key move, list length (256 colours): the same 90 moves down from the top of the results of 'a', on")
    print("rows seen once before (their pictures decoded, as the first-visit column above counts them), with the first page")
    print("loaded and with every page; then 90 moves up from the end (rows met for the first time: the pictures of")
    print("those that have one fetched, decoded and drawn, as in the first-visit column above)")
    settle(program)
    seen_once(program)
    cpu, written, _, _ = moves(program, "j", 90)
    print(f"  list of 100 rows     {cpu / 1000:8.1f} us CPU  {written:7.0f} bytes")
    for _ in range(20):
        program.send("G")
        settle(program, 0.2)
    program.send("\x0c")  # Ctrl-L: the screen drawn whole, its "N of M" in one piece
    settle(program)
    positions = re.findall(r"(\d+) of (\d+)", program.output[-65536:].decode("utf-8", "replace"))
    total = positions[-1][1] if positions else "?"
    seen_once(program)
    cpu, written, _, _ = moves(program, "j", 90)
    print(f"  list of {total} rows   {cpu / 1000:8.1f} us CPU  {written:7.0f} bytes   (every page loaded)")
    program.send("G")
    settle(program)
    cpu, written, _, _ = moves(program, "k", 90)
    print(f"  ... up from its end  {cpu / 1000:8.1f} us CPU  {written:7.0f} bytes")
    print("  (searches stop at Flickr's 4,000-result cap; longer lists are measured in-process above)")

    time.sleep(6)  # let idle dispatch worker threads retire first
    before = program.switches()
    time.sleep(5)
    after = program.switches()
    print(f"\nIdle for 5 s on the results screen: {(after - before) / 5:.1f} wake-ups per second (all threads; one a second is")
    print("libdispatch's own: its thread-pool monitor, a 1 s timer on its manager thread, _dispatch_workq_monitor_pools)")
    program.close()

    latency = 100
    print(f"\nEnter → every visible thumbnail painted, {latency} ms added to every request (median of 5; a thumbnail")
    print("on every row; the search, then the images: over HTTP/1.1 six at a time per host, over HTTP/2 — nghttpx in")
    print("front of the server, as Flickr's hosts speak it — all at once on one connection):")
    for http2 in [False, True]:
        for size in [(80, 24), (COLUMNS, ROWS)]:
            painted, shown = thumbnails_painted(flickterm, latency, size=size, http2=http2)
            print(f"  {'HTTP/2  ' if http2 else 'HTTP/1.1'} {size[0]}x{size[1]:<3} {shown} thumbnails {painted * 1000:8.1f} ms"
                  f"  = {painted * 1000 / latency:4.2f} × the latency")
    for source in ["openverse", "commons"]:
        painted, shown = thumbnails_painted(flickterm, latency, source=source)
        print(f"  {source:9} {COLUMNS}x{ROWS:<3} {shown} thumbnails {painted * 1000:8.1f} ms  = {painted * 1000 / latency:4.2f} × the latency")

    print(f"\nBytes written per way of drawing photos ({COLUMNS}x{ROWS} cells of 9x20 pixels, 24-bit colour; query")
    print("'kitchen', whose first four results have pictures): Enter until every thumbnail is painted, a one-row")
    print("scroll of the list, and the full-screen viewer's photo")
    print(f"  {'images':10} {'first paint':>12} {'1-row scroll':>13} {'viewer':>12}")
    for mode in ["blocks", "kitty", "sixel", "iterm"]:
        first, scroll, viewer = pixel_bytes(flickterm, catalog, mode)
        print(f"  {mode:10} {first / 1024:9.1f} KB {scroll / 1024:10.1f} KB {viewer / 1024:9.1f} KB")

    print("\nThe full-screen viewer at 1920x1200 pixels (240x60 cells of 8x20): a zoom step (+, past the photo's own")
    print("pixels), a pan step zoomed in (l), and l held over 50 photos (30 ms apart): pictures drawn, bytes, and whether")
    print("the last picture drawn is the photo the keys stopped on")
    for mode in ["sixel", "kitty"]:
        (zoom_ms, zoom_bytes), (pan_ms, pan_bytes), (pictures, held_bytes, last) = viewer_steps(flickterm, catalog, mode)
        print(f"  {mode:6} zoom {zoom_ms:6.1f} ms CPU {zoom_bytes / 1024:8.1f} KB   pan {pan_ms:6.1f} ms CPU {pan_bytes / 1024:8.1f} KB"
              f"   held: {pictures} pictures, {held_bytes / 1024:.1f} KB, last where the keys stopped: {'yes' if last else 'NO'}")

    for source in ["flickr", "openverse", "commons"]:
        cached_session(flickterm, source=source)

    stripped = tempfile.mktemp(prefix="flickterm-stripped-")
    subprocess.run(["strip", "-o", stripped, flickterm], check=True)
    if os.path.exists("/usr/bin/valgrind"):
        print("\nInstructions executed, every thread (valgrind --tool=callgrind on the stripped binary; they repeat on a noisy")
        print("machine, unlike times; work started in the background — the catalog's load, the colour table — counts as far as")
        print("it ran before the end)")
        bare = instructions(stripped, None, environment={"FLICKTERM_CATALOG": catalog})
        start = instructions(stripped, catalog)
        print(f"  exec → search screen drawn, bare          {bare / 1e6:8.1f} M")
        print(f"  exec → search screen drawn, --catalog     {start / 1e6:8.1f} M   (the command line parsed)")
        for label, environment, arguments in [
            ("256 colours", {}, ()), ("24-bit", {"COLORTERM": "truecolor"}, ()), ("kitty", {}, ("--images", "kitty")),
            ("sixel", {}, ("--images", "sixel")),
        ]:
            searched = instructions(stripped, catalog, presses=0, environment=environment, arguments=arguments)
            moved = instructions(stripped, catalog, presses=100, environment=environment, arguments=arguments)
            print(f"  100 moves down the results of 'a', {label:12} {(moved - searched) / 1e6:6.1f} M   ({(moved - searched) / 100e3:.0f} K a move;"
                  " most scroll a row in, whose thumbnail is decoded)")
        lines, pages = code_touched(stripped, catalog)
        print(f"  a move past the pictures (256 colours) runs code on {lines:.0f} lines of 64 bytes, {pages:.0f} pages (median of 5)")
    print(f"\nThe binary: {os.path.getsize(flickterm) / 2**20:.1f} MB, stripped {os.path.getsize(stripped) / 2**20:.1f} MB"
          " (the catalog and the man page are installed beside it)")
    os.unlink(stripped)


if __name__ == "__main__":
    main()
