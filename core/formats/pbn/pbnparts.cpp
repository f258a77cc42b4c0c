// Reading one PBN file in parts at once (docs/formats.md#reading-a-pbn-file-in-parts): where to cut it,
// and whether a part read as if nothing came before it read what one reader from the start reads.

#include "pbnpipeline.h"
#include "pbnreader.h"
#include "pbnreader_p.h"

#include "formats/inputfile.h"

#include <QFileDevice>

#include <algorithm>
#include <bit>
#include <climits>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Kibitz {

using Pbn::MaxRememberedTags;

namespace {

bool isLineBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

// Line feeds in [p, end), 16 bytes at a time where the target has SSE2.
qint64 countLineFeeds(const char *p, const char *end)
{
    qint64 count = 0;
#ifdef __SSE2__
    const __m128i lf = _mm_set1_epi8('\n');
    while (end - p >= 16) {
        // Each byte lane counts down by one per line feed, at most 255 blocks before it is summed.
        __m128i lanes = _mm_setzero_si128();
        const char *stop = p + std::min<qint64>((end - p) / 16, 255) * 16;
        for (; p < stop; p += 16)
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), lf));
        const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        count += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    for (; p < end; ++p)
        count += *p == '\n';
    return count;
}

// The first line at or after @p from (up to @p limit) that begins with '[' and follows an empty line.
const char *gameStartAfter(const char *data, const char *from, const char *limit)
{
    for (const char *p = from; p < limit;) {
        const auto *open = static_cast<const char *>(std::memchr(p, '[', size_t(limit - p)));
        if (!open)
            return nullptr;
        p = open + 1;
        if (open - data < 2 || open[-1] != '\n')
            continue;
        const char *q = open - 2; // the line before: blanks only, back to its start
        while (q >= data && isLineBlank(*q))
            --q;
        if (q >= data && *q == '\n')
            return open;
    }
    return nullptr;
}

} // namespace

std::vector<PbnReader::Part> PbnReader::splitParts(QFileDevice *file, int count, qint64 minBytes)
{
    const qint64 size = file->size();
    std::vector<Part> parts { Part { 0, size, 1 } };
    if (!PbnTokenizer::MapsFiles)
        return parts;
    count = int(std::min<qint64>(count, size / std::max<qint64>(minBytes, 1)));
    if (count < 2 || file->isSequential())
        return parts;
    uchar *map = file->map(0, size);
    if (!map)
        return parts;
    // A file cut short while it is scanned reads as zeros here, not SIGBUS (then it is read by one reader,
    // which says the file changed).
    const int slot = InputFile::protectMapping(map, size_t(size));
    const char *data = reinterpret_cast<const char *>(map);
    // The tokenizer ends lines with CR alone in a file whose first megabyte has no line feed.
    if (std::memchr(data, '\n', size_t(std::min<qint64>(size, qint64(1) << 20)))) {
        const char *counted = data;
        qint64 lines = 1;
        for (int k = 1; k < count; ++k) {
            // A part begins in its own Nth of the file, or not at all.
            const char *from = std::max(data + size * k / count, counted);
            const char *at = gameStartAfter(data, from, data + size * (k + 1) / count);
            if (!at)
                continue;
            lines += countLineFeeds(counted, at);
            counted = at;
            parts.back().end = at - data;
            parts.push_back({ at - data, size, int(std::min<qint64>(lines, INT_MAX)), '\n' });
        }
    }
    if (InputFile::mappingFaulted(slot))
        parts.assign(1, Part { 0, size, 1 });
    InputFile::unprotectMapping(slot);
    file->unmap(map);
    return parts;
}

void PbnReader::readPart(const Part &part, bool first)
{
    mPart = part;
    mStopAt = part.end;
    mThreading = Threading::Single;
    if (first)
        return;
    mInPart = true;
    mBoardsRead = mPartFirstBoard = 1;
    mTokenizer.setFirstLine(part.line);
    mTokenizer.setLineEnd(part.lineEnd);
}

void PbnReader::readPastPart(bool pipelined)
{
    mStopAt = -1;
    // The pipeline goes on from the game after the one held, as it does from a file's second game.
    if (pipelined && mStarted && mMapped && !mEnded && !mPipeline) {
        mThreading = Threading::Pipelined;
        mPipeline = std::make_unique<Pipeline>(mTokenizer);
    }
}

bool PbnReader::partCannotFit(const PbnReader &first) const
{
    if (!first.mDefaults.empty())
        return true;
    for (quint32 tags = mUnfoundShared.load(std::memory_order_relaxed); tags; tags &= tags - 1) {
        if (first.mLastKnown[size_t(std::countr_zero(tags))] >= 0)
            return true;
    }
    return false;
}

bool PbnReader::partFits(const std::vector<const PbnReader *> &before) const
{
    // The last part reads to the end of the file; a cut there names its board in the message.
    if (before.empty() || !mInPart || mEndError.isError() || mCutReported)
        return false;
    size_t remembered = mLastValues.size();
    for (size_t i = 0; i < before.size(); ++i) {
        const PbnReader &b = *before[i];
        const Part &next = i + 1 < before.size() ? before[i + 1]->mPart : mPart;
        // Stopped where the next part begins, handing on nothing but last values, boards numbered on.
        if (!b.mStopped || b.mHeldBegin != next.begin || b.mHeldLine != next.line || b.mEol != mEol
            || b.partBoards() < 1 || !b.mDefaults.empty() || !b.mPendingComments.isEmpty()
            || !b.mPendingDirectives.isEmpty() || (i > 0) != b.mInPart)
            return false;
        remembered += b.mLastValues.size();
        // What this part inherited from nothing, no part before may have given.
        for (quint32 tags = mUnfoundTags; tags; tags &= tags - 1) {
            if (b.mLastKnown[size_t(std::countr_zero(tags))] >= 0)
                return false;
        }
        for (const std::string &name : mUnfoundNames) {
            if (std::any_of(b.mLastValues.begin(), b.mLastValues.end(),
                    [&name](const Remembered &r) { return r.name == name; }))
                return false;
        }
    }
    // No tag name left unremembered for "#" anywhere (MaxRememberedTags).
    return remembered < MaxRememberedTags;
}

PbnReader::Context PbnReader::contextAfter(const std::vector<const PbnReader *> &parts)
{
    using Values = std::vector<std::pair<std::string, std::string>>;
    // A later part's value of a tag replaces an earlier one's, in the place the tag first took.
    const auto overlay = [](Values *into, const Values &later) {
        for (const auto &entry : later) {
            auto it
                = std::find_if(into->begin(), into->end(), [&entry](const auto &e) { return e.first == entry.first; });
            if (it == into->end())
                into->push_back(entry);
            else
                it->second = entry.second;
        }
    };
    Context c;
    for (const PbnReader *part : parts) {
        const Context own = part->context();
        overlay(&c.lastValues, own.lastValues);
        overlay(&c.defaults, own.defaults);
        c.pendingComments = own.pendingComments;
        c.pendingDirectives = own.pendingDirectives;
        // The parts after the first read with its line end (readPart()).
        if (part == parts.front())
            c.lineEnd = own.lineEnd;
    }
    return c;
}

} // namespace Kibitz
