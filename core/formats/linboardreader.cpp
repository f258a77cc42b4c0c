#include "linboardreader.h"

#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QRegularExpression>

namespace Kibitz {

namespace {

// LIN lists hands, names and dealer digits in the order South, West, North, East.
constexpr std::array<Seat, 4> LinSeats { Seat::South, Seat::West, Seat::North, Seat::East };
constexpr int MaxComments = 1000;
constexpr quint8 ContextVersion = 1;

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::LinBoardReader)
};

/** Whether @p key (a pair's key, lower case) is @p name; faster than comparing with a string literal. */
inline bool isKey(const QString &key, const char (&name)[3])
{
    return key.size() == 2 && key[0].unicode() == char16_t(name[0]) && key[1].unicode() == char16_t(name[1]);
}

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

/** The key of two ASCII letters in lower case, shared (one string for each key, not one for each pair). */
QString lowerKey(QChar first, QChar second)
{
    static const std::array<QString, 26 * 26> keys = [] {
        std::array<QString, 26 * 26> all;
        for (int i = 0; i < 26; ++i) {
            for (int j = 0; j < 26; ++j)
                all[i * 26 + j] = QString(QChar(u'a' + i)) + QChar(u'a' + j);
        }
        return all;
    }();
    // ASCII letters only (isAsciiLetter()): setting bit 5 makes one lower case.
    return keys[((first.unicode() | 0x20) - u'a') * 26 + ((second.unicode() | 0x20) - u'a')];
}

/** p, d, r, 1C ... 7N (also x, xx and NT), any case, with trailing "!" for an alert. */
std::optional<Call> parseLinCall(QStringView text)
{
    text = text.trimmed();
    bool alert = false;
    while (text.endsWith(u'!')) {
        alert = true;
        text.chop(1);
    }
    const QString upper = text.toString().toUpper();
    std::optional<Call> call;
    if (upper == u"P")
        call = Call::pass();
    else if (upper == u"D" || upper == u"X")
        call = Call::dbl();
    else if (upper == u"R" || upper == u"XX")
        call = Call::redbl();
    else if ((upper.size() == 2 || (upper.size() == 3 && upper.endsWith(u"NT"))) && upper[0] >= u'1'
        && upper[0] <= u'7') {
        const int level = upper[0].unicode() - '0';
        switch (upper[1].unicode()) {
        case 'C':
            call = upper.size() == 2 ? std::optional(Call::bid(level, Strain::Clubs)) : std::nullopt;
            break;
        case 'D':
            call = upper.size() == 2 ? std::optional(Call::bid(level, Strain::Diamonds)) : std::nullopt;
            break;
        case 'H':
            call = upper.size() == 2 ? std::optional(Call::bid(level, Strain::Hearts)) : std::nullopt;
            break;
        case 'S':
            call = upper.size() == 2 ? std::optional(Call::bid(level, Strain::Spades)) : std::nullopt;
            break;
        case 'N':
            call = Call::bid(level, Strain::NoTrump);
            break;
        default:
            break;
        }
    }
    if (call)
        call->setAlerted(alert);
    return call;
}

} // namespace

LinBoardReader::LinBoardReader(QIODevice *device)
    : mLines(device)
    , mNextPlace { mLines.nextOffset(), 1 }
{ }

QByteArray LinBoardReader::resumeContext() const
{
    const Start &start = mNextStart;
    if (start.column == 0 && !start.latin1 && mNameCount == 0 && mEvent.isEmpty() && mUnknownKeys.isEmpty())
        return {};
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << ContextVersion << qint32(start.column) << start.latin1 << quint8(mNameCount);
    for (int i = 0; i < mNameCount; ++i)
        out << mNames[i];
    // Sorted, so that equal states give equal bytes.
    QStringList keys(mUnknownKeys.cbegin(), mUnknownKeys.cend());
    keys.sort();
    out << (mEvent.isEmpty() ? QString() : mEvent) << keys;
    return bytes;
}

