#pragma once

#include <QCoreApplication>

class QWidget;

namespace Kibitz {

class DealFormat;
class Document;
class LossReport;

/** The questions saving a document asks: unsaved changes, what a format would drop, where to save. */
class SaveDialogs
{
    Q_DECLARE_TR_FUNCTIONS(Kibitz::SaveDialogs)

public:
    enum class Unsaved { Save, Discard, Cancel };
    /** Asks whether to save @p document's changes before going on. */
    static Unsaved askUnsaved(QWidget *parent, const Document &document);
    enum class ChangedOnDisk { Reload, Keep, SaveAs };
    /**
     * Tells that the open file changed on disk (@p message) and asks what to do: read it again, keep what
     * is in memory, or save that elsewhere. Reload is offered only when @p canReload (the file still exists),
     * Save As only when every board can still be read (@p unreadable is 0).
     */
    static ChangedOnDisk askChangedOnDisk(
        QWidget *parent, const QString &message, bool modified, bool canReload, qint64 unreadable);
    /**
     * What each answer to the changed-on-disk question keeps and loses, for a document that is @p modified
     * and has @p unreadable boards that can no longer be read from the file as it was opened.
     */
    static QString changedOnDiskAnswers(bool modified, qint64 unreadable, bool canReload);
    enum class ReplaceChanged { Replace, SaveAs, Cancel };
    /** Asks whether to save over a file that changed on disk since the restored changes were kept. */
    static ReplaceChanged askReplaceChanged(QWidget *parent, const QString &message);
    /** Why @p format cannot hold some boards @p report names; empty when it can hold them all. */
    static QString unstorableMessage(const LossReport &report, const DealFormat &format);
    static void showUnstorable(QWidget *parent, const QString &message);
    /** Whether to save in @p format although it drops what @p report lists. */
    static bool confirmLoss(QWidget *parent, const LossReport &report, const DealFormat &format);
    /** Says why saving failed (@p message) and offers Save As: whether the user chose it. */
    static bool askSaveElsewhere(QWidget *parent, const QString &message);
    /**
     * Asks where and in which format to save @p document; empty when cancelled. @p format receives the
     * chosen format (null: the one the extension names).
     */
    static QString askFileName(QWidget *parent, const Document &document, const DealFormat **format);
    /**
     * The format to save @p fileName in when the dialog's type was @p selected: a typed extension naming a
     * writable format wins over the type (asking which when it names several, e.g. ".bri"), otherwise the
     * type's extension is added. Null when the user cancelled the question; @p fileName may change.
     */
    static const DealFormat *formatForName(QWidget *parent, QString *fileName, const DealFormat *selected);
};

} // namespace Kibitz
