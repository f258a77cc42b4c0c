#include "rbnrecord.h"

#include "model/play.h"
#include "model/quotedinput.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace Kibitz {

// docs/formats.md#rbn-and-rbx: what each label holds, how leniently it is read, and Kibitz's decisions.

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::RbnRecord)
};

constexpr int MaxNote = 99;

// Labels whose value Kibitz keeps as an extra tag, under these names (PBN-like, so a PBN file keeps them too).
struct TagLabel
{
    char label;
    const char *tag;
};
constexpr std::array<TagLabel, 5> TagLabels { { { 'F', "Scoring" }, { 'S', "Session" }, { 'K', "Teams" },
    { 'M', "Makes" }, { 'I', "Items" } } };

/** At most 20 characters of @p text, for a message (control characters escaped). */
QString excerpt(QStringView text)
{
    return quotedInput(text, 20);
}

/** Everything read from one record, besides the board itself. */
struct Context
{
    QList<FormatError> *damage;
    QStringList *warnings;
    QMap<int, QString> notes; // note number -> text
    QSet<int> usedNotes;

    void fail(const RbnRecord::Item &item, qsizetype index, const QString &message)
    {
        damage->append(FormatError::malformedAtLine(item.line, item.column + int(index), message));
    }
    void warn(const RbnRecord::Item &item, const QString &message)
    {
        warnings->append(Tr::tr("line %1: %2").arg(item.line).arg(message));
    }
};

std::optional<Vulnerability> vulnerabilityFromLetter(QChar c)
{
    switch (c.toUpper().unicode()) {
    case 'Z':
        return Vulnerability::None;
    case 'N':
        return Vulnerability::NorthSouth;
    case 'E':
        return Vulnerability::EastWest;
    case 'B':
        return Vulnerability::All;
    default:
        return std::nullopt;
    }
}

char vulnerabilityLetter(Vulnerability v)
{
    static const char letters[] = { 'Z', 'N', 'E', 'B' };
    return letters[static_cast<int>(v)];
}

/** A hand "spades.hearts.diamonds.clubs"; @p all collects the deal's cards so far. */
bool readHand(const RbnRecord::Item &item, qsizetype start, QStringView text, Hand *hand, Hand *all, Context *ctx)
{
    int suit = 0;
    for (qsizetype i = 0; i < text.size();) {
        if (text[i] == u'.') {
            if (++suit > 3) {
                ctx->fail(item, start + i, Tr::tr("a hand has four suits, so three '.'"));
                return false;
            }
            ++i;
            continue;
        }
        int length = 1;
        const auto rank = parseRank(text.mid(i), &length);
        if (!rank) {
            ctx->fail(
                item, start + i, Tr::tr("'%1' is not a rank (A K Q J T 9 8 7 6 5 4 3 2)").arg(quotedInput(text[i])));
            return false;
        }
        const Card card(SuitsHighToLow[suit], *rank);
        if (all->contains(card)) {
            ctx->fail(item, start + i, Tr::tr("%1 is listed twice").arg(card.toString()));
            return false;
        }
        hand->add(card);
        all->add(card);
        i += length;
    }
    if (suit != 3 && !text.isEmpty()) {
        ctx->fail(item, start + text.size(), Tr::tr("a hand has four suits separated by '.'"));
        return false;
    }
    return true;
}