void LinBoardReader::resume(const QByteArray &context, qint64 boardsRead, const Place &place)
{
    BoardReader::resume(context, boardsRead, place);
    mLines.setNextLine(place.line);
    mNextPlace = place;
    Start start;
    std::array<QString, 8> names;
    quint8 nameCount = 0;
    QString event;
    QStringList keys;
    if (!context.isEmpty()) {
        QDataStream in(context);
        in.setVersion(QDataStream::Qt_6_4);
        quint8 version = 0;
        qint32 column = 0;
        in >> version >> column >> start.latin1 >> nameCount;
        start.column = column;
        for (int i = 0; i < std::min<int>(nameCount, 8); ++i)
            in >> names[i];
        in >> event >> keys;
        if (version != ContextVersion || in.status() != QDataStream::Ok || column < 0 || nameCount > 8)
            return; // not a context this reader gave: read on as from a file's start
    }
    mNextStart = start;
    mResumeStart = start;
    mNames = std::move(names);
    mNameCount = nameCount;
    mEvent = event;
    mUnknownKeys = QSet<QString>(keys.cbegin(), keys.cend());
}

bool LinBoardReader::readNext(Board *board)
{
    if (hasError())
        return false;
    for (;;) {
        Pair pair;
        if (mPending) {
            pair = std::move(*mPending);
            mPending.reset();
        } else if (!nextPair(&pair)) {
            if (hasError())
                return false;
            // docs/formats.md#lin: a last line without its line end whose last value has no closing
            // bar is a file cut inside its last board, which is kept with what it holds.
            const bool cut = mLines.endedMidLine() && !mLine.trimmed().endsWith(QLatin1Char('|')) && !mCutReported;
            if (!mHasDeal && !cut)
                return false;
            mCutReported = mCutReported || cut;
            if (cut)
                damage(
                    mBoardsRead, FormatError::endsInsideBoard(mBoardsRead, mLines.lineNumber(), int(mLine.size()) + 1));
            mNextPlace = { mLines.nextOffset(), mLines.lineNumber() + 1 };
            mNextStart = {};
            finishBoard(board);
            return true;
        }
        if (startsNewBoard(pair)) {
            mNextPlace = { pair.keyOffset, pair.keyLine };
            mNextStart = { pair.keyColumn - 1, pair.keyLineLatin1 };
            mPending = std::move(pair);
            finishBoard(board);
            return true;
        }
        if (!(mSkipping ? applySkipping(pair) : apply(pair)))
            return false;
    }
}

bool LinBoardReader::skipNext()
{
    Board board;
    mSkipping = true;
    const bool read = readNext(&board);
    mSkipping = false;
    return read;
}

bool LinBoardReader::advanceLine()
{
    if (mHaveNext) {
        mLine = std::move(mNext);
        mLineNumber = mNextNumber;
        mScanOffset = mNextOffset;
        mLineLatin1 = mNextLatin1;
        mHaveNext = false;
    } else {
        if (!readLine(&mLine, &mScanOffset, &mLineLatin1)) {
            if (mLines.lineTooLong()) {
                fail(FormatError::malformedAtLine(mLines.lineNumber(), 1,
                    Tr::tr("the line is longer than %1 bytes").arg(LineReader::maxLineLength()), mBoardsRead));
            }
            return false;
        }
        mLineNumber = mLines.lineNumber();
    }
    mHaveLine = true;
    mAtLineStart = true;
    mPos = 0;
    mScanChar = 0;
    if (mResumeStart) {
        // The line resumed in: it reads as the whole line would, from the board's first key on.
        const Start start = *std::exchange(mResumeStart, std::nullopt);
        if (start.latin1 && !mLineLatin1) {
            // Its start held what is not UTF-8; the rest alone is: back to the bytes, read as Latin-1.
            mLine = QString::fromLatin1(mLine.toUtf8());
            mLineLatin1 = true;
        }
        mLine.prepend(QString(start.column, QLatin1Char(' ')));
        // Whether the board's first pair opens its line does not matter: a first pair ends no board.
        mPos = mScanChar = start.column;
    }
    return true;
}

bool LinBoardReader::readLine(QString *line, qint64 *offset, bool *latin1)
{
    if (!mLines.readLine(line))
        return false;
    *offset = mLines.lineTextOffset();
    *latin1 = mLines.lineIsLatin1();
    return true;
}

qint64 LinBoardReader::byteOffsetAt(qsizetype pos)
{
    Q_ASSERT(pos >= mScanChar);
    if (mLineLatin1) {
        mScanOffset += pos - mScanChar;
        mScanChar = pos;
        return mScanOffset;
    }
    const QChar *text = mLine.constData();
    for (; mScanChar < pos; ++mScanChar) {
        const char16_t c = text[mScanChar].unicode();
        // UTF-8: a surrogate pair's four bytes, two for each half.
        mScanOffset += (mLineLatin1 || c < 0x80) ? 1 : (c < 0x800 || QChar::isSurrogate(c)) ? 2 : 3;
    }
    return mScanOffset;
}

