#include "jsonboardreader.h"

#include "model/bcflags.h"

#include "model/board.h"
#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cmath>

namespace Kibitz {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::JsonBoardReader)
};

const QStringList KnownFields {
    QStringLiteral("board"),
    QStringLiteral("dealer"),
    QStringLiteral("vulnerable"),
    QStringLiteral("deal"),
    QStringLiteral("auction"),
    QStringLiteral("explanations"),
    QStringLiteral("play"),
    QStringLiteral("contract"),
    QStringLiteral("declarer"),
    QStringLiteral("result"),
    QStringLiteral("claim"),
    QStringLiteral("ddTricks"),
    QStringLiteral("players"),
    QStringLiteral("event"),
    QStringLiteral("site"),
    QStringLiteral("date"),
    QStringLiteral("title"),
    QStringLiteral("comments"),
    QStringLiteral("par"),
    QStringLiteral("annotations"),
    QStringLiteral("trump"),
    QStringLiteral("leader"),
    QStringLiteral("resultFromPlay"),
    QStringLiteral("room"),
    QStringLiteral("tags"),
    QStringLiteral("irregularities"),
    QStringLiteral("playIrregularities"),
    QStringLiteral("fileDirectives"),
    QStringLiteral("directives"),
    QStringLiteral("label"),
    QStringLiteral("hidden"),
    QStringLiteral("bcFlags"),
    QStringLiteral("commentary"),
    QStringLiteral("pbn"),
};

std::optional<Seat> seatFromText(const QString &text)
{
    if (text.size() != 1)
        return std::nullopt;
    return seatFromChar(text[0]);
}

std::optional<Strain> strainFromKey(const QString &key)
{
    if (key == u"NT")
        return Strain::NoTrump;
    if (key == u"S")
        return Strain::Spades;
    if (key == u"H")
        return Strain::Hearts;
    if (key == u"D")
        return Strain::Diamonds;
    if (key == u"C")
        return Strain::Clubs;
    return std::nullopt;
}

// A minimal scanner over text QJsonDocument has already accepted, to find where a value is.
qsizetype skipSpace(const QString &s, qsizetype i)
{
    while (i < s.size() && (s[i] == u' ' || s[i] == u'\t' || s[i] == u'\r' || s[i] == u'\n'))
        ++i;
    return i;
}

qsizetype skipString(const QString &s, qsizetype i)
{
    for (++i; i < s.size(); ++i) {
        if (s[i] == u'\\')
            ++i;
        else if (s[i] == u'"')
            return i + 1;
    }
    return s.size();
}

qsizetype skipValue(const QString &s, qsizetype i)
{
    if (i >= s.size())
        return i;
    if (s[i] == u'"')
        return skipString(s, i);
    if (s[i] == u'{' || s[i] == u'[') {
        int depth = 0;
        while (i < s.size()) {
            const QChar c = s[i];
            if (c == u'"') {
                i = skipString(s, i);
                continue;
            }
            if (c == u'{' || c == u'[')
                ++depth;
            else if ((c == u'}' || c == u']') && --depth == 0)
                return i + 1;
            ++i;
        }
        return i;
    }
    while (i < s.size() && s[i] != u',' && s[i] != u'}' && s[i] != u']')
        ++i;
    return i;
}

/** Index of the value of member @p key of the object starting at @p start, or -1. */
qsizetype findMember(const QString &s, qsizetype start, const QString &key)
{
    if (start < 0 || start >= s.size() || s[start] != u'{')
        return -1;
    qsizetype i = start + 1;
    for (;;) {
        i = skipSpace(s, i);
        if (i >= s.size() || s[i] != u'"')
            return -1;
        const qsizetype end = skipString(s, i);
        const QStringView name = QStringView(s).mid(i + 1, std::max<qsizetype>(0, end - i - 2));
        i = skipSpace(s, end);
        if (i >= s.size() || s[i] != u':')
            return -1;
        i = skipSpace(s, i + 1);
        if (name == key)
            return i;
        i = skipSpace(s, skipValue(s, i));
        if (i >= s.size() || s[i] != u',')
            return -1;
        ++i;
    }
}

