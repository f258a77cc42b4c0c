#pragma once

#include "model/board.h"

#include <QCoreApplication>
#include <QList>

class QWidget;

namespace Kibitz {

class Document;

/**
 * The undo commands that change a document's board set: add, duplicate, delete, move and renumber boards,
 * and insert boards from elsewhere, each pushed as one command. @p current is the board the user is on
 * (-1: none).
 */
class BoardSetCommands
{
    // The texts keep the translation context the catalogues have them in.
    Q_DECLARE_TR_FUNCTIONS(Kibitz::BoardSetActions)

public:
    explicit BoardSetCommands(Document *document);

    /** Inserts an empty board after @p current (at the end when there is none), numbered after the one before. */
    void addBoard(qint64 current) const;
    void duplicateBoard(qint64 current) const;
    void deleteBoard(qint64 current) const;
    /** Moves board @p current by @p delta places; nothing when that leaves the set. */
    void moveBoard(qint64 current, int delta) const;
    /** Numbers every board from @p first; false with @p error when the set is too large to renumber in memory. */
    bool renumber(int first, bool cycle, QString *error = nullptr) const;
    /** Asks for the first number and the cycle; false when cancelled or failed (@p error says why). */
    bool renumberDialog(QWidget *parent, QString *error = nullptr) const;
    /** The number a board inserted at @p at takes: the first after its predecessor's that no board has. */
    int nextNumber(qint64 at) const;
    /** Inserts @p boards at @p at as one command named @p text. */
    void insertBoards(qint64 at, const QList<Board> &boards, const QString &text) const;

private:
    Document *mDocument;
};

} // namespace Kibitz
