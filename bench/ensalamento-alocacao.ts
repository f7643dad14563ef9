/**
 * `npx tsx bench/ensalamento-alocacao.ts [-- --n 100000]`: the seating plan (server/entities/ensalamento/alocacao.ts,
 * the code of `ensalamento:allocate` and of the back office's preview and confirmation) of N candidates (default
 * 100,000) in 12 exam municipalities, 3 % needing special conditions, rooms of 40 desks (special rooms of 10) with
 * 5 % spare places. Pure computation only, as bench/classificacao.ts; bench/ensalamento.ts measures the public room
 * search at the same scale. Goal (issue 22): under 10 s on this machine. Writes bench/results/ensalamento-alocacao-<date>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CandidatoAlocacao, planejar, type SalaAlocacao } from '../server/entities/ensalamento/alocacao.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '100000' } } });
const N = Number(values.n);
const MUNICIPIOS = 12;

// A fixed pseudo-random sequence, so two runs seat the same candidates.
let semente = 7;
const aleatorio = () => ((semente = (semente * 1103515245 + 12345) % 2147483648) / 2147483648);
const PRENOMES = ['Ana', 'Álvaro', 'Beatriz', 'Caio', 'Élida', 'Gabriel', 'Helena', 'Ígor', 'João', 'Júlia', 'Lucas', 'Maria', 'Otávio', 'Pedro', 'Sofia', 'Úrsula'];
const SOBRENOMES = ['Silva', 'Souza', 'Conceição', 'Araújo', 'Lima', 'Gonçalves', 'Ribeiro', 'Martins', 'Carvalho', 'Albuquerque', 'Magalhães', 'Pereira'];
const pick = <T>(xs: T[]) => xs[Math.floor(aleatorio() * xs.length)];

const candidatos: CandidatoAlocacao[] = Array.from({ length: N }, (_, i) => ({
  insPrcCodigo: i + 1,
  nome: `${pick(PRENOMES)} ${pick(SOBRENOMES)} ${pick(SOBRENOMES)}`,
  mncCodigo: 1 + Math.floor(aleatorio() * MUNICIPIOS),
  especial: aleatorio() < 0.03,
}));

const salas: SalaAlocacao[] = [];
for (let m = 1; m <= MUNICIPIOS; m++) {
  const deles = candidatos.filter((c) => c.mncCodigo === m);
  const grupos = [
    { especial: false, n: deles.filter((c) => !c.especial).length, lugares: 40 },
    { especial: true, n: deles.filter((c) => c.especial).length, lugares: 10 },
  ];
  for (const g of grupos) {
    const quantas = Math.ceil((g.n * 1.05) / g.lugares);
    for (let k = 0; k < quantas; k++) {
      salas.push({ prcSltPrvSlCodigo: salas.length + 1, mncCodigo: m, especial: g.especial, lugares: g.lugares, prcSltLclPrvCodigo: m * 100 + Math.floor(k / 30), bloco: String.fromCharCode(65 + (k % 4)), numero: String(k + 1) });
    }
  }
}

const inicio = performance.now();
const plano = planejar(candidatos, salas);
const segundos = (performance.now() - inicio) / 1000;

const figuras = {
  quando: new Date().toISOString(),
  maquina: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, Node ${process.version}`,
  cargaMedia: os.loadavg().map((x) => Number(x.toFixed(2))),
  candidatos: N,
  municipios: MUNICIPIOS,
  salas: salas.length,
  segundosModuloPuro: Number(segundos.toFixed(3)),
  alocados: plano.alocacoes.length,
  semLugar: plano.semLugar.length,
  metaSegundos: 10,
};
console.log(`ensalamento de ${N} candidatos em ${salas.length} salas de ${MUNICIPIOS} municípios: ${segundos.toFixed(2)} s (módulo puro); ${plano.alocacoes.length} alocados, ${plano.semLugar.length} sem lugar`);
const saida = path.join('bench', 'results', `ensalamento-alocacao-${figuras.quando.slice(0, 10)}.json`);
mkdirSync(path.dirname(saida), { recursive: true });
writeFileSync(saida, `${JSON.stringify(figuras, null, 2)}\n`);
console.log(`-> ${saida}`);