/** Index of element @p index of the array starting at @p start, or -1. */
qsizetype findElement(const QString &s, qsizetype start, int index)
{
    if (start < 0 || start >= s.size() || s[start] != u'[')
        return -1;
    qsizetype i = start + 1;
    for (int n = 0;; ++n) {
        i = skipSpace(s, i);
        if (i >= s.size() || s[i] == u']')
            return -1;
        if (n == index)
            return i;
        i = skipSpace(s, skipValue(s, i));
        if (i >= s.size() || s[i] != u',')
            return -1;
        ++i;
    }
}

qsizetype objectStart(const QString &s)
{
    return skipSpace(s, 0);
}

/**
 * How an unknown field is remembered (once warned about, and in every resume context): by the start
 * of its name, so that a name of megabytes is not kept, nor copied into each context.
 */
QString unknownFieldKey(QStringView name)
{
    return name.left(200).toString();
}

} // namespace

JsonBoardReader::JsonBoardReader(QIODevice *device)
    : mLines(device)
{ }

int JsonBoardReader::valueColumn(const QString &key) const
{
    const qsizetype i = findMember(mLine, objectStart(mLine), key);
    return i < 0 ? 1 : int(i) + 1;
}

int JsonBoardReader::elementColumn(const QString &key, int index) const
{
    const qsizetype array = findMember(mLine, objectStart(mLine), key);
    const qsizetype i = findElement(mLine, array, index);
    return i < 0 ? valueColumn(key) : int(i) + 1;
}

QStringList JsonBoardReader::memberNames(const QString &key) const
{
    QStringList names;
    const qsizetype object = findMember(mLine, objectStart(mLine), key);
    if (object < 0 || mLine[object] != u'{')
        return names;
    qsizetype i = object + 1;
    for (;;) {
        i = skipSpace(mLine, i);
        if (i >= mLine.size() || mLine[i] != u'"')
            return names;
        const qsizetype end = skipString(mLine, i);
        const QString raw = mLine.mid(i, end - i);
        if (raw.contains(u'\\')) {
            // Escapes decoded as QJsonDocument decodes them, so that the name finds its value.
            const QJsonDocument decoded = QJsonDocument::fromJson((u'[' + raw + u']').toUtf8());
            names << decoded.array().at(0).toString();
        } else {
            names << raw.mid(1, raw.size() - 2);
        }
        i = skipSpace(mLine, end);
        if (i >= mLine.size() || mLine[i] != u':')
            return names;
        i = skipSpace(mLine, skipValue(mLine, skipSpace(mLine, i + 1)));
        if (i >= mLine.size() || mLine[i] != u',')
            return names;
        ++i;
    }
}

int JsonBoardReader::memberColumn(const QString &key, const QString &member) const
{
    const qsizetype object = findMember(mLine, objectStart(mLine), key);
    const qsizetype i = findMember(mLine, object, member);
    return i < 0 ? valueColumn(key) : int(i) + 1;
}

bool JsonBoardReader::error(int column, const QString &message)
{
    // The board keeps what was read before; readNext() reports it damaged and goes on at the next line.
    if (!mDamage.isError())
        mDamage = FormatError::malformedAtLine(mLines.lineNumber(), column, message);
    return false;
}

bool JsonBoardReader::nextBoardLine()
{
    if (hasError())
        return false;
    while (mLines.readLine(&mLine)) {
        if (!mLine.trimmed().isEmpty())
            return true;
    }
    if (mLines.lineTooLong()) {
        return fail(FormatError::malformedAtLine(mLines.lineNumber(), 1,
            Tr::tr("the line is longer than %1 bytes").arg(LineReader::maxLineLength()), mBoardsRead));
    }
    return false;
}

BoardReader::Place JsonBoardReader::nextPlace() const
{
    return { mLines.nextOffset(), mLines.lineNumber() + 1 };
}

void JsonBoardReader::resume(const QByteArray &context, qint64 boardsRead, const Place &place)
{
    mBoardsRead = boardsRead;
    mLines.setNextLine(place.line);
    mUnknownOrder.clear();
    if (!context.isEmpty()) {
        QDataStream in(context);
        in.setVersion(QDataStream::Qt_6_0);
        in >> mUnknownOrder;
    }
    mUnknownFields = QSet<QString>(mUnknownOrder.cbegin(), mUnknownOrder.cend());
    mContext = context;
}

