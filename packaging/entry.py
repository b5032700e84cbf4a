"""The bundle's executable: the `anonguard` command, frozen.

`multiprocessing.freeze_support()` comes first, before anything is imported: a child process
started by the "spawn" (the window's audit) or "forkserver" context is this same executable
re-run with multiprocessing's arguments, and must become that child instead of the CLI.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from anonguard.cli.main import main

    sys.exit(main())
