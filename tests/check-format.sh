#!/usr/bin/env bash
# Fails when a C++ source differs from what the repo's .clang-format makes of it (clang-format-14, the
# Debian package kibitz.sh installs). `tests/check-format.sh --fix` rewrites the files instead.
set -euo pipefail
cd "$(dirname "$0")/.."
formatter=${CLANG_FORMAT:-clang-format-14}
if ! command -v "$formatter" >/dev/null; then
    echo "check-format: $formatter is not installed (./kibitz.sh installs it)" >&2
    exit 1
fi
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files -- 'core/*.cpp' 'core/*.h' 'app/*.cpp' 'app/*.h' 'tests/*.cpp' 'tests/*.h')
else
    mapfile -t files < <(find core app tests -name '*.cpp' -o -name '*.h' | sort)
fi
if [ "${1:-}" = "--fix" ]; then
    "$formatter" -i "${files[@]}"
    exit 0
fi
bad=()
for f in "${files[@]}"; do
    [ -f "$f" ] || continue
    "$formatter" --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
    echo "check-format: ${#bad[@]} of ${#files[@]} files are not formatted as .clang-format says:" >&2
    printf '  %s\n' "${bad[@]}" >&2
    echo "check-format: run tests/check-format.sh --fix" >&2
    exit 1
fi
echo "check-format: ${#files[@]} files formatted"
