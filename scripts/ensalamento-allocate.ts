/**
 * Room assignment of a process:
 *   npm run ensalamento:allocate -- --process N [--reallocate] [--out DIR] [--no-pdf]
 *                                   [--contornar "justificativa" --administrador CPF]
 * Seats every deferred, non-cancelled enrolment alphabetically in the rooms of its exam municipality
 * (special-needs candidates only in rooms marked for them), then writes a PDF list per room and an
 * exam card per candidate to DIR (default ./output/ensalamento/<N>). A process that already has desks
 * is left unchanged unless --reallocate. Like the seating screen's confirmation, it first asks the process's
 * readiness (issue 37: published, deferred enrolments, each with an exam municipality) and refuses with the
 * same list; an Administrador may pass over the blockers an Administrador may override on the screen, naming
 * themselves and a justification, recorded in the audit trail. Uses DATABASE_URL / DATA_DIR like the server.
 * Exit codes: 0 done (or already done), 1 bad arguments or unknown process, 2 refused (capacity short),
 * 3 refused (the process is not ready). The work is in scripts/lib/ensalamento-comando.ts.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { comandoEnsalamento } from './lib/ensalamento-comando.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
try {
  process.exitCode = await comandoEnsalamento(database.db, process.argv.slice(2), { log: console.log, erro: console.error });
} finally {
  await database.close();
}