const QString *LinBoardReader::peekLine()
{
    if (!mHaveNext) {
        if (!readLine(&mNext, &mNextOffset, &mNextLatin1))
            return nullptr;
        mNextNumber = mLines.lineNumber();
        mHaveNext = true;
    }
    return &mNext;
}

qsizetype LinBoardReader::barOpeningNextLine()
{
    const QString *next = peekLine();
    if (!next)
        return -1;
    qsizetype i = 0;
    while (i < next->size() && (*next)[i].isSpace())
        ++i;
    return i < next->size() && (*next)[i] == u'|' ? i : -1;
}

bool LinBoardReader::nextLineStartsWithKey()
{
    static const QRegularExpression keyRe(QStringLiteral("^\\s*([A-Za-z]{2})\\|"));
    const QString *next = peekLine();
    if (!next)
        return true;
    const auto match = keyRe.match(*next);
    if (!match.hasMatch())
        return false;
    static const QStringList known { QStringLiteral("md"), QStringLiteral("mb"), QStringLiteral("pc"),
        QStringLiteral("pn"), QStringLiteral("sv"), QStringLiteral("ah"), QStringLiteral("qx"), QStringLiteral("an"),
        QStringLiteral("mc"), QStringLiteral("nt"), QStringLiteral("vg"), QStringLiteral("pg"), QStringLiteral("rh"),
        QStringLiteral("st"), QStringLiteral("rs"), QStringLiteral("pw"), QStringLiteral("bn") };
    return known.contains(match.captured(1).toLower());
}

bool LinBoardReader::nextPair(Pair *pair)
{
    // docs/formats.md#lin: a line break may come before or after any '|' (vugraph files written by
    // Table Manager and BridgeComposer break lines before it), so a key or a value may end at a line
    // end and its bar open the next line.
    for (;;) {
        if (!mHaveLine && !advanceLine())
            return false;
        while (mPos < mLine.size() && mLine[mPos].isSpace())
            ++mPos;
        if (mPos >= mLine.size()) {
            mHaveLine = false;
            continue;
        }
        const qsizetype keyStart = mPos;
        const int keyLine = mLineNumber;
        const bool lineStart = mAtLineStart;
        const qint64 keyOffset = byteOffsetAt(keyStart);
        const bool keyLineLatin1 = mLineLatin1;
        QString keyAcrossLines; // the key when its bar opens the next line (mLine moves on)
        QStringView key;
        qsizetype bar = mLine.indexOf(QLatin1Char('|'), mPos);
        if (bar < 0) {
            keyAcrossLines = QStringView(mLine).mid(mPos).trimmed().toString();
            key = keyAcrossLines;
            const qsizetype nextBar = barOpeningNextLine();
            if (nextBar < 0 || key.size() != 2) {
                damage(mBoardsRead,
                    FormatError::malformedAtLine(
                        keyLine, int(keyStart) + 1, Tr::tr("expected a key and a bar, such as 'md|'")));
                mHaveLine = false;
                continue;
            }
            advanceLine();
            bar = nextBar;
        } else {
            key = QStringView(mLine).mid(mPos, bar - mPos).trimmed();
        }
        if (key.isEmpty()) {
            // A stray bar (such as "||"): nothing is lost.
            mPos = bar + 1;
            continue;
        }
        if (key.size() != 2 || !isAsciiLetter(key[0]) || !isAsciiLetter(key[1])) {
            damage(mBoardsRead,
                FormatError::malformedAtLine(keyLine, int(keyStart) + 1,
                    Tr::tr("'%1' is not a LIN key: expected two letters before '|'").arg(quotedInput(key, 20))));
            // Its value goes with it.
            const qsizetype valueEnd = mLine.indexOf(QLatin1Char('|'), bar + 1);
            mPos = valueEnd < 0 ? mLine.size() : valueEnd + 1;
            continue;
        }
        // Before the value is read: that may move mLine on, which key looks into.
        pair->key = lowerKey(key[0], key[1]);
        pair->line = mLineNumber;
        pair->column = int(bar) + 2;
        qsizetype end = mLine.indexOf(QLatin1Char('|'), bar + 1);
        if (end >= 0) {
            pair->value = mLine.mid(bar + 1, end - bar - 1);
            mPos = end + 1;
        } else {
            pair->value = mLine.mid(bar + 1);
            mPos = mLine.size();
            if (const qsizetype closing = barOpeningNextLine(); closing >= 0) {
                // "value" at a line end, its closing bar opening the next line.
                advanceLine();
                mPos = closing + 1;
            } else if (pair->value.trimmed().isEmpty() && !nextLineStartsWithKey()) {
                // "key|" at a line end, the value on the next line.
                advanceLine();
                end = mLine.indexOf(QLatin1Char('|'));
                pair->line = mLineNumber;
                pair->column = 1;
                pair->value = end >= 0 ? mLine.left(end) : mLine;
                mPos = end >= 0 ? end + 1 : mLine.size();
            }
            // Otherwise the last value of a line lacks its closing bar.
        }
        pair->keyColumn = int(keyStart) + 1;
        pair->keyLine = keyLine;
        pair->keyOffset = keyOffset;
        pair->keyLineLatin1 = keyLineLatin1;
        pair->lineStart = lineStart;
        mAtLineStart = false;
        return true;
    }
}

