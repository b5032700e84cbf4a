"""What every helper process that runs plugin or library code puts on itself: it ends with its
parent, its memory is capped, and the system's out-of-memory killer picks it before the
application. Shared by the plugins' processes (`anonguard.engine.running.isolation`) and the readers'
helper (`anonguard.data.progress`)."""

from __future__ import annotations

import ctypes
import ctypes.util
import multiprocessing
import os
import sys
import threading
from multiprocessing.connection import wait


def three_quarters_of_memory() -> int | None:
    """The default cap on a helper's memory: three quarters of the machine's; None if it does not say."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") * 3 // 4
    except (AttributeError, ValueError, OSError):  # Windows, or a system that does not say
        return None


def confine(memory_bytes: int | None) -> None:
    """Called first thing in a helper process."""
    end_with_parent()
    _limit_memory(memory_bytes)
    _volunteer_for_oom_killer()
    keep_freed_memory()


# glibc's mallopt() parameters
_M_TRIM_THRESHOLD, _M_TOP_PAD, _M_MMAP_THRESHOLD = -1, -2, -3


def keep_freed_memory() -> None:
    """Have glibc keep freed memory for reuse instead of handing it back to the system at once.

    Model fitting allocates and frees arrays of a few megabytes at every solver iteration. By
    default a fresh process returns each to the system and faults fresh zeroed pages in for the
    next: on the demo's logistic-regression baseline a fit took about four times as long in a fresh
    process (`make bench`, bench/bench_isolation.py). Memory kept this way is reused by the same
    process, so its cap means the same. No-op off Linux."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return
    mallopt(_M_MMAP_THRESHOLD, 32 << 20)  # blocks up to 32 MB come from the reusable heap
    mallopt(_M_TRIM_THRESHOLD, 256 << 20)  # and the heap is only trimmed beyond 256 MB free
    mallopt(_M_TOP_PAD, 64 << 20)  # growing it by 64 MB at a time


def end_with_parent() -> None:
    """End this child process when its parent goes away, however it went (a crash, a kill)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def _limit_memory(memory_bytes: int | None) -> None:
    try:
        import resource
    except ImportError:  # Windows: the helper is still contained to its process, just not capped
        return
    if not memory_bytes:
        return
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = memory_bytes if hard == resource.RLIM_INFINITY else min(memory_bytes, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    except (ValueError, OSError):
        pass


def _volunteer_for_oom_killer() -> None:
    """If the machine runs out of memory anyway, Linux should end this child, not the application."""
    try:
        with open("/proc/self/oom_score_adj", "w") as handle:
            handle.write("1000")
    except OSError:
        pass


def signal_name(number: int) -> str:
    """The name of the signal that ended a process ('SIGSEGV'), for messages."""
    import signal

    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"
