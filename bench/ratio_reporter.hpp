// Console output plus a closing table of speed-ups: every benchmark named
// "group/ours.../arg" is set against "group/baseline/arg" from the same run.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace gtl::bench {

class RatioReporter : public benchmark::ConsoleReporter {
 public:
  RatioReporter() : ConsoleReporter(OO_None) {}  // plain text: it goes into RESULTS.md

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      if (r.run_type != Run::RT_Iteration || r.error_occurred) continue;
      std::string name = r.benchmark_name();
      name = name.substr(0, name.find("/iterations:"));  // a fixed count is no part of the pairing
      seconds_[name] = r.GetAdjustedRealTime() / benchmark::GetTimeUnitMultiplier(r.time_unit);
    }
  }

  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\n%-44s %14s %14s %10s\n", "ours vs baseline (same run)", "ours", "baseline", "speed-up");
    for (const auto& [name, ours] : seconds_) {
      const std::size_t a = name.find('/'), b = name.find('/', a + 1);
      if (a == std::string::npos || name.compare(a + 1, 4, "ours") != 0) continue;
      const std::string arg = b == std::string::npos ? "" : name.substr(b);
      const auto base = seconds_.find(name.substr(0, a) + "/baseline" + arg);
      if (base == seconds_.end()) continue;
      std::printf("%-44s %14s %14s %9.1fx\n", name.c_str(), pretty(ours).c_str(),
                  pretty(base->second).c_str(), base->second / ours);
    }
  }

 private:
  static std::string pretty(double s) {
    char buf[32];
    if (s >= 1) std::snprintf(buf, sizeof buf, "%.2f s", s);
    else if (s >= 1e-3) std::snprintf(buf, sizeof buf, "%.2f ms", s * 1e3);
    else std::snprintf(buf, sizeof buf, "%.1f us", s * 1e6);
    return buf;
  }
  std::map<std::string, double> seconds_;
};

}  // namespace gtl::bench