bool LinBoardReader::startsNewBoard(const Pair &pair) const
{
    if (!mHasDeal)
        return false;
    const QString &k = pair.key;
    if (isKey(k, "qx") || isKey(k, "md") || isKey(k, "vg") || isKey(k, "rs"))
        return true;
    if (isKey(k, "pn") || isKey(k, "st") || isKey(k, "ah") || isKey(k, "sv") || isKey(k, "rh"))
        return mHasCallsOrPlay || (pair.lineStart && (isKey(k, "pn") || isKey(k, "st")));
    return false;
}

bool LinBoardReader::error(const Pair &pair, int columnInValue, const QString &message)
{
    // The board keeps what was read; reading goes on (docs/formats.md#lin).
    damage(mBoardsRead, FormatError::malformedAtLine(pair.line, pair.column + columnInValue - 1, message));
    return true;
}

bool LinBoardReader::apply(const Pair &pair)
{
    const QString &k = pair.key;
    const QString value = pair.value.trimmed();
    if (isKey(k, "md"))
        return applyDeal(pair);
    if (isKey(k, "mb"))
        return applyCall(pair);
    if (isKey(k, "pc"))
        return applyCard(pair);
    if (isKey(k, "pn")) {
        const QStringList names = pair.value.split(QLatin1Char(','));
        if (names.size() > 8)
            warn(mBoardsRead, Tr::tr("line %1: more than eight names in pn; the rest are ignored").arg(pair.line));
        mNameCount = int(std::min<qsizetype>(names.size(), 8));
        for (int i = 0; i < 8; ++i)
            mNames[i] = i < mNameCount ? names[i].trimmed() : QString();
        return true;
    }
    if (isKey(k, "sv")) {
        const QString v = value.toLower();
        Vulnerability vul;
        if (v == u"o" || v == u"0" || v == u"-")
            vul = Vulnerability::None;
        else if (v == u"n")
            vul = Vulnerability::NorthSouth;
        else if (v == u"e")
            vul = Vulnerability::EastWest;
        else if (v == u"b")
            vul = Vulnerability::All;
        else
            return error(pair, 1,
                Tr::tr("'%1' is not a vulnerability: expected o (none), n, e or b (both)").arg(quotedInput(value, 20)));
        mBoard.setVulnerability(vul);
        return true;
    }
    if (isKey(k, "ah")) {
        static const QRegularExpression boardRe(
            QStringLiteral("^board\\s*(\\d{1,6})$"), QRegularExpression::CaseInsensitiveOption);
        const auto match = boardRe.match(value);
        if (match.hasMatch() && match.captured(1).toInt() > 0)
            mBoard.setNumber(match.captured(1).toInt());
        else if (!value.isEmpty())
            mBoard.setTitle(value);
        return true;
    }
    if (isKey(k, "qx")) {
        // o12 (open room), c12 (closed room), optionally followed by ",text".
        const QString v = value.section(QLatin1Char(','), 0, 0).trimmed();
        QStringView digits(v);
        mClosedRoom = false;
        mRoom = Room::Unknown;
        if (!digits.isEmpty() && (digits[0] == u'o' || digits[0] == u'O' || digits[0] == u'c' || digits[0] == u'C')) {
            mClosedRoom = digits[0] == u'c' || digits[0] == u'C';
            mRoom = mClosedRoom ? Room::Closed : Room::Open;
            digits = digits.mid(1);
        }
        bool ok = false;
        const int n = digits.size() <= 6 ? digits.toInt(&ok) : 0;
        if (ok && n > 0)
            mBoard.setNumber(n);
        else
            warn(mBoardsRead,
                Tr::tr("line %1, column %2: qx '%3' holds no board number")
                    .arg(pair.line)
                    .arg(pair.column)
                    .arg(quotedInput(value, 20)));
        return true;
    }
    if (isKey(k, "an")) {
        if (mBoard.auction().isEmpty()) {
            warn(mBoardsRead,
                Tr::tr("line %1, column %2: an explanation (an) before any call is ignored")
                    .arg(pair.line)
                    .arg(pair.keyColumn));
            return true;
        }
        mBoard.auction().calls().last().setExplanation(pair.value);
        return true;
    }
    if (isKey(k, "mc")) {
        bool ok = false;
        const int tricks = value.toInt(&ok);
        if (!ok || tricks < 0 || tricks > 13)
            return error(
                pair, 1, Tr::tr("claim '%1' is not a number of tricks from 0 to 13").arg(quotedInput(value, 20)));
        mBoard.setClaim(tricks);
        mHasCallsOrPlay = true;
        return true;
    }
    if (isKey(k, "nt")) {
        if (!value.isEmpty() && mBoard.commentary().size() < MaxComments)
            addComment(pair.value);
        return true;
    }
    if (isKey(k, "vg")) {
        // vg|title,segment,scoring,first board,last board,team 1,score 1,team 2,score 2|
        // Up to the first comma; a value without one is shared, not copied (it may be megabytes long).
        const qsizetype comma = pair.value.indexOf(QLatin1Char(','));
        mEvent = (comma < 0 ? pair.value : pair.value.left(comma)).trimmed();
        return true;
    }
    if (isKey(k, "pg") || isKey(k, "rh") || isKey(k, "st") || isKey(k, "rs"))
        return true;
    if (!mUnknownKeys.contains(k) && mUnknownKeys.size() < 100) {
        mUnknownKeys.insert(k);
        warn(mBoardsRead,
            Tr::tr("line %1, column %2: unknown key '%3' ignored")
                .arg(pair.line)
                .arg(pair.keyColumn)
                .arg(quotedInput(k)));
    }
    return true;
}

