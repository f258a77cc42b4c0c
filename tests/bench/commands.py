#!/usr/bin/env python3
"""The commands a user runs, timed side by side in one run (kibitz-convert right and fast).

    tests/bench/commands.py [--build DIR] [--runs N] [--work DIR] [--npm DIR] [--solve-deals N] [--baseline BIN]

Builds a Release kibitz-convert and bench_pbn in DIR (default build-bench), makes the 40,000-game
PBN of docs/bench-pbn.md (bench_pbn writes it) and the 10,485,760-record ZRD of docs/bench-convert.md,
then times whole commands (start-up, reading, writing, exit: what the user waits for), each set
interleaved run by run so that a change in the machine's load hits every command of a set alike:

  1. --info and --validate of the PBN against npm `pbn` reading it (node bench_pbn_npm.js), whole
     commands on both sides (and of --baseline, another kibitz-convert such as main's, in the same runs);
  2. the PBN to JSON Lines on standard output (into /dev/null) without and with --force;
  3. ZRD -> .deals of the full library against `cp` followed by a sync of the copy (a durable copy,
     as QSaveFile's output is durable), and against plain `cp`;
  4. --solve throughput on --solve-deals deals of the PBN: one process with DDS on every core, one
     with --dds-threads 1 (a core's rate), and one shard per core run by GNU parallel.

Wall time per command: min and median of the runs; CPU time: user + system of the command and its
children (getrusage). Needs node and npm `pbn` (installed into a scratch directory when --npm is not
given: `npm install pbn`, never committed). Prints the report on standard output.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))


def sh(*args, **kw):
    return subprocess.run(args, check=True, **kw)


def timed(cmd, stdout=subprocess.DEVNULL, env=None):
    """Wall and CPU seconds of one run of cmd (a list, or a shell string)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=stdout, stderr=subprocess.DEVNULL, shell=isinstance(cmd, str), env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def interleaved(commands, runs, before=None):
    """commands: [(label, cmd)]; returns {label: ([walls], [cpus])}, run by run in turn."""
    results = {label: ([], []) for label, _ in commands}
    for r in range(runs):
        order = commands if r % 2 == 0 else list(reversed(commands))
        for label, cmd in order:
            if before:
                before(label)
            wall, cpu = timed(cmd)
            results[label][0].append(wall)
            results[label][1].append(cpu)
    return results


def report(results):
    for label, (walls, cpus) in results.items():
        print(f'  {label:42} wall min {min(walls):7.3f} s  median {statistics.median(walls):7.3f} s'
              f'   CPU median {statistics.median(cpus):7.3f} s')


def med(results, label):
    return statistics.median(results[label][0])


