#!/usr/bin/env bash
# Make .venv match requirements.lock and make sure Qt's system libraries are present.
# Called by `make run` and `make test`; cheap when nothing changed (a stamp holds the lock's hash).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=.venv
STAMP=$VENV/.bootstrapped

# llama.cpp builds for the CPU it is built on (GGML_NATIVE) unless told otherwise, and on CPUs
# with AMX tiles (Xeon Sapphire Rapids and later) that native build dies in its AMX matrix code on
# the first decode (seen under a hypervisor that does not grant the tiles). On x86-64 it is built
# for x86-64-v3 instead (AVX2, FMA, F16C, BMI2: every x86 CPU since 2015), into a wheel directory
# of our own named by those flags: pip's wheel cache keys a source build by the sdist alone and
# would hand back a native build made earlier.
LLAMA_PIN=$(grep '^llama-cpp-python==' requirements.lock)
LLAMA_CMAKE_ARGS=""
if [ "$(uname -m)" = x86_64 ]; then
    LLAMA_CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON"
fi
want=$( (cat requirements.lock requirements-nodeps.lock pyproject.toml; echo "$LLAMA_CMAKE_ARGS") | sha256sum | cut -d' ' -f1)

if [ ! -x "$VENV/bin/python" ]; then
    echo "bootstrap: creating $VENV with $($PYTHON --version)"
    "$PYTHON" -m venv "$VENV"
fi

if [ "$(cat "$STAMP" 2>/dev/null)" != "$want" ]; then
    echo "bootstrap: installing pinned dependencies (the first run builds llama-cpp-python: ~4 min)"
    "$VENV/bin/python" -m pip install --quiet --upgrade "pip==26.3"
    # apsw-sqlite3mc replaced apsw: both install the module `apsw`, so the plain one goes first
    # and the cipher build is reinstalled over whatever files the two shared.
    if "$VENV/bin/python" -m pip show --quiet apsw >/dev/null 2>&1; then
        "$VENV/bin/python" -m pip uninstall --quiet -y apsw
        "$VENV/bin/python" -m pip install --quiet --force-reinstall --no-deps "$(grep '^apsw-sqlite3mc==' requirements.lock)"
    fi
    if [ -n "$LLAMA_CMAKE_ARGS" ]; then
        wheels="${XDG_CACHE_HOME:-$HOME/.cache}/Mnemosyne/wheels/$(echo "$LLAMA_PIN $LLAMA_CMAKE_ARGS" | sha256sum | cut -c1-16)"
        if ! ls "$wheels"/llama_cpp_python-*.whl >/dev/null 2>&1; then
            mkdir -p "$wheels"
            CMAKE_ARGS="$LLAMA_CMAKE_ARGS" "$VENV/bin/python" -m pip wheel --quiet --no-deps --no-cache-dir \
                -w "$wheels" "$LLAMA_PIN"
        fi
        "$VENV/bin/python" -m pip install --quiet --force-reinstall --no-deps --no-index --find-links "$wheels" "$LLAMA_PIN"
    fi
    "$VENV/bin/python" -m pip install --quiet -r requirements.lock
    "$VENV/bin/python" -m pip install --quiet --no-deps -r requirements-nodeps.lock
    "$VENV/bin/python" -m pip install --quiet --no-deps -e .
    # A build that cannot run here dies instead of raising: try it once, in its own process.
    # (its output, llama.cpp's log lines included, is shown only when it fails)
    rc=0; smoke=$("$VENV/bin/python" scripts/llama_smoke.py 2>&1) || rc=$?
    [ "$rc" -eq 0 ] || echo "$smoke" | tail -5 >&2
    if [ "$rc" -gt 128 ]; then
        echo "bootstrap: the llama.cpp build in $VENV dies on this CPU (signal $((rc - 128))) running the bundled model." >&2
        echo "    Remove ${XDG_CACHE_HOME:-$HOME/.cache}/Mnemosyne/wheels and $VENV, then run make again." >&2
        exit 1
    elif [ "$rc" -ne 0 ]; then
        exit 1
    fi
    echo "$want" > "$STAMP"
fi

# Qt's shared libraries come from the system. Find the ones the platform plugins cannot load and
# map them to Debian packages.
"$VENV/bin/python" scripts/qt_system_libs.py --check || {
    pkgs=$("$VENV/bin/python" scripts/qt_system_libs.py --packages)
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "bootstrap: installing Qt system libraries: $pkgs"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $pkgs >/dev/null
    else
        echo "bootstrap: Qt needs system libraries that are missing. Install them with:" >&2
        echo "    sudo apt-get install -y $pkgs" >&2
        exit 1
    fi
}

# Emoji in conversations need a colour emoji font (gui/views/emoji.py picks one if installed).
# Not a failure without one: the window then draws plain glyphs. Tried once per .venv.
if [ ! -e "$VENV/.emoji-font" ] && ! (command -v fc-list >/dev/null && fc-list 2>/dev/null | grep -qi "color emoji"); then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "bootstrap: installing a colour emoji font (fonts-noto-color-emoji)"
        { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-color-emoji >/dev/null 2>&1 \
          || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-color-emoji >/dev/null 2>&1; }; } \
          || echo "bootstrap: could not install fonts-noto-color-emoji; emoji will show as plain glyphs" >&2
    fi
    touch "$VENV/.emoji-font"
fi
