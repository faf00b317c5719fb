#include "core/number_game_big.hpp"

#include <unistd.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/quantity_text.hpp"
#include "core/number_game_solver.hpp"

namespace gtl::number_game {

namespace {

// ---- The transposition table -------------------------------------------------
//
// A word: bits 0..55 the allowed set (never 0: the empty set is decided without
// the table, so 0 marks an empty slot), bit 56 the outcome for the player to
// move, bits 57..63 the work it took to prove it (bit_width of the positions
// searched below it, capped at 127).
constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << 56) - 1;
constexpr std::uint64_t kWinBit = std::uint64_t{1} << 56;
constexpr int kWorkShift = 57;
constexpr unsigned kMaxWork = 127;
constexpr std::size_t kWays = 8;  // words per 64-byte line

constexpr std::size_t kEntryBytes = sizeof(std::uint64_t);
constexpr std::size_t kLineBytes = kWays * kEntryBytes;

enum class Known { kUnknown, kLost, kWon };

// Zeroed memory for the table, aligned to its lines. On Linux, in 2 MiB huge
// pages where the kernel allows it: every probe lands on a random line of a
// table of up to a gigabyte, and with 4 KiB pages nearly every probe also
// missed the TLB (the search spent half its time waiting on its prefetches).
struct Block {
  void* base = nullptr;  // what to release
  std::size_t size = 0;
  void* aligned = nullptr;
};
#if defined(__linux__)
constexpr std::size_t kHugePage = std::size_t{2} << 20;
Block allocate_zeroed(std::size_t bytes) {
  // One spare huge page lets the table start on a huge-page boundary.
  const std::size_t size = (bytes + 2 * kHugePage - 1) / kHugePage * kHugePage;
  void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  const auto address = (reinterpret_cast<std::uintptr_t>(p) + kHugePage - 1) & ~(kHugePage - 1);
  madvise(reinterpret_cast<void*>(address), bytes, MADV_HUGEPAGE);  // a hint: the table works without it
  return {p, size, reinterpret_cast<void*>(address)};
}
void release(const Block& b) { munmap(b.base, b.size); }
#else
Block allocate_zeroed(std::size_t bytes) {
  void* p = std::aligned_alloc(kLineBytes, bytes);
  if (p == nullptr) throw std::bad_alloc();
  return {p, bytes, std::memset(p, 0, bytes)};
}
void release(const Block& b) { std::free(b.base); }
#endif

class Table {
 public:
  explicit Table(std::size_t bytes)
      : lines_(std::max<std::size_t>(1, bytes / kLineBytes)), block_(allocate_zeroed(lines_ * kLineBytes)) {
    words_ = static_cast<std::uint64_t*>(block_.aligned);
  }
  ~Table() { release(block_); }
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  std::size_t bytes() const { return lines_ * kLineBytes; }

  // The line a key lives in: the search computes it once per child, to
  // request the line early and read it later.
  const std::uint64_t* line_of(Allowed key) const { return line(key); }
  static void prefetch(const std::uint64_t* l) { __builtin_prefetch(l); }

  Known find(Allowed key) const { return find(line(key), key); }
  static Known find(const std::uint64_t* l, Allowed key) {
    for (std::size_t i = 0; i < kWays; ++i) {
      const std::uint64_t w = load(l[i]);
      if ((w & kKeyMask) == key) return w & kWinBit ? Known::kWon : Known::kLost;
    }
    return Known::kUnknown;
  }

