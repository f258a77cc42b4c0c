#!/usr/bin/env python3
"""Writes a deal file of LINES lines, each one board with one value of MIB MiB (peak memory of long lines,
docs/benchmarks.md#long-lines):
    tests/bench/longlines.py {jsonl|lin} FIELD LINES MIB OUT
FIELD is where the long value goes: for JSON Lines a top-level field (event, comments, an unknown one...),
for LIN a tag (nt a comment, an an alert, vg the event, pn the names); LIN lines end with the tag's bar.
Run with /usr/bin/time -v build/kibitz-convert --validate OUT and read 'Maximum resident set size'."""
import sys

DEAL_JSON = "N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95"
DEAL_LIN = "3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,"


def main():
    fmt, field, lines, mib, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
    value = b"x" * int(mib * 1024 * 1024)
    with open(out, "wb") as f:
        for n in range(1, lines + 1):
            if fmt == "jsonl":
                value_json = b'["' + value + b'"]' if field == "comments" else b'"' + value + b'"'
                f.write(b'{"board":%d,"dealer":"N","vulnerable":"None","deal":"%s","%s":%s}\n'
                        % (n, DEAL_JSON.encode(), field.encode(), value_json))
            elif fmt == "lin":
                long = field.encode() + b"|" + value + b"|"
                if field == "an":
                    long = b"mb|1C|" + long
                f.write(b"st||md|%s|rh||ah|Board %d|sv|o|%s\n" % (DEAL_LIN.encode(), n, long))
            else:
                sys.exit("format: jsonl or lin")


main()
