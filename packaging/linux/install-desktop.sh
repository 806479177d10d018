#!/usr/bin/env bash
# Install the desktop entry, AppStream metainfo and icons for the current user, pointing the
# entry at the frozen build (dist/mnemosyne/mnemosyne) if it exists, else at this checkout.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
app_id=io.github.mnemosyne.Mnemosyne
if [ -x "$root/dist/mnemosyne/mnemosyne" ]; then
    exec_cmd="$root/dist/mnemosyne/mnemosyne"
else
    exec_cmd="$root/.venv/bin/python -m mnemosyne_app"
fi
mkdir -p "$share/applications" "$share/metainfo"
sed "s|^Exec=.*|Exec=$exec_cmd|" "$here/$app_id.desktop" > "$share/applications/$app_id.desktop"
cp "$here/$app_id.metainfo.xml" "$share/metainfo/"
for size in 16 24 32 48 64 128 256 512; do
    dir="$share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    cp "$root/resources/icons/mnemosyne-$size.png" "$dir/$app_id.png"
done
mkdir -p "$share/icons/hicolor/scalable/apps"
cp "$root/resources/icons/mnemosyne.svg" "$share/icons/hicolor/scalable/apps/$app_id.svg"
command -v update-desktop-database >/dev/null && update-desktop-database "$share/applications" || true
echo "installed $app_id for $(whoami): $share/applications/$app_id.desktop → $exec_cmd"
