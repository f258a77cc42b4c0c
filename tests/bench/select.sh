#!/usr/bin/env bash
# Deal generation beside the Debian dealer program, in one run (docs/select.md#speed):
#   tests/bench/select.sh [BUILD_DIR]     (default build-bench: a Release build)
# 1. 10^6 deals generated with a simple condition (hcp and shape of one hand), statistics only;
# 2. 10^6 deals printed one a line (printoneline) to /dev/null;
# 3. the acceptance rate of every script of tests/data/dealer/scripts over 10^6 deals, both programs.
# Each timing is the best of KIBITZ_BENCH_RUNS runs (default 3), dealer and kibitz-convert taking
# turns so that the machine's load hits both alike. Needs /usr/games/dealer and /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build-bench}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKIBITZ_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target kibitz-convert >/dev/null
convert="$build/kibitz-convert"
dealer=/usr/games/dealer
runs=${KIBITZ_BENCH_RUNS:-3}
deals=${KIBITZ_BENCH_DEALS:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/simple.dlr" <<DLR
generate $deals
condition hcp(north) >= 15 && shape(north, any 4333 + any 4432 + any 5332)
action average "south hcp" hcp(south)
DLR
cat > "$work/oneline.dlr" <<DLR
generate $deals
produce $deals
action printoneline
DLR

best() { # command...: the best wall time of $runs runs, with CPU time (user + system)
    local bestwall=999999 bestcpu=0
    for _ in $(seq "$runs"); do
        /usr/bin/time -o "$work/time" -f '%e %U %S' "$@" >/dev/null 2>&1
        read -r e u s < "$work/time"
        if (( $(echo "$e < $bestwall" | bc -l) )); then bestwall=$e; bestcpu=$(echo "$u + $s" | bc -l); fi
    done
    echo "$bestwall $bestcpu"
}
rate() { echo "scale=0; $deals / $1" | bc -l; }

echo "machine: $(nproc) cores; $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "dealer $(dpkg-query -W -f='${Version}' dealer), kibitz-convert $($convert --version | cut -d' ' -f2)"
echo
echo "| test ($deals deals) | dealer wall s | dealer CPU s | dealer deals/s | kibitz-convert wall s | CPU s | deals/s | speed-up |"
echo "|---|---|---|---|---|---|---|---|"
for t in simple oneline; do
    read -r dw dc < <(best "$dealer" -s 1 "$work/$t.dlr")
    read -r kw kc < <(best "$convert" --dealer-script "$work/$t.dlr" --seed 1)
    echo "| $t | $dw | $dc | $(rate "$dw") | $kw | $kc | $(rate "$kw") | $(echo "scale=1; $dw / $kw" | bc -l)x |"
done
echo
echo "| script | dealer accepted | kibitz-convert accepted | z (difference / its standard deviation) |"
echo "|---|---|---|---|"
for f in tests/data/dealer/scripts/*.dlr; do
    d=$("$dealer" -s 7 -g "$deals" -p "$deals" "$f" 2>/dev/null | tail -5 | sed -n 's/^Produced \([0-9]*\) hands/\1/p')
    k=$("$convert" --dealer-script "$f" --seed 7 --generate "$deals" --produce "$deals" 2>&1 >/dev/null | sed -n 's/^Produced \([0-9]*\) hands/\1/p')
    z=$(python3 -c "import math; a=$d/$deals; b=$k/$deals; p=(a+b)/2; s=math.sqrt(max(p*(1-p),1e-12)*2/$deals); print(f'{(a-b)/s:+.2f}')")
    echo "| $(basename "$f") | $d | $k | $z |"
done
