import sys

from mnemosyne_app.cli import main

sys.exit(main())
