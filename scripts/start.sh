#!/usr/bin/env bash
# One command to run the product on a fresh machine: Node, dependencies, demo data, site, API, login app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-env.sh
exec npm start