void LinBoardReader::addComment(const QString &text)
{
    // docs/formats.md#commentary: the block's place is where it stands among the deal, calls and cards.
    Commentary block;
    block.text = text;
    if (mBoard.claim()) {
        block.place = CommentPlace::Final;
    } else if (!mBoard.playedCards().isEmpty()) {
        block.place = CommentPlace::Play;
        block.trick = int(mBoard.playedCards().size() / 4);
    } else if (!mBoard.auction().isEmpty()) {
        block.place = CommentPlace::Auction;
    } else {
        block.place = mHasDeal ? CommentPlace::Diagram : CommentPlace::Introduction;
    }
    QList<Commentary> blocks = mBoard.commentary();
    blocks.append(block);
    mBoard.setCommentary(blocks);
}

bool LinBoardReader::applySkipping(const Pair &pair)
{
    const QString &k = pair.key;
    if (isKey(k, "md")) {
        // Even a damaged deal makes a board (applyDeal()).
        mHasDeal = true;
        return true;
    }
    if (isKey(k, "mb") || isKey(k, "pc") || isKey(k, "mc")) {
        // Only the first legal call or card (or a claim) matters here: then the board's auction and
        // play are still empty, so reading it as readNext() does is cheap.
        return mHasCallsOrPlay || apply(pair);
    }
    if (isKey(k, "pn") || isKey(k, "vg"))
        return apply(pair);
    if (isKey(k, "sv") || isKey(k, "ah") || isKey(k, "qx") || isKey(k, "an") || isKey(k, "nt") || isKey(k, "pg")
        || isKey(k, "rh") || isKey(k, "st") || isKey(k, "rs"))
        return true; // the board's own
    return apply(pair); // an unknown key: the keys warned about are carried on
}

