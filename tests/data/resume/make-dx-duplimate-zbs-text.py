#!/usr/bin/env python3
"""Writes the damaged .dx, Duplimate, ZBS and simple-text inputs of tests/data/resume (README.md there).

Usage: make-dx-duplimate-zbs-text.py KIBITZ_CONVERT
The boards come from tests/data/samples/dominicprice_endplay/pbn_example3.pbn through kibitz-convert
(the writers of docs/formats.md); this script then damages bytes at the places README.md names.
"""

import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(HERE, '..', 'samples', 'dominicprice_endplay', 'pbn_example3.pbn')


def convert(tool, boards, extension, fmt=None):
    """The sample's first @boards boards written as @extension, as bytes (boards a format cannot hold are
    left out by kibitz-convert: take more than needed)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'out.' + extension)
        command = [tool, '--force', '--boards', '1-%d' % boards]
        if fmt:
            command += ['--to', fmt]
        subprocess.run(command + [SAMPLE, out], check=True, stderr=subprocess.DEVNULL)
        with open(out, 'rb') as f:
            return f.read()


def dx_boards(data):
    """docs/formats.md#dx: each board as [number, deal, calls, cards]."""
    boards, i = [], 0
    while i < len(data):
        number, deal = data[i], bytearray(data[i + 1:i + 33])
        i += 33
        j = data.index(0xff, i)
        calls = bytearray(data[i:j])
        i = j + 1
        j = data.index(0xff, i)
        cards = bytearray(data[i:j])
        i = j + 1
        boards.append([number, deal, calls, cards])
    return boards


def dx_bytes(boards):
    out = bytearray()
    for number, deal, calls, cards in boards:
        out += bytes([number]) + deal + calls + b'\xff' + cards + b'\xff'
    return out


OLD_TABLE = {1: 0, 2: 1, 4: 2}  # docs/formats.md#dx: Pass 0, Double 1, Redouble 2


def write(name, data):
    with open(os.path.join(HERE, name), 'wb') as f:
        f.write(data)


def make_dx(tool):
    boards = dx_boards(convert(tool, 40, 'dx'))[:12]
    for board in boards[4:]:  # boards 5-12 use the old call table
        board[2] = bytearray(OLD_TABLE.get(b, b) for b in board[2])
    boards[6][2][1] = 0x29  # board 7: a call byte with two strain bits
    boards[8][3][2] = 60  # board 9: a card byte above 51
    boards[9][0] = 0  # board 10: board number 0
    data = dx_bytes(boards)
    write('old-table-damaged-cut.dx', data[:len(data) - 5])  # cut inside board 12's play

    boards = dx_boards(convert(tool, 40, 'dx'))[:4]
    boards[1][2] = bytearray([0x21, 0x01, 0x01, 0x01] + [0x01] * 317)  # board 2: 321 calls
    data = dx_bytes(boards)
    cut = len(dx_bytes(boards[:3])) + 33 + 2  # board 4: 2 of its calls
    write('overflow-cut-in-auction.dx', data[:cut])


def text_lines(tool, fmt):
    """The sample's distinct boards as simplified text lines (docs/formats.md#simple-text), without line ends."""
    lines = []
    for line in convert(tool, 40, fmt, fmt).decode('latin-1').splitlines():
        if line not in lines:
            lines.append(line)
    return lines


