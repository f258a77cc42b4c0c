// Helpers shared by the window tests: a window without dialogs, files written and changed as other programs
// do, and generated boards and files (the expected values of a test come from what it generated).
#pragma once

#include "mainwindow.h"

#include "formats/boardsource.h"

#include "testutil.h"

#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QSettings>
#include <QSize>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <algorithm>
#include <array>
#include <memory>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>

namespace Kibitz::TestUtil {

inline std::unique_ptr<MainWindow> quietWindow()
{
    auto w = std::make_unique<MainWindow>();
    w->setInteractive(false);
    return w;
}

/**
 * Settings of the test's own (QStandardPaths' test mode), emptied: the user's stay untouched, and a dock
 * or preference left on by another run does not change what a test sees.
 */
inline void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

/** What a test waits for once its window is shown. */
enum class WindowWait {
    None,
    Exposed, ///< drawn on the (offscreen) screen
    Active, ///< drawn and the active window, so that keys reach it
};

/** How testWindow() and its kin show their window. */
struct WindowSetup
{
    QSize size { 1280, 800 };
    bool interactive = false; ///< false: no dialog is shown or waited for (MainWindow::setInteractive())
    WindowWait wait = WindowWait::Exposed;
    QString sourceName; ///< the name the window's boards are shown under
};

/** Resizes, shows and waits for @p w as @p setup says. */
inline std::unique_ptr<MainWindow> shown(std::unique_ptr<MainWindow> w, const WindowSetup &setup)
{
    w->resize(setup.size);
    w->show();
    if (setup.wait == WindowWait::Exposed && !QTest::qWaitForWindowExposed(w.get()))
        qWarning("window not exposed");
    if (setup.wait == WindowWait::Active) {
        QApplication::setActiveWindow(w.get());
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("window not active");
    }
    return w;
}

/** An empty window, shown as @p setup says. */
inline std::unique_ptr<MainWindow> testWindow(const WindowSetup &setup = {})
{
    auto w = std::make_unique<MainWindow>();
    w->setInteractive(setup.interactive);
    return shown(std::move(w), setup);
}

/** A window showing @p boards (held in memory), shown as @p setup says. */
inline std::unique_ptr<MainWindow> windowWith(const QList<Board> &boards, const WindowSetup &setup = {})
{
    auto w = std::make_unique<MainWindow>();
    w->setInteractive(setup.interactive);
    w->setSource(std::make_unique<MemoryBoardSource>(boards), setup.sourceName);
    return shown(std::move(w), setup);
}

/** A window with the file @p path open (the test stops when it cannot be), shown as @p setup says. */
inline std::unique_ptr<MainWindow> windowOn(const QString &path, const WindowSetup &setup = {})
{
    auto w = std::make_unique<MainWindow>();
    w->setInteractive(setup.interactive);
    if (!w->openFile(path))
        qFatal("cannot open %s", qPrintable(path));
    return shown(std::move(w), setup);
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/** Replaces @p path by a new file renamed over it, as editors and atomic savers do. */
inline bool replaceByRename(const QString &path, const QByteArray &bytes)
{
    const QString temporary = path + QStringLiteral(".new");
    return writeFile(temporary, bytes) && ::rename(qPrintable(temporary), qPrintable(path)) == 0;
}

/** @p count deals shuffled from a fixed seed (any complete deals: DDS work to wait for). */
inline QList<Board> randomBoards(int count)
{
    static const QString ranks = QStringLiteral("AKQJT98765432");
    std::mt19937 random(18);
    QList<Board> boards;
    for (int n = 0; n < count; ++n) {
        std::array<int, 52> cards;
        for (int i = 0; i < 52; ++i)
            cards[size_t(i)] = i;
        std::shuffle(cards.begin(), cards.end(), random);
        QStringList hands;
        for (int seat = 0; seat < 4; ++seat) {
            QStringList suits(4);
            std::sort(cards.begin() + seat * 13, cards.begin() + seat * 13 + 13);
            for (int i = seat * 13; i < seat * 13 + 13; ++i)
                suits[cards[size_t(i)] / 13] += ranks[cards[size_t(i)] % 13];
            hands << suits.join(QLatin1Char('.'));
        }
        Board b;
        b.setNumberWithCycle(n + 1);
        b.setDeal(dealOf(QStringLiteral("N:") + hands.join(QLatin1Char(' '))));
        boards << b;
    }
    return boards;
}

// Game @p index of a generated PBN file: PbnLines lines, board index + 1, result index % 14; a damaged Deal tag
// (line 5 of the game) when @p damaged.
constexpr int PbnLines = 12;
inline QByteArray pbnGame(int index, bool damaged)
{
    return QByteArray("[Event \"Stress\"]\n[Board \"") + QByteArray::number(index + 1)
        + "\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \""
        + (damaged ? "N:AKQJ.T98.765.432 junk"
                   : "N:AKQJ.T98.765.432 T987.654.432.AKQ 65432.AKQ.AKQ.J7 .J732.JT98.T9865")
        + "\"]\n[Auction \"N\"]\n1NT Pass 3NT Pass\nPass Pass\n[Contract \"3NT\"]\n[Declarer \"N\"]\n[Result \""
        + QByteArray::number(index % 14) + "\"]\n\n";
}

/**
 * The bytes of a file of @p format past DealFormat::IndexedFromSize: Games generated PBN games (the one in the
 * middle with a damaged Deal when @p damagedPbn), the other formats the same boards from their own writer.
 */
constexpr int Games = 26000;
inline QByteArray bigFileBytes(const DealFormat &f, bool damagedPbn)
{
    const bool pbn = f.id() == QLatin1String("pbn");
    QByteArray bytes;
    for (int i = 0; i < Games; ++i)
        bytes += pbnGame(i, pbn && damagedPbn && i == Games / 2);
    if (pbn)
        return bytes;
    const ReadResult read = readBytes(formatById(QStringLiteral("pbn")), bytes);
    bytes = writeBoards(f, read.boards);
    // giblib and BRI lines are short: the same boards again (a record file is mapped, whatever its size)
    while (bytes.size() < DealFormat::IndexedFromSize && f.id() != QLatin1String("zrd"))
        bytes += writeBoards(f, read.boards);
    return bytes;
}

/** Sets the modification time of @p path to @p seconds since the epoch (what touch and cp -p do). */
inline bool setModified(const QString &path, qint64 seconds)
{
    const struct timespec times[2] = { { time_t(seconds), 0 }, { time_t(seconds), 0 } };
    return ::utimensat(AT_FDCWD, qPrintable(path), times, 0) == 0;
}

/** Rewrites @p bytes of @p path in place at @p offset, keeping its size (what another program may do). */
inline bool rewriteInPlace(const QString &path, qint64 offset, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.seek(offset) && file.write(bytes) == bytes.size();
}

} // namespace Kibitz::TestUtil
