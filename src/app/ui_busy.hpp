// The progress view of long work (solve_job.hpp): a bar with the positions
// solved so far against the estimate, and a Cancel button. Drawn at the top of
// the canvas while a job runs; everything else stays usable meanwhile.
#pragma once

#include "app/solve_job.hpp"

namespace gtl::app {

// Draws the bar (item "busy.bar") and the button (item "busy.cancel") in the
// current window; true when Cancel was pressed this frame.
bool draw_busy(const BusyProgress& p);

}  // namespace gtl::app
