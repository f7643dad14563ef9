import type { Db } from '../../db/client.ts';
import { LeituraEmLote } from '../../db/leitura-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { processoToWire, type Processo } from '../../entities/processo/processo.ts';
import { isCurrent } from '../../../src/domain/inscricao-periodo.ts';
import type { ProcessoWire } from '../../../src/domain/wire/processo.ts';
import { listNotEnded } from './repository.ts';

const VERSAO: RawStatement = { name: 'prc_seletivo_versao', text: 'SELECT versao::text AS versao FROM prc_seletivo_versao WHERE id = 1' };

interface Copia {
  /** prc_seletivo_versao read just before the rows. */
  versao: string;
  /** The instant the rows were read at: processes that had ended by then are not in them. */
  desde: number;
  /** Published processes not ended at `desde`, in the list's order (end soonest first). */
  linhas: Processo[];
}

/**
 * listaProcessos is the same for every candidate and changes only when staff change a process or the
 * clock crosses an enrolment window's start or end. Each API process keeps the processes that have not
 * ended, labelled with the version of the process table, and filters the open ones per request, so the
 * deadline-day crowd costs one one-row read per request. A request whose version differs from the copy's
 * (a change in any API process) reloads the copy first, so nobody is ever answered from an older table.
 * The wire list is kept too, for as long as the same processes are open (an open process's wire does not
 * depend on the instant: prcSltVigente is "T" for all of them).
 */
export class ProcessosAbertos {
  private copia: Copia | null = null;
  private resposta: { chave: string; wire: ProcessoWire[] } | null = null;
  /** Requests arriving together share one read of the version (each still reads one taken after it arrived). */
  private readonly versoes = new LeituraEmLote(async (pedidos: null[]) => {
    const [row] = await rawQuery<{ versao: string }>(this.db, VERSAO, []);
    return pedidos.map(() => row?.versao ?? '0');
  }, 100, 'versão dos processos abertos');

  constructor(private readonly db: Db) {}

  async lista(now: Date): Promise<ProcessoWire[]> {
    const db = this.db;
    const versao = await this.versoes.le(null);
    let copia = this.copia;
    // The version first, then the rows: a change committed in between makes the copy newer than its label,
    // never older, and the next request (reading the newer number) loads again.
    if (!copia || copia.versao !== versao || now.getTime() < copia.desde) {
      copia = { versao, desde: now.getTime(), linhas: await listNotEnded(db, now) };
      this.copia = copia;
    }
    const abertos = copia.linhas.filter((p) => isCurrent(p.prcSltDtInicio, p.prcSltDtFim, now));
    const chave = `${copia.versao}:${abertos.map((p) => p.prcSltCodigo).join(',')}`;
    if (this.resposta?.chave !== chave) this.resposta = { chave, wire: abertos.map((p) => processoToWire(p, now)) };
    return this.resposta.wire;
  }
}
