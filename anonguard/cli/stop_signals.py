"""How a running audit is stopped from outside: Ctrl-C (SIGINT), SIGTERM and SIGHUP each stop it, and
what finished is still written (`anonguard.cli.main`'s exit statuses 130, 143 and 129).

SIGINT is installed explicitly, not left as the interpreter found it: a program started in the
background of a non-interactive shell (`make test &`, a CI runner's script, `nohup`) inherits SIGINT
*ignored*, and Python then never turns it into KeyboardInterrupt. An audit started that way ran to its
end and exited 0 when it was sent Ctrl-C (issue 32); a long audit must stop when it is asked to,
however it was started.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP during an audit: it stops as Ctrl-C stops it, and writes what finished."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def signal_of(interrupt: KeyboardInterrupt) -> int:
    """The signal an interrupt stands for: its own for `Stopped`, else SIGINT (Ctrl-C)."""
    return interrupt.signum if isinstance(interrupt, Stopped) else signal.SIGINT


def stop_words(signum: int) -> str:
    """'interrupted' for Ctrl-C, 'stopped by SIGTERM' for the others: how the messages say it."""
    return "interrupted" if signum == signal.SIGINT else f"stopped by {signal.Signals(signum).name}"


class StopSignals:
    """While `installed`: SIGINT raises KeyboardInterrupt and SIGTERM and SIGHUP raise `Stopped` in the
    main thread, whatever disposition the process inherited; while the finished results are written
    (`held`), SIGTERM and SIGHUP are only noted (a second Ctrl-C still stops the writing: files are
    replaced in one step, so none is left half-written)."""

    SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))

    def __init__(self) -> None:
        self.holding = False

    @contextmanager
    def installed(self) -> Iterator[None]:
        try:
            previous = {signal.SIGINT: signal.signal(signal.SIGINT, signal.default_int_handler)}
            previous.update({s: signal.signal(s, self._handle) for s in self.SIGNALS})
        except ValueError:  # not the main thread: only the main thread may set handlers
            previous = {}
        try:
            yield
        finally:
            for number, handler in previous.items():
                if handler is not None:  # (None: set outside Python, which cannot be put back from here)
                    signal.signal(number, handler)

    @contextmanager
    def held(self) -> Iterator[None]:
        self.holding = True
        try:
            yield
        finally:
            self.holding = False

    def _handle(self, signum: int, frame: object) -> None:
        if not self.holding:
            raise Stopped(signum)


STOP = StopSignals()
