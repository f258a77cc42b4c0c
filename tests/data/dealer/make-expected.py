#!/usr/bin/env python3
# Writes expected-values.tsv: the value the Debian `dealer` program (/usr/games/dealer) gives each
# expression of expressions.txt on the deals below, each predealt in full (all 52 cards) so that
# dealer evaluates exactly that deal. tests/tst_select.cpp reads the table.
#   tests/data/dealer/make-expected.py > tests/data/dealer/expected-values.tsv
import os
import subprocess

DEALS = {
    'd1': 'N:Q3.A763.AKQ5.AJ9 KT4.Q84.643.T875 A852.KJ2.T97.642 J976.T95.J82.KQ3',
    'd2': 'N:AT9.KT6.Q4.AKQ83 QJ62.A952.AJT62. 87543.8.K85.T974 K.QJ743.973.J652',
    'd3': 'N:.A854.JT832.AK32 AKQJT98765432... .KQJT97632.AKQ9. ..7654.QJT987654',
}
SEATS = ['north', 'east', 'south', 'west']


def predeal(deal):
    lines = []
    for seat, hand in zip(SEATS, deal[2:].split(' ')):
        lines.append(seat + ' ' + ', '.join(s + h for s, h in zip('SHDC', hand.split('.'))))
    return 'predeal ' + '\n  '.join(lines)


here = os.path.dirname(os.path.abspath(__file__))
expressions = [l.strip() for l in open(os.path.join(here, 'expressions.txt')) if l.strip()]
version = subprocess.run(['dpkg-query', '-W', '-f=${Version}', 'dealer'], capture_output=True, text=True).stdout
print(f'# deal\texpression\tvalue; source: /usr/games/dealer {version} (Debian), by make-expected.py')
for name, deal in DEALS.items():
    print(f'# {name} = {deal}')
for name, deal in DEALS.items():
    script = 'produce 1\n' + predeal(deal) + '\naction printes(' + ', " | ", '.join(expressions) + ', \\n)\n'
    out = subprocess.run(['/usr/games/dealer', '-s', '1', '/dev/stdin'], input=script, capture_output=True,
                         text=True, check=True).stdout
    values = out.split('\n')[0].split(' | ')
    assert len(values) == len(expressions), out
    for expression, value in zip(expressions, values):
        print(f'{name}\t{expression}\t{value}')
