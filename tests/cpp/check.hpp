// llm.c-style tensor comparison: one CHECK per tensor, and on failure the max abs/rel difference
// and the first offending index, so a mismatch says where to look.
#pragma once
#include <doctest/doctest.h>

#include <cmath>
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace check {

struct Diff {
  double max_abs = 0;   // largest |actual − expected| over finite pairs
  double max_rel = 0;   // largest |actual − expected| / (1 + |expected|): what `tol` bounds
  long first_bad = -1;  // first index that broke the tolerance
  size_t bad = 0;       // how many did
};

// Pair i passes when |a − e| ≤ tol·(1 + |e|). Infinities must match exactly (−∞ is −∞); NaN never passes.
template <class A, class E>
Diff diff(const A* actual, const E* expected, size_t n, double tol) {
  Diff d;
  for (size_t i = 0; i < n; ++i) {
    double a = double(actual[i]), e = double(expected[i]);
    bool ok;
    if (std::isinf(a) || std::isinf(e)) {
      ok = a == e;
    } else {
      double abs = std::fabs(a - e), rel = abs / (1.0 + std::fabs(e));
      ok = rel <= tol;  // false for NaN
      if (abs > d.max_abs) d.max_abs = abs;
      if (rel > d.max_rel) d.max_rel = rel;
    }
    if (!ok) {
      if (d.first_bad < 0) d.first_bad = long(i);
      ++d.bad;
    }
  }
  return d;
}

// CHECKs that `actual` and `expected` agree within `tol`; returns the differences for quoting.
template <class A, class E>
Diff check_close(const A* actual, const E* expected, size_t n, double tol, const std::string& what = "values") {
  Diff d = diff(actual, expected, n, tol);
  std::ostringstream report;
  report.precision(9);
  report << what << ": " << d.bad << " of " << n << " outside |a-e| <= " << tol << "*(1+|e|); max abs diff "
         << d.max_abs << ", max rel diff " << d.max_rel;
  if (d.first_bad >= 0)
    report << "; first at [" << d.first_bad << "]: actual " << double(actual[d.first_bad]) << ", expected "
           << double(expected[d.first_bad]);
  CHECK_MESSAGE(d.bad == 0, report.str());
  return d;
}

template <class A, class E>
Diff check_close(const std::vector<A>& actual, const std::vector<E>& expected, double tol,
                 const std::string& what = "values") {
  REQUIRE_MESSAGE(actual.size() == expected.size(), what << ": " << actual.size() << " values, expected "
                                                         << expected.size());
  return check_close(actual.data(), expected.data(), actual.size(), tol, what);
}

}  // namespace check