void JsonBoardReader::noteUnknownFields(const QJsonObject &object, bool warnAbout)
{
    bool added = false;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (KnownFields.contains(it.key()))
            continue;
        const QString name = unknownFieldKey(it.key());
        if (!mUnknownFields.contains(name) && mUnknownFields.size() < 100) {
            mUnknownFields.insert(name);
            mUnknownOrder.append(name);
            added = true;
            if (warnAbout) {
                warn(mBoardsRead,
                    Tr::tr("line %1, column %2: unknown field '%3' ignored")
                        .arg(mLines.lineNumber())
                        .arg(valueColumn(it.key()))
                        .arg(quotedInput(it.key(), 40)));
            }
        }
    }
    if (added) {
        mContext.clear();
        QDataStream out(&mContext, QIODevice::WriteOnly);
        out.setVersion(QDataStream::Qt_6_0);
        out << mUnknownOrder;
    }
}

bool JsonBoardReader::mayNameNewField() const
{
    if (mUnknownFields.size() >= 100)
        return false;
    const QString &s = mLine;
    int depth = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == u'{' || c == u'[') {
            ++depth;
        } else if (c == u'}' || c == u']') {
            --depth;
        } else if (c == u'"') {
            qsizetype end = i + 1;
            bool escaped = false;
            while (end < s.size() && s[end] != u'"') {
                if (s[end] == u'\\') {
                    escaped = true;
                    ++end;
                }
                ++end;
            }
            if (end >= s.size())
                return true; // not closed: leave it to the parser
            const qsizetype after = skipSpace(s, end + 1);
            if (depth == 1 && after < s.size() && s[after] == u':') {
                const QStringView name = QStringView(s).mid(i + 1, end - i - 1);
                if (escaped || (!KnownFields.contains(name) && !mUnknownFields.contains(unknownFieldKey(name))))
                    return true;
            }
            i = end;
        }
    }
    return false;
}

bool JsonBoardReader::skipNext()
{
    if (!nextBoardLine())
        return false;
    if (mayNameNewField()) {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(mLine.toUtf8(), &parseError);
        if (parseError.error == QJsonParseError::NoError && document.isObject())
            noteUnknownFields(document.object(), false);
    }
    ++mBoardsRead;
    return true;
}

bool JsonBoardReader::readNext(Board *board)
{
    if (!nextBoardLine())
        return false;
    QByteArray bytes = mLine.toUtf8();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    // Parsed, the line is held twice already (as text and as the document): not three times.
    if (parseError.error == QJsonParseError::NoError)
        bytes = QByteArray();
    Board result;
    if (parseError.error != QJsonParseError::NoError) {
        // QJsonParseError's offset is just past the character at fault, except for trailing garbage.
        const int before = int(QString::fromUtf8(bytes.left(parseError.offset)).size());
        const int column = parseError.error == QJsonParseError::GarbageAtEnd ? before + 1 : std::max(1, before);
        error(column, Tr::tr("malformed JSON: %1").arg(parseError.errorString()));
    } else if (!document.isObject()) {
        error(int(objectStart(mLine)) + 1, Tr::tr("expected one JSON object {...} per board"));
    } else {
        readObject(document.object(), &result);
    }
    if (mDamage.isError()) {
        damage(mBoardsRead, mDamage);
        mDamage = FormatError();
        // A broken last line without its line end: the file was cut inside this board.
        if (mLines.endedMidLine())
            damage(mBoardsRead, FormatError::endsInsideBoard(mBoardsRead, mLines.lineNumber(), int(mLine.size()) + 1));
    }
    *board = std::move(result);
    ++mBoardsRead;
    return true;
}

bool JsonBoardReader::readInt(const QJsonObject &object, const char *key, int min, int max, std::optional<int> *value)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name))
        return true;
    const QJsonValue v = object.value(name);
    const double d = v.toDouble(-1e300);
    if (!v.isDouble() || d != std::floor(d) || d < min || d > max)
        return error(valueColumn(name),
            Tr::tr("'%1' must be a whole number from %2 to %3").arg(quotedInput(name)).arg(min).arg(max));
    *value = int(d);
    return true;
}

bool JsonBoardReader::readString(const QJsonObject &object, const char *key, QString *value)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name))
        return true;
    const QJsonValue v = object.value(name);
    if (!v.isString())
        return error(valueColumn(name), Tr::tr("'%1' must be a string").arg(quotedInput(name)));
    *value = v.toString();
    return true;
}

