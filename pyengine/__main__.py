"""``python -m pyengine``: list, rules, replay, play."""

import sys

from pyengine.cli import main

sys.exit(main())
