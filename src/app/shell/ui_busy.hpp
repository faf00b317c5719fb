// The progress view of long work (solve_job.hpp): a bar with the positions
// solved so far against the estimate, and a Cancel button; or, while a large
// DAG is laid out in steps, the steps done (no Cancel: it ends by itself in a
// fraction of a second). Drawn at the top of the canvas while work runs;
// everything else stays usable meanwhile.
#pragma once

#include "app/kit/solve_job.hpp"

namespace gtl::app {

// Draws the bar (item "busy.bar") and, for a solve, the button (item
// "busy.cancel") in the current window; true when Cancel was pressed this frame.
bool draw_busy(const BusyProgress& p);

}  // namespace gtl::app