bool JsonBoardReader::readObject(const QJsonObject &object, Board *board)
{
    noteUnknownFields(object, true);
    std::optional<int> number;
    if (!readInt(object, "board", 1, 999999, &number))
        return false;
    if (number)
        board->setNumberWithCycle(*number);
    QString text;
    if (object.contains(QStringLiteral("dealer"))) {
        if (!readString(object, "dealer", &text))
            return false;
        const auto seat = seatFromText(text);
        if (!seat)
            return error(valueColumn(QStringLiteral("dealer")),
                Tr::tr("dealer '%1' is not N, E, S or W").arg(quotedInput(text, 20)));
        board->setDealer(*seat);
    }
    if (object.contains(QStringLiteral("vulnerable"))) {
        if (!readString(object, "vulnerable", &text))
            return false;
        const auto vul = vulnerabilityFromText(text);
        if (!vul) {
            return error(valueColumn(QStringLiteral("vulnerable")),
                Tr::tr("'%1' is not a vulnerability: expected None, NS, EW or All").arg(quotedInput(text, 20)));
        }
        board->setVulnerability(*vul);
    }
    if (!readDeal(object, board) || !readAuction(object, board) || !readContract(object, board)
        || !readPlayContext(object, board) || !readPlay(object, board))
        return false;
    std::optional<int> tricks;
    if (!readInt(object, "result", 0, 13, &tricks))
        return false;
    board->setResult(tricks);
    if (object.contains(QStringLiteral("resultFromPlay"))) {
        const QJsonValue fromPlay = object.value(QStringLiteral("resultFromPlay"));
        if (!fromPlay.isBool())
            return error(
                valueColumn(QStringLiteral("resultFromPlay")), Tr::tr("'resultFromPlay' must be true or false"));
        if (fromPlay.toBool() && tricks)
            board->setResultFromPlay(*tricks);
    }
    tricks.reset();
    if (!readInt(object, "claim", 0, 13, &tricks))
        return false;
    board->setClaim(tricks);
    return readDoubleDummy(object, board) && readTexts(object, board);
}

bool JsonBoardReader::readDeal(const QJsonObject &object, Board *board)
{
    QString text;
    if (!readString(object, "deal", &text))
        return false;
    if (text.isNull())
        return true;
    const int column = valueColumn(QStringLiteral("deal")) + 1; // after the opening quote
    ParseError parseError;
    auto deal = Deal::parse(text, &parseError);
    if (!deal)
        return error(column + parseError.column - 1, Tr::tr("bad deal: %1").arg(parseError.message));
    // An empty hand beside hands with cards is one the file does not know.
    if (!deal->isEmpty()) {
        for (Seat s : AllSeats) {
            if (deal->isHandKnown(s) && deal->hand(s).isEmpty())
                deal->setHandKnown(s, false);
        }
    }
    const QList<DealProblem> problems = deal->problems();
    if (!problems.isEmpty())
        return error(column, Tr::tr("bad deal: %1").arg(problems.first().message));
    board->setDeal(*deal);
    return true;
}

