// libFuzzer entry point for the dealer language (core/select): a filter expression and a dealer
// script from the same bytes, then evaluating what parsed on a fixed board. Any crash, hang or
// leak is a bug; parse errors must point inside the text.
#include "select/dealerscript.h"
#include "select/expression.h"

#include "model/board.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace Kibitz;
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    static const Board board = [] {
        Board b;
        b.setNumberWithCycle(5);
        b.setDeal(*Deal::parse(u"N:J873.J42.Q65.KT2 AT652.A976.AJ82. Q4.85.KT9.A87643 K9.KQT3.743.QJ95"));
        return b;
    }();
    const auto located = [&](const SelectError &e) {
        if (e.line < 1 || e.column < 1 || e.line > text.count(u'\n') + 1)
            std::abort();
    };
    SelectError error;
    const Expression e = Expression::parse(text, &error);
    if (e.isValid()) {
        SelectContext context = SelectContext::forBoard(board); // no solver: tricks() is -1
        (void)e.evaluate(context);
    } else {
        located(error);
    }
    const auto script = DealerScript::parse(text, &error);
    if (script) {
        SelectContext context = SelectContext::forBoard(board);
        (void)script->condition().evaluate(context);
        for (const DealerAction &a : script->actions())
            (void)a.expression.evaluate(context);
    } else {
        located(error);
    }
    return 0;
}