  // Records a proven outcome. In a full line the entry with the least work
  // gives way, unless it cost more than this one.
  void store(Allowed key, bool win, std::uint64_t positions_below) {
    const unsigned work = std::min<unsigned>(kMaxWork, static_cast<unsigned>(std::bit_width(positions_below)));
    const std::uint64_t word = key | (win ? kWinBit : 0) | std::uint64_t{work} << kWorkShift;
    std::uint64_t* l = line(key);
    std::size_t victim = kWays;
    unsigned victim_work = work + 1;
    for (std::size_t i = 0; i < kWays; ++i) {
      const std::uint64_t w = load(l[i]);
      if (w == 0 || (w & kKeyMask) == key) {
        victim = i;
        break;
      }
      const auto wk = static_cast<unsigned>(w >> kWorkShift);
      if (wk < victim_work) {
        victim = i;
        victim_work = wk;
      }
    }
    if (victim < kWays) __atomic_store_n(&l[victim], word, __ATOMIC_RELAXED);
  }

 private:
  // Relaxed atomic word access (the builtins, not std::atomic_ref, which the
  // web build's libc++ lacks): no torn words between threads, no fences.
  static std::uint64_t load(const std::uint64_t& w) { return __atomic_load_n(&w, __ATOMIC_RELAXED); }

  std::uint64_t* line(Allowed key) const {
    // Allowed sets are highly structured bit masks: mix before picking a line.
    std::uint64_t h = key ^ key >> 31;
    h *= 0x9e3779b97f4a7c15ull;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 32;
    // Multiply-shift maps h onto any number of lines, not only powers of two.
    const auto index = static_cast<std::size_t>((static_cast<unsigned __int128>(h) * lines_) >> 64);
    return words_ + index * kWays;
  }

  std::size_t lines_;
  Block block_;
  std::uint64_t* words_ = nullptr;
};

// ---- One thread's search -------------------------------------------------------

constexpr std::uint64_t kPublishEvery = std::uint64_t{1} << 14;  // positions between progress updates

bool is_small(Allowed a) { return a >> 19 == 0; }  // inside 2..20: WinMemo's direct table

class Worker {
 public:
  Worker(Table& lost, Table& won, std::atomic<std::uint64_t>& shared_positions)
      : lost_(lost), won_(won), shared_positions_(shared_positions) {}

  // Solves one of the root's children: whether the player to move at `a`
  // wins, unless `stop` is raised meanwhile (another thread solved it):
  // then nullopt, and nothing unproven is stored. A helper orders children
  // differently from the thread that took the job first.
  std::optional<bool> solve_job(Allowed a, const std::atomic<bool>& stop, bool helper) {
    stop_ = &stop;
    helper_ = helper;
    stopped_ = false;
    const bool win = wins(a);
    stop_ = nullptr;
    if (stopped_) return std::nullopt;
    return win;
  }

  bool wins(Allowed a) {
    if (is_small(a)) return small_.wins(a);
    if (lost_.find(a) != Known::kUnknown) return false;
    if (won_.find(a) != Known::kUnknown) return true;
    return search(a);
  }

  // Adds the positions searched since the last call to the shared count.
  void publish() {
    shared_positions_.fetch_add(positions_ - published_, std::memory_order_relaxed);
    published_ = positions_;
  }

