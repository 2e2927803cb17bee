// The one place that includes xtensor: later xtensor versions move headers and need C++20.
#pragma once
#include <xtensor/xadapt.hpp>
#include <xtensor/xarray.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xstrided_view.hpp>
#include <xtensor/xview.hpp>

namespace attn {
using Array = xt::xarray<float>;
}
