// The checker itself: it must find differences, or every comparison built on it proves nothing.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "check.hpp"

TEST_CASE("check::diff: reports the max abs and rel difference and the first index outside the tolerance") {
  std::vector<float> actual = {1.0f, 2.0f, 3.5f, 4.0f, 9.0f};
  std::vector<double> expected = {1.0, 2.0, 3.0, 4.0, 5.0};
  check::Diff d = check::diff(actual.data(), expected.data(), 5, 1e-5);
  CHECK(d.first_bad == 2);
  CHECK(d.bad == 2);
  CHECK(d.max_abs == 4.0);
  CHECK(d.max_rel == doctest::Approx(4.0 / 6.0));
}

TEST_CASE("check::diff: −∞ matches only −∞, and NaN never matches") {
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> a = {-inf, -inf, 0.0f, std::nanf("")};
  std::vector<double> e = {-double(inf), 0.0, -double(inf), 0.0};
  check::Diff d = check::diff(a.data(), e.data(), 4, 1e-5);
  CHECK(d.first_bad == 1);
  CHECK(d.bad == 3);
  CHECK(check::diff(a.data(), e.data(), 1, 0.0).bad == 0);
}

TEST_CASE("check::diff: the tolerance is relative to 1 + |expected|") {
  std::vector<float> a = {1000.01f, 0.00001f};
  std::vector<double> e = {1000.0, 0.0};
  CHECK(check::diff(a.data(), e.data(), 2, 1e-5).bad == 0);   // 0.01 ≤ 1e-5·1001, 1e-5 ≤ 1e-5·1
  CHECK(check::diff(a.data(), e.data(), 2, 1e-6).bad == 2);
}
