/**
 * `npx tsx bench/classificacao.ts [-- --n 100000]`: the ranking by quota (src/domain/classificacao.ts) of N
 * candidates (default 100,000) over 20 options with AC and three categories, two exams, ties on purpose
 * (integer scores), an absent share and seats moving PPI -> ESC -> AC. Pure computation only (the database
 * reads are measured apart when a DB path bench exists). Goal (issue 22): under 10 s on this machine.
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

// A fixed pseudo-random sequence, so two runs rank the same candidates.
let semente = 42;
const aleatorio = () => ((semente = (semente * 1103515245 + 12345) % 2147483648) / 2147483648);
const inteiro = (max: number) => Math.floor(aleatorio() * (max + 1));

const regras: RegrasClassificacao = {
  categorias: [
    { codigo: 'PPI', nome: 'Pretos, pardos e indígenas de escola pública', destino: 'ESC' },
    { codigo: 'PCD', nome: 'Pessoas com deficiência', destino: 'ESC' },
    { codigo: 'ESC', nome: 'Escola pública', destino: AMPLA },
  ],
  vagas: Array.from({ length: OPCOES }, (_, i) => i + 1).flatMap((opcao) => [
    { opcao, lista: AMPLA, vagas: 100 },
    { opcao, lista: 'PPI', vagas: 40 },
    { opcao, lista: 'PCD', vagas: 10 },
    { opcao, lista: 'ESC', vagas: 50 },
  ]),
  pesos: [
    { prova: 1, peso: 1 },
    { prova: 2, peso: 2 },
  ],
  eliminacao: { ausente: true, zeroEm: [2], minimoTotal: 20 },
  desempate: [{ tipo: 'prova', prova: 2 }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
  dataReferencia: '2026-01-31',
};

const candidatos: CandidatoClassificacao[] = Array.from({ length: N }, (_, i) => {
  const categorias: string[] = [];
  if (aleatorio() < 0.4) categorias.push('ESC');
  if (categorias.length && aleatorio() < 0.5) categorias.push('PPI');
  if (aleatorio() < 0.03) categorias.push('PCD');
  return {
    inscricao: i + 1,
    opcao: 1 + inteiro(OPCOES - 1),
    categorias,
    notas: { 1: inteiro(60), 2: inteiro(10) },
    ausente: aleatorio() < 0.05,
    nascimento: `${1950 + inteiro(58)}-0${1 + inteiro(8)}-1${inteiro(8)}`,
    inscritoEm: new Date(Date.UTC(2025, 9, 1) + inteiro(30 * 86_400) * 1000).toISOString(),
  };
});

const inicio = performance.now();
const resultado = classificar(regras, candidatos);
const segundos = (performance.now() - inicio) / 1000;
const aprovados = resultado.reduce((s, r) => s + r.listas.reduce((t, l) => t + l.candidatos.filter((c) => c.situacao === 'aprovado').length, 0), 0);
const eliminados = resultado.reduce((s, r) => s + r.eliminados.length, 0);
const linhas = resultado.reduce((s, r) => s + r.listas.reduce((t, l) => t + l.candidatos.length, 0), 0);

const figuras = {
  quando: new Date().toISOString(),
  maquina: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, Node ${process.version}`,
  candidatos: N,
  opcoes: OPCOES,
  categorias: regras.categorias.length,
  segundosModuloPuro: Number(segundos.toFixed(3)),
  aprovados,
  eliminados,
  linhasNasListas: linhas,
  metaSegundos: 10,
};
console.log(`classificação de ${N} candidatos em ${OPCOES} opções: ${segundos.toFixed(2)} s (módulo puro); ${aprovados} aprovados, ${eliminados} eliminados, ${linhas} linhas nas listas`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `classificacao-${figuras.quando.slice(0, 10)}.json`), `${JSON.stringify(figuras, null, 2)}\n`);
