/**
 * Staff send a message:
 *   npm run messages:send -- --assunto "..." --texto "<p>...</p>" --tipo Mensagem|Noticia
 *     (--para <pssFscCodigo> | --processo <prcSltCodigo> | --todos)
 *     [--texto-arquivo corpo.html] [--agendamento "01/12/2026 08:00" | 2026-12-01T11:00:00Z]
 *     [--sistema SGPS] [--remetente <pssFscCodigo>]
 * Uses DATABASE_URL / DATA_DIR like the server (with embedded PGlite, stop the server first: one process
 * owns its folder). Candidates see it, and their menu counter counts it, on their next page load.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { TZDate } from '@date-fns/tz';
import { SAO_PAULO_TZ } from '../src/domain/dates.ts';
import type { Destino, NovaMensagem } from '../server/entities/mensagem/mensagem.ts';

export class UsoInvalido extends Error {}

function codigo(nome: string, v: string): number {
  if (!/^\d{1,10}$/.test(v) || Number(v) < 1) throw new UsoInvalido(`--${nome} deve ser um código inteiro positivo (recebido "${v}").`);
  return Number(v);
}

/** "dd/mm/yyyy HH:mm" in São Paulo time, or an ISO 8601 instant. */
export function parseAgendamento(v: string): Date {
  const fail = () => new UsoInvalido(`--agendamento inválido: "${v}" (use "dd/mm/aaaa HH:mm" ou ISO 8601).`);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?$/.exec(v.trim());
  if (br) {
    const [day, month, year, hour, minute] = [br[1], br[2], br[3], br[4] ?? '0', br[5] ?? '0'].map(Number);
    const z = new TZDate(year, month - 1, day, hour, minute, SAO_PAULO_TZ);
    // 31/02 or 25:00 would roll over silently: refuse them.
    if (z.getDate() !== day || z.getMonth() !== month - 1 || z.getHours() !== hour || z.getMinutes() !== minute) throw fail();
    return new Date(z.getTime());
  }
  const d = /^\d{4}-\d{2}-\d{2}T/.test(v) ? new Date(v) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw fail();
  return d;
}

/** The command line as a message to send; UsoInvalido explains what is wrong. */
export function parseSendArgs(args: string[], readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): NovaMensagem {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        assunto: { type: 'string' },
        texto: { type: 'string' },
        'texto-arquivo': { type: 'string' },
        tipo: { type: 'string', default: 'Mensagem' },
        para: { type: 'string' },
        processo: { type: 'string' },
        todos: { type: 'boolean', default: false },
        agendamento: { type: 'string' },
        sistema: { type: 'string' },
        remetente: { type: 'string' },
      },
    }));
  } catch (err) {
    throw new UsoInvalido((err as Error).message);
  }
  const destinos = [values.para !== undefined, values.processo !== undefined, values.todos].filter(Boolean).length;
  if (destinos !== 1) throw new UsoInvalido('Informe exatamente um destino: --para <pssFscCodigo>, --processo <prcSltCodigo> ou --todos.');
  if (!values.assunto) throw new UsoInvalido('--assunto é obrigatório.');
  if ((values.texto === undefined) === (values['texto-arquivo'] === undefined)) throw new UsoInvalido('Informe --texto ou --texto-arquivo (um dos dois).');
  if (values.tipo !== 'Mensagem' && values.tipo !== 'Noticia') throw new UsoInvalido('--tipo deve ser Mensagem ou Noticia.');
  if (values.sistema !== undefined && !/^[A-Z0-9_-]{1,20}$/i.test(values.sistema)) throw new UsoInvalido('--sistema deve ser um código curto (letras, números, - ou _).');
  const destino: Destino =
    values.para !== undefined ? { para: codigo('para', values.para) } : values.processo !== undefined ? { processo: codigo('processo', values.processo) } : { todos: true };
  return {
    assunto: values.assunto,
    texto: values.texto ?? readFile(values['texto-arquivo']!),
    tipo: values.tipo,
    destino,
    agendamento: values.agendamento ? parseAgendamento(values.agendamento) : undefined,
    sistema: values.sistema?.toUpperCase(),
    remetente: values.remetente !== undefined ? codigo('remetente', values.remetente) : undefined,
  };
}

async function main() {
  let mensagem: NovaMensagem;
  try {
    mensagem = parseSendArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsoInvalido)) throw err;
    console.error(`Erro: ${err.message}\n`);
    console.error('Uso: npm run messages:send -- --assunto "..." --texto "<p>...</p>" --tipo Mensagem|Noticia (--para <pssFscCodigo> | --processo <prcSltCodigo> | --todos)');
    process.exit(2);
  }
  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { enviarMensagem, EnvioInvalido } = await import('../server/entities/mensagem/mensagem.ts');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
  try {
    const r = await enviarMensagem(database.db, mensagem, new Date());
    const quem = r.destinatarios === 'todos' ? 'todas as pessoas (mensagem global)' : `${r.destinatarios} pessoa(s)`;
    console.log(`Mensagem ${r.mnsCodigo} enviada para ${quem}${mensagem.agendamento ? `, visível a partir de ${mensagem.agendamento.toISOString()}` : ''}.`);
    if (r.destinatarios === 0) console.log('Aviso: nenhuma inscrição ativa nesse processo; ninguém recebeu a mensagem.');
  } catch (err) {
    if (!(err instanceof EnvioInvalido)) throw err;
    console.error(`Erro: ${err.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
