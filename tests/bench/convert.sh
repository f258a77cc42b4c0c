#!/usr/bin/env bash
# Converter benchmark (kibitz-convert). Generates Pavlicek-library-sized input, then
# times each conversion next to baselines measured in the same run, with peak memory.
#   tests/bench/convert.sh [BUILD_DIR]     (default build-bench: a Release build)
# Each line is KIBITZ_BENCH_RUNS runs (default 5), interleaved with its baselines so that a
# change in the machine's load hits them alike: wall time min-max and median, CPU time (user +
# system, all threads) min, peak resident set. Needs /usr/bin/time (package time) and bc.
# Writes its report to stdout (paste into docs/bench-convert.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build-bench}
# Always brought up to date: a stale converter from an older checkout would be timed otherwise.
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKIBITZ_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target kibitz-convert >/dev/null
convert="$build/kibitz-convert"
work=$(mktemp -d "${KIBITZ_BENCH_DIR:-/tmp}/kibitz-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
records=${KIBITZ_BENCH_RECORDS:-10485760}
pbnboards=${KIBITZ_BENCH_PBN_BOARDS:-1000000}
runs=${KIBITZ_BENCH_RUNS:-5}

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

# Lines are collected per label across the interleaved runs, then summarised.
declare -A walls cpus rss
order=()
once() { # label, output file, command...: one timed run; the output is removed before and after
    local label=$1 out=$2; shift 2
    rm -f "$out"
    if ! /usr/bin/time -o "$work/time.txt" -f '%e %U %S %M' "$@" >/dev/null 2>"$work/stderr.txt"; then
        echo "$label: FAILED"; cat "$work/stderr.txt"; exit 1
    fi
    rm -f "$out"
    read -r e u s m < <(tail -1 "$work/time.txt")
    [[ -v "walls[$label]" ]] || order+=("$label")
    walls[$label]+="$e "
    cpus[$label]+="$(echo "$u + $s" | bc -l) "
    rss[$label]=$m
}
report() {
    local label sorted min med max cmin
    for label in "${order[@]}"; do
        sorted=$(tr ' ' '\n' <<<"${walls[$label]}" | grep . | sort -g)
        min=$(head -1 <<<"$sorted")
        med=$(sed -n "$(( ($(wc -l <<<"$sorted") + 1) / 2 ))p" <<<"$sorted")
        max=$(tail -1 <<<"$sorted")
        cmin=$(tr ' ' '\n' <<<"${cpus[$label]}" | grep . | sort -g | head -1)
        printf '%-34s %5.2f-%5.2f s (median %5.2f)  cpu %5.2f s %8.1f MB\n' "$label" "$min" "$max" "$med" "$cmin" \
            "$(echo "${rss[$label]} / 1024" | bc -l)"
    done
    order=()
    walls=() cpus=() rss=()
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -r)"
echo "filesystem: $(df -T "$work" | awk 'NR==2 {print $2}')"
echo "input: $records ZRD records, $(stat -c %s "$work/big.zrd") bytes; $runs runs each"
echo "load before: $(uptime | sed 's/.*load average/load average/')"
for _ in $(seq "$runs"); do
    once "cp big.zrd (baseline)" "$work/copy.zrd" cp "$work/big.zrd" "$work/copy.zrd"
    once "cp --reflink=never (baseline)" "$work/copy.zrd" cp --reflink=never "$work/big.zrd" "$work/copy.zrd"
    once "cat big.zrd > copy (baseline)" "$work/copy.zrd" sh -c 'cat "$1" > "$2"' sh "$work/big.zrd" "$work/copy.zrd"
    once "cp, then sync the copy (baseline)" "$work/copy.zrd" sh -c 'cp "$1" "$2" && sync "$2"' sh "$work/big.zrd" "$work/copy.zrd"
    once "ZRD -> ZBD" "$work/out.zbd" "$convert" --force "$work/big.zrd" "$work/out.zbd"
    once "ZRD -> .deals" "$work/out.deals" "$convert" --force "$work/big.zrd" "$work/out.deals"
    # Standard output redirected into a file: written through the page cache, no QSaveFile, no sync.
    once "ZRD -> ZBD > file (page cache)" "$work/out.zbd" sh -c '"$1" --force --to zbd "$2" - > "$3"' sh "$convert" "$work/big.zrd" "$work/out.zbd"
    once "ZRD -> .deals > file (page cache)" "$work/out.deals" sh -c '"$1" --force --to deals "$2" - > "$3"' sh "$convert" "$work/big.zrd" "$work/out.deals"
done
report
echo "load after: $(uptime | sed 's/.*load average/load average/')"
echo
echo "input: $pbnboards boards"
once "cp mid.zrd (baseline)" "$work/copy.zrd" cp "$work/mid.zrd" "$work/copy.zrd"
"$convert" "$work/mid.zrd" "$work/mid.pbn"
pbnbytes=$(stat -c %s "$work/mid.pbn")
once "ZRD -> PBN" "$work/unused.pbn" "$convert" "$work/mid.zrd" "$work/unused.pbn"
once "cp mid.pbn (baseline)" "$work/copy.pbn" cp "$work/mid.pbn" "$work/copy.pbn"
"$convert" "$work/mid.pbn" "$work/back.zrd"
cmp -s "$work/mid.zrd" "$work/back.zrd" && echo "PBN -> ZRD gives back the input byte for byte" || echo "WARNING: round trip differs"
once "PBN -> ZRD" "$work/back.zrd" "$convert" "$work/mid.pbn" "$work/back.zrd"
report
echo "PBN size: $pbnbytes bytes"
echo "load after: $(uptime | sed 's/.*load average/load average/')"