bool JsonBoardReader::readAuction(const QJsonObject &object, Board *board)
{
    static const QRegularExpression callRe(QStringLiteral("^(P|X|XX|[1-7](C|D|H|S|NT))!?$"));
    const QString key = QStringLiteral("auction");
    Auction &auction = board->auction();
    if (object.contains(key)) {
        const QJsonValue value = object.value(key);
        if (!value.isArray())
            return error(valueColumn(key), Tr::tr("'auction' must be an array of calls"));
        const QJsonArray calls = value.toArray();
        QList<Irregularity> irregularities;
        if (!readIrregularities(object, "irregularities", int(calls.size()), false, &irregularities))
            return false;
        for (int i = 0; i < calls.size(); ++i) {
            const QString text = calls[i].toString();
            if (!calls[i].isString() || !callRe.match(text).hasMatch()) {
                return error(elementColumn(key, i),
                    Tr::tr("call %1 is not a call: expected \"P\", \"X\", \"XX\" or \"1C\" to \"7NT\", "
                           "with \"!\" when alerted")
                        .arg(i + 1));
            }
            Call call = *Call::parse(text);
            const Irregularity irregularity = i < irregularities.size() ? irregularities[i] : Irregularity::None;
            if (irregularity == Irregularity::SkippedCall) {
                // A skipped turn is written as a pass: nothing else may carry ^S.
                if (!call.isPass() || call.isAlerted())
                    return error(elementColumn(QStringLiteral("irregularities"), i),
                        Tr::tr("^S marks a skipped turn, written \"P\" in 'auction'"));
                call = Call::skipped();
            } else if (irregularity == Irregularity::InsufficientBid) {
                if (!call.isBid())
                    return error(elementColumn(QStringLiteral("irregularities"), i),
                        Tr::tr("^I marks an insufficient bid, and call %1 is no bid").arg(i + 1));
                call.setIrregularity(irregularity);
            }
            if (const auto why = auction.whyIllegal(call)) {
                return error(elementColumn(key, i),
                    Tr::tr("call %1, %2 by %3, %4")
                        .arg(i + 1)
                        .arg(call.toString(), seatName(auction.nextSeat()), *why));
            }
            auction.append(call);
        }
    }
    const QString explanationsKey = QStringLiteral("explanations");
    if (object.contains(explanationsKey)) {
        const QJsonValue value = object.value(explanationsKey);
        if (!value.isArray())
            return error(valueColumn(explanationsKey), Tr::tr("'explanations' must be an array of strings and nulls"));
        const QJsonArray texts = value.toArray();
        if (texts.size() > auction.size())
            return error(elementColumn(explanationsKey, auction.size()), Tr::tr("more explanations than calls"));
        for (int i = 0; i < texts.size(); ++i) {
            if (texts[i].isNull())
                continue;
            if (!texts[i].isString())
                return error(elementColumn(explanationsKey, i), Tr::tr("an explanation must be a string or null"));
            auction.calls()[i].setExplanation(texts[i].toString());
        }
    }
    const QString annotationsKey = QStringLiteral("annotations");
    if (object.contains(annotationsKey)) {
        const QJsonValue value = object.value(annotationsKey);
        if (!value.isArray())
            return error(valueColumn(annotationsKey), Tr::tr("'annotations' must be an array of strings and nulls"));
        const QJsonArray texts = value.toArray();
        if (texts.size() > auction.size())
            return error(elementColumn(annotationsKey, auction.size()), Tr::tr("more annotations than calls"));
        for (int i = 0; i < texts.size(); ++i) {
            if (texts[i].isNull() || (texts[i].isString() && texts[i].toString().isEmpty()))
                continue;
            const auto annotation = texts[i].isString() ? annotationFromText(texts[i].toString()) : std::nullopt;
            if (!annotation) {
                return error(elementColumn(annotationsKey, i),
                    Tr::tr("annotation %1 is not one of \"!\", \"?\", \"!!\", \"??\", \"!?\", \"?!\" or null")
                        .arg(i + 1));
            }
            auction.calls()[i].setAnnotation(*annotation);
        }
    }
    return true;
}

bool JsonBoardReader::readContract(const QJsonObject &object, Board *board)
{
    QString text;
    if (!readString(object, "contract", &text))
        return false;
    if (text.isNull()) {
        if (object.contains(QStringLiteral("declarer")))
            warn(mBoardsRead, Tr::tr("line %1: 'declarer' without 'contract' ignored").arg(mLines.lineNumber()));
        return true;
    }
    const int column = valueColumn(QStringLiteral("contract"));
    ParseError parseError;
    auto contract = Contract::parse(text, &parseError);
    if (!contract)
        return error(column + parseError.column, Tr::tr("bad contract: %1").arg(parseError.message));
    if (!contract->isPassedOut()) {
        QString declarer;
        if (!readString(object, "declarer", &declarer))
            return false;
        if (declarer.isNull())
            return error(column, Tr::tr("contract %1 needs its 'declarer'").arg(text));
        const auto seat = seatFromText(declarer);
        if (!seat)
            return error(valueColumn(QStringLiteral("declarer")),
                Tr::tr("declarer '%1' is not N, E, S or W").arg(quotedInput(declarer, 20)));
        contract->declarer = *seat;
    }
    const auto fromAuction = board->auction().contract();
    if (!fromAuction || *fromAuction != *contract)
        board->setExplicitContract(contract);
    return true;
}