 private:
  // a is large and not in the table.
  bool search(Allowed a) {
    if (stop_ != nullptr && stop_->load(std::memory_order_relaxed)) {
      stopped_ = true;
      return false;
    }
    const std::uint64_t first = positions_++;
    if (positions_ - published_ >= kPublishEvery) publish();

    struct Child {
      Allowed set;
      const std::uint64_t* line;  // in the lost table, then in the won table
      int x;
      std::uint32_t order;  // smaller first
    };
    Child kids[64];
    int n = 0;
    for (int x : NumberRange(a)) {
      const Allowed c = after_naming(a, x);
      if (c == 0) return remember(a, true, first);  // the opponent has nothing to name
      const std::uint64_t* line = nullptr;
      if (!is_small(c)) Table::prefetch(line = lost_.line_of(c));
      kids[n++] = {c, line, x, 0};
    }
    // Cheap pass first: a child already known to be lost decides a (four
    // positions in five are decided here). Only the small table of lost
    // positions is read; its lines were requested above, so their misses
    // overlap.
    int unknown = 0;
    for (int i = 0; i < n; ++i) {
      const Allowed c = kids[i].set;
      if (is_small(c)) {
        if (!small_.wins(c)) return remember(a, true, first);
        continue;  // won for the opponent: no use
      }
      if (Table::find(kids[i].line, c) != Known::kUnknown) return remember(a, true, first);
      kids[unknown++] = kids[i];
    }
    // Then the children already known to be won are no use either.
    for (int i = 0; i < unknown; ++i) Table::prefetch(kids[i].line = won_.line_of(kids[i].set));
    int left = 0;
    for (int i = 0; i < unknown; ++i)
      if (Table::find(kids[i].line, kids[i].set) == Known::kUnknown) kids[left++] = kids[i];
    unknown = left;
    // Fewest numbers left first (cheapest to decide, and the likelier to be
    // lost), then the larger number named. On 2..40 this searches 1.44 M
    // positions where fewest-first alone searches 1.65 M, and ascending
    // numbers 3.0 M; ordering by which numbers recently won (a history
    // heuristic) or by the parity of what is left did worse.
    for (int i = 0; i < unknown; ++i)
      kids[i].order = static_cast<std::uint32_t>(count(kids[i].set)) << 8 | static_cast<std::uint32_t>(255 - kids[i].x);
    std::sort(kids, kids + unknown, [](const Child& p, const Child& q) { return p.order < q.order; });
    // A helper (see big_winning_set) starts one child further on and comes
    // back to the first last: where the first thread is in a subtree, the
    // helper is in a sibling, at every level, so in lost positions (whose
    // children all need searching) the two split the work instead of
    // following each other.
    const int shift = helper_ && unknown > 1 ? 1 : 0;
    for (int j = 0; j < unknown; ++j) {
      const Child& kid = kids[j + shift < unknown ? j + shift : j + shift - unknown];
      const bool won = wins(kid.set);
      if (stopped_) return false;  // the job was finished elsewhere: nothing is proven here
      if (!won) return remember(a, true, first);
    }
    return remember(a, false, first);
  }

  bool remember(Allowed a, bool win, std::uint64_t first) {
    (win ? won_ : lost_).store(a, win, positions_ - first);
    return win;
  }

  Table &lost_, &won_;
  std::atomic<std::uint64_t>& shared_positions_;
  WinMemo small_;
  std::uint64_t positions_ = 0, published_ = 0;
  const std::atomic<bool>* stop_ = nullptr;
  bool helper_ = false, stopped_ = false;
};

}  // namespace

// Memo size when none is given: about one 8-byte entry per position a full
// start with as many numbers searches (1.44 M for the 39 numbers of 2..40,
// ~1.41x per number more: 2..44 6.3 M, 2..46 12.3 M, 2..50 45 M). Not more:
// every probe lands on a random line, and a larger table costs more TLB and
// cache misses per probe than the few re-searches a smaller one causes. On
// 2..48 (22 M positions, 2 threads), 256 MB took 10.4 s, 512 MB 11.9 s and
// 1 GiB 17.7 s; on 2..46 (1 thread) 128 MB 7.0 s, 64 MB 7.5 s (14 M positions
// searched instead of 12.4 M) and 1 GiB 15.1 s.
std::size_t big_memo_bytes(Allowed a) {
  const double estimate = 1.44e6 * std::pow(1.41, count(a) - 39) * kEntryBytes;
  const double lo = 1 << 20, hi = static_cast<double>(kBigDefaultMemoBytes);
  return static_cast<std::size_t>(std::clamp(estimate, lo, hi));
}