bool LinBoardReader::applyDeal(const Pair &pair)
{
    // A damaged deal still makes a board (with unknown hands) that keeps the rest.
    mHasDeal = true;
    Deal unknown;
    for (Seat s : AllSeats)
        unknown.setHandKnown(s, false);
    mBoard.setDeal(unknown);
    const QString &v = pair.value;
    qsizetype i = 0;
    while (i < v.size() && v[i].isSpace())
        ++i;
    if (i >= v.size() || !v[i].isDigit()) {
        return error(
            pair, int(i) + 1, Tr::tr("expected the dealer digit (1 South, 2 West, 3 North, 4 East) before the hands"));
    }
    const int digit = v[i].unicode() - '0';
    if (digit < 1 || digit > 4) {
        return error(pair, int(i) + 1,
            Tr::tr("dealer digit %1 is out of range: expected 1 (South), 2 (West), 3 (North) or 4 (East)").arg(digit));
    }
    const Seat dealer = LinSeats[digit - 1];
    ++i;

    std::array<Hand, 4> hands {};
    Hand all;
    int field = 0;
    for (qsizetype start = i;; ++field) {
        qsizetype end = v.indexOf(QLatin1Char(','), start);
        if (end < 0)
            end = v.size();
        if (field >= 4) {
            if (!QStringView(v).mid(start, end - start).trimmed().isEmpty())
                return error(pair, int(start) + 1, Tr::tr("more than four hands"));
        } else if (const std::optional<bool> stopped = readHand(pair, start, end, field, hands, all)) {
            return *stopped;
        }
        if (end >= v.size())
            break;
        start = end + 1;
    }

    int given = 0;
    int size = -1;
    if (const std::optional<bool> stopped = checkHandSizes(pair, hands, &given, &size))
        return *stopped;
    if (given == 0)
        return error(pair, 1, Tr::tr("the deal (md) holds no cards"));

    Deal deal;
    for (int f = 0; f < 4; ++f) {
        if (hands[f].isEmpty())
            deal.setHandKnown(LinSeats[f], false);
        else
            deal.setHand(LinSeats[f], hands[f]);
    }
    // BBO usually leaves out the fourth hand of a complete deal.
    if (given == 3 && size == 13)
        deal.completeFourthHand();
    mBoard.setDeal(deal);
    mBoard.setDealer(dealer);
    mHasDeal = true;
    return true;
}

std::optional<bool> LinBoardReader::readHand(
    const Pair &pair, qsizetype start, qsizetype end, int field, std::array<Hand, 4> &hands, Hand &all)
{
    const QString &v = pair.value;
    const Seat seat = LinSeats[field];
    std::optional<Suit> suit;
    Hand &hand = hands[field];
    for (qsizetype k = start; k < end; ++k) {
        const QChar c = v[k];
        if (c.isSpace())
            continue;
        if (const auto s = suitFromChar(c)) {
            suit = s;
            continue;
        }
        std::optional<Rank> rank;
        if (c == u'1' && k + 1 < end && v[k + 1] == u'0') {
            rank = Rank::Ten;
        } else {
            rank = rankFromChar(c);
        }
        if (!rank) {
            return error(pair, int(k) + 1,
                Tr::tr("'%1' in %2's hand is neither a suit (S, H, D, C) nor a rank")
                    .arg(quotedInput(c))
                    .arg(seatName(seat)));
        }
        if (!suit)
            return error(
                pair, int(k) + 1, Tr::tr("a rank before the first suit letter in %1's hand").arg(seatName(seat)));
        const Card card(*suit, *rank);
        if (hand.contains(card))
            return error(
                pair, int(k) + 1, Tr::tr("%1 is listed twice in %2's hand").arg(card.toString(), seatName(seat)));
        if (all.contains(card)) {
            Seat other = seat;
            for (int f = 0; f < field; ++f) {
                if (hands[f].contains(card))
                    other = LinSeats[f];
            }
            return error(pair, int(k) + 1,
                Tr::tr("%1 is in both %2's and %3's hands").arg(card.toString(), seatName(other), seatName(seat)));
        }
        hand.add(card);
        all.add(card);
        if (hand.count() > 13)
            return error(pair, int(k) + 1, Tr::tr("%1's hand holds more than 13 cards").arg(seatName(seat)));
        if (c == u'1')
            ++k;
    }
    return std::nullopt;
}