bool JsonBoardReader::readPlayContext(const QJsonObject &object, Board *board)
{
    QString text;
    if (!readString(object, "trump", &text))
        return false;
    std::optional<Strain> trump;
    if (!text.isNull()) {
        trump = strainFromKey(text);
        if (!trump)
            return error(valueColumn(QStringLiteral("trump")),
                Tr::tr("trump '%1' is not NT, S, H, D or C").arg(quotedInput(text, 20)));
    }
    text = QString();
    if (!readString(object, "leader", &text))
        return false;
    std::optional<Seat> leader;
    if (!text.isNull()) {
        leader = seatFromText(text);
        if (!leader)
            return error(valueColumn(QStringLiteral("leader")),
                Tr::tr("leader '%1' is not N, E, S or W").arg(quotedInput(text, 20)));
    }
    board->setPlayContext(trump, leader);
    return true;
}

bool JsonBoardReader::readPlay(const QJsonObject &object, Board *board)
{
    static const QRegularExpression cardRe(QStringLiteral("^[SHDC][AKQJT98765432]$"));
    const QString key = QStringLiteral("play");
    if (!object.contains(key))
        return true;
    const QJsonValue value = object.value(key);
    if (!value.isArray())
        return error(valueColumn(key), Tr::tr("'play' must be an array of cards"));
    const QJsonArray array = value.toArray();
    if (array.size() > 52)
        return error(elementColumn(key, 52), Tr::tr("more than 52 cards played"));
    QList<Irregularity> irregularities;
    if (!readIrregularities(object, "playIrregularities", int(array.size()), true, &irregularities))
        return false;
    QList<CardIrregularity> marked;
    for (int i = 0; i < irregularities.size(); ++i) {
        if (irregularities[i] != Irregularity::None)
            marked.append({ i, irregularities[i] });
    }
    const Deal &deal = board->deal();
    const auto contract = board->contract();
    const bool check = contract && !contract->isPassedOut() && (deal.isComplete() || deal.isPartial());
    Play play = check ? Play(deal, contract->strain, lho(contract->declarer)) : Play();
    play.setIrregularities(marked);
    QList<Card> cards;
    for (int i = 0; i < array.size(); ++i) {
        const QString text = array[i].toString();
        if (!array[i].isString() || !cardRe.match(text).hasMatch()) {
            return error(elementColumn(key, i),
                Tr::tr("card %1 is not a card: expected suit then rank, \"SA\" to \"C2\"").arg(i + 1));
        }
        const Card card = *Card::parse(text);
        if (check) {
            if (const auto why = play.whyIllegal(card)) {
                return error(elementColumn(key, i),
                    Tr::tr("card %1, %2 by %3, %4").arg(i + 1).arg(text, seatName(play.toMove()), *why));
            }
            play.append(card);
        }
        cards.append(card);
    }
    if (!check && !cards.isEmpty()) {
        warn(mBoardsRead,
            Tr::tr("line %1: the play is not checked: no contract, or a hand is unknown").arg(mLines.lineNumber()));
    }
    board->setPlayedCards(cards);
    board->setPlayIrregularities(marked);
    return true;
}

bool JsonBoardReader::readIrregularities(
    const QJsonObject &object, const char *key, int count, bool cards, QList<Irregularity> *irregularities)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name))
        return true;
    const QJsonValue value = object.value(name);
    if (!value.isArray())
        return error(valueColumn(name), Tr::tr("'%1' must be an array of strings and nulls").arg(quotedInput(name)));
    const QJsonArray tokens = value.toArray();
    if (tokens.size() > count) {
        return error(elementColumn(name, count),
            cards ? Tr::tr("more irregularities than cards") : Tr::tr("more irregularities than calls"));
    }
    for (int i = 0; i < tokens.size(); ++i) {
        Irregularity irregularity = Irregularity::None;
        if (!tokens[i].isNull() && !(tokens[i].isString() && tokens[i].toString().isEmpty())) {
            const auto parsed = tokens[i].isString() ? irregularityFromToken(tokens[i].toString()) : std::nullopt;
            if (!parsed || (cards ? !isCardIrregularity(*parsed) : !isCallIrregularity(*parsed))) {
                return error(elementColumn(name, i),
                    cards ? Tr::tr("irregularity %1 is not \"^R\", \"^L\" or null").arg(i + 1)
                          : Tr::tr("irregularity %1 is not \"^I\", \"^S\" or null").arg(i + 1));
            }
            irregularity = *parsed;
        }
        irregularities->append(irregularity);
    }
    return true;
}

