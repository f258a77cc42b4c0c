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
    /** Why @p format cannot hold some boards @p report names; empty when it can hold them all. */
    static QString unstorableMessage(const LossReport &report, const DealFormat &format);
    static void showUnstorable(QWidget *parent, const QString &message);
    /** Whether to save in @p format although it drops what @p report lists. */
    static bool confirmLoss(QWidget *parent, const LossReport &report, const DealFormat &format);
    /**
     * Asks where and in which format to save @p document; empty when cancelled. @p format receives the
     * chosen format (null: the one the extension names).
     */
    static QString askFileName(QWidget *parent, const Document &document, const DealFormat **format);
};

} // namespace Kibitz
