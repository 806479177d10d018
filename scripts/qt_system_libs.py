"""Which shared libraries do PySide6's Qt plugins miss on this system, and which Debian
packages provide them? ``--check`` exits 1 when something is missing; ``--packages`` prints
the packages to install."""

from __future__ import annotations

import ctypes.util
import pathlib
import subprocess
import sys

# soname prefix -> Debian package (bookworm/trixie names).
DEBIAN = {
    "libEGL.so": "libegl1", "libGL.so": "libgl1", "libOpenGL.so": "libopengl0",
    "libfontconfig.so": "libfontconfig1", "libfreetype.so": "libfreetype6",
    "libxkbcommon.so": "libxkbcommon0", "libxkbcommon-x11.so": "libxkbcommon-x11-0",
    "libdbus-1.so": "libdbus-1-3", "libglib-2.0.so": "libglib2.0-0", "libgthread-2.0.so": "libglib2.0-0",
    "libX11.so": "libx11-6", "libX11-xcb.so": "libx11-xcb1", "libxcb.so": "libxcb1",
    "libxcb-cursor.so": "libxcb-cursor0", "libxcb-icccm.so": "libxcb-icccm4",
    "libxcb-keysyms.so": "libxcb-keysyms1", "libxcb-image.so": "libxcb-image0",
    "libxcb-render-util.so": "libxcb-render-util0", "libxcb-randr.so": "libxcb-randr0",
    "libxcb-shape.so": "libxcb-shape0", "libxcb-xfixes.so": "libxcb-xfixes0",
    "libxcb-xkb.so": "libxcb-xkb1", "libxcb-sync.so": "libxcb-sync1", "libxcb-shm.so": "libxcb-shm0",
    "libxcb-render.so": "libxcb-render0", "libxcb-xinerama.so": "libxcb-xinerama0",
    "libxcb-xinput.so": "libxcb-xinput0", "libxcb-util.so": "libxcb-util1", "libSM.so": "libsm6",
    "libICE.so": "libice6", "libgssapi_krb5.so": "libgssapi-krb5-2", "libnss3.so": "libnss3",
    "libasound.so": "libasound2", "libxshmfence.so": "libxshmfence1",
}


def missing() -> set[str]:
    import PySide6

    qt = pathlib.Path(PySide6.__file__).parent / "Qt"
    targets = [qt / "plugins/platforms/libqxcb.so", qt / "plugins/platforms/libqoffscreen.so",
               qt / "lib/libQt6Gui.so.6", qt / "lib/libQt6Widgets.so.6"]
    gone: set[str] = set()
    for lib in targets:
        if not lib.exists():
            continue
        out = subprocess.run(["ldd", str(lib)], capture_output=True, text=True).stdout
        gone |= {line.split()[0] for line in out.splitlines() if "not found" in line}
    # The xcb plugin dlopens libxcb-cursor at run time, which ldd cannot see.
    if ctypes.util.find_library("xcb-cursor") is None:
        gone.add("libxcb-cursor.so.0")
    return gone


def packages(gone: set[str]) -> list[str]:
    found = set()
    for soname in gone:
        base = soname.split(".so")[0] + ".so"
        found.add(DEBIAN.get(base, base))
    return sorted(found)


if __name__ == "__main__":
    gone = missing()
    if "--packages" in sys.argv:
        print(" ".join(packages(gone)))
    elif gone:
        print("missing: " + ", ".join(sorted(gone)), file=sys.stderr)
        sys.exit(1)