/** H: the first seat, then up to four hands clockwise, each after ':' (or ';', a hidden hand). */
void readHands(const RbnRecord::Item &item, Board *board, Context *ctx)
{
    const QString &v = item.value;
    const auto first = v.isEmpty() ? std::nullopt : seatFromChar(v[0]);
    if (!first || v.size() < 2 || (v[1] != u':' && v[1] != u';')) {
        ctx->fail(item, 0, Tr::tr("the hands start with a seat and ':', such as 'W:'"));
        return;
    }
    Deal deal;
    Hand all;
    int given = 0;
    qsizetype pos = 2;
    for (int h = 0; h < 4 && pos <= v.size(); ++h) {
        qsizetype end = pos;
        while (end < v.size() && v[end] != u':' && v[end] != u';')
            ++end;
        const Seat seat = advance(*first, h);
        Hand hand;
        if (!readHand(item, pos, QStringView(v).mid(pos, end - pos), &hand, &all, ctx))
            return;
        if (end > pos)
            ++given;
        deal.setHand(seat, hand);
        deal.setHandKnown(seat, end > pos);
        pos = end + 1;
        if (h == 3 && end < v.size())
            return ctx->fail(item, end, Tr::tr("more than four hands"));
    }
    const Seat last = advance(*first, 3);
    if (!deal.isHandKnown(last) && given == 3) {
        deal.setHandKnown(last, true);
        if (!deal.completeFourthHand())
            deal.setHandKnown(last, false);
    }
    board->setDeal(deal);
    if (!deal.isValid()) {
        QStringList why;
        for (const DealProblem &p : deal.problems())
            why << p.message;
        ctx->fail(item, 0, why.join(QStringLiteral("; ")));
    }
}

/** The suffixes after a call: '*' alert, '^n' note, '!' and '?' annotations. */
qsizetype readCallSuffixes(const RbnRecord::Item &item, qsizetype i, Call *call, Context *ctx)
{
    const QString &v = item.value;
    QString marks;
    while (i < v.size()) {
        const QChar c = v[i];
        if (c == u'*') {
            call->setAlerted(true);
            ++i;
        } else if (c == u'^') {
            qsizetype j = i + 1;
            // Notes are the items 0 to 9: one digit, so "^12H" is note 1 on a call, then 2H.
            if (j < v.size() && v[j].isDigit())
                ++j;
            const int n = QStringView(v).mid(i + 1, j - i - 1).toInt();
            if (j == i + 1)
                ctx->warn(item, Tr::tr("'^' without a note number"));
            else if (ctx->notes.contains(n)) {
                call->setExplanation(ctx->notes.value(n));
                ctx->usedNotes.insert(n);
            } else
                ctx->warn(item, Tr::tr("note %1 is referred to but not given").arg(n));
            i = j;
        } else if (c == u'!' || c == u'?') {
            marks += c;
            ++i;
        } else
            break;
    }
    if (!marks.isEmpty()) {
        if (const auto a = annotationFromText(marks))
            call->setAnnotation(*a);
        else
            ctx->warn(item, Tr::tr("'%1' is not an annotation (! ? !! ?? !? ?!)").arg(excerpt(marks)));
    }
    return i;
}

/** The call at @p i, or nothing (with the damage recorded); @p i moves past it. */
std::optional<Call> readCall(const RbnRecord::Item &item, qsizetype *i, Context *ctx)
{
    const QString &v = item.value;
    const QChar c = v[*i].toUpper();
    if (c == u'P' || c == u'X' || c == u'D' || c == u'R') {
        ++*i;
        return c == u'P' ? Call::pass() : c == u'R' ? Call::redbl() : Call::dbl();
    }
    if (c >= u'1' && c <= u'7' && *i + 1 < v.size()) {
        int length = 0;
        if (const auto strain = parseStrain(QStringView(v).mid(*i + 1), &length)) {
            const int level = c.unicode() - '0';
            *i += 1 + length;
            return Call::bid(level, *strain);
        }
    }
    ctx->fail(item, *i, Tr::tr("'%1' is not a call (P X R, 1C ... 7N, A for all pass)").arg(excerpt(v.mid(*i, 3))));
    return std::nullopt;
}

