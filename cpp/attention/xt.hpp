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

// A tensor every cell of which is written before it is read: skips zero-filling megabytes. Its shape is an
// Array::shape_type, which holds up to four sizes in place: a std::vector would be one more allocation per
// tensor, and at the teaching size the allocations cost more than the numbers.
inline Array uninitialized(const Array::shape_type& shape) { return Array::from_shape(shape); }
}
