#!/usr/bin/env bash
# Fails when a built program's RUNPATH or RPATH has an empty or relative entry: the loader reads either as
# a folder relative to the current one, so a library planted beside the files a program is given would
# run in it. $ORIGIN entries are anchored to the program's own folder and pass.
#   tests/rpath.sh PROGRAM... [-- OPTIONAL_PROGRAM...]   (the optional ones are skipped when not built)
# Needs readelf (Debian package binutils).
set -euo pipefail
if ! command -v readelf >/dev/null; then
    echo "rpath: readelf is not installed (Debian package binutils)" >&2
    exit 1
fi
failures=0
checked=0
optional=false
for program in "$@"; do
    if [ "$program" = "--" ]; then
        optional=true
        continue
    fi
    if [ ! -f "$program" ]; then
        $optional && continue
        echo "FAIL: $program: not built" >&2
        failures=$((failures + 1))
        continue
    fi
    checked=$((checked + 1))
    # "0x...1d (RUNPATH)  Library runpath: [a:b]": the text between the brackets, one line per tag.
    while IFS= read -r path; do
        IFS=: read -r -a entries <<<"$path:" # the trailing colon keeps a last empty entry
        for entry in "${entries[@]}"; do
            case "$entry" in
            /* | '$ORIGIN' | '$ORIGIN/'* | '${ORIGIN}' | '${ORIGIN}/'*) ;;
            *)
                echo "FAIL: $program: RUNPATH/RPATH [$path] has the entry '$entry' (empty or relative)" >&2
                failures=$((failures + 1))
                break
                ;;
            esac
        done
    done < <(readelf -d "$program" | sed -n 's/.*(\(RUNPATH\|RPATH\)).*\[\(.*\)\]$/\2/p')
done
echo "rpath: $checked program(s) checked, $failures with an empty or relative entry"
[ "$failures" -eq 0 ]
