#!/usr/bin/env bash
# Backup of the PostgreSQL database (docs/instalacao-producao.md "Cópias de segurança"):
#   bash scripts/backup.sh 'postgres://processos@%2Fvar%2Frun%2Fpostgresql/processos' /var/backups/processos [dias]
# Writes DIR/processos-<data>.dump in pg_dump's custom format (compressed, restorable table by table with
# pg_restore), checks that pg_restore can read its table of contents, and deletes dumps older than DIAS (14).
# A consistent snapshot while the API runs (pg_dump reads in one transaction): no need to stop anything.
set -euo pipefail
url="${1:?uso: backup.sh DATABASE_URL DIRETORIO [DIAS]}"
dir="${2:?uso: backup.sh DATABASE_URL DIRETORIO [DIAS]}"
dias="${3:-14}"
mkdir -p "$dir"
arquivo="$dir/processos-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$arquivo.parcial" "$url"
pg_restore --list "$arquivo.parcial" > /dev/null
mv "$arquivo.parcial" "$arquivo"
find "$dir" -maxdepth 1 -name 'processos-*.dump' -mtime +"$dias" -delete
echo "cópia gravada: $arquivo ($(du -h "$arquivo" | cut -f1))"