/** A: dealer and vulnerability ("NZ:"), then the calls; ':' between rounds is optional. */
void readAuction(const RbnRecord::Item &item, Board *board, Context *ctx)
{
    const QString &v = item.value;
    qsizetype i = 0;
    if (v.size() >= 3 && v[2] == u':' && seatFromChar(v[0])) {
        board->setDealer(*seatFromChar(v[0]));
        if (const auto vul = vulnerabilityFromLetter(v[1]))
            board->setVulnerability(*vul);
        else if (v[1] != u'?')
            ctx->fail(item, 1, Tr::tr("'%1' is not a vulnerability (Z none, N, E, B both)").arg(quotedInput(v[1])));
        i = 3;
    } else if (v.size() >= 2 && v[1] == u':' && seatFromChar(v[0])) {
        board->setDealer(*seatFromChar(v[0]));
        i = 2;
    } else {
        board->setDealer(Seat::West); // RBN 3.2: an auction without its start is dealt by West
    }
    Auction auction(board->dealer());
    while (i < v.size()) {
        const QChar c = v[i].toUpper();
        if (c == u':' || c == u' ') {
            ++i;
            continue;
        }
        if (c == u'A' || c == u'Y') { // all pass, or the auction stops at a problem ("your call")
            while (c == u'A' && !auction.isComplete())
                auction.append(Call::pass());
            if (i + 1 < v.size())
                ctx->warn(item, Tr::tr("text after '%1' is ignored").arg(c));
            break;
        }
        auto call = readCall(item, &i, ctx);
        if (!call)
            break;
        i = readCallSuffixes(item, i, &*call, ctx);
        if (const auto why = auction.whyIllegal(*call)) {
            ctx->fail(item, i - 1, Tr::tr("call %1, %2: %3").arg(auction.size() + 1).arg(call->toString(), *why));
            break;
        }
        auction.append(*call);
    }
    board->setAuction(auction);
}

/** C: "4SX:N" (level, strain, X or R, declarer; a leader after a second ':' is not kept), or "P". */
void readContract(const RbnRecord::Item &item, Board *board, Context *ctx)
{
    const QString v = item.value.trimmed();
    static const QRegularExpression re(
        QStringLiteral("^([1-7])(NT|[CDHSN])(XX|X|R)?:?([NESW])(:.*)?$"), QRegularExpression::CaseInsensitiveOption);
    Contract contract;
    if (v.compare(QLatin1String("P"), Qt::CaseInsensitive) != 0 && !v.startsWith(QLatin1String("P:"))) {
        const auto m = re.match(v);
        if (!m.hasMatch()) {
            ctx->fail(item, 0, Tr::tr("'%1' is not a contract such as 4SX:N, or P").arg(excerpt(v)));
            return;
        }
        int length = 0;
        contract.level = m.captured(1).toInt();
        contract.strain = *parseStrain(m.capturedView(2), &length);
        const QString d = m.captured(3).toUpper();
        contract.doubling = d.isEmpty() ? Doubling::Undoubled : d == u"X" ? Doubling::Doubled : Doubling::Redoubled;
        contract.declarer = *seatFromChar(m.captured(4)[0]);
    }
    const auto fromAuction = board->auction().contract();
    if (!fromAuction) {
        board->setExplicitContract(contract);
    } else if (*fromAuction != contract) {
        ctx->warn(item,
            Tr::tr("the contract %1 is not the auction's %2: the auction's is kept")
                .arg(contract.toString(), fromAuction->toString()));
    }
}