bool JsonBoardReader::readDoubleDummy(const QJsonObject &object, Board *board)
{
    const QString key = QStringLiteral("ddTricks");
    if (!object.contains(key))
        return true;
    const QJsonValue value = object.value(key);
    if (!value.isObject())
        return error(valueColumn(key), Tr::tr("'ddTricks' must be an object by declarer: {\"N\":{\"NT\":4,...},...}"));
    const QJsonObject seats = value.toObject();
    DoubleDummyTable table;
    for (auto it = seats.begin(); it != seats.end(); ++it) {
        const auto seat = seatFromText(it.key());
        if (!seat)
            return error(memberColumn(key, it.key()),
                Tr::tr("'%1' in 'ddTricks' is not N, E, S or W").arg(quotedInput(it.key(), 20)));
        if (!it.value().isObject())
            return error(
                memberColumn(key, it.key()), Tr::tr("tricks for %1 must be an object by strain").arg(it.key()));
        const QJsonObject strains = it.value().toObject();
        for (auto st = strains.begin(); st != strains.end(); ++st) {
            const auto strain = strainFromKey(st.key());
            if (!strain) {
                return error(memberColumn(key, it.key()),
                    Tr::tr("'%1' in 'ddTricks' is not a strain (NT, S, H, D or C)").arg(quotedInput(st.key(), 20)));
            }
            if (st.value().isNull())
                continue;
            const double d = st.value().toDouble(-1);
            if (!st.value().isDouble() || d != std::floor(d) || d < 0 || d > 13) {
                return error(memberColumn(key, it.key()),
                    Tr::tr("tricks for %1 in %2 must be a whole number from 0 to 13 or null").arg(it.key(), st.key()));
            }
            table.setTricks(*seat, *strain, int(d));
        }
    }
    board->setDoubleDummy(table);
    return true;
}

bool JsonBoardReader::readTexts(const QJsonObject &object, Board *board)
{
    const QString playersKey = QStringLiteral("players");
    if (object.contains(playersKey)) {
        const QJsonValue value = object.value(playersKey);
        if (!value.isObject())
            return error(valueColumn(playersKey), Tr::tr("'players' must be an object: {\"N\":\"name\",...}"));
        const QJsonObject players = value.toObject();
        for (auto it = players.begin(); it != players.end(); ++it) {
            const auto seat = seatFromText(it.key());
            if (!seat || !it.value().isString())
                return error(memberColumn(playersKey, it.key()), Tr::tr("'players' maps N, E, S and W to names"));
            board->setPlayer(*seat, it.value().toString());
        }
    }
    QString text;
    if (!readString(object, "event", &text))
        return false;
    board->setEvent(text);
    text.clear();
    if (!readString(object, "site", &text))
        return false;
    board->setSite(text);
    text.clear();
    if (!readString(object, "date", &text))
        return false;
    board->setDate(text);
    text.clear();
    if (!readString(object, "title", &text))
        return false;
    board->setTitle(text);
    text.clear();
    if (!readString(object, "par", &text))
        return false;
    board->setPar(text);
    const QString commentsKey = QStringLiteral("comments");
    if (object.contains(commentsKey)) {
        const QJsonValue value = object.value(commentsKey);
        if (!value.isArray())
            return error(valueColumn(commentsKey), Tr::tr("'comments' must be an array of strings"));
        QStringList comments;
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i) {
            if (!array[i].isString())
                return error(elementColumn(commentsKey, i), Tr::tr("a comment must be a string"));
            comments << array[i].toString();
        }
        board->setComments(comments);
    }
    text.clear();
    if (!readString(object, "room", &text))
        return false;
    if (text == u"Open")
        board->setRoom(Room::Open);
    else if (text == u"Closed")
        board->setRoom(Room::Closed);
    else if (!text.isNull())
        return error(
            valueColumn(QStringLiteral("room")), Tr::tr("room '%1' is not Open or Closed").arg(quotedInput(text, 20)));
    if (!readTags(object, board) || !readLesson(object, board))
        return false;
    QStringList directives;
    if (!readStrings(object, "fileDirectives", &directives))
        return false;
    board->setFileDirectives(directives);
    directives.clear();
    if (!readStrings(object, "directives", &directives))
        return false;
    board->setDirectives(directives);
    return true;
}

