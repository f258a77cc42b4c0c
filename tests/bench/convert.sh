#!/usr/bin/env bash
# Converter benchmark (issue: kibitz-convert). Generates Pavlicek-library-sized input, then
# times each conversion next to a baseline measured in the same run, with peak memory.
#   tests/bench/convert.sh [BUILD_DIR]     (default build-bench: a Release build)
# Needs /usr/bin/time (package time). Writes its report to stdout (paste into docs/bench-convert.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build-bench}
if [ ! -x "$build/kibitz-convert" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKIBITZ_BUILD_TESTS=OFF >/dev/null
    cmake --build "$build" --target kibitz-convert >/dev/null
fi
convert="$build/kibitz-convert"
work=$(mktemp -d /tmp/kibitz-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
records=${KIBITZ_BENCH_RECORDS:-10485760}
pbnboards=${KIBITZ_BENCH_PBN_BOARDS:-1000000}

# The full library size: the 10 real records of rpdd_10First.zrd repeated.
python3 - "$work/big.zrd" "$records" <<'PY'
import sys
data = open('tests/data/samples/pavlicek_rpdd/rpdd_10First.zrd', 'rb').read()
n = int(sys.argv[2])
with open(sys.argv[1], 'wb') as f:
    chunk = data * 1024
    full, rest = divmod(n, 10 * 1024)
    for _ in range(full):
        f.write(chunk)
    f.write(data * (rest // 10) + data[: (rest % 10) * 23])
PY
head -c $((pbnboards * 23)) "$work/big.zrd" > "$work/mid.zrd"
cat "$work/big.zrd" > /dev/null   # warm the page cache for every run alike

measure() { # label, command...: prints seconds and peak RSS (MB)
    local label=$1; shift
    local t
    /usr/bin/time -o "$work/time.txt" -f '%e %M' "$@" >/dev/null 2>"$work/stderr.txt" || { echo "$label: FAILED"; cat "$work/stderr.txt"; }
    t=$(tail -1 "$work/time.txt")
    printf '%-34s %8.2f s %8.1f MB\n' "$label" "${t% *}" "$(echo "${t#* } / 1024" | bc -l)"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "input: $records ZRD records, $(stat -c %s "$work/big.zrd") bytes"
measure "cp big.zrd (baseline)" cp "$work/big.zrd" "$work/copy.zrd"; rm -f "$work/copy.zrd"
measure "ZRD -> .deals" "$convert" --force "$work/big.zrd" "$work/out.deals"; rm -f "$work/out.deals"
measure "ZRD -> ZBD" "$convert" --force "$work/big.zrd" "$work/out.zbd"; rm -f "$work/out.zbd"
echo
echo "input: $pbnboards boards"
measure "cp mid.zrd (baseline)" cp "$work/mid.zrd" "$work/copy.zrd"; rm -f "$work/copy.zrd"
measure "ZRD -> PBN" "$convert" "$work/mid.zrd" "$work/mid.pbn"
pbnbytes=$(stat -c %s "$work/mid.pbn")
measure "cp mid.pbn (baseline)" cp "$work/mid.pbn" "$work/copy.pbn"; rm -f "$work/copy.pbn"
measure "PBN -> ZRD" "$convert" "$work/mid.pbn" "$work/back.zrd"
cmp -s "$work/mid.zrd" "$work/back.zrd" && echo "PBN -> ZRD gives back the input byte for byte" || echo "WARNING: round trip differs"
echo "PBN size: $pbnbytes bytes"