BigResult big_winning_set(Allowed a, const BigOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  // Lost positions get their own table, 15% of the memory: they are about a
  // tenth of those searched (2..44: 0.60 M of 6.27 M), so the pass that looks
  // for a lost child, which decides most positions, reads lines of a table
  // several times smaller than one holding everything (on 2..46, 1 thread:
  // 5.8 s against 6.7 s).
  const std::size_t bytes = options.memo_bytes ? options.memo_bytes : big_memo_bytes(a);
  const std::size_t lines = std::max<std::size_t>(2, bytes / kLineBytes);
  const std::size_t lost_lines = std::max<std::size_t>(1, lines * 15 / 100);
  Table lost(lost_lines * kLineBytes), won((lines - lost_lines) * kLineBytes);

  // The root's children, the largest first: they take longest, so starting
  // them first balances the threads' loads.
  struct Job {
    Allowed child;
    int x;
  };
  std::vector<Job> jobs;
  for (int x : NumberRange(a)) jobs.push_back({after_naming(a, x), x});
  std::stable_sort(jobs.begin(), jobs.end(), [](const Job& p, const Job& q) { return count(p.child) > count(q.child); });

  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const int threads = std::clamp(options.threads > 0 ? options.threads : cores, 1, std::max<int>(1, static_cast<int>(jobs.size())));

  // Each thread takes the next job not yet started; when none is left, it
  // helps with a job still running (the largest first), searching it in its
  // own order over the shared table, until one of them finishes the job.
  // Without help the last large job kept one core idle for about a tenth of
  // the run of 2..50.
  std::atomic<std::size_t> next_job{0};
  const std::unique_ptr<std::atomic<bool>[]> finished(new std::atomic<bool>[jobs.size()]);
  for (std::size_t j = 0; j < jobs.size(); ++j) finished[j] = false;
  std::atomic<std::uint64_t> winning{0}, positions{0};
  std::mutex mutex;
  std::condition_variable done_cv;
  int running = threads;

  const auto work = [&] {
    Worker worker(lost, won, positions);
    const auto run = [&](std::size_t j, bool helper) {
      const std::optional<bool> win = worker.solve_job(jobs[j].child, finished[j], helper);
      if (!win) return;
      if (!*win) winning.fetch_or(bit(jobs[j].x));  // (the empty child is lost too)
      finished[j].store(true, std::memory_order_relaxed);
    };
    for (std::size_t j; (j = next_job.fetch_add(1)) < jobs.size();) run(j, false);
    for (std::size_t j = 0; j < jobs.size(); ++j)
      if (!finished[j].load(std::memory_order_relaxed)) run(j, true);
    worker.publish();
    const std::lock_guard lock(mutex);
    if (--running == 0) done_cv.notify_all();
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work);
  {
    std::unique_lock lock(mutex);
    const auto interval = std::chrono::duration<double>(options.progress_interval);
    while (!done_cv.wait_for(lock, interval, [&] { return running == 0; }))
      if (options.on_progress)
        options.on_progress({positions.load(), std::chrono::duration<double>(Clock::now() - start).count()});
  }
  for (std::thread& t : pool) t.join();
  // A last report with the final count, so a progress line ends on the total.
  if (options.on_progress)
    options.on_progress({positions.load(), std::chrono::duration<double>(Clock::now() - start).count()});
  return {winning.load(), positions.load(), lost.bytes() + won.bytes(), threads};
}

Allowed big_winning_set_with_progress(Allowed a, std::string_view tool) {
  BigOptions options;
  const bool terminal = isatty(STDERR_FILENO) != 0;
  if (terminal) {
    options.on_progress = [tool](const BigProgress& p) {
      std::fprintf(stderr, "\r%.*s: %s positions, %.0f s", static_cast<int>(tool.size()), tool.data(),
                   text::grouped(p.positions).c_str(), p.seconds);
      std::fflush(stderr);
    };
  }
  const BigResult r = big_winning_set(a, options);
  if (terminal) std::fputs("\r\x1b[K", stderr);  // the answer follows on a clean line
  return r.winning;
}

Allowed judge_winning_set(WinMemo& memo, Allowed a, std::string_view tool) {
  return count(a) >= kBigMinNumbers && big_supports(a) ? big_winning_set_with_progress(a, tool)
                                                       : memo.winning_set(a);
}

}  // namespace gtl::number_game
