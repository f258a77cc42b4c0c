#!/usr/bin/env python3
"""kibitz-convert --stats beside converting the same file to PBN, timed side by side in one run.

    tests/bench/stats.py [--build DIR] [--runs N] [--zrd-runs N] [--work DIR] [--skip 1,2]

Builds a Release kibitz-convert and bench_pbn in DIR (default build-bench), makes the 40,000-game PBN of
docs/bench-pbn.md and the 10,485,760-record ZRD of docs/bench-convert.md (tests/bench/commands.py's files),
then times whole commands, interleaved run by run:

  1. the PBN: --stats, --stats-json, and --force --to pbn PBN - (into /dev/null);
  2. the ZRD: --stats, --stats-json, and --force --to pbn ZRD - (into /dev/null).

Wall time per command: min and median of the runs; CPU time: user + system (getrusage). Prints the
report on standard output; the figures are in docs/benchmarks.md (section "Statistics").
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from commands import ROOT, interleaved, load, med, report, sh  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--build', default=os.path.join(ROOT, 'build-bench'))
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--zrd-runs', type=int, default=3)
    ap.add_argument('--work', default=None)
    ap.add_argument('--skip', default='', help='sections to leave out, e.g. 2')
    a = ap.parse_args()
    skip = set(a.skip.split(','))

    if not os.path.exists(os.path.join(a.build, 'CMakeCache.txt')):
        sh('cmake', '-S', ROOT, '-B', a.build, '-G', 'Ninja', '-DCMAKE_BUILD_TYPE=Release',
           '-DKIBITZ_BUILD_TESTS=OFF', '-DKIBITZ_BUILD_BENCHMARKS=ON', stdout=subprocess.DEVNULL)
    sh('cmake', '--build', a.build, '--target', 'kibitz-convert', 'bench_pbn', stdout=subprocess.DEVNULL)
    convert = os.path.join(a.build, 'kibitz-convert')
    work = a.work or tempfile.mkdtemp(prefix='kibitz-stats.', dir=os.environ.get('KIBITZ_BENCH_DIR', '/tmp'))
    os.makedirs(work, exist_ok=True)

    cpu = subprocess.run(['sh', '-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], capture_output=True,
                         text=True).stdout.strip()
    head = subprocess.run(['git', '-C', ROOT, 'rev-parse', '--short', 'HEAD'], capture_output=True, text=True)
    print(f'machine: {os.cpu_count()} cores, {cpu}, {os.uname().release}')
    print(f'kibitz-convert: {convert} (git {head.stdout.strip()})')

    def section(title, path, runs):
        print(f'\n{title} ({os.path.getsize(path):,} bytes), {runs} runs interleaved; load before {load()}')
        sh('cat', path, stdout=subprocess.DEVNULL)
        to_pbn = '--force --to pbn FILE -'
        r = interleaved([('--stats FILE', [convert, '--stats', path]),
                         ('--stats-json FILE', [convert, '--stats-json', path]),
                         (to_pbn, [convert, '--force', '--to', 'pbn', path, '-'])], runs)
        report(r)
        for label in ('--stats FILE', '--stats-json FILE'):
            print(f'  {label}: {med(r, to_pbn) / med(r, label):.1f}x faster than {to_pbn} by median wall time')
        print(f'  load after {load()}')

    if '1' not in skip:
        pbn = os.path.join(work, 'bench40k.pbn')
        if not os.path.exists(pbn):
            sh(os.path.join(a.build, 'tests', 'bench', 'bench_pbn'), pbn, stdout=subprocess.DEVNULL)
        section('1. the 40,000-game PBN', pbn, a.runs)

    if '2' not in skip:
        big = os.path.join(work, 'big.zrd')
        if not os.path.exists(big):
            sample = open(os.path.join(ROOT, 'tests/data/samples/pavlicek_rpdd/rpdd_10First.zrd'), 'rb').read()
            with open(big, 'wb') as f:
                for _ in range(10485760 // 10 // 1024):
                    f.write(sample * 1024)
        section('2. the 10,485,760-record ZRD (every board with its table: par from DDS per board)', big,
                a.zrd_runs)

    if not a.work:
        subprocess.run(['rm', '-rf', work])


if __name__ == '__main__':
    sys.exit(main())
