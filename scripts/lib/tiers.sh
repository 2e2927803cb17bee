# Runs test tiers and adds up their results; sourced by scripts/test and by tests/harness (which feeds it
# deliberately broken tiers). The rule that keeps it honest: a tier that exits non-zero, times out or
# prints no summary counts at least one failure, whatever its output says.
# Each tier runs as `tier <name> <counter> <seconds> <command…>`; its output goes to $TIER_LOG/<name>.txt.

TIER_LOG=${TIER_LOG:-$(mktemp -d)}
passed=0
failed=0

count_doctest() {  # "[doctest] test cases: 41 | 41 passed | 0 failed | 0 skipped"
  local line
  line=$(grep -a "test cases:" "$1" | tail -1)
  [ -n "$line" ] || { failed=$((failed + 1)); echo "no doctest summary"; return; }
  passed=$((passed + $(sed -E 's/.*\| *([0-9]+) passed.*/\1/' <<<"$line")))
  failed=$((failed + $(sed -E 's/.*\| *([0-9]+) failed.*/\1/' <<<"$line")))
}

count_tap() {  # node --test's TAP summary: "# pass N", "# fail N", "# cancelled N" (a timed-out test is cancelled)
  local p f c
  p=$(grep -a "^# pass " "$1" | tail -1 | awk '{print $3}')
  f=$(grep -a "^# fail " "$1" | tail -1 | awk '{print $3}')
  c=$(grep -a "^# cancelled " "$1" | tail -1 | awk '{print $3}')
  [ -n "$p" ] && [ -n "$f" ] || { failed=$((failed + 1)); echo "no TAP summary"; return; }
  passed=$((passed + p))
  failed=$((failed + f + ${c:-0}))
}

count_fuzz() {  # libFuzzer prints "Done N runs" only when it finishes without a crash
  if grep -qa "^Done [0-9]* runs" "$1"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

tier() {
  local name=$1 counter=$2 seconds=$3
  shift 3
  echo "=== $name"
  local failed_before=$failed
  timeout --kill-after=20 "$seconds" "$@" >"$TIER_LOG/$name.txt" 2>&1 </dev/null
  local status=$?
  grep -aE "^(not ok|# (pass|fail|cancelled) )|ERROR|FAILED|test cases:|^Done [0-9]+ runs|==[0-9]+==" "$TIER_LOG/$name.txt" | head -40
  "$counter" "$TIER_LOG/$name.txt"
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "$name: timed out after ${seconds} s"
  fi
  if [ "$status" -ne 0 ] && [ "$failed" -eq "$failed_before" ]; then
    failed=$((failed + 1))
    echo "$name: exited with status $status although it reported no failure"
  fi
  if [ "$failed" -ne "$failed_before" ]; then
    echo "--- last lines of $TIER_LOG/$name.txt"
    tail -40 "$TIER_LOG/$name.txt"
  fi
}

# node_tests <name> <seconds per file> <files…>: each file in its own `node --test` process, so a hung
# file is killed at its limit (Node 18 has no --test-timeout) and files never run in parallel.
node_tests() {
  local name=$1 seconds=$2 file
  shift 2
  for file in "$@"; do
    tier "$name:$(basename "$file" .mjs)" count_tap "$seconds" node --test --test-reporter=tap "$file"
  done
}

summary() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
