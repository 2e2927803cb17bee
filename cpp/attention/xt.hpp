// The one place that includes xtensor: later xtensor versions move headers and need C++20.
// The engine keeps its tensors in xarray; reference_kernels.hpp writes the naive kernels as expressions
// over adapted buffers (xadapt, xview, and the reducers and casts of xmath).
#pragma once
#include <xtensor/xadapt.hpp>
#include <xtensor/xarray.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

namespace attn {
using Array = xt::xarray<float>;
}
