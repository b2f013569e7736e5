/// The tests see the harness (project paths, the loopback server, child processes) through TestSupport.
@_exported import LoopbackHarness