def load():
    return ' '.join(f'{x:.2f}' for x in os.getloadavg())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--build', default=os.path.join(ROOT, 'build-bench'))
    ap.add_argument('--runs', type=int, default=9)
    ap.add_argument('--work', default=None)
    ap.add_argument('--npm', default=None, help='a directory holding node_modules/pbn')
    ap.add_argument('--solve-deals', type=int, default=200)
    ap.add_argument('--skip', default='', help='sections to leave out, e.g. 3,4')
    ap.add_argument('--baseline', default=None, help='another kibitz-convert timed beside in section 1')
    a = ap.parse_args()
    skip = set(a.skip.split(','))

    if not os.path.exists(os.path.join(a.build, 'CMakeCache.txt')):
        sh('cmake', '-S', ROOT, '-B', a.build, '-G', 'Ninja', '-DCMAKE_BUILD_TYPE=Release',
           '-DKIBITZ_BUILD_TESTS=OFF', '-DKIBITZ_BUILD_BENCHMARKS=ON', stdout=subprocess.DEVNULL)
    sh('cmake', '--build', a.build, '--target', 'kibitz-convert', 'bench_pbn', stdout=subprocess.DEVNULL)
    convert = os.path.join(a.build, 'kibitz-convert')
    work = a.work or tempfile.mkdtemp(prefix='kibitz-commands.', dir=os.environ.get('KIBITZ_BENCH_DIR', '/tmp'))
    os.makedirs(work, exist_ok=True)
    pbn = os.path.join(work, 'bench40k.pbn')
    if not os.path.exists(pbn):
        sh(os.path.join(a.build, 'tests', 'bench', 'bench_pbn'), pbn, stdout=subprocess.DEVNULL)
    npm = a.npm
    if not npm and '1' not in skip:
        npm = os.path.join(work, 'npm')
        if not os.path.isdir(os.path.join(npm, 'node_modules', 'pbn')):
            os.makedirs(npm, exist_ok=True)
            sh('npm', 'init', '-y', cwd=npm, stdout=subprocess.DEVNULL)
            sh('npm', 'install', 'pbn', cwd=npm, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    cpu = subprocess.run(['sh', '-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], capture_output=True,
                         text=True).stdout.strip()
    print(f'machine: {os.cpu_count()} cores, {cpu}, {os.uname().release}')
    print(f'kibitz-convert: {convert} (git {subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()})')
    print(f'{a.runs} runs of each command, interleaved')

    if '1' not in skip:
        env = dict(os.environ, NODE_PATH=os.path.join(npm, 'node_modules'))
        npm_cmd = f'NODE_PATH={npm}/node_modules node {ROOT}/tests/bench/bench_pbn_npm.js {pbn}'
        print(f'\n1. reading the 40,000-game PBN ({os.path.getsize(pbn):,} bytes); load before {load()}')
        sh('cat', pbn, stdout=subprocess.DEVNULL)
        commands = [('kibitz-convert --info', [convert, '--info', pbn]),
                    ('kibitz-convert --validate', [convert, '--validate', pbn])]
        if a.baseline:
            commands += [('baseline --info', [a.baseline, '--info', pbn]),
                         ('baseline --validate', [a.baseline, '--validate', pbn])]
        r = interleaved(commands + [('node bench_pbn_npm.js (npm pbn)', npm_cmd)], a.runs)
        report(r)
        n = med(r, 'node bench_pbn_npm.js (npm pbn)')
        for label, _ in commands:
            print(f'  {label}: {n / med(r, label):.1f}x npm pbn by median wall time'
                  f' ({min(r["node bench_pbn_npm.js (npm pbn)"][0]) / min(r[label][0]):.1f}x by the best runs)')
        print(f'  load after {load()}')
        # The same games with Event only in the first: the second part inherits it and cannot be added up, so
        # the first part's reader reads the whole file (docs/formats.md#reading-a-pbn-file-in-parts).
        inherit = os.path.join(work, 'bench40k-inherit.pbn')
        if not os.path.exists(inherit):
            with open(pbn, 'rb') as src, open(inherit, 'wb') as dst:
                seen = False
                for line in src:
                    if line.startswith(b'[Event '):
                        if seen:
                            continue
                        seen = True
                    dst.write(line)
        print(f'\n1b. --info of the PBN with Event in the first game only (inherited by the others); load before {load()}')
        commands = [('kibitz-convert --info (Event inherited)', [convert, '--info', inherit])]
        if a.baseline:
            commands.append(('baseline --info (Event inherited)', [a.baseline, '--info', inherit]))
        report(interleaved(commands, a.runs))
        print(f'  load after {load()}')

    if '2' not in skip:
        print(f'\n2. the PBN to JSON Lines on standard output; load before {load()}')
        r = interleaved([('--to json PBN - (no --force)', [convert, '--to', 'json', pbn, '-']),
                         ('--to json PBN - --force', [convert, '--force', '--to', 'json', pbn, '-'])], a.runs)
        report(r)
        print(f'  without --force: {med(r, "--to json PBN - (no --force)") / med(r, "--to json PBN - --force"):.2f}x'
              ' the time with --force (median)')
        print(f'  load after {load()}')

    if '3' not in skip:
        big = os.path.join(work, 'big.zrd')
        if not os.path.exists(big):
            sample = open(os.path.join(ROOT, 'tests/data/samples/pavlicek_rpdd/rpdd_10First.zrd'), 'rb').read()
            with open(big, 'wb') as f:
                for _ in range(10485760 // 10 // 1024):
                    f.write(sample * 1024)
        out = os.path.join(work, 'out.deals')
        copy = os.path.join(work, 'copy.zrd')
        print(f'\n3. ZRD -> .deals, 10,485,760 records ({os.path.getsize(big):,} bytes in, 335,544,320 out); '
              f'load before {load()}')
        sh('cat', big, stdout=subprocess.DEVNULL)

        def clean(_):
            for p in (out, copy):
                if os.path.exists(p):
                    os.remove(p)
        r = interleaved([('cp big.zrd, then sync the copy', f'cp "{big}" "{copy}" && sync "{copy}"'),
                         ('cp big.zrd', ['cp', big, copy]),
                         ('kibitz-convert --force big.zrd out.deals', [convert, '--force', big, out])], a.runs, clean)
        clean(None)
        report(r)
        print(f'  ZRD -> .deals: {med(r, "kibitz-convert --force big.zrd out.deals") / med(r, "cp big.zrd, then sync the copy"):.2f}x'
              ' a durable copy (median)')
        print(f'  load after {load()}')

    if '4' not in skip:
        deals = os.path.join(work, 'solve.deals')
        sh(convert, '--force', '--boards', f'1-{a.solve_deals}', pbn, deals, stderr=subprocess.DEVNULL)
        cores = os.cpu_count()
        print(f'\n4. --solve of {a.solve_deals} deals of the PBN (.deals -> ZRD); load before {load()}')
        variants = [
            ('one process, DDS on every core', f'"{convert}" --solve "{deals}" "{work}/s.zrd"'),
            ('one process, --dds-threads 1', f'"{convert}" --solve --dds-threads 1 "{deals}" "{work}/s.zrd"'),
            (f'{cores} shards by GNU parallel, --dds-threads 1',
             f'parallel --will-cite -j{cores} "{convert}" --solve --dds-threads 1 --shard {{}}/{cores} "{deals}" '
             f'"{work}/s-{{}}.zrd" ::: $(seq {cores})'),
        ]
        for label, cmd in variants:
            subprocess.run(f'rm -f "{work}"/s.zrd "{work}"/s-*.zrd', shell=True)
            wall, cpu = timed(cmd)
            print(f'  {label:42} {wall:7.1f} s wall {cpu:7.1f} s CPU: {a.solve_deals / wall:5.2f} tables/s,'
                  f' {a.solve_deals / cpu:5.2f} per CPU-second')
        subprocess.run(f'rm -f "{work}"/s.zrd "{work}"/s-*.zrd', shell=True)
        print(f'  load after {load()}')
    if not a.work:
        shutil.rmtree(work)


if __name__ == '__main__':
    sys.exit(main())
