import type { DbOrTx } from '../client.ts';
import { prcSltEtpProva, prcSltLclProva } from '../schema/index.ts';
import type { Relogio, Rng } from './aleatorio.ts';
import { insertMany, reserveIds } from './bulk.ts';
import type { InscricaoSeriado } from './inscricoes.ts';
import type { Referencias } from './referencias.ts';

export const LUGARES_SALA = 40;
export const LUGARES_SALA_ESPECIAL = 12;
const SALAS_POR_LOCAL = 30;

/** Venue names per exam city; more venues get a numbered suffix when a city needs them. */
const LOCAIS: Record<string, [string, string, string, string][]> = {
  'Ponta Grossa': [
    ['UEPG - Campus Uvaranas - Bloco L', 'Avenida General Carlos Cavalcanti, 4748', 'Uvaranas', 'Entrada pelo portão 2, ao lado da Reitoria'],
    ['UEPG - Campus Central', 'Praça Santos Andrade, 01', 'Centro', 'Em frente à Praça Santos Andrade'],
    ['Colégio Estadual Regente Feijó', 'Rua Dr. Colares, 1020', 'Centro', 'Próximo ao Terminal Central'],
    ['Colégio Estadual Presidente Kennedy', 'Rua Ermelino de Leão, 500', 'Oficinas', 'Ao lado da Igreja Matriz de Oficinas'],
    ['Instituto de Educação Estadual Professor César Prieto Martinez', 'Rua Júlia Wanderley, 1100', 'Centro', 'Em frente ao Parque Ambiental'],
  ],
  'Telêmaco Borba': [['Colégio Estadual Wolff Klabin', 'Avenida Chanceler Horácio Lafer, 1250', 'Centro', 'Próximo à Prefeitura']],
  Castro: [['Colégio Estadual Vicente Rijo', 'Rua Doutor Jorge Xavier da Silva, 600', 'Centro', 'Ao lado da Praça Pedro Kaled']],
  'Jaguariaíva': [['Colégio Estadual Anibal Khury', 'Rua Expedicionário Gastão Raffo, 300', 'Centro', 'Atrás do Ginásio de Esportes']],
  'São Mateus do Sul': [['Colégio Estadual São Mateus', 'Rua Barão do Rio Branco, 800', 'Centro', 'Em frente à Rodoviária']],
};

/**
 * Exam stages, venues and rooms of the serial process, and every enrolment's desk. Each city gets
 * enough rooms of 40 places (and special rooms of 12 for candidates who need them); candidates are
 * seated alphabetically, desk 1..n, never beyond a room's capacity.
 */
export async function seedEnsalamento(db: DbOrTx, rng: Rng, r: Relogio, ref: Referencias, prcSltCodigo: number, inscricoes: InscricaoSeriado[]): Promise<{ salas: number }> {
  await db.insert(prcSltEtpProva).values([
    { prcSltCodigo, prcSltEtpPrvDescricao: 'Provas objetivas - 1º dia', prcSltEtpPrvMnemonico: 'OBJ1', prcSltEtpPrvData: r.data(45), prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '12:30', prcSltEtpPrvHrrFchPortao: '13:30', prcSltEtpPrvHrrTermino: '18:00' },
    { prcSltCodigo, prcSltEtpPrvDescricao: 'Redação e provas objetivas - 2º dia', prcSltEtpPrvMnemonico: 'RED2', prcSltEtpPrvData: r.data(46), prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvHrrFchPortao: '08:15', prcSltEtpPrvHrrTermino: '12:30' },
    { prcSltCodigo, prcSltEtpPrvDescricao: 'Entrega de documentos dos cotistas', prcSltEtpPrvMnemonico: 'DOC', prcSltEtpPrvData: r.data(80), prcSltEtpPrvEnsala: false },
  ]);

  const porCidade = new Map<string, { normal: InscricaoSeriado[]; especial: InscricaoSeriado[] }>();
  for (const i of inscricoes) {
    const g = porCidade.get(i.cidade) ?? { normal: [], especial: [] };
    (i.especial ? g.especial : g.normal).push(i);
    porCidade.set(i.cidade, g);
  }
  const salas: Record<string, unknown>[] = [];
  const carteiras: Record<string, unknown>[] = [];
  for (const [cidade, grupo] of porCidade) {
    const porNome = (a: InscricaoSeriado, b: InscricaoSeriado) => a.nome.localeCompare(b.nome, 'pt-BR');
    grupo.normal.sort(porNome);
    grupo.especial.sort(porNome);
    const nNormais = Math.ceil(grupo.normal.length / LUGARES_SALA) + 1; // one spare room per city
    const nEspeciais = Math.max(1, Math.ceil(grupo.especial.length / LUGARES_SALA_ESPECIAL));
    const total = nNormais + nEspeciais;
    const nLocais = Math.ceil(total / SALAS_POR_LOCAL);
    const modelos = LOCAIS[cidade];
    const locais = await db
      .insert(prcSltLclProva)
      .values(
        Array.from({ length: nLocais }, (_, k) => {
          const [nome, rua, bairro, ref_] = modelos[k % modelos.length];
          const volta = Math.floor(k / modelos.length);
          return { prcSltCodigo, mncCodigo: ref.municipios.get(cidade)!, prcSltLclPrvDescricao: volta ? `${nome} - Anexo ${volta + 1}` : nome, prcSltLclPrvLogradouro: rua, prcSltLclPrvBairro: bairro, prcSltLclPrvReferencia: ref_ };
        }),
      )
      .returning({ id: prcSltLclProva.prcSltLclPrvCodigo });
    const ids = await reserveIds(db, 'prc_slt_prv_sala', 'prcSltPrvSlCodigo', total);
    const sentar = (lista: InscricaoSeriado[], primeira: number, lugares: number) =>
      lista.forEach((insc, k) => carteiras.push({ insPrcCodigo: insc.insPrcCodigo, prcSltPrvSlCodigo: ids[primeira + Math.floor(k / lugares)], insPrcPrvSlNmrCarteira: (k % lugares) + 1 }));
    for (let s = 0; s < total; s++) {
      const especial = s >= nNormais;
      const noLocal = s % SALAS_POR_LOCAL;
      salas.push({
        prcSltPrvSlCodigo: ids[s],
        prcSltLclPrvCodigo: locais[Math.floor(s / SALAS_POR_LOCAL)].id,
        prcSltPrvSlBloco: String.fromCharCode(65 + Math.floor(noLocal / 10)),
        prcSltPrvSlNumero: String(100 * (1 + Math.floor(noLocal / 10)) + (noLocal % 10) + 1),
        prcSltPrvSlQntLugar: especial ? LUGARES_SALA_ESPECIAL : LUGARES_SALA + (rng.chance(0.2) ? 5 : 0),
        prcSltPrvSlEspecial: especial,
      });
    }
    sentar(grupo.normal, 0, LUGARES_SALA);
    sentar(grupo.especial, nNormais, LUGARES_SALA_ESPECIAL);
  }
  await insertMany(db, 'prc_slt_prv_sala', { prcSltPrvSlCodigo: 'int', prcSltLclPrvCodigo: 'int', prcSltPrvSlBloco: 'text', prcSltPrvSlNumero: 'text', prcSltPrvSlQntLugar: 'int', prcSltPrvSlEspecial: 'bool' }, salas);
  await insertMany(db, 'ins_prc_prv_sala', { insPrcCodigo: 'int', prcSltPrvSlCodigo: 'int', insPrcPrvSlNmrCarteira: 'int' }, carteiras);
  return { salas: salas.length };
}
