#include "tools/tune/history.h"

#include <absl/strings/numbers.h>
#include <absl/strings/str_cat.h>
#include <absl/strings/str_format.h>
#include <absl/strings/str_split.h>

#include <algorithm>
#include <cmath>

namespace tune {

std::string csv_header(const std::vector<SpsaParam>& params) {
  std::string out = "iteration,pairs,wins,draws,losses";
  for (const auto& p : params) absl::StrAppend(&out, ",", p.name);
  return out + "\n";
}

std::string csv_row(const HistoryRow& r) {
  std::string out = absl::StrCat(r.iteration, ",", r.pairs, ",", r.wins, ",", r.draws, ",", r.losses);
  for (double v : r.theta) absl::StrAppend(&out, ",", absl::StrFormat("%.6g", v));
  return out + "\n";
}

std::optional<std::vector<HistoryRow>> parse_csv(const std::string& text, const std::vector<SpsaParam>& params,
                                                 std::string* error) {
  std::vector<HistoryRow> rows;
  bool header = false;
  for (absl::string_view line : absl::StrSplit(text, '\n', absl::SkipEmpty())) {
    if (!header) {
      if (std::string(line) + "\n" != csv_header(params)) {
        if (error) *error = "the history's columns are not the parameters tuned";
        return std::nullopt;
      }
      header = true;
      continue;
    }
    const std::vector<std::string> f = absl::StrSplit(line, ',');
    HistoryRow r;
    if (f.size() != 5 + params.size() || !absl::SimpleAtoi(f[0], &r.iteration) || !absl::SimpleAtoi(f[1], &r.pairs) ||
        !absl::SimpleAtoi(f[2], &r.wins) || !absl::SimpleAtoi(f[3], &r.draws) || !absl::SimpleAtoi(f[4], &r.losses)) {
      if (error) *error = "a bad history row: " + std::string(line);
      return std::nullopt;
    }
    for (std::size_t i = 0; i < params.size(); ++i) {
      double v = 0;
      if (!absl::SimpleAtod(f[5 + i], &v)) {
        if (error) *error = "a bad history value: " + f[5 + i];
        return std::nullopt;
      }
      r.theta.push_back(v);
    }
    rows.push_back(std::move(r));
  }
  return rows;
}

namespace {

std::string xml_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string num(double v) { return absl::StrFormat("%.4g", v); }

}  // namespace

std::string history_svg(const std::vector<SpsaParam>& params, const std::vector<HistoryRow>& rows, int64_t total_pairs,
                        const std::string& title) {
  constexpr double kWidth = 720, kPanel = 170, kLeft = 70, kRight = 20, kTop = 40, kGap = 30;
  const double plot_w = kWidth - kLeft - kRight;
  const double plot_h = kPanel - kGap;
  const double height = kTop + kPanel * static_cast<double>(params.size()) + 20;
  const double x_max = static_cast<double>(std::max<int64_t>(1, total_pairs));
  std::string out = absl::StrFormat(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\" "
      "font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
      "<text x=\"%.0f\" y=\"22\" font-size=\"15\">%s</text>\n",
      kWidth, height, kLeft, xml_escape(title));
  for (std::size_t i = 0; i < params.size(); ++i) {
    const SpsaParam& p = params[i];
    const double top = kTop + kPanel * static_cast<double>(i) + 14;
    // The range shown: the values visited and the start, padded; within [min, max].
    double lo = p.start, hi = p.start;
    for (const auto& r : rows) lo = std::min(lo, r.theta[i]), hi = std::max(hi, r.theta[i]);
    const double pad = std::max((hi - lo) * 0.1, p.c_end);
    lo = std::max(p.min, lo - pad);
    hi = std::min(p.max, hi + pad);
    if (!(hi > lo)) hi = lo + 1;
    auto x_of = [&](double pairs) { return kLeft + plot_w * pairs / x_max; };
    auto y_of = [&](double v) { return top + plot_h * (1 - (v - lo) / (hi - lo)); };
    const double last = rows.empty() ? p.start : rows.back().theta[i];
    absl::StrAppend(&out, absl::StrFormat("<text x=\"%.0f\" y=\"%.1f\">%s: start %s, now %s (range %s..%s)</text>\n", kLeft,
                                          top - 4, xml_escape(p.name), num(p.start), num(last), num(p.min), num(p.max)));
    absl::StrAppend(&out, absl::StrFormat("<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
                                          "stroke=\"#888\"/>\n",
                                          kLeft, top, plot_w, plot_h));
    absl::StrAppend(&out, absl::StrFormat("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", kLeft - 4, top + 10,
                                          num(hi)));
    absl::StrAppend(&out, absl::StrFormat("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", kLeft - 4,
                                          top + plot_h, num(lo)));
    absl::StrAppend(&out, absl::StrFormat("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%d pairs</text>\n",
                                          kLeft + plot_w, top + plot_h + 14, total_pairs));
    absl::StrAppend(&out, absl::StrFormat("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#aaa\" "
                                          "stroke-dasharray=\"4 3\"/>\n",
                                          kLeft, y_of(p.start), kLeft + plot_w, y_of(p.start)));
    std::string points = absl::StrFormat("%.1f,%.1f", x_of(0), y_of(p.start));
    for (const auto& r : rows)
      absl::StrAppend(&points, absl::StrFormat(" %.1f,%.1f", x_of(static_cast<double>(r.pairs)), y_of(r.theta[i])));
    absl::StrAppend(&out, "<polyline fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"1.5\" points=\"", points, "\"/>\n");
  }
  out += "</svg>\n";
  return out;
}

}  // namespace tune
