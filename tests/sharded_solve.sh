#!/usr/bin/env bash
# The sharded pipeline of docs/distributed-solving.md on this machine: GNU parallel runs
# `kibitz-convert --solve --shard K/4` two jobs at a time, and the parts put together are
# byte for byte the output of one unsharded run (and, for ZRD, Pavlicek's own tables).
#   tests/sharded_solve.sh KIBITZ_CONVERT TEST_DATA_DIR     (ctest runs it; exit 77 = skipped)
set -euo pipefail
convert=$1
zrd=$2/samples/pavlicek_rpdd/rpdd_10First.zrd
if ! command -v parallel >/dev/null; then
    echo "GNU parallel is not installed (kibitz.sh installs the Debian package parallel)"
    exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

# What is to solve: the sample's ten deals without their tables (docs/formats.md#deals).
"$convert" --force "$zrd" library.deals 2>/dev/null

# Record format: the parts are put together with cat.
parallel --will-cite --jobs 2 --halt now,fail=1 \
    "$convert" --solve --shard {}/4 library.deals part-{}.zrd ::: 1 2 3 4
cat part-1.zrd part-2.zrd part-3.zrd part-4.zrd > sharded.zrd
"$convert" --solve library.deals whole.zrd
cmp sharded.zrd whole.zrd
cmp whole.zrd "$zrd"

# Text format with a header (PBN, from the solved library): part 1 whole, then each other part
# without its header (the % lines before its first tag), after the empty line that separates games.
parallel --will-cite --jobs 2 --halt now,fail=1 \
    "$convert" --shard {}/4 whole.zrd part-{}.pbn ::: 1 2 3 4
{
    cat part-1.pbn
    for k in 2 3 4; do
        printf '\r\n'
        sed -n '/^\[/,$p' "part-$k.pbn"
    done
} > sharded.pbn
"$convert" whole.zrd whole.pbn
cmp sharded.pbn whole.pbn
echo "4 shards, 2 jobs at a time: ZRD and PBN identical to the unsharded output"
