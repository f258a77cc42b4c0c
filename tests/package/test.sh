#!/usr/bin/env bash
# The Debian package, installed into a scratch root: builds it with CPack from the build folder,
# unpacks it with dpkg -x, runs the installed programs and checks the desktop entry, the MIME
# types, the AppStream metadata, the manuals, the bash completion and the icons with their tools.
#   tests/package/test.sh BUILD_DIR VERSION
# Needs binutils (readelf), dpkg-dev, desktop-file-utils, appstream, shared-mime-info, libxml2-utils,
# man-db and groff (kibitz.sh installs them). Run by ctest when KIBITZ_TEST_PACKAGE is on.
set -euo pipefail

build=$(cd "$1" && pwd)
version=$2
scratch=$build/package-test
root=$scratch/root
failures=0

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
# Runs a check that must succeed and print nothing (validators print only their complaints).
quiet() {
    local what=$1
    shift
    local out
    if ! out=$("$@" 2>&1); then
        fail "$what: exit status $?"$'\n'"$out"
    elif [ -n "$out" ]; then
        fail "$what:"$'\n'"$out"
    else
        echo "ok: $what"
    fi
}

rm -rf "$scratch"
mkdir -p "$scratch/out" "$root"

# The package
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" > "$scratch/cpack.log" 2>&1 \
    || { cat "$scratch/cpack.log" >&2; fail "cpack"; exit 1; }
deb=$scratch/out/kibitz_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || { ls "$scratch/out" >&2; fail "no $(basename "$deb")"; exit 1; }
echo "ok: $(basename "$deb") built"
info=$(dpkg-deb --field "$deb" Package Version Depends)
grep -qx "Version: $version" <<<"$info" || fail "package version is not $version: $info"
for dep in libqt6core6 libqt6widgets6 libqt6svg6 libqt6charts6 libdds; do
    grep -q "^Depends:.*$dep" <<<"$info" || fail "Depends has no $dep (dpkg-shlibdeps): $info"
done
dpkg -x "$deb" "$root"

# The programs
usr=$root/usr
export XDG_RUNTIME_DIR=$scratch/runtime XDG_CONFIG_HOME=$scratch/config
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
out=$("$usr/bin/kibitz-convert" --version) || fail "kibitz-convert --version: exit status $?"
[ "$out" = "kibitz-convert $version" ] && echo "ok: $out" || fail "kibitz-convert --version says '$out'"
out=$(QT_QPA_PLATFORM=offscreen "$usr/bin/kibitz" --version) || fail "kibitz --version: exit status $?"
[ "$out" = "Kibitz $version" ] && echo "ok: $out" || fail "kibitz --version says '$out'"
# Qt and DDS come from the system's library folders: an installed program has no RUNPATH at all.
for program in "$usr/bin/kibitz" "$usr/bin/kibitz-convert"; do
    if readelf -d "$program" | grep -qE '\((RUNPATH|RPATH)\)'; then
        fail "$(basename "$program") has a RUNPATH: $(readelf -d "$program" | grep -E '\((RUNPATH|RPATH)\)')"
    else
        echo "ok: $(basename "$program") has no RUNPATH"
    fi
done
sample=$usr/share/doc/kibitz/examples/kibitz-sample.pbn
"$usr/bin/kibitz-convert" --validate "$sample" >/dev/null 2>&1 \
    && echo "ok: kibitz-convert --validate of the installed sample" || fail "kibitz-convert --validate $sample"
QT_QPA_PLATFORM=offscreen "$usr/bin/kibitz" --screenshot "$scratch/sample.png" "$sample" >/dev/null 2>&1 \
    && [ -s "$scratch/sample.png" ] && echo "ok: kibitz --screenshot of the installed sample" \
    || fail "kibitz --screenshot $sample"