std::optional<bool> LinBoardReader::checkHandSizes(
    const Pair &pair, const std::array<Hand, 4> &hands, int *given, int *size)
{
    *given = 0;
    *size = -1;
    for (int f = 0; f < 4; ++f) {
        const int n = hands[f].count();
        if (n == 0)
            continue;
        ++*given;
        if (*size >= 0 && n != *size) {
            int first = 0;
            while (hands[first].isEmpty())
                ++first;
            return error(pair, 1,
                Tr::tr("%1 holds %2 cards but %3 holds %4: the hands must hold the same number")
                    .arg(seatName(LinSeats[first]))
                    .arg(*size)
                    .arg(seatName(LinSeats[f]))
                    .arg(n));
        }
        *size = n;
    }
    return std::nullopt;
}

bool LinBoardReader::applyCall(const Pair &pair)
{
    if (!mHasDeal)
        return error(pair, 1, Tr::tr("a call (mb) before the deal (md)"));
    if (mCallsStopped)
        return true;
    if (!mBoard.playedCards().isEmpty())
        return error(pair, 1, Tr::tr("a call (mb) after the play has started"));
    auto call = parseLinCall(pair.value);
    if (!call) {
        return error(pair, 1,
            Tr::tr("'%1' is not a call: expected p, d, r or 1C to 7N").arg(quotedInput(pair.value.trimmed(), 20)));
    }
    Auction &auction = mBoard.auction();
    if (const auto why = auction.whyIllegal(*call)) {
        mCallsStopped = true;
        return error(pair, 1,
            Tr::tr("call %1, %2 by %3, %4")
                .arg(auction.size() + 1)
                .arg(call->toString(), seatName(auction.nextSeat()), *why));
    }
    auction.append(*call);
    mHasCallsOrPlay = true;
    return true;
}

bool LinBoardReader::applyCard(const Pair &pair)
{
    if (!mHasDeal)
        return error(pair, 1, Tr::tr("a card (pc) before the deal (md)"));
    if (mCardsStopped)
        return true;
    ParseError parseError;
    const auto card = Card::parse(pair.value, &parseError);
    if (!card) {
        return error(pair, parseError.column,
            Tr::tr("'%1' is not a card: %2").arg(quotedInput(pair.value.trimmed(), 20), parseError.message));
    }
    const QList<Card> &cards = mBoard.playedCards();
    if (cards.size() >= 52)
        return error(pair, 1, Tr::tr("more than 52 cards played"));
    if (cards.isEmpty()) {
        const Deal &deal = mBoard.deal();
        const auto contract = mBoard.auction().contract();
        mPlayChecked = contract && !contract->isPassedOut() && (deal.isComplete() || deal.isPartial());
        if (mPlayChecked)
            mPlay = Play(deal, contract->strain, lho(contract->declarer));
        else
            warn(mBoardsRead,
                Tr::tr("line %1: the play is not checked: the auction is not complete or a hand is unknown")
                    .arg(pair.line));
    }
    if (mPlayChecked) {
        if (const auto why = mPlay.whyIllegal(*card)) {
            mCardsStopped = true;
            return error(pair, 1,
                Tr::tr("card %1, %2 by %3, %4")
                    .arg(cards.size() + 1)
                    .arg(card->toString(), seatName(mPlay.toMove()), *why));
        }
        mPlay.append(*card);
    }
    // Appended in place: a copy for each card would copy the play so far again and again.
    QList<Card> played;
    mBoard.swapPlayedCards(played);
    played.append(*card);
    mBoard.swapPlayedCards(played);
    mHasCallsOrPlay = true;
    return true;
}

void LinBoardReader::finishBoard(Board *board)
{
    if (!mSkipping) {
        const int offset = (mNameCount > 4 && mClosedRoom) ? 4 : 0;
        for (int i = 0; i < 4; ++i)
            mBoard.setPlayer(LinSeats[i], mNames[offset + i]);
        if (!mEvent.isEmpty())
            mBoard.setEvent(mEvent);
        if (mRoom != Room::Unknown)
            mBoard.setRoom(mRoom);
        // LIN states no result: a claim (mc) or a play of all 52 cards gives it, as in every other
        // reader (docs/json-lines.md: resultFromPlay).
        if (!mBoard.playedCards().isEmpty() || mBoard.claim())
            mBoard.settleResultFromPlay();
        *board = std::move(mBoard);
    }
    mBoard = Board();
    mHasDeal = false;
    mHasCallsOrPlay = false;
    mClosedRoom = false;
    mRoom = Room::Unknown;
    mPlayChecked = false;
    mCallsStopped = false;
    mCardsStopped = false;
    mPlay = Play();
    ++mBoardsRead;
}

} // namespace Kibitz
