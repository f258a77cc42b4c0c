#!/usr/bin/env bash
# Memory and time of the viewer opening big text files (docs/benchmarks.md#big-text-files):
#   tests/bench/textmemory.sh [BUILD_DIR] [SIZES_MB...]      (default: build, 300 1200)
# Generates PBN files of each size in ${KIBITZ_BENCH_DIR:-/tmp} (the repository's sample PBN files, one after the
# other, repeated), converts each to ZRD (a record format, opened by mapping) and runs
# `kibitz --screenshot --timing` offscreen on both: board 1, then the last board. Prints wall time, the time to the
# board shown (the app's own --timing) and peak RSS (/usr/bin/time %M). KIBITZ_BENCH_BEFORE=/path/to/kibitz adds
# the same runs with another build (main before the change) on the PBN files. KIBITZ_BENCH_FORMATS="json lin gib dx
# bri" also converts each PBN file to those formats (kibitz-convert --force) and runs the same on them (every text
# format is indexed: docs/reliability.md#memory-for-big-files). Then bench_textindex on each PBN file: the index
# pass, the read-ahead, the last board and random boards after it. The generated files are deleted at the end.
# Needs /usr/bin/time (package time) and python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
shift || true
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(300 1200)
cmake -S . -B "$build" -DKIBITZ_BUILD_BENCHMARKS=ON >/dev/null
cmake --build "$build" --target kibitz kibitz-convert bench_textindex >/dev/null
kibitz="$build/kibitz"
convert="$build/kibitz-convert"
work=$(mktemp -d "${KIBITZ_BENCH_DIR:-/tmp}/kibitz-textmemory.XXXXXX")
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen

run() { # label binary file board
    local label=$1 binary=$2 file=$3 board=$4 shown status=0
    /usr/bin/time -o "$work/time" -f '%e %M' "$binary" --screenshot "$work/shot.png" "$file" --board "$board" \
        --timing 2> "$work/err" >/dev/null || status=$?
    read -r wall rss < "$work/time"
    shown=$(sed -n 's/.*shown in \([0-9]*\) ms.*/\1/p' "$work/err")
    if [ "$status" -ne 0 ]; then
        shown="exit $status: $(grep -v -e XDG_RUNTIME -e '^Command' "$work/err" | tail -1 | cut -c1-80)"
    else
        shown="$shown ms"
    fi
    printf '| %s | %s | %s s | %s | %d MB |\n' "$label" "$board" "$wall" "$shown" $((rss / 1024))
}

echo "| file | board | wall | shown (--timing) | peak RSS |"
echo "|---|---|---|---|---|"
for mb in "${sizes[@]}"; do
    pbn="$work/big-$mb.pbn"
    python3 - "$pbn" "$mb" <<'PY'
import glob, sys
unit = b''.join(open(p, 'rb').read().rstrip() + b'\n\n' for p in sorted(glob.glob('tests/data/samples/*/*.pbn')))
target = int(sys.argv[2]) * 1000 * 1000
with open(sys.argv[1], 'wb') as f:
    written = 0
    while written < target:
        f.write(unit)
        written += len(unit)
PY
    boards=$("$convert" --info "$pbn" | sed -n 's/^ *boards: //p')
    zrd="$work/big-$mb.zrd"
    "$convert" --force "$pbn" "$zrd" >/dev/null 2>&1
    zboards=$("$convert" --info "$zrd" | sed -n 's/^ *boards: //p')
    size=$(($(stat -c %s "$pbn") / 1000000))
    run "PBN $size MB ($boards boards)" "$kibitz" "$pbn" 1
    run "PBN $size MB" "$kibitz" "$pbn" "$boards"
    run "ZRD of it ($zboards boards)" "$kibitz" "$zrd" 1
    run "ZRD of it" "$kibitz" "$zrd" "$zboards"
    for format in ${KIBITZ_BENCH_FORMATS:-}; do
        other="$work/big-$mb.$format"
        "$convert" --force --to "$format" "$pbn" "$other" >/dev/null 2>&1
        oboards=$("$convert" --info "$other" | sed -n 's/^ *boards: //p')
        osize=$(($(stat -c %s "$other") / 1000000))
        run "$format $osize MB ($oboards boards)" "$kibitz" "$other" 1
        run "$format $osize MB" "$kibitz" "$other" "$oboards"
        rm -f "$other"
    done
    if [ -n "${KIBITZ_BENCH_BEFORE:-}" ]; then
        run "PBN $size MB, before" "$KIBITZ_BENCH_BEFORE" "$pbn" 1
    fi
    "$build/tests/bench/bench_textindex" "$pbn" | sed "s/^/    PBN $size MB, bench_textindex: /" > "$work/random-$mb"
    rm -f "$pbn" "$zrd"
done
echo
cat "$work"/random-*
