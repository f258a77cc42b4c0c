#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-14 and runs each one briefly on the sample
# files, as part of ./kibitz.sh test. KIBITZ_FUZZ_SECONDS sets the time per target.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v clang++-14 >/dev/null; then
    echo "fuzz smoke: clang++-14 not installed, skipped" >&2
    exit 0
fi
seconds=${KIBITZ_FUZZ_SECONDS:-4}
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
    -DKIBITZ_BUILD_FUZZERS=ON -DKIBITZ_SANITIZE=ON -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link" >/dev/null
cmake --build build-fuzz --parallel "$(nproc)"
corpus=build-fuzz/corpus
rm -rf "$corpus" && mkdir -p "$corpus"
# Seed with every sample file, cut to 64 KiB (the fuzzer's default input limit is smaller anyway).
find tests/data -type f ! -name '*.md' ! -iname 'licen*' ! -iname 'copying' | while read -r f; do
    head -c 65536 "$f" > "$corpus/$(echo "$f" | tr '/' '_')"
done
failed=0
for target in build-fuzz/tests/fuzz/fuzz_*; do
    [ -x "$target" ] || continue
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
exit $failed
