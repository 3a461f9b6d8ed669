#include "app/session/hint.hpp"

#include <utility>

#include "ai/levels.hpp"
#include "ai/protocol.hpp"
#include "core/record.hpp"
#include "text/messages.hpp"

namespace lineup::app {

using namespace lineup::core;

void Hint::ask(const Board& board, GameKind game, std::uint64_t seed) {
    ai::Request request;
    request.kind = ai::RequestKind::Hint;
    // Hints come from a strong player, whatever the opponent's level.
    const ai::HintPolicy hint = ai::hint_policy(game);
    request.level = hint.level;
    request.time_ms = hint.time_ms;
    request.seed = seed;
    request.record = record_of(board);
    ply_ = board.ply();
    move_.reset();
    request_.submit(std::move(request));
}

std::optional<std::string> Hint::poll(const GameConfig& config, text::Language language) {
    auto reply = request_.poll();
    if (!reply) return std::nullopt;
    if (!reply->ok) return text::msg_no_hint(text::failure_reason(reply->reason, language), language);
    move_ = reply->move;
    // Worded for the position the hint was asked for (Side::First moves at even plies).
    const Side side = ply_ % 2 == 0 ? Side::First : Side::Second;
    return text::msg_hint(config, side, reply->move, reply->outlook, reply->distance.value_or(0), language);
}

}  // namespace lineup::app
