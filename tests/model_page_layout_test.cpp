// The page's division of the screen (model/page_layout.hpp) at the sizes classes
// open it on: phones, tablets both ways, a laptop, a projector.
#include "model/page_layout.hpp"

#include <gtest/gtest.h>

namespace gtl::model {
namespace {

constexpr float kMenu = 26;

PageInput screen(float w, float h, bool coarse) {
  PageInput in;
  in.work = {0, kMenu, w, h - kMenu};
  in.coarse_pointer = coarse;
  in.panel_width = 323;
  in.status_height = 30;
  return in;
}

bool inside(const PageBox& a, const PageBox& b) {  // a lies within b
  return a.x >= b.x && a.y >= b.y && a.right() <= b.right() + 0.01f && a.bottom() <= b.bottom() + 0.01f;
}

TEST(PageLayout, FormsFollowTheWidthAndThePointer) {
  EXPECT_EQ(page_form(390, 844, true), PageForm::Phone);
  EXPECT_EQ(page_form(360, 740, true), PageForm::Phone);
  EXPECT_EQ(page_form(390, 844, false), PageForm::Phone) << "a narrow window is a phone's column whatever the pointer";
  EXPECT_EQ(page_form(768, 1024, true), PageForm::Tablet);
  EXPECT_EQ(page_form(1024, 768, true), PageForm::Tablet);
  EXPECT_EQ(page_form(800, 600, false), PageForm::Desktop);
  EXPECT_EQ(page_form(1280, 720, false), PageForm::Desktop);
  EXPECT_EQ(page_form(1920, 1080, true), PageForm::Desktop) << "a touch screen on a wide display keeps the panel";
}

TEST(PageLayout, APhoneIsOneColumnWithTheControlsInADrawer) {
  for (auto [w, h] : {std::pair{390.0f, 844.0f}, std::pair{360.0f, 740.0f}}) {
    PageInput in = screen(w, h, true);
    PageLayout closed = page_layout(in);
    EXPECT_EQ(closed.form, PageForm::Phone);
    EXPECT_FALSE(closed.panel_open) << "the drawer starts closed";
    EXPECT_FLOAT_EQ(closed.canvas.w, w) << "the board and the tree get the whole width";
    EXPECT_FLOAT_EQ(closed.canvas.h, h - kMenu) << "no status bar on a phone";
    EXPECT_FALSE(closed.status_shown);
    EXPECT_TRUE(closed.touch);

    in.panel_open = true;
    PageLayout open = page_layout(in);
    EXPECT_TRUE(open.panel_open);
    EXPECT_TRUE(open.panel_overlay);
    EXPECT_FLOAT_EQ(open.canvas.w, w) << "the drawer lies over the canvas; nothing moves under it";
    EXPECT_TRUE(inside(open.panel, in.work));
    EXPECT_GE(open.panel.w, 240);
    EXPECT_GE(open.scrim.w, kTouchTargetPx) << "a finger's width is left to close the drawer";
    EXPECT_FLOAT_EQ(open.panel.right(), open.scrim.x);
    EXPECT_FLOAT_EQ(open.scrim.right(), w);
  }
}

TEST(PageLayout, ATabletFoldsThePanelAwayAndGivesTheCanvasTheWidth) {
  for (auto [w, h] : {std::pair{768.0f, 1024.0f}, std::pair{1024.0f, 768.0f}}) {
    PageInput in = screen(w, h, true);
    PageLayout l = page_layout(in);
    EXPECT_EQ(l.form, PageForm::Tablet);
    EXPECT_FALSE(l.panel_open);
    EXPECT_FLOAT_EQ(l.canvas.w, w);
    EXPECT_GE(l.canvas.w * l.canvas.h, 0.5f * w * h) << "at least half the screen for the lesson and the tree";
    EXPECT_FALSE(l.status_shown) << "no keyboard hints on a touch tablet";
    EXPECT_TRUE(l.touch);
    in.panel_open = true;  // unfolded: docked beside the canvas
    PageLayout open = page_layout(in);
    EXPECT_FALSE(open.panel_overlay);
    EXPECT_FLOAT_EQ(open.panel.right(), open.canvas.x);
    EXPECT_FLOAT_EQ(open.canvas.right(), w);
  }
}

TEST(PageLayout, ADesktopDocksThePanelAndCanFoldIt) {
  PageInput in = screen(1280, 720, false);
  PageLayout l = page_layout(in);
  EXPECT_EQ(l.form, PageForm::Desktop);
  EXPECT_TRUE(l.panel_open);
  EXPECT_FALSE(l.touch);
  EXPECT_FLOAT_EQ(l.panel.w, in.panel_width);
  EXPECT_FLOAT_EQ(l.canvas.x, in.panel_width);
  EXPECT_FLOAT_EQ(l.canvas.w, 1280 - in.panel_width);
  // The status bar under the panel, the canvas the whole height beside it.
  EXPECT_FLOAT_EQ(l.status.bottom(), 720);
  EXPECT_FLOAT_EQ(l.status.w, l.panel.w);
  EXPECT_FLOAT_EQ(l.panel.bottom(), l.status.y);
  EXPECT_FLOAT_EQ(l.canvas.bottom(), 720);
  in.panel_open = false;
  const PageLayout folded = page_layout(in);
  EXPECT_FLOAT_EQ(folded.canvas.w, 1280);
  EXPECT_FLOAT_EQ(folded.status.w, 1280);  // folded: the status bar spans the width under the canvas
  EXPECT_FLOAT_EQ(folded.canvas.bottom(), folded.status.y);
  // A panel asked wider than 45 % of a small window is held to it.
  PageInput small = screen(640, 480, false);
  EXPECT_LE(page_layout(small).panel.w, 0.45f * 640 + 0.01f);
}

TEST(PageLayout, PresentationShowsOnlyTheCanvas) {
  for (auto [w, h, coarse] : {std::tuple{390.0f, 844.0f, true}, std::tuple{1280.0f, 720.0f, false}}) {
    PageInput in = screen(w, h, coarse);
    in.presentation = true;
    in.panel_open = true;
    PageLayout l = page_layout(in);
    EXPECT_FALSE(l.panel_open);
    EXPECT_FALSE(l.status_shown);
    EXPECT_FLOAT_EQ(l.canvas.w, w);
    EXPECT_FLOAT_EQ(l.canvas.h, h - kMenu);
  }
}

TEST(PageLayout, FormNamesAreTheStateWords) {
  EXPECT_EQ(page_form_name(PageForm::Phone), "phone");
  EXPECT_EQ(page_form_name(PageForm::Tablet), "tablet");
  EXPECT_EQ(page_form_name(PageForm::Desktop), "desktop");
}

}  // namespace
}  // namespace gtl::model