/** P: tricks separated by ':' (or ';'); a trick's first card is suit and rank, a card following suit its rank. */
void readPlay(const RbnRecord::Item &item, Board *board, Context *ctx)
{
    const QString &v = item.value;
    const auto contract = board->contract();
    const Deal &deal = board->deal();
    const bool checked = contract && !contract->isPassedOut() && (deal.isComplete() || deal.isPartial());
    Play play = checked ? Play(deal, contract->strain, lho(contract->declarer)) : Play();
    if (!checked)
        ctx->warn(item, Tr::tr("the play is not checked: there is no contract or a hand is unknown"));
    QList<Card> cards;
    int led = -1; // the suit led to the trick, -1 before its first card
    int inTrick = 0; // cards of the trick so far: a trick's fifth card leads the next even without ':'
    for (qsizetype i = 0; i < v.size();) {
        const QChar c = v[i];
        if (c == u':' || c == u';' || c == u' ') {
            led = -1;
            inTrick = 0;
            ++i;
            continue;
        }
        if (c == u'!' || c == u'?' || c == u'*' || c == u'^') {
            // A card's annotation or note: the model keeps none (the note's text stays as commentary).
            ++i;
            while (c == u'^' && i < v.size() && v[i].isDigit())
                ++i;
            continue;
        }
        const qsizetype at = i;
        int suit = led;
        if (const auto s = suitFromChar(c)) {
            suit = static_cast<int>(*s);
            ++i;
        }
        int length = 1;
        const auto rank = (suit >= 0 && i < v.size()) ? parseRank(QStringView(v).mid(i), &length) : std::nullopt;
        if (!rank) {
            ctx->fail(item, at, Tr::tr("'%1' is not a card").arg(excerpt(v.mid(at, 2))));
            break;
        }
        i += length;
        const Card card(static_cast<Suit>(suit), *rank);
        if (led < 0)
            led = suit;
        if (++inTrick == 4) {
            led = -1;
            inTrick = 0;
        }
        if (cards.size() >= 52) {
            ctx->fail(item, at, Tr::tr("more than 52 cards played"));
            break;
        }
        if (checked) {
            if (const auto why = play.whyIllegal(card)) {
                ctx->fail(item, at,
                    Tr::tr("card %1, %2 by %3: %4")
                        .arg(cards.size() + 1)
                        .arg(card.toString(), seatName(play.toMove()), *why));
                break;
            }
            play.append(card);
        }
        cards.append(card);
    }
    board->setPlayedCards(cards);
}

/** R: declarer's tricks first; a score or IMPs after it are not kept (Kibitz computes the score). */
void readResult(const RbnRecord::Item &item, Board *board, Context *ctx)
{
    const QString v = item.value.trimmed();
    if (v.compare(QLatin1String("P"), Qt::CaseInsensitive) == 0 || v.startsWith(QLatin1String("P:")))
        return;
    qsizetype digits = 0;
    while (digits < v.size() && digits < 3 && v[digits].isDigit())
        ++digits;
    const int tricks = QStringView(v).left(digits).toInt();
    if (digits == 0 || tricks > 13) {
        ctx->fail(item, 0, Tr::tr("'%1' does not start with declarer's tricks (0-13)").arg(excerpt(v)));
        return;
    }
    board->setResult(tricks);
}

/** N: "North+South:West+East", then optionally ':' and the room (O open, C closed). */
void readNames(const RbnRecord::Item &item, Board *board)
{
    const QStringList parts = item.value.split(QLatin1Char(':'));
    const std::array<std::pair<Seat, Seat>, 2> pairs { { { Seat::North, Seat::South }, { Seat::West, Seat::East } } };
    for (int p = 0; p < 2; ++p) {
        const QStringList names = parts.value(p).split(QLatin1Char('+'));
        board->setPlayer(pairs[p].first, names.value(0).trimmed());
        board->setPlayer(pairs[p].second, names.mid(1).join(QLatin1Char('+')).trimmed());
    }
    const QString room = parts.value(2).trimmed().toUpper();
    board->setRoom(room == u"O" ? Room::Open : room == u"C" ? Room::Closed : Room::Unknown);
}

/** D: YYYYMMDD or YYYYMM is shown as PBN writes dates (2005.08.15); anything else as it is. */
QString dateFromRbn(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{4})(\\d{2})(\\d{2})?$"));
    const auto m = re.match(value.trimmed());
    if (!m.hasMatch())
        return value.trimmed();
    return m.captured(1) + u'.' + m.captured(2) + u'.'
        + (m.captured(3).isEmpty() ? QStringLiteral("??") : m.captured(3));
}

QString dateToRbn(const QString &date)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{4})\\.(\\d{2})\\.(\\d{2}|\\?\\?)$"));
    const auto m = re.match(date);
    if (!m.hasMatch())
        return date;
    return m.captured(1) + m.captured(2) + (m.captured(3) == u"??" ? QString() : m.captured(3));
}

