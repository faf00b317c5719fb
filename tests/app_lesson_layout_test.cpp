// The games' pure layouts (lessons/<game>/model.hpp): Number Game tiles that
// grow with the text and never squeeze their numbers, the board's columns,
// and ball-scene boxes that never overlap.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/lessons/balls/model.hpp"
#include "app/lessons/number/model.hpp"

namespace gtl::app {
namespace {

TEST(LessonLayout, TilesGrowWithTheTextAndKeepTheirNumbersApart) {
  for (float avail_w : {300.0f, 560.0f, 700.0f, 900.0f, 1500.0f})
    for (float avail_h : {60.0f, 200.0f, 400.0f}) {
      float last_w = 0, last_h = 0;
      for (float px = 12; px <= 32; px += 1) {
        const TileSize t = board_tile_size({avail_w, avail_h, 10, 3, px});
        // Never smaller than at a smaller text size, in the same region.
        EXPECT_GE(t.w, last_w) << avail_w << " " << px;
        EXPECT_GE(t.h, last_h) << avail_w << " " << avail_h << " " << px;
        last_w = t.w;
        last_h = t.h;
        // The board fits the width whenever 8 px text fits it, and the tile
        // text is the UI text whenever the board fits at that size.
        if (avail_w >= 10 * 24) {
          EXPECT_LE(10 * t.w, avail_w) << avail_w << " " << px;
        }
        EXPECT_LE(t.text_px, px);
        // The number ("32", about 1.3 em wide) and the small line fit inside the drawn tile.
        const float inner_w = t.w - t.gap - 2 * t.pad, inner_h = t.h - t.gap - 2 * t.pad;
        EXPECT_GE(t.number_px, std::floor(t.text_px));
        EXPECT_LE(1.3f * t.number_px, inner_w) << px;
        EXPECT_LE(t.number_px + t.text_px, inner_h + 0.5f) << px;
        // The badge line: "C" and "W" (about 1.8 em together) with room between.
        EXPECT_GE(inner_w, 1.9f * t.text_px);
        EXPECT_GE(t.gap, 4.0f);
      }
    }
  // With room to spare the tiles stop growing at 4.2 text heights wide, 3.6 high.
  const TileSize big = board_tile_size({2000, 2000, 10, 3, 20});
  EXPECT_EQ(big.w, 84);
  EXPECT_EQ(big.h, 72);
  EXPECT_EQ(big.number_px, 32);
  EXPECT_EQ(big.text_px, 20);
  // In a low region at 25 px they keep their minimum height (the lesson scrolls instead).
  const TileSize low = board_tile_size({900, 100, 10, 3, 25});
  EXPECT_EQ(low.w, 90);  // 900 / 10, under the 105 cap
  EXPECT_EQ(low.h, 64);
  EXPECT_EQ(low.text_px, 25);
  // Whatever the region, a tile at 25 px is never lower than any tile at 17 px,
  // and never narrower once the region gives each column 72 px.
  float tallest17 = 0, widest17 = 0;
  for (float w : {500.0f, 720.0f, 900.0f, 2000.0f})
    for (float h : {50.0f, 200.0f, 2000.0f}) {
      tallest17 = std::max(tallest17, board_tile_size({w, h, 10, 3, 17}).h);
      widest17 = std::max(widest17, board_tile_size({w, h, 10, 3, 17}).w);
    }
  for (float w : {720.0f, 900.0f, 2000.0f})
    for (float h : {50.0f, 200.0f, 2000.0f}) {
      EXPECT_GE(board_tile_size({w, h, 10, 3, 25}).h, tallest17);
      EXPECT_GE(board_tile_size({w, h, 10, 3, 25}).w, widest17);
    }
  // In a narrow one the tile text shrinks so the ten columns still fit.
  const TileSize narrow = board_tile_size({560, 400, 10, 3, 25});
  EXPECT_LE(narrow.w * 10, 560);
  EXPECT_LT(narrow.text_px, 25);
  EXPECT_GT(narrow.text_px, 20);
}

TEST(LessonLayout, BallSceneBoxesNeverOverlapAndStayInside) {
  for (float width : {200.0f, 420.0f, 460.0f, 640.0f, 900.0f, 1500.0f})
    for (float px : {12.0f, 17.0f, 21.0f, 25.0f, 32.0f})
      for (std::uint64_t pile : {0u, 10u, 200u})
        for (std::uint64_t hand : {0u, 7u, 100u}) {
          const BallScene b = ball_scene(width, px, pile, hand);
          const Box all[3] = {b.pile, b.hands[0], b.hands[1]};
          for (int i = 0; i < 3; ++i) {
            EXPECT_GE(all[i].x, 0);
            EXPECT_LE(all[i].x + all[i].w, width + 0.5f) << width << " " << px;
            EXPECT_LE(all[i].y + all[i].h, b.height + 0.5f);
            for (int j = i + 1; j < 3; ++j) EXPECT_FALSE(all[i].intersects(all[j])) << width << " " << px << " " << i << j;
          }
          // The balls drawn fit their box.
          EXPECT_LE(static_cast<float>(b.pile_per_row) * b.pitch, b.pile.w);
          EXPECT_LE(static_cast<float>(b.hand_per_row) * b.pitch, b.hands[0].w);
          EXPECT_GE(b.hand_rows, 1);
          EXPECT_LE(b.hand_rows, 4);
        }
  // Wide: three columns, the pile between the hands; narrow: the pile on top.
  const BallScene wide = ball_scene(900, 17, 10, 0);
  EXPECT_FALSE(wide.stacked);
  EXPECT_LT(wide.hands[0].x, wide.pile.x);
  EXPECT_LT(wide.pile.x, wide.hands[1].x);
  const BallScene narrow = ball_scene(360, 17, 10, 0);
  EXPECT_TRUE(narrow.stacked);
  EXPECT_GE(narrow.hands[0].y, narrow.pile.y + narrow.pile.h);
}

// The board's columns: a hundred-square when its rows fit, one row in a wide
// low region, five on a phone; never a column narrower than `least`.
TEST(BoardColumns, TenWhenTheRowsFitOneRowWhenLowFiveWhenNarrow) {
  // 2..20 in 960 px: three rows of ten fit 300 px; in 110 px only one row does.
  EXPECT_EQ(board_columns(960, 300, 20, 34, 17), 10);
  const int low = board_columns(960, 110, 20, 34, 17);
  EXPECT_EQ(low, 21);
  const TileSize t = board_tile_size({960, 110, low, 1, 17});
  EXPECT_LE(t.h, 110);
  EXPECT_GE(t.w, 34);
  // A phone: ten columns of a finger's width do not fit 380 px.
  EXPECT_EQ(board_columns(380, 600, 20, 48, 17), 5);
  EXPECT_EQ(board_columns(380, 60, 20, 48, 17), 5);  // too low for anything: still five, the lesson scrolls
  // A touch tablet's 992 px: 21 columns of 48 px do not fit, two rows of 11 do.
  EXPECT_EQ(board_columns(992, 110, 20, 48, 17), 11);
  // Boards too wide for a single row keep ten columns when nothing fits.
  EXPECT_EQ(board_columns(960, 40, 60, 34, 17), 10);
  for (int max = 2; max <= 60; ++max)
    for (float w : {300.0f, 500.0f, 960.0f, 1400.0f})
      for (float h : {60.0f, 120.0f, 300.0f, 900.0f}) {
        const int c = board_columns(w, h, max, 34, 17);
        EXPECT_TRUE(c == 5 || c == 10 || c == max + 1 || c == (max + 2) / 2) << max << " " << w << " " << h;
        if (c != 5) {
          EXPECT_GE(w, c * 34.0f) << max << " " << w << " " << h;
        }
      }
}

}  // namespace
}  // namespace gtl::app