def make_text(tool):
    dup = text_lines(tool, 'dup')
    header = 'Dealer|Vulnerability|North Hand|East Hand|South Hand|West Hand'
    bad = dup[3].rsplit('|', 1)[0]  # 5 fields: West's hand left out
    north = dup[4].split('|')
    north[2] = 'A' + north[2]  # North's spades gain West's ace: 14 cards, a card in two hands
    lines = [header, '', dup[0], dup[1], '   ', bad, '|'.join(north), dup[5], dup[6], '', '', dup[7]]
    text = '\r\n'.join(lines) + '\r\n' + dup[8][:30]  # the last line cut inside South's hand
    write('header-bad-line-cut.dup', text.encode('latin-1'))

    bri = text_lines(tool, 'bri')
    fields = bri[2].split('|')
    fields[0] = 'x2'
    lines = ['BoardID|Dealer|Vulnerability|North|East|South|West', bri[0], bri[1], '|'.join(fields), '',
             bri[3].replace('|', ' | '), bri[4], bri[5][:-2] + 'X' + bri[5][-1]]
    write('bad-number-bad-rank.bri', ('\n'.join(lines) + '\n').encode('latin-1'))

    dge = text_lines(tool, 'dge')
    lines = [dge[0].replace(' ', '\t'), dge[1], dge[2] + ' extra', '', dge[3], dge[4].replace(' N ', ' Q ', 1), dge[5]]
    write('tabs-extra-field-bad-dealer.dge', ('\n'.join(lines) + '\r\n').encode('latin-1'))


def records(data, size):
    return [bytearray(data[i:i + size]) for i in range(0, len(data), size)]


def make_duplimate(tool):
    # docs/formats.md#duplimate: DUP 156-byte records, the trailer at byte 146 of the first.
    dup = records(convert(tool, 40, 'dup', 'dup-machine'), 156)[:10]
    dup[0][146:156] = b'NY5  1 14 '  # lowest board 5, counting backwards (one warning)
    dup[3][10:12] = b'7x'  # board 4: not a card number
    dup[5][78] = 0x05  # board 6: its DGE part starts with the club byte
    dup[7][78:146] = dup[8][78:146]  # board 8: its DGE part is board 9's (one warning)
    data = b''.join(dup)
    write('trailer-damaged-cut.dup', data[:len(data) - 100])  # cut 56 bytes into board 10

    bri = [r[:78] + b'\r\n' for r in records(convert(tool, 40, 'bri', 'bri-machine'), 128)[:8]]
    bri[2][20:22] = b'53'  # board 3: card number 53
    bri[4][78:80] = b'\n\n'  # board 5: no CR before its LF
    bri[5][30:32] = bri[5][32:34]  # board 6: a card number given twice
    data = b''.join(bri)
    write('crlf-damaged-cut.bri', data[:len(data) - 40])  # cut 40 bytes into board 8
    write('crlf-last-without-line-end.bri', data[:len(data) - 2])

    dge = records(convert(tool, 40, 'dge', 'dge-machine'), 128)[:6]
    dge[1][0] = 0x03  # board 2: hearts where North's spades should start
    dge[3][20] = ord('Z')  # board 4: a byte that is no rank ends the hand early
    data = b''.join(dge)
    write('damaged-cut.dge', data[:len(data) - 1])


def zbs_word(locator, more):
    """docs/formats.md#zbs: (locator << 1) | flag, little-endian."""
    return struct.pack('<I', locator << 1 | (1 if more else 0))


def make_zbs(tool):
    words = records(convert(tool, 40, 'zbs', 'zbs'), 4)  # full deals: four words each
    diagrams = [b''.join(words[i:i + 4]) for i in range(0, 40, 4)]
    spades = struct.unpack('<I', words[0])[0] >> 1
    hearts = struct.unpack('<I', words[1])[0] >> 1
    data = diagrams[0] + diagrams[1]
    data += zbs_word(spades, False)  # board 3: a one-suit layout
    data += zbs_word(spades, True) + zbs_word(hearts, False)  # board 4: spades and hearts
    data += diagrams[2][:4] + zbs_word(1220703125, True) + diagrams[2][8:]  # board 5: a locator above 5^13 - 1
    data += diagrams[3][:12] + zbs_word(spades, True) + zbs_word(hearts, False)  # board 6: five records
    data += diagrams[4] + diagrams[5]
    write('odd-diagrams-end-of-list.zbs', data + b'\0\0\0\0' + b'left over')  # 9 bytes after the list's end
    write('cut-inside-diagram.zbs', data + diagrams[6][:12])
    write('cut-inside-word.zbs', data + diagrams[6][:6])


if __name__ == '__main__':
    tool = sys.argv[1]
    make_dx(tool)
    make_text(tool)
    make_duplimate(tool)
    make_zbs(tool)