void readNumber(const RbnRecord::Item &item, Board *board, Context *ctx)
{
    bool ok = false;
    const int n = item.value.trimmed().toInt(&ok);
    if (ok && n > 0 && n < 100000)
        board->setNumberWithCycle(n);
    else if (!item.value.trimmed().isEmpty())
        ctx->warn(item, Tr::tr("the board '%1' is not a number and is not kept").arg(excerpt(item.value)));
}

/** A note: its number, a space, its text (the number is the item's label and starts its value). */
void readNote(const RbnRecord::Item &item, Context *ctx)
{
    bool ok = false;
    const int n = item.value.section(QLatin1Char(' '), 0, 0).toInt(&ok);
    if (!ok || n < 0 || n > MaxNote) {
        ctx->fail(item, 0, Tr::tr("a note starts with its number and a space"));
        return;
    }
    ctx->notes.insert(n, item.value.section(QLatin1Char(' '), 1).trimmed());
}

} // namespace

bool RbnRecord::isLabel(QChar label)
{
    return QByteArrayView("TDLEFSKNBHACPRMI").contains(char(label.unicode() < 128 ? label.unicode() : 0))
        || label.isDigit() || label == u'{';
}

int RbnRecord::repeatedIndex(QChar label)
{
    for (int i = 0; RepeatedLabels[i]; ++i) {
        if (label == QLatin1Char(RepeatedLabels[i]))
            return i;
    }
    return -1;
}

void RbnRecord::read(const QList<Item> &items, Board *board, QList<FormatError> *damage, QStringList *warnings)
{
    Context ctx { damage, warnings, {}, {} };
    QStringList comments;
    QList<QPair<QString, QString>> tags;
    const auto find = [&](char label) -> const Item * {
        for (const Item &item : items) {
            if (item.label == QLatin1Char(label))
                return &item;
        }
        return nullptr;
    };
    for (const Item &item : items) {
        if (item.label.isDigit())
            readNote(item, &ctx);
    }
    // The order matters: the number gives dealer and vulnerability unless the auction states them, the
    // contract needs the auction, the play the deal and the contract, the result the play.
    if (const Item *b = find('B'))
        readNumber(*b, board, &ctx);
    if (const Item *h = find('H'))
        readHands(*h, board, &ctx);
    if (const Item *a = find('A'))
        readAuction(*a, board, &ctx);
    if (const Item *c = find('C'))
        readContract(*c, board, &ctx);
    if (const Item *p = find('P'))
        readPlay(*p, board, &ctx);
    if (const Item *r = find('R'))
        readResult(*r, board, &ctx);
    for (const Item &item : items) {
        const char label = item.label.unicode() < 128 ? char(item.label.unicode()) : 0;
        const QString text = item.value.trimmed();
        if (label == 'T')
            board->setTitle(text);
        else if (label == 'D')
            board->setDate(dateFromRbn(text));
        else if (label == 'L')
            board->setSite(text);
        else if (label == 'E')
            board->setEvent(text);
        else if (label == 'N')
            readNames(item, board);
        else if (label == '{')
            comments << item.value;
        for (const TagLabel &t : TagLabels) {
            if (label == t.label && !text.isEmpty())
                tags.append({ QLatin1String(t.tag), text });
        }
    }
    // Notes no call refers to (the play's, and note 0, the general one) stay as commentary.
    for (auto it = ctx.notes.cbegin(); it != ctx.notes.cend(); ++it) {
        if (!ctx.usedNotes.contains(it.key()))
            comments << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
    }
    board->setComments(comments);
    board->setExtraTags(tags);
    if (!board->playedCards().isEmpty()) {
        const QString why = board->settleResultFromPlay();
        if (!why.isEmpty())
            warnings->append(why);
    }
}

