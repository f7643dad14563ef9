#!/usr/bin/env bash
# One command to run every test on a fresh machine: Node, Chromium, dependencies, then `npm test`
# (types, unit, API on PGlite, site build, end-to-end in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_BROWSER=1 source scripts/ensure-env.sh
npm test
