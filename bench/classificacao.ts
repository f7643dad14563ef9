/**
 * `npx tsx bench/classificacao.ts [-- --n 100000]`: the ranking by quota (src/domain/classificacao.ts) of N
 * candidates (default 100,000), each choosing 3 of 20 options in their own order, over AC and the 8 categories of
 * Lei 12.711/2012 as amended by Lei 14.723/2023 (income × PPI / quilombola / PcD / public school), whose unfilled
 * seats move along ordered destinations with cycles (Decreto 7.824/2012 art. 2º §1 as amended by Decreto
 * 11.781/2023), two exams, ties on purpose (integer scores) and an absent share. Pure computation only (the database
 * reads are measured by bench/gestao-sob-carga.ts). Goal (issue 36): under 2 s on this machine.
 * Writes bench/results/classificacao-<date>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AMPLA, classificar, type CandidatoClassificacao } from '../src/domain/classificacao.ts';
import type { RegrasClassificacao } from '../src/domain/classificacao-regras.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '100000' } } });
const N = Number(values.n);
const OPCOES = 20;
const ESCOLHAS = 3;

// A fixed pseudo-random sequence, so two runs rank the same candidates.
let semente = 42;
const aleatorio = () => ((semente = (semente * 1103515245 + 12345) % 2147483648) / 2147483648);
const inteiro = (max: number) => Math.floor(aleatorio() * (max + 1));

// PPI / Q / PCD leftovers: the other two of the same income group, the same of the other group, then public school, then AC.
const grupo = (g: 'LB' | 'LI') => {
  const outro = g === 'LB' ? 'LI' : 'LB';
  const reservadas = (a: string, b: string, c: string) => [`${g}_${b}`, `${g}_${c}`, `${outro}_${a}`, `${outro}_${b}`, `${outro}_${c}`, `${g}_EP`, `${outro}_EP`, AMPLA];
  return [
    { codigo: `${g}_PPI`, nome: `${g} pretos, pardos e indígenas`, destinos: reservadas('PPI', 'Q', 'PCD') },
    { codigo: `${g}_Q`, nome: `${g} quilombolas`, destinos: reservadas('Q', 'PPI', 'PCD') },
    { codigo: `${g}_PCD`, nome: `${g} pessoas com deficiência`, destinos: reservadas('PCD', 'PPI', 'Q') },
    { codigo: `${g}_EP`, nome: `${g} escola pública`, destinos: [`${outro}_EP`, AMPLA] },
  ];
};
const categorias = [...grupo('LB'), ...grupo('LI')];
// Per option (40 seats): AC 20, each income group 10 = PPI 4, Q 1, PCD 1, EP 4.
const VAGAS: Record<string, number> = { [AMPLA]: 20, LB_PPI: 4, LB_Q: 1, LB_PCD: 1, LB_EP: 4, LI_PPI: 4, LI_Q: 1, LI_PCD: 1, LI_EP: 4 };

const regras: RegrasClassificacao = {
  categorias,
  vagas: Array.from({ length: OPCOES }, (_, i) => i + 1).flatMap((opcao) => Object.entries(VAGAS).map(([lista, vagas]) => ({ opcao, lista, vagas }))),
  pesos: [
    { prova: 1, peso: 1 },
    { prova: 2, peso: 2 },
  ],
  eliminacao: { ausente: true, zeroEm: [2], minimoTotal: 20 },
  desempate: [{ tipo: 'prova', prova: 2 }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
  dataReferencia: '2026-01-31',
  opcoes: { esperaNasOpcoesAnteriores: false },
};

const candidatos: CandidatoClassificacao[] = Array.from({ length: N }, (_, i) => {
  const cats: string[] = [];
  if (aleatorio() < 0.5) {
    const g = aleatorio() < 0.5 ? 'LB' : 'LI';
    cats.push(`${g}_EP`);
    if (aleatorio() < 0.45) cats.push(`${g}_PPI`);
    if (aleatorio() < 0.03) cats.push(`${g}_Q`);
    if (aleatorio() < 0.04) cats.push(`${g}_PCD`);
  }
  const opcoes: number[] = [];
  while (opcoes.length < ESCOLHAS) {
    const o = 1 + inteiro(OPCOES - 1);
    if (!opcoes.includes(o)) opcoes.push(o);
  }
  return {
    inscricao: i + 1,
    opcoes,
    categorias: cats,
    notas: { 1: inteiro(60), 2: inteiro(10) },
    ausente: aleatorio() < 0.05,
    nascimento: `${1950 + inteiro(58)}-0${1 + inteiro(8)}-1${inteiro(8)}`,
    inscritoEm: new Date(Date.UTC(2025, 9, 1) + inteiro(30 * 86_400) * 1000).toISOString(),
  };
});

// Wall time, and the process's CPU time beside it: on a machine shared with other work the wall time alone says little.
const inicio = performance.now();
const cpu = process.cpuUsage();
const resultado = classificar(regras, candidatos);
const segundos = (performance.now() - inicio) / 1000;
const gasto = process.cpuUsage(cpu);
const segundosCpu = (gasto.user + gasto.system) / 1e6;
const aprovados = resultado.reduce((s, r) => s + r.listas.reduce((t, l) => t + l.candidatos.filter((c) => c.situacao === 'aprovado').length, 0), 0);
const eliminados = resultado.reduce((s, r) => s + r.eliminados.length, 0);
const linhas = resultado.reduce((s, r) => s + r.listas.reduce((t, l) => t + l.candidatos.length, 0), 0);
const remanejadas = resultado.reduce((s, r) => s + r.remanejamentos.reduce((t, m) => t + m.vagas, 0), 0);

const figuras = {
  quando: new Date().toISOString(),
  maquina: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, Node ${process.version}`,
  candidatos: N,
  opcoes: OPCOES,
  opcoesPorCandidato: ESCOLHAS,
  categorias: regras.categorias.length,
  segundosModuloPuro: Number(segundos.toFixed(3)),
  segundosCpu: Number(segundosCpu.toFixed(3)),
  cargaMedia1min: Number(os.loadavg()[0].toFixed(2)),
  aprovados,
  eliminados,
  vagasRemanejadas: remanejadas,
  linhasNasListas: linhas,
  metaSegundos: 2,
};
console.log(
  `classificação de ${N} candidatos (${ESCOLHAS} opções cada, ${OPCOES} opções, ${categorias.length} categorias): ${segundos.toFixed(2)} s (módulo puro; CPU ${segundosCpu.toFixed(2)} s, carga ${os.loadavg()[0].toFixed(1)}); ` +
    `${aprovados} aprovados, ${eliminados} eliminações, ${remanejadas} vagas remanejadas, ${linhas} linhas nas listas`,
);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `classificacao-${figuras.quando.slice(0, 10)}.json`), `${JSON.stringify(figuras, null, 2)}\n`);
