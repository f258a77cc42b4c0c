#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-14 and runs each one briefly on the sample
# files, as part of ./kibitz.sh test. KIBITZ_FUZZ_SECONDS sets the time per target;
# --long runs each target for 60 seconds (docs/reliability.md).
#
#   tests/fuzz/smoke.sh [--long]
set -euo pipefail
cd "$(dirname "$0")/../.."
long=0
case "${1:-}" in
    --long) long=1 ;;
    "") ;;
    *) echo "usage: tests/fuzz/smoke.sh [--long]" >&2; exit 2 ;;
esac
if ! command -v clang++-14 >/dev/null; then
    echo "fuzz smoke: clang++-14 not installed, skipped" >&2
    exit 0
fi
seconds=${KIBITZ_FUZZ_SECONDS:-4}
[ $long = 1 ] && seconds=60
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
    -DKIBITZ_BUILD_FUZZERS=ON -DKIBITZ_SANITIZE=ON -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link" >/dev/null
cmake --build build-fuzz --parallel "$(nproc)"
corpus=build-fuzz/corpus
rm -rf "$corpus" && mkdir -p "$corpus"
# Seed with every sample file, cut to 64 KiB (the fuzzer's default input limit is smaller anyway):
# tests/data/examples holds a hand-made file of every format (.deals, .dx, .zbs, .zbd, .zdd, .zrj,
# .zth, .jsonl, DUP/BRI/DGE...), tests/data/samples the real ones.
for ext in pbn lin jsonl deals dx zbs zbd zdd zrd zrj zth dup bri dge; do
    if ! find tests/data -type f -iname "*.$ext" | grep -q .; then
        echo "fuzz smoke: no .$ext seed in tests/data" >&2
        exit 1
    fi
done
find tests/data -type f ! -name '*.md' ! -iname 'licen*' ! -iname 'copying' | while read -r f; do
    head -c 65536 "$f" > "$corpus/$(echo "$f" | tr '/' '_')"
done
failed=0
for target in build-fuzz/tests/fuzz/fuzz_*; do
    [ -f "$target" ] && [ -x "$target" ] || continue
    name=$(basename "$target")
    if "$target" -max_total_time="$seconds" -max_len=4096 -timeout=5 -rss_limit_mb=1024 \
        -artifact_prefix="build-fuzz/$name-" "$corpus" >"build-fuzz/$name.log" 2>&1; then
        echo "fuzz smoke: $name ok ($(grep -Eo 'Done [0-9]+ runs' "build-fuzz/$name.log" || echo 'done'))"
    else
        echo "fuzz smoke: $name FAILED, see build-fuzz/$name.log" >&2
        tail -30 "build-fuzz/$name.log" >&2
        failed=1
    fi
done

# The converter under ASan/UBSan on damaged copies of every sample: it must answer 0, 1 or 3
# (converted, located error, would drop data), never crash.
convert=build-fuzz/kibitz-convert
damaged=build-fuzz/damaged
rm -rf "$damaged" && mkdir -p "$damaged"
python3 - "$damaged" <<'PY'
import os, random, sys
random.seed(20261121)
out = sys.argv[1]
for root, _, files in [w for top in ('tests/data/samples', 'tests/data/examples') for w in os.walk(top)]:
    for name in files:
        if name.endswith('.md') or name.lower().startswith(('licen', 'copying', 'readme')):
            continue
        data = open(os.path.join(root, name), 'rb').read()[:200000]
        base, ext = os.path.splitext(name)
        variants = {'cut': data[: len(data) * 2 // 3], 'flip': bytearray(data)}
        for _ in range(max(1, len(data) // 500)):
            if data:
                variants['flip'][random.randrange(len(data))] ^= 1 << random.randrange(8)
        for kind, body in variants.items():
            open(os.path.join(out, f'{base}-{kind}{ext}'), 'wb').write(bytes(body))
PY
crashes=0
runs=0
for f in "$damaged"/*; do
    for args in "--validate $f" "--info $f" "--force $f $damaged/out.pbn" "--force $f $damaged/out.zrd" "--force $f $damaged/out.lin"; do
        runs=$((runs + 1))
        status=0
        # shellcheck disable=SC2086
        timeout 60 "$convert" $args >/dev/null 2>"$damaged/err.txt" || status=$?
        case $status in
            0|1|3) ;;
            *) echo "converter smoke: kibitz-convert $args exited $status" >&2; tail -20 "$damaged/err.txt" >&2; crashes=1 ;;
        esac
    done
done
rm -f "$damaged"/out.*
# Dealer scripts too deep or too wide (tests/data/dealer/hostile): a located error (1) or a run (0).
for f in tests/data/dealer/hostile/*.dlr; do
    runs=$((runs + 1))
    status=0
    timeout 60 "$convert" --dealer-script "$f" --generate 1000 --seed 1 >/dev/null 2>"$damaged/err.txt" || status=$?
    case $status in
        0|1) ;;
        *) echo "converter smoke: kibitz-convert --dealer-script $f exited $status" >&2; tail -20 "$damaged/err.txt" >&2; crashes=1 ;;
    esac
done
echo "converter smoke: $runs runs of kibitz-convert (ASan/UBSan) on damaged samples and hostile scripts, $( [ $crashes = 0 ] && echo 'no crash' || echo 'FAILURES')"
[ $crashes = 0 ] || failed=1
exit $failed
