"""Terminal figures for `make bench`: cold start to first paint (flickterm against a bare C ncurses program),
CPU time and bytes written per arrow-key move, wake-ups per second while idle, and Enter → every visible
thumbnail painted against the loopback server with latency on every request. Drives the real binaries in
pseudo-terminals (the screen read back with pyte); prints figures, asserts nothing.

usage: tui_bench.py FLICKTERM HELLO_C CATALOG
"""
import fcntl
import glob
import os
import pty
import re
import subprocess
import select
import signal
import statistics
import struct
import sys
import termios
import time

COLUMNS, ROWS = 100, 30
ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", FLICKR_API_KEY="")


class Pty:
    """A program running in a fresh pseudo-terminal of COLUMNS x ROWS."""

    def __init__(self, argv, env=None, size=(COLUMNS, ROWS)):
        self.started = time.perf_counter()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(argv[0], argv, env or ENV)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.output = b""

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
        """CPU time of every thread so far, in nanoseconds (schedstat)."""
        return sum(int(open(path).read().split()[0]) for path in glob.glob(f"/proc/{self.pid}/task/*/schedstat"))

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


def cold_start(argv, marker, runs=15):
    times = []
    for _ in range(runs):
        program = Pty(argv)
        program.read_until(marker)
        times.append(time.perf_counter() - program.started)
        program.close()
    return statistics.median(times)


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


def moves(program, key, count):
    """CPU ns and bytes written per move for `count` presses of `key`, each drawn before the next."""
    cpu, written = program.cpu_ns(), 0
    for _ in range(count):
        program.send(key)
        written += settle(program)
    return (program.cpu_ns() - cpu) / count, written / count


def thumbnails_painted(flickterm, latency_ms=100, runs=5, size=(COLUMNS, ROWS)):
    """Median seconds from Enter to a screen whose visible rows all show their thumbnails (no `░` left),
    against the loopback server with `latency_ms` added to every request (API and images), in a terminal of
    `size`; and how many thumbnails that screen showed."""
    import pyte

    server_binary = os.path.join(os.path.dirname(flickterm), "flickterm-server")
    server = subprocess.Popen([server_binary, "--fault", f"latency:{latency_ms}", "--exit-with-stdin"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    endpoint = server.stdout.readline().split()[-1] + "/services/rest/"
    env = dict(ENV, FLICKR_API_KEY="bench", COLORTERM="")
    times = []
    shown = 0
    columns, rows = size
    for run in range(runs):
        screen = pyte.Screen(columns, rows)
        stream = pyte.ByteStream(screen)
        program = Pty([flickterm, "--endpoint", endpoint, "--colors", "256"], env, size)
        program.read_until("Search:")
        word = ["horse", "dog", "cat", "beach", "train"][run % 5]
        # Typed as a person would, then Enter once the app is idle: Enter is what is timed.
        program.send(word)
        settle(program, 0.3)
        stream.feed(program.output)
        program.send("\r")
        started = time.perf_counter()
        deadline = started + 30
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([program.fd], [], [], 1)
            if not ready:
                continue
            # The time the bytes reached the terminal: feeding pyte takes Python tens of milliseconds.
            arrived = time.perf_counter()
            stream.feed(os.read(program.fd, 65536))
            lines = [screen.display[row] for row in range(rows)]
            if " of " in lines[0] and "▀" in "".join(lines) and not any("░" in line for line in lines):
                times.append(arrived - started)
                shown = sum(1 for line in lines if "▀" in line[:3]) // 4
                break
        program.close()
    server.stdin.close()
    server.wait()
    return (statistics.median(times) if times else float("nan")), shown


def main():
    flickterm, hello, catalog = sys.argv[1:4]
    app = [flickterm, "--catalog", catalog]
    ours = cold_start(app, "Search:")
    reference = cold_start([hello], "hello from ncurses")
    print("Cold start to first paint (median of 15, pty %dx%d)" % (COLUMNS, ROWS))
    print(f"  flickterm            {ours * 1000:8.2f} ms")
    print(f"  bare C ncurses       {reference * 1000:8.2f} ms")
    print(f"  ratio                {ours / reference:8.2f}x")

    program = Pty(app)
    program.read_until("Search:")
    program.send("a\r")
    program.read_until("1 of ")
    print("\nPer arrow-key move (query 'a', 90 moves down, then up)")
    settle(program)
    cpu, written = moves(program, "j", 90)
    print(f"  list of 100 rows     {cpu / 1000:8.1f} us CPU  {written:7.0f} bytes")
    for _ in range(20):
        program.send("G")
        settle(program, 0.2)
    program.send("\x0c")
    settle(program)
    positions = re.findall(r"(\d+) of (\d+)", program.output[-65536:].decode("utf-8", "replace"))
    total = positions[-1][1] if positions else "?"
    cpu, written = moves(program, "k", 90)
    print(f"  list of {total} rows   {cpu / 1000:8.1f} us CPU  {written:7.0f} bytes   (every page loaded)")
    print("  (searches stop at Flickr's 4,000-result cap; longer lists are measured in-process above)")

    time.sleep(6)  # let idle dispatch worker threads retire first
    before = program.switches()
    time.sleep(5)
    after = program.switches()
    print(f"\nIdle for 5 s on the results screen: {(after - before) / 5:.1f} wake-ups per second (all threads)")
    program.close()

    latency = 100
    print(f"\nEnter → every visible thumbnail painted, {latency} ms added to every request (median of 5;")
    print("the search, then the images, at most six at a time per host):")
    for size in [(80, 24), (COLUMNS, ROWS)]:
        painted, shown = thumbnails_painted(flickterm, latency, size=size)
        print(f"  {size[0]}x{size[1]:<3} {shown} thumbnails {painted * 1000:8.1f} ms  = {painted * 1000 / latency:4.2f} × the latency")


if __name__ == "__main__":
    main()
