"""``python -m mnemosyne_app.cli``: the same command line as ``mnemosyne`` and ``python -m mnemosyne_app``."""

import sys

from mnemosyne_app.cli import main

sys.exit(main())
