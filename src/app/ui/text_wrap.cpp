#include "app/ui/text_wrap.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <vector>

namespace lineup::app {

namespace {

struct Glyph {
    std::size_t begin, end;  // bytes of one code point
    std::uint32_t code;
};

std::vector<Glyph> code_points(std::string_view text) {
    std::vector<Glyph> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        std::uint32_t code = n == 1 ? lead : lead & (0xFFu >> (n + 1));
        for (std::size_t k = 1; k < n && i + k < text.size(); ++k) {
            code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
        }
        const std::size_t end = std::min(i + n, text.size());
        out.push_back({i, end, code});
        i = end;
    }
    return out;
}

// CJK ideographs, kana, and the full-width punctuation set among them.
bool chinese(std::uint32_t c) { return c >= 0x2E80 && c != 0xFEFF; }

// Punctuation a line may not start with (、。，．：；！？）」』》】”’… and the
// dash), or end with (（「『《【“‘).
bool closing(std::uint32_t c) {
    constexpr std::uint32_t kClosing[] = {0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF09,
                                          0x300D, 0x300F, 0x300B, 0x3011, 0x201D, 0x2019, 0x2026, 0x2014};
    return std::find(std::begin(kClosing), std::end(kClosing), c) != std::end(kClosing);
}
bool opening(std::uint32_t c) {
    constexpr std::uint32_t kOpening[] = {0xFF08, 0x300C, 0x300E, 0x300A, 0x3010, 0x201C, 0x2018};
    return std::find(std::begin(kOpening), std::end(kOpening), c) != std::end(kOpening);
}

}  // namespace

std::string break_cjk_lines(std::string_view text, float width, const std::function<float(std::string_view)>& measure) {
    const std::vector<Glyph> glyphs = code_points(text);
    bool any = false;
    for (const Glyph& g : glyphs) any = any || chinese(g.code);
    if (!any || width <= 0) return std::string(text);

    // May a line break between glyphs a and b (b starting the next line)?
    const auto may_break = [](std::uint32_t a, std::uint32_t b) {
        if (a == '\n' || b == '\n' || a == ' ' || b == ' ') return false;
        if (!chinese(a) && !chinese(b)) return false;  // inside a Latin word or a number
        return !closing(b) && !opening(a);
    };
    const auto glyph_width = [&](std::size_t k) {
        return measure(text.substr(glyphs[k].begin, glyphs[k].end - glyphs[k].begin));
    };
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> cuts;   // byte offsets that start a new line
    std::size_t line_start = 0;      // the line's first glyph
    std::size_t last_break = kNone;  // the last glyph the line may break before
    float line_width = 0;
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
        if (glyphs[i].code == '\n') {
            line_start = i + 1;
            last_break = kNone;
            line_width = 0;
            continue;
        }
        if (i > line_start && may_break(glyphs[i - 1].code, glyphs[i].code)) last_break = i;
        line_width += glyph_width(i);
        if (line_width <= width || i == line_start) continue;
        // Too wide: break at the last place allowed, or else here.
        const std::size_t cut = last_break != kNone ? last_break : i;
        cuts.push_back(glyphs[cut].begin);
        line_start = cut;
        last_break = kNone;
        line_width = 0;
        for (std::size_t k = cut; k <= i; ++k) {
            if (k > cut && may_break(glyphs[k - 1].code, glyphs[k].code)) last_break = k;
            line_width += glyph_width(k);
        }
    }
    std::string out;
    std::size_t from = 0;
    for (const std::size_t cut : cuts) {
        out.append(text.substr(from, cut - from));
        out.push_back('\n');
        from = cut;
    }
    out.append(text.substr(from));
    return out;
}

namespace {

float text_width(std::string_view piece) { return ImGui::CalcTextSize(piece.data(), piece.data() + piece.size()).x; }

}  // namespace

void text_wrapped(std::string_view text) {
    const std::string lines = break_cjk_lines(text, ImGui::GetContentRegionAvail().x, text_width);
    ImGui::TextWrapped("%s", lines.c_str());
}

float wrapped_height(std::string_view text, float width) {
    const std::string lines = break_cjk_lines(text, width, text_width);
    return ImGui::CalcTextSize(lines.c_str(), nullptr, false, width).y;
}

}  // namespace lineup::app