# Desktop entry, MIME types, AppStream
desktop=$(ls "$usr"/share/applications/*.desktop)
appid=$(basename "$desktop" .desktop)
quiet "desktop-file-validate $appid.desktop" desktop-file-validate "$desktop"
mimexml=$usr/share/mime/packages/$appid.xml
quiet "xmllint $appid.xml" xmllint --noout "$mimexml"
mkdir -p "$scratch/share/mime/packages"
cp /usr/share/mime/packages/freedesktop.org.xml "$mimexml" "$scratch/share/mime/packages/"
quiet "update-mime-database" env XDG_DATA_DIRS="$scratch/share" update-mime-database "$scratch/share/mime"
declared=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$mimexml")
[ "$(wc -l <<<"$declared")" -ge 13 ] || fail "fewer than 13 MIME types declared"
listed=$(sed -n 's/^MimeType=//p' "$desktop" | tr ';' '\n' | sed '/^$/d')
for type in $declared; do
    grep -qx "$type" <<<"$listed" || fail "$type is not in the desktop entry's MimeType"
    grep -q ":$type:" "$scratch/share/mime/globs2" || fail "$type has no glob in the MIME database"
done
for ext in pbn lin jsonl gib dup bri dge deals dx zbs zbd zdd zrd zrj zth; do
    grep -q ":\*\.$ext$" "$scratch/share/mime/globs2" || fail "no MIME type claims *.$ext"
done
metainfo=$usr/share/metainfo/$appid.metainfo.xml
out=$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1) \
    && echo "ok: appstreamcli validate --no-net --pedantic $appid.metainfo.xml" \
    || fail "appstreamcli validate:"$'\n'"$out"
grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo has no release $version"
grep -q "<launchable type=\"desktop-id\">$appid.desktop</launchable>" "$metainfo" \
    || fail "the metainfo does not launch $appid.desktop"

# Manuals: each option of --help is described
for prog in kibitz kibitz-convert; do
    page=$usr/share/man/man1/$prog.1.gz
    [ -f "$page" ] || { fail "no $prog(1)"; continue; }
    quiet "groff -man -ww $prog.1" sh -c "zcat '$page' | groff -man -z -ww"
    quiet "man -l $prog.1" sh -c "MANWIDTH=80 man --warnings -l '$page' >/dev/null"
    text=$(MANWIDTH=200 man -l "$page" 2>/dev/null | sed 's/‐/-/g')
    options=$(QT_QPA_PLATFORM=offscreen "$usr/bin/$prog" --help | grep -o -- '--[a-z][a-z-]*' | sort -u)
    for option in $options; do
        grep -q -- "$option" <<<"$text" || fail "$prog(1) does not describe $option"
    done
    grep -q "Kibitz $version" <<<"$text" || fail "$prog(1) does not name version $version"
done

# bash completion: the format ids of --list-formats after --to
completion=$usr/share/bash-completion/completions/kibitz-convert
quiet "bash -n kibitz-convert completion" bash -n "$completion"
ids=$(LC_ALL=C "$usr/bin/kibitz-convert" --list-formats | sed -n 's/^\([a-z][a-z0-9-]*\) .*/\1/p' | sort | tr '\n' ' ')
completed=$(bash -c "source '$completion'; COMP_WORDS=('$usr/bin/kibitz-convert' --to ''); COMP_CWORD=2
                     _kibitz_convert; printf '%s\n' \"\${COMPREPLY[@]}\"" | sort | tr '\n' ' ')
[ -n "$ids" ] && [ "$completed" = "$ids" ] && echo "ok: --to completes $(wc -w <<<"$ids") format ids" \
    || fail "--to completes '$completed', the formats are '$ids'"

# Icons: the SVG and PNGs of the size their folder names
[ -f "$usr/share/icons/hicolor/scalable/apps/$appid.svg" ] || fail "no scalable icon"
for size in 16 22 24 32 48 64 128 256; do
    png=$usr/share/icons/hicolor/${size}x${size}/apps/$appid.png
    if [ ! -f "$png" ]; then
        fail "no ${size}x${size} icon"
        continue
    fi
    # PNG: the width and height are the big-endian words at bytes 16 and 20.
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    [ "$w $h" = "$size $size" ] || fail "${size}x${size} icon is ${w}x$h"
done
grep -q "^Icon=$appid$" "$desktop" || fail "the desktop entry's icon is not $appid"

if [ $failures -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "package test passed"
