// The Simplified Chinese texts of the fixed sentences and labels (tr()), keyed
// by their English text. The font build (scripts/font_pack.py) takes its
// Chinese glyphs from the sources, so a sentence added here is drawn without
// further steps.
#include <unordered_map>
#include <vector>

#include "text/language.hpp"

namespace lineup::text {
namespace {

struct Pair {
    std::string_view english;
    std::string_view chinese;
};

// clang-format off
constexpr Pair kChinese[] = {
    // Session
    {"A hint is for the player to move.", "提示只给轮到走棋的玩家。"},
    {"Connect 4 has one rule: four or more in a row wins.", "四子棋只有一种规则：四子或以上连成一线即获胜。"},
    {"Hints need the computer, which is not available here.", "提示需要电脑，但这里无法使用电脑。"},
    {"Analysis needs the computer, which is not available here.", "分析需要电脑，但这里无法使用电脑。"},
    {"Analysis off.", "分析已关闭。"},
    {"Move numbers", "显示手数"},
    {"Short scores (+3, 0, -2)", "简短分数（+3、0、-2）"},
    {"It is longer than 256 KB, far more than any game record.", "它超过 256 KB，远大于任何棋谱。"},
    {"Analysis on: this game is marked assisted and is not counted in the results.", "分析已开启：本局标记为辅助对局，不计入战绩。"},
    {"Analysis on: every column shows its score.", "分析已开启：每一列都显示它的分数。"},
    {"Analysis on: the bar shows who is ahead, the board the best line.", "分析已开启：横条显示谁占优，棋盘显示最佳着法。"},
    {"Analysis", "分析"},
    {"Analysing\u2026", "分析中\u2026"},
    {"Stop", "停止"},
    {"Review", "复盘"},
    {"Next mistake", "下一个失误"},
    {"There is no game to review here.", "这里没有可以复盘的对局。"},
    {"Reviewing needs the computer, which is not available here.", "复盘需要电脑，但这里无法使用电脑。"},
    {"Reviewing the game: every move is graded as you step through it with Back and Forward; Next mistake jumps to the next one.",
     "复盘中：用“后退”和“前进”逐步查看，每一步都会被评定；“下一个失误”跳到下一个失误。"},
    {"No mistakes after this move.", "这一步之后没有失误。"},
    {"No mistakes found after this move so far: the review is still grading.", "这一步之后暂未发现失误：复盘仍在评定中。"},
    {"Looking for a good move...", "正在寻找好棋……"},
    {"Nothing to redo.", "没有可以重做的棋。"},
    {"Nothing to undo.", "没有可以悔的棋。"},
    {"This board shows a recorded game: step through it with Back and Forward.", "这是一局录制的对局：请用“后退”和“前进”逐步查看。"},
    {"This is the end of the recorded game.", "已到录制对局的结尾。"},
    {"This is the start of the game.", "已到对局的开头。"},
    {"Two players can still play.", "仍可双人对战。"},
    {"Wait: the computer is thinking.", "请稍候：电脑正在思考。"},
    {"Tap again to play.", "再点一次即可落子。"},
    {"Undo brings back the game you were playing.", "“悔棋”可找回刚才的对局。"},
    {"The game you were playing is back.", "刚才的对局已找回。"},
    {"The computer moves first.", "电脑先手。"},
    {"You move first.", "你先手。"},
    {"The computer will move first in your next game against it.", "下一局人机对战由电脑先手。"},
    {"You will move first in your next game against the computer.", "下一局人机对战由你先手。"},
    {"Link to this game copied (moves and layout included).", "已复制本局链接（含棋步和布局）。"},
    {"The browser did not allow copying: copy the link from the box shown.", "浏览器不允许复制：请从显示的框中复制链接。"},
    {"The browser did not allow copying: copy the record from the box shown.", "浏览器不允许复制：请从显示的框中复制棋谱。"},
    {"Saved as a PSQ file, as Piskvork and Gomoku programs read it.", "已保存为 PSQ 文件，Piskvork 和五子棋程序可以读取。"},
    {"Columns copied as digits, as Connect 4 solvers read them.", "已按列号数字复制，四子棋求解程序可以读取。"},
    {"Copied as a PSQ file, as Piskvork and Gomoku programs read it.", "已按 PSQ 文件格式复制，Piskvork 和五子棋程序可以读取。"},
    {"Moves copied as a move list (h8 i9 ...).", "已复制着法列表（h8 i9 ...）。"},
    {"The file could not be opened.", "无法打开该文件。"},
    {"Editing cancelled: the game goes on as it was.", "已取消摆棋：对局照旧继续。"},
    {"Edit position", "摆棋"},
    {"Done", "完成"},
    {"Clear", "清空"},
    {"Cancel", "取消"},
    {"Language: English.", "语言：简体中文。"},
    {"Sound on.", "声音已开启。"},
    {"Sound off.", "声音已关闭。"},

    // Why the computer could not answer (text::failure_reason)
    {"the game is over", "游戏已经结束"},
    {"the game sent to the computer could not be read", "发给电脑的棋局无法读取"},
    {"the request to the computer was malformed", "发给电脑的请求格式有误"},
    {"the computer was stopped before it found anything", "电脑在得出结果之前被停止了"},

    // Why input was refused (text/errors.cpp; {name} is a value)
    {"Empty move", "没有输入棋步"},
    {"'{token}' is not a column number", "“{token}”不是列号"},
    {"Column {n} is outside the board (columns 1-{cols})", "第 {n} 列在棋盘外（列 1-{cols}）"},
    {"'{token}' is not a cell like h8", "“{token}”不是像 h8 这样的格子"},
    {"'{token}' is outside the {size} board", "“{token}”在 {size} 棋盘之外"},
    {"Move list ends with '.'", "棋步列表以“.”结尾"},
    {"'{token}' is not a cell like (8, 8)", "“{token}”不是像 (8, 8) 这样的格子"},
    {"({n}, {m}) is outside the {size} board", "({n}, {m}) 在 {size} 棋盘之外"},
    {"Expected x,y", "应为 x,y"},
    {"'{token}' is not a number", "“{token}”不是数字"},
    {"{n},{m} is outside the {size} board", "{n},{m} 在 {size} 棋盘之外"},
    {"Empty record", "棋谱为空"},
    {"'{token}' is not a record Lineup reads (a link, Connect 4 digits like 4453, Gomoku moves like h8 i9, or a PSQ file)", "“{token}”不是 Lineup 能读的棋谱（链接、像 4453 这样的四子棋数字、像 h8 i9 这样的五子棋着法，或 PSQ 文件）"},
    {"'{token}' is not a PSQ header like 'Piskvorky 15x15, 11:11, 0'", "“{token}”不是像“Piskvorky 15x15, 11:11, 0”这样的 PSQ 文件头"},
    {"'{token}' is not a move like '8,8,0' (x,y,time)", "“{token}”不是像“8,8,0”（x,y,时间）这样的着法"},
    {"'{token}' has no '='", "“{token}”缺少“=”"},
    {"Unknown key '{token}'", "未知的键“{token}”"},
    {"Key '{token}' appears twice", "键“{token}”出现了两次"},
    {"A record starts with v=1", "棋谱应以 v=1 开头"},
    {"Unsupported record version '{token}' (this reads v=1 and v=2)", "不支持的棋谱版本“{token}”（本程序读取 v=1 和 v=2）"},
    {"Unknown game '{token}'", "未知的游戏“{token}”"},
    {"Unknown theme '{token}'", "未知的主题“{token}”"},
    {"Unknown rule '{token}'", "未知的规则“{token}”"},
    {"size '{token}' is not like 7x6 or 15", "大小“{token}”的格式不像 7x6 或 15"},
    {"seed '{token}' is not a 32-bit number", "种子“{token}”不是 32 位数字"},
    {"{key} '{token}' is not a number", "{key}“{token}”不是数字"},
    {"Move {n} ({token}): {why}", "第 {n} 步（{token}）：{why}"},
    {"Gomoku boards are square: {size} is not", "五子棋棋盘必须是正方形：{size} 不是"},
    {"{game} boards go from {min} to {max}, not {size}", "{game}棋盘的大小从 {min} 到 {max}，不能是 {size}"},
    {"Connect 4 has one rule, four or more in a row wins: no '{rule}' rule", "四子棋只有一条规则，四子或以上连成一线获胜：没有“{rule}”规则"},
    {"Theme counts cannot be negative", "主题的数量不能为负数"},
    {"Only the rock theme has rocks", "只有岩石主题才有岩石"},
    {"Only the bubble theme has bubbles", "只有泡泡主题才有泡泡"},
    {"At most {max_rocks} rocks fit on a {size} board, not {rocks}", "{size} 棋盘最多放 {max_rocks} 块岩石，不能是 {rocks} 块"},
    {"The bubble count must be between 1 and {cells}, not {bubbles}", "泡泡数必须在 1 到 {cells} 之间，不能是 {bubbles}"},
    {"Bubbles to win must be between 1 and the bubble count ({bubbles}), not {win}", "获胜所需的泡泡数必须在 1 到泡泡数（{bubbles}）之间，不能是 {win}"},
    {"A rock is outside the board", "有岩石在棋盘外"},
    {"Two rocks on the same cell", "两块岩石在同一格"},
    {"A bubble is outside the board", "有泡泡在棋盘外"},
    {"A bubble on a rock", "泡泡在岩石上"},
    {"A Connect 4 rock must rest on the bottom or on a rock", "四子棋的岩石必须落在底部或另一块岩石上"},
    {"Rocks and bubbles do not mix", "岩石和泡泡不能同时使用"},
    {"Too many rocks: at most {n}", "岩石太多：最多 {n} 块"},
    {"The theme's counts are not those of the cells placed", "主题的数量与摆放的格子不符"},
    {"Unknown opening '{token}'", "未知的开局规则 '{token}'"},
    {"choices '{token}' are not the letters s (swap), p (play on) and t (two more)",
     "开局选择 '{token}' 只能由字母 s（交换）、p（继续下）和 t（再放两子）组成"},
    {"The opening's choice {n} does not fit the stones played", "开局的第 {n} 个选择与已下的棋子不符"},
    {"Connect 4 has no Swap or Swap2 opening", "四子棋没有 Swap 或 Swap2 开局"},
    {"'{token}' cannot stand beside a layout given cell by cell (rockcells, bubblecells)",
     "逐格给出布局（rockcells、bubblecells）时不能再有 '{token}'"},

    // Panel and help
    {"Lineup", "Lineup"},
    {"Connect 4", "四子棋"},
    {"Gomoku", "五子棋"},
    {"Board", "棋盘"},
    {"Theme", "主题"},
    {"Level", "难度"},
    {"Basic", "基础"},
    {"Rock", "岩石"},
    {"Bubble", "泡泡"},
    {"Easy", "简单"},
    {"Classic", "经典"},
    {"Medium", "中等"},
    {"Hard", "困难"},
    {"Perfect", "完美"},
    {"Master", "大师"},
    {"Five or more", "五子或以上"},
    {"Exactly five", "恰好五子"},
    {"Renju", "连珠"},
    {"Connect 4 has no Swap or Swap2 opening.", "四子棋没有 Swap 或 Swap2 开局。"},
    {"Swap", "交换"},
    {"Stay", "不交换"},
    {"Place two more", "再放两子"},
    {"Computer first", "电脑先手"},
    {"vs player", "双人对战"},
    {"vs computer", "人机对战"},
    {"AI vs AI", "电脑对战"},
    {"Friend by link", "链接约好友"},
    {"Restart", "重新开始"},
    {"Undo", "悔棋"},
    {"Redo", "重做"},
    {"Hint", "提示"},
    {"New game", "新一局"},
    {"Play again", "再来一局"},
    {"Copy link", "复制链接"},
    {"Send link", "发送链接"},
    {"Link copied: send it to your friend, then open the link they send back.", "链接已复制：发给好友，再打开好友发回的链接。"},
    {"Link sent. Open the link your friend sends back.", "链接已发送。请打开好友发回的链接。"},
    {"Copy digits", "复制数字棋谱"},
    {"Copy moves", "复制着法"},
    {"PSQ file", "PSQ 文件"},
    {"< Back", "< 后退"},
    {"Forward >", "前进 >"},
    {"Moves", "棋谱"},
    {"No game yet.", "尚未开始游戏。"},
    {"Settings", "设置"},
    {"Language", "语言"},
    {"Sound", "声音"},
    {"Reduced motion", "减少动画"},
    {"Marks on pieces", "棋子标记"},
    {"Tap twice to play", "点两次落子"},
    {"Dark colours", "深色模式"},
    {"New layout", "新布局"},
    {"Your results against the computer", "你对电脑的战绩"},
    {"Games with friends by link", "与好友的链接对局"},
    {"No finished games yet.", "还没有下完的对局。"},
    {"How to play", "玩法"},
    {"Keys", "按键"},
    {"Close", "关闭"},
    {"Tab         the next control (Shift+Tab: back)", "Tab         下一个控件（Shift+Tab：上一个）"},
    {"Enter/Space press the control in focus", "回车/空格   按下选中的控件"},
    {"Esc         close the menu; back to the board", "Esc         关闭菜单；回到棋盘"},
    {"Arrows      move the cursor", "方向键      移动光标"},
    {"Left/Right  step through the review (reviewing)", "左/右      逐步复盘（复盘中）"},
    {"Enter/Space play at the cursor", "回车/空格   在光标处落子"},
    {"1-9         Connect 4: drop in that column", "1-9         四子棋：投入该列"},
    {"G           Connect 4 or Gomoku", "G           四子棋或五子棋"},
    {"P           vs player", "P           双人对战"},
    {"C           vs computer", "C           人机对战"},
    {"K           computer vs computer", "K           电脑对战"},
    {"T           next theme", "T           下一个主题"},
    {"+ / -       computer stronger / weaker", "+ / -       电脑变强 / 变弱"},
    {"B           board size (a menu)", "B           棋盘大小（菜单）"},
    {"W           winning rule (Gomoku, a menu)", "W           胜负规则（五子棋，菜单）"},
    {"O           opening (Gomoku, a menu)", "O           开局（五子棋，菜单）"},
    {"F           play a friend by link", "F           与好友链接对战"},
    {"X           copy the link to this game", "X           复制本局链接"},
    {",           settings", ",           设置"},
    {"U / Y       undo / redo", "U / Y       悔棋 / 重做"},
    {"H           hint", "H           提示"},
    {"A           analysis on or off", "A           分析开关"},
    {"V           review the game", "V           复盘本局"},
    {"E           edit the position (Esc cancels)", "E           摆棋（Esc 取消）"},
    {"M           next mistake (reviewing)", "M           下一个失误（复盘时）"},
    {"N           new game, same settings", "N           新一局（相同设置）"},
    {"R           restart (back to the menu)", "R           重新开始（返回菜单）"},
    {"L           language", "L           语言"},
    {"S           sound on or off", "S           声音开关"},
    {"F1 or ?     this help", "F1 或 ?     本帮助"},
};
// clang-format on

const std::unordered_map<std::string_view, std::string_view>& chinese() {
    static const std::unordered_map<std::string_view, std::string_view> table = [] {
        std::unordered_map<std::string_view, std::string_view> t;
        for (const Pair& p : kChinese) t.emplace(p.english, p.chinese);
        return t;
    }();
    return table;
}

}  // namespace

std::string_view to_string(Language language) { return language == Language::Chinese ? "zh" : "en"; }

std::optional<Language> parse_language(std::string_view text) {
    if (text == "en" || text.starts_with("en-")) return Language::English;
    if (text == "zh" || text == "zh-CN" || text == "zh-Hans" || text == "zh-SG") return Language::Chinese;
    return std::nullopt;
}

std::string_view tr(Language language, std::string_view english) {
    if (language == Language::English) return english;
    const auto& table = chinese();
    const auto it = table.find(english);
    return it == table.end() ? english : it->second;
}

bool has_translation(std::string_view english) { return chinese().count(english) > 0; }

std::vector<std::string_view> translated_texts() {
    std::vector<std::string_view> out;
    for (const Pair& p : kChinese) out.push_back(p.english);
    return out;
}

}  // namespace lineup::text
