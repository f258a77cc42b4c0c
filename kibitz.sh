#!/usr/bin/env bash
# Kibitz set-up, build and run.
#   ./kibitz.sh          install what is missing, build (Release) and open Kibitz on the bundled samples
#   ./kibitz.sh test     the same set-up, then build with tests and run the whole suite (with the package test)
#   ./kibitz.sh package  the same set-up, then build the Debian package build/kibitz_<version>_<arch>.deb
#   ./kibitz.sh FILE...  open files
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    cmake ninja-build g++ binutils pkg-config
    qt6-base-dev qt6-svg-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    libdds-dev
    dealer
    xvfb xauth imagemagick poppler-utils python3 parallel
    clang-14 libclang-rt-14-dev clang-format-14
    dpkg-dev librsvg2-bin desktop-file-utils appstream shared-mime-info libxml2-utils man-db groff-base
)

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "kibitz.sh: installing ${missing[*]}" >&2
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "kibitz.sh: run as root or install sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

configure_and_build() {
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
    cmake --build build --parallel "$(nproc)"
}

install_missing

if [ "${1:-}" = "test" ]; then
    shift
    configure_and_build -DKIBITZ_BUILD_TESTS=ON -DKIBITZ_TEST_PACKAGE=ON
    status=0
    (cd build && ctest --output-on-failure --parallel "$(nproc)" "$@") || status=$?
    if [ -x tests/fuzz/smoke.sh ]; then
        tests/fuzz/smoke.sh || status=$?
    fi
    exit $status
fi

if [ "${1:-}" = "package" ]; then
    configure_and_build
    (cd build && cpack -G DEB)
    ls build/kibitz_*.deb
    exit 0
fi

configure_and_build
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    cat >&2 <<'MSG'
kibitz.sh: Kibitz is built, but there is no display to open its window on.
  Run it under a virtual display:   xvfb-run -a ./build/kibitz
  Render a board to a PNG:          ./build/kibitz --screenshot board.png
  Convert files without a GUI:      ./build/kibitz-convert --help
MSG
    exit 1
fi
exec ./build/kibitz "$@"
