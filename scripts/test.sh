#!/usr/bin/env bash
# One command to run every test on a fresh machine: Node, Chromium, dependencies, then `npm test`
# (types, unit, the generated nginx rules in a real nginx, API on PGlite, site build, end-to-end in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_BROWSER=1 WITH_NGINX=1 source scripts/ensure-env.sh
npm test