namespace {

/** A value on one line; RBX also has no room for braces in it. */
QString clean(QString text, bool rbx)
{
    text.replace(QLatin1Char('\r'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (rbx) {
        text.replace(QLatin1Char('{'), QLatin1Char('('));
        text.replace(QLatin1Char('}'), QLatin1Char(')'));
    }
    return text;
}

QString handText(Hand hand)
{
    QString text;
    for (Suit s : SuitsHighToLow) {
        if (s != Suit::Spades)
            text += QLatin1Char('.');
        const quint16 bits = hand.suitBits(s);
        for (int r = 12; r >= 0; --r) {
            if ((bits >> r) & 1)
                text += QLatin1Char(rankChar(static_cast<Rank>(r)));
        }
    }
    return text;
}

/** The hands from the dealer on; the fourth of a complete deal is left out, as Pavlicek's files do. */
QString handsText(const Board &board)
{
    const Deal &deal = board.deal();
    const Seat first = board.dealer();
    QString text = QLatin1Char(seatLetter(first)) + QStringLiteral(":");
    const int count = deal.isComplete() ? 3 : 4;
    for (int h = 0; h < count; ++h) {
        const Seat seat = advance(first, h);
        text += (deal.isHandKnown(seat) ? handText(deal.hand(seat)) : QString()) + QLatin1Char(':');
    }
    if (count == 4)
        text.chop(1);
    return text;
}

QString callText(const Call &call)
{
    switch (call.type()) {
    case Call::Type::Pass:
        return QStringLiteral("P");
    case Call::Type::Double:
        return QStringLiteral("X");
    case Call::Type::Redouble:
        return QStringLiteral("R");
    case Call::Type::Bid:
        break;
    }
    return QString::number(call.level())
        + (call.strain() == Strain::NoTrump ? QStringLiteral("N") : strainText(call.strain()));
}

/** The auction item and its notes (a note for each call with an explanation). */
QString auctionText(const Board &board, QList<RbnRecord::Item> *notes, bool rbx)
{
    const QList<Call> &calls = board.auction().calls();
    QString text;
    text += QLatin1Char(seatLetter(board.dealer()));
    text += QLatin1Char(vulnerabilityLetter(board.vulnerability()));
    text += QLatin1Char(':');
    // Three closing passes after a bid are written 'A' (all pass), as are four passes.
    qsizetype end = calls.size();
    const bool allPass = board.auction().isComplete();
    if (allPass)
        end = board.auction().isPassedOut() ? 0 : end - 3;
    for (qsizetype i = 0; i < end; ++i) {
        if (i > 0 && i % 4 == 0)
            text += QLatin1Char(':');
        const Call &call = calls[i];
        text += callText(call);
        if (call.isAlerted())
            text += QLatin1Char('*');
        if (!call.explanation().isEmpty() && notes->size() < 9) {
            const int n = int(notes->size()) + 1;
            text += QLatin1Char('^') + QString::number(n);
            notes->append({ QChar(u'0' + n % 10), QString::number(n) + u' ' + clean(call.explanation(), rbx) });
        }
        text += annotationText(call.annotation());
    }
    if (allPass) {
        if (end > 0 && end % 4 == 0)
            text += QLatin1Char(':');
        text += QLatin1Char('A');
    }
    return text;
}

QString playText(const Board &board)
{
    const QList<Card> &cards = board.playedCards();
    QString text;
    std::optional<Suit> led;
    for (qsizetype i = 0; i < cards.size(); ++i) {
        if (i % 4 == 0) {
            if (i > 0)
                text += QLatin1Char(':');
            led = cards[i].suit();
        }
        if (i % 4 == 0 || cards[i].suit() != led)
            text += QLatin1Char(suitLetter(cards[i].suit()));
        text += QLatin1Char(rankChar(cards[i].rank()));
    }
    return text;
}

QString contractText(const Contract &c)
{
    if (c.isPassedOut())
        return QStringLiteral("P");
    static const char *const doubling[] = { "", "X", "R" };
    return QString::number(c.level) + (c.strain == Strain::NoTrump ? QStringLiteral("N") : strainText(c.strain))
        + QLatin1String(doubling[static_cast<int>(c.doubling)]) + QLatin1Char(':')
        + QLatin1Char(seatLetter(c.declarer));
}

QString namesText(const Board &board)
{
    const auto pair = [&](Seat a, Seat b) {
        const QString one = board.player(a), two = board.player(b);
        return one.isEmpty() && two.isEmpty() ? QString() : one + u'+' + two;
    };
    QString text = pair(Seat::North, Seat::South) + u':' + pair(Seat::West, Seat::East);
    if (board.room() != Room::Unknown)
        text += board.room() == Room::Open ? QStringLiteral(":O") : QStringLiteral(":C");
    return text == u":" ? QString() : text;
}

QString tagValue(const Board &board, char label)
{
    for (const TagLabel &t : TagLabels) {
        if (t.label != label)
            continue;
        for (const auto &tag : board.extraTags()) {
            if (tag.first == QLatin1String(t.tag))
                return tag.second;
        }
    }
    return {};
}

} // namespace

QList<RbnRecord::Item> RbnRecord::items(const Board &board, bool withCommentary)
{
    const bool rbx = !withCommentary;
    QList<Item> items;
    const auto add = [&](char label, const QString &value) {
        if (!value.isEmpty())
            items.append({ QLatin1Char(label), clean(value, rbx) });
    };
    add('D', dateToRbn(board.date()));
    add('T', board.title());
    add('L', board.site());
    add('E', board.event());
    add('F', tagValue(board, 'F'));
    add('S', tagValue(board, 'S'));
    add('K', tagValue(board, 'K'));
    add('N', namesText(board));
    if (board.number())
        add('B', QString::number(*board.number()));
    if (!board.deal().isEmpty())
        add('H', handsText(board));
    QList<Item> notes;
    add('A', auctionText(board, &notes, rbx));
    items += notes;
    if (const auto contract = board.contract())
        add('C', contractText(*contract));
    add('P', playText(board));
    const auto tricks = board.claim() ? board.claim() : board.result();
    if (tricks)
        add('R', QString::number(*tricks));
    add('M', tagValue(board, 'M'));
    add('I', tagValue(board, 'I'));
    if (withCommentary) {
        for (QString comment : board.comments()) {
            comment.replace(QLatin1Char('{'), QLatin1Char('(')).replace(QLatin1Char('}'), QLatin1Char(')'));
            comment.replace(QLatin1Char('\r'), QLatin1Char('\n'));
            QStringList lines = comment.split(QLatin1Char('\n'));
            lines.removeIf([](const QString &line) { return line.trimmed().isEmpty(); });
            if (!lines.isEmpty())
                items.append({ QLatin1Char('{'), lines.join(QLatin1Char('\n')) });
        }
    }
    return items;
}

BoardContents RbnRecord::lostBeyondCapabilities(const Board &board, bool rbx)
{
    BoardContents lost;
    for (const auto &tag : board.extraTags()) {
        const bool kept = std::any_of(
            TagLabels.begin(), TagLabels.end(), [&](const TagLabel &t) { return tag.first == QLatin1String(t.tag); });
        if (!kept)
            lost |= BoardContent::ExtraTags;
    }
    // R holds declarer's tricks: a claim is read back as the result.
    if (board.claim())
        lost |= BoardContent::Result;
    for (Seat s : AllSeats) {
        const QString name = board.player(s);
        if (name.contains(QLatin1Char('+')) || name.contains(QLatin1Char(':')) || name.contains(QLatin1Char('\n')))
            lost |= BoardContent::Names;
    }
    if (rbx && !board.comments().isEmpty())
        lost |= BoardContent::Comments;
    // Notes are the items 1 to 9: a tenth explained call has no note to point to; a note is one line, read
    // without the spaces around it.
    const QList<Call> &calls = board.auction().calls();
    if (std::count_if(calls.begin(), calls.end(), [](const Call &c) { return !c.explanation().isEmpty(); }) > 9)
        lost |= BoardContent::Alerts;
    for (const Call &c : calls) {
        const QString &e = c.explanation();
        if (e != e.trimmed() || e.contains(QLatin1Char('\n')) || (rbx && (e.contains(u'{') || e.contains(u'}'))))
            lost |= BoardContent::Alerts;
    }
    if (!board.playedCards().isEmpty() && !board.contract() && (board.playTrump() || board.playLeader()))
        lost |= BoardContent::Play;
    return lost;
}

} // namespace Kibitz