bool JsonBoardReader::readLesson(const QJsonObject &object, Board *board)
{
    // docs/json-lines.md#fields: a board label, the hidden seats, BridgeComposer's flags.
    QString text;
    if (!readString(object, "label", &text))
        return false;
    board->setLabel(text);
    text.clear();
    if (!readString(object, "hidden", &text))
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!QStringView(u"NESW").contains(text[i]) || text.indexOf(text[i], i + 1) >= 0)
            return error(valueColumn(QStringLiteral("hidden")),
                Tr::tr("'hidden' must be seat letters (N, E, S, W), each at most once"));
    }
    board->setHidden(text);
    text.clear();
    if (!readString(object, "bcFlags", &text))
        return false;
    if (!text.isEmpty()) {
        const auto flags = BcFlags::fromText(text);
        if (!flags)
            return error(valueColumn(QStringLiteral("bcFlags")),
                Tr::tr("'bcFlags' must be a number in lowercase hexadecimal, e.g. \"60001f\""));
        board->setBcFlags(flags);
    }
    text.clear();
    if (!readString(object, "pbn", &text))
        return false;
    board->setPbnSource(text);
    return readCommentary(object, board);
}

bool JsonBoardReader::readCommentary(const QJsonObject &object, Board *board)
{
    const QString key = QStringLiteral("commentary");
    if (!object.contains(key))
        return true;
    const QJsonValue value = object.value(key);
    if (!value.isArray())
        return error(valueColumn(key), Tr::tr("'commentary' must be an array of objects"));
    const QJsonArray array = value.toArray();
    QList<Commentary> blocks = board->commentary();
    for (int i = 0; i < array.size(); ++i) {
        const QJsonObject o = array[i].toObject();
        const auto place = commentPlaceFromName(o.value(QStringLiteral("place")).toString());
        const QJsonValue trick = o.value(QStringLiteral("trick"));
        const QJsonValue line = o.value(QStringLiteral("line"));
        if (!array[i].isObject() || !place || !o.value(QStringLiteral("text")).isString()
            || !(trick.isUndefined() || (trick.isDouble() && trick.toInt(-1) >= 0 && trick.toInt() <= 13))
            || !(line.isUndefined() || line.isBool()))
            return error(elementColumn(key, i),
                Tr::tr("a commentary block must be {\"place\": \"introduction\", \"diagram\", \"auction\", \"play\" "
                       "or \"final\", \"text\": \"...\"}, with \"trick\" (0-13) and \"line\" (true) if any"));
        blocks.append({ *place, trick.toInt(), o.value(QStringLiteral("text")).toString(), line.toBool() });
    }
    board->setCommentary(blocks);
    return true;
}

bool JsonBoardReader::readTags(const QJsonObject &object, Board *board)
{
    const QString key = QStringLiteral("tags");
    if (!object.contains(key))
        return true;
    const QJsonValue value = object.value(key);
    if (!value.isObject())
        return error(valueColumn(key), Tr::tr("'tags' must be an object of strings: {\"Scoring\":\"IMP\",...}"));
    const QJsonObject tags = value.toObject();
    // QJsonObject sorts its members: their order, the file's order of PBN tags, comes from the line itself.
    QList<QPair<QString, QString>> extra;
    QSet<QString> seen; // a name twice (JSON allows it) is one tag, as QJsonObject keeps one value
    for (const QString &name : memberNames(key)) {
        const QJsonValue tag = tags.value(name);
        if (!tag.isString())
            return error(
                memberColumn(key, name), Tr::tr("the value of tag '%1' must be a string").arg(quotedInput(name, 40)));
        if (!seen.contains(name)) {
            seen.insert(name);
            extra.append({ name, tag.toString() });
        }
    }
    board->setExtraTags(extra);
    return true;
}

bool JsonBoardReader::readStrings(const QJsonObject &object, const char *key, QStringList *values)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name))
        return true;
    const QJsonValue value = object.value(name);
    if (!value.isArray())
        return error(valueColumn(name), Tr::tr("'%1' must be an array of strings").arg(quotedInput(name)));
    const QJsonArray array = value.toArray();
    for (int i = 0; i < array.size(); ++i) {
        if (!array[i].isString())
            return error(elementColumn(name, i),
                Tr::tr("element %1 of '%2' must be a string").arg(i + 1).arg(quotedInput(name)));
        values->append(array[i].toString());
    }
    return true;
}

} // namespace Kibitz
