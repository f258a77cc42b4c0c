#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QString>

namespace Kibitz {

/**
 * Reads a text deal file line by line with its line number and byte offset,
 * so every text codec can say "line 12, column 7". Decodes UTF-8 (a BOM is
 * skipped) and falls back to Latin-1 for lines that are not valid UTF-8, the
 * two encodings deal files are found in. Reads in blocks: memory stays
 * proportional to the longest line (which is capped: see maxLineLength()).
 */
class LineReader
{
public:
    explicit LineReader(QIODevice *device);

    /**
     * Reads the next line without its line ending (LF, CRLF or CR). Returns
     * false at the end of the input or when a line is longer than maxLineLength().
     */
    bool readLine(QString *line);
    /** 1-based number of the line last returned. */
    int lineNumber() const { return mLineNumber; }
    /** Byte offset of the start of the line last returned. */
    qint64 lineOffset() const { return mLineOffset; }
    /** Byte offset of the line after the one last returned: where reading on starts. */
    qint64 nextOffset() const { return mConsumed + mPos; }
    /**
     * The next line is line @p line of the input: a reader started inside its input
     * (BoardReader::resume()). Offsets count from the device's position at construction.
     */
    void setNextLine(int line) { mLineNumber = line - 1; }
    bool atEnd() const;
    /** True when reading stopped at a line longer than maxLineLength(). */
    bool lineTooLong() const { return mTooLong; }
    /**
     * Whether the line last returned ran into the end of the input without a line end and holds
     * text: the input may have been cut inside it (a reader whose record on that line is broken
     * says so with FormatError::endsInsideBoard()).
     */
    bool endedMidLine() const { return mEndedMidLine; }
    /** Whether any line so far was decoded as Latin-1. */
    bool sawLatin1() const { return mSawLatin1; }
    /** Whether the line last returned was decoded as Latin-1 (its characters are its bytes). */
    bool lineIsLatin1() const { return mLineIsLatin1; }
    /**
     * Byte offset of the first character of the line last returned: lineOffset() but for a UTF-8
     * BOM dropped before it (where the file starts, and at any line's start by the decoder).
     */
    qint64 lineTextOffset() const { return mLineTextOffset; }

    static constexpr qsizetype maxLineLength() { return 16 * 1024 * 1024; }

    /**
     * For content sniffing: up to @p size bytes peeked from @p device, without a
     * UTF-8 BOM and the white space (blank lines included) before the first text.
     */
    static QByteArray peekText(QIODevice *device, qint64 size);

private:
    static constexpr qsizetype ReleaseAfter = 1024 * 1024;

    bool fill();

    QIODevice *mDevice;
    QByteArray mBuffer;
    qsizetype mPos = 0;
    qsizetype mScan = 0; // bytes of mBuffer before it were scanned and hold no line end
    int mLineNumber = 0;
    qint64 mLineOffset = 0;
    qint64 mLineTextOffset = 0;
    qint64 mConsumed = 0; // bytes before mBuffer[0]
    bool mEof = false;
    bool mTooLong = false;
    bool mSawLatin1 = false;
    bool mLineIsLatin1 = false;
    bool mEndedMidLine = false;
    bool mFirst = true;
};

} // namespace Kibitz
