"""Entry point of the frozen app (PyInstaller). The recovery drills re-run this same binary as
their child process, so it also answers ``--drill-child MODE DIR COUNT``."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    if len(sys.argv) > 1 and sys.argv[1] == "--drill-child":
        from mnemosyne_app.drills import child as drill_child

        drill_child.main(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 0)
        sys.exit(0)
    from mnemosyne_app.cli import main

    sys.exit(main())
