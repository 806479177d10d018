"""Bootstrap's check that the llama.cpp build runs on this CPU: load the bundled model, decode a few tokens.

Run in its own process because a build for the wrong instructions does not raise, it dies
(SIGSEGV or SIGILL), and bootstrap must say so in words instead of leaving `make run` to crash
on the first extraction. Anything that raises is told in one line.
"""

from __future__ import annotations

import sys


def main() -> int:
    try:
        from llama_cpp import Llama

        from mnemosyne_app.core.model.bundled import ensure_bundled_model

        model = Llama(str(ensure_bundled_model()), n_ctx=256, n_threads=2, verbose=False)
        model.eval(model.tokenize(b"The user lives in Bristol."))
    except Exception as exc:  # noqa: BLE001 - bootstrap reports any failure in words
        print(f"bootstrap: the bundled model does not load: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
