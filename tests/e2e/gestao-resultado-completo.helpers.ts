import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../support/pdf.ts';

/** A seeded enrolee of the process: every seeded person signs in with her CPF and the demo password 'candidato'. */
export interface Inscrito {
  ins: number;
  nome: string;
  cpf: string;
  senha: string;
}

interface LinhaPublica {
  pssFscNome: string;
  insPrcPrvSlNmrCarteira: number;
  mncDescricao: string;
  ufCodigo: string;
  prcSltLclPrvDescricao: string;
  prcSltPrvSlNumero: string;
  prcSltPrvSlBloco: string | null;
}

/** The XSRF header of the signed-in page (the staff API's writes ask for it). */
export async function csrf(page: Page) {
  return { 'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value };
}

/** 'dd/mm/aaaa hh:mm' in Brasília, `dias` from now (the back office's date and time fields). */
export function emBrasilia(dias: number): string {
  const d = new Date(Date.now() + dias * 86_400_000);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

export interface Elenco {
  /** A and D chose the same option first (A ranks above D until D's appeal); B and C, any other. */
  A: Inscrito;
  B: Inscrito;
  C: Inscrito;
  D: Inscrito;
  /** Each one's first option and its row in the vacancies table (final options are shift names, 'Integral'...). */
  opcao: Map<number, { opcCodigo: number; linha: number }>;
}

/**
 * Four seeded enrolees past the first five the ranking's own spec scores: two who chose the same option first, and
 * two others. Read through the staff API: reading is fine, every step of the story goes through the screens.
 */
export async function elenco(request: APIRequestContext, prc: number): Promise<Elenco> {
  const lista = (await (await request.get(`/sgps/gestao/inscricoes?prcSltCodigo=${prc}&limit=100`)).json()).data as { insPrcCodigo: number; situacao: string; pssFscNome: string; pssFscCPF: string }[];
  const conf = (await (await request.get(`/sgps/gestao/processos/${prc}/classificacao`)).json()).data as { opcoes: { opcCodigo: number }[]; ausentes: number[] };
  // The classification spec marks an absentee in this process; the list's order moves as other specs enrol people,
  // so skipping its first five is not enough: nobody marked absent is cast here.
  const ausentes = new Set(conf.ausentes);
  const vistos: (Inscrito & { opc: number })[] = [];
  let par: [Inscrito & { opc: number }, Inscrito & { opc: number }] | null = null;
  for (const l of lista.filter((x) => x.situacao !== 'cancelada' && !ausentes.has(x.insPrcCodigo)).slice(5)) {
    const d = (await (await request.get(`/sgps/gestao/inscricoes/${l.insPrcCodigo}`)).json()).data as { opcoes: { opcCodigo: number; prcSltOpcOrdem: number }[] };
    const opc = d.opcoes.find((o) => o.prcSltOpcOrdem === 1)?.opcCodigo;
    if (opc === undefined) continue;
    const este = { ins: l.insPrcCodigo, nome: l.pssFscNome, cpf: l.pssFscCPF, senha: 'candidato', opc };
    const mesmo = vistos.find((v) => v.opc === opc);
    vistos.push(este);
    if (mesmo && !par) par = [mesmo, este];
    if (par && vistos.filter((v) => v.opc !== par![0].opc).length >= 2) break;
  }
  expect(par, 'dois inscritos com a mesma 1ª opção').not.toBeNull();
  const [B, C] = vistos.filter((v) => v.opc !== par![0].opc);
  const [A, D] = par!;
  const linha = (opc: number) => ({ opcCodigo: opc, linha: conf.opcoes.findIndex((o) => o.opcCodigo === opc) });
  return { A, B, C, D, opcao: new Map([A, B, C, D].map((x) => [x.ins, linha(x.opc)])) };
}

/**
 * The attendance sheet just downloaded: one page per occupied room of the public seating list, each with the
 * names of that room in desk order, and no CPF anywhere.
 */
export async function conferirListaDePresenca(request: APIRequestContext, prc: number, arquivo: string) {
  const publica: LinhaPublica[] = [];
  for (let start = 0; ; start += 100) {
    const env = await (await request.get(`/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${prc}&start=${start}&limit=100`)).json();
    publica.push(...(env.data as LinhaPublica[]));
    if (env.data.length < 100) break;
  }
  const chave = (l: LinhaPublica) => `Local: ${l.mncDescricao}/${l.ufCodigo} - ${l.prcSltLclPrvDescricao}\nSala: ${[l.prcSltPrvSlNumero, l.prcSltPrvSlBloco].filter(Boolean).join(' - ')}`;
  const porSala = new Map<string, LinhaPublica[]>();
  for (const l of publica) porSala.set(chave(l), [...(porSala.get(chave(l)) ?? []), l]);
  const bytes = readFileSync(arquivo);
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(porSala.size);
  const paginas = (await pdfText(bytes)).split('Lista de presença - ').slice(1);
  expect(paginas).toHaveLength(porSala.size);
  for (const p of paginas) {
    const linhas = p.split('\n');
    const k = `${linhas.find((l) => l.startsWith('Local: '))}\n${linhas.find((l) => l.startsWith('Sala: '))!.replace(/ \(atendimento especial\)/, '').replace(/\s+Candidatos: \d+$/, '')}`;
    const esperados = [...(porSala.get(k) ?? [])].sort((a, b) => a.insPrcPrvSlNmrCarteira - b.insPrcPrvSlNmrCarteira);
    expect(esperados.length, k).toBeGreaterThan(0);
    // Every name of the room on its page, in desk order (a long name may end in an ellipsis: its start is enough).
    const posicoes = esperados.map((e) => p.indexOf(`\n${e.pssFscNome.slice(0, 24)}`));
    expect(posicoes.every((x) => x >= 0), `${k}: ${esperados.map((e) => e.pssFscNome).join(', ')}`).toBe(true);
    expect([...posicoes].sort((a, b) => a - b), k).toEqual(posicoes);
    expect(p).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  }
  return porSala.size;
}

/**
 * A vestibular created on /gestao/novo from its type's template (one option to choose, enrolment open from an hour ago
 * for 30 days); answers its code, the page left on the new process. The caller has signed in and waited for the form.
 */
export async function novoVestibularPeloModelo(page: Page, nome: string): Promise<number> {
  const novo = page.getByRole('form', { name: 'Novo processo' });
  await novo.getByRole('textbox', { name: 'Descrição', exact: true }).fill(nome);
  await novo.getByRole('combobox', { name: 'Tipo do processo' }).selectOption('VESTIBULAR');
  await novo.getByLabel(/^Início das inscrições/).fill(emBrasilia(-1 / 24));
  await novo.getByLabel(/^Fim das inscrições/).fill(emBrasilia(30));
  await novo.getByLabel('Número de opções que o candidato escolhe').fill('1');
  await expect(novo.getByRole('switch', { name: 'Começar pelo modelo do tipo escolhido' })).toBeChecked();
  await novo.getByRole('button', { name: 'Criar processo' }).click();
  await expect(page).toHaveURL(/\/gestao\/processo\/\d+$/);
  return Number(page.url().split('/').pop());
}
