import type { DbOrTx } from '../client.ts';
import { confirmacaoEmail, conta, papelEquipe, pssFisica } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Rng } from './aleatorio.ts';
import { insertMany, reserveIds } from './bulk.ts';
import { createCpfGenerator } from './cpf.ts';
import type { Referencias } from './referencias.ts';
import type { fakerPT_BR } from '@faker-js/faker';

/** The two demo accounts (SPEC has no fixed ones; these are ours, printed by scripts/seed.ts). */
export const DEMO_CANDIDATO = { cpf: '52998224725', senha: 'candidato', nome: 'Maria Eduarda Conceição' } as const;
export const DEMO_SUPER = { cpf: '11144477735', senha: 'superusuario', nome: 'Ricardo Augusto Tavares' } as const;
/** The demo profile's back-office administrator (a production database is refused while it exists). */
export const DEMO_ADMIN = { cpf: '71468230590', senha: 'administrador', nome: 'Helena Marques Ribeiro' } as const;
/** The demo profile's Gestor do processo (of every process): serves candidates, cannot grant roles. */
export const DEMO_GESTOR = { cpf: '53817294646', senha: 'gestor', nome: 'Otávio Nunes Bastos' } as const;

export interface Pessoas {
  candidato: number;
  superUsuario: number;
  administrador: number;
  gestor: number;
  /** Staff who sign messages. */
  remetentes: number[];
  /** Bulk candidates, in insertion order, with the fields later steps need. */
  bulk: { pssFscCodigo: number; nome: string; sexo: 'F' | 'M' }[];
}

/** Name pools drawn once from faker; bulk names combine them (faker per name is too slow at 100k). */
function poolsDeNomes(faker: typeof fakerPT_BR) {
  const unicos = (f: () => string, n: number) => [...new Set(Array.from({ length: n }, f))];
  return {
    F: unicos(() => faker.person.firstName('female'), 600),
    M: unicos(() => faker.person.firstName('male'), 600),
    sobrenomes: unicos(() => faker.person.lastName(), 1200),
    ruas: unicos(() => faker.location.street(), 400),
    bairros: ['Centro', 'Uvaranas', 'Oficinas', 'Nova Rússia', 'Contorno', 'Jardim Carvalho', 'Órfãs', 'Estrela', 'Boa Vista', 'Olarias', 'Colônia Dona Luíza', 'Ronda', 'Chapada', 'Neves'],
  };
}

const sem = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
const DOMINIOS = ['exemplo.com.br', 'email.exemplo.com', 'correio.exemplo.net'];

export async function seedPessoas(
  db: DbOrTx,
  rng: Rng,
  faker: typeof fakerPT_BR,
  ref: Referencias,
  candidatos: number,
  log: (m: string) => void,
): Promise<Pessoas> {
  const pg = ref.municipios.get('Ponta Grossa')!;
  const novoCpf = createCpfGenerator(rng, [DEMO_CANDIDATO.cpf, DEMO_SUPER.cpf, DEMO_ADMIN.cpf, DEMO_GESTOR.cpf]);
  const [hashCandidato, hashSuper, hashAdmin, hashGestor] = await Promise.all([DEMO_CANDIDATO, DEMO_SUPER, DEMO_ADMIN, DEMO_GESTOR].map((d) => hashPassword(d.senha)));

  const [candidato] = await db
    .insert(pssFisica)
    .values({
      pssFscNome: DEMO_CANDIDATO.nome,
      pssFscCPF: DEMO_CANDIDATO.cpf,
      pssFscEmail: 'maria.eduarda.conceicao@exemplo.com.br',
      pssFscDtNascimento: '2008-03-14',
      pssFscSexo: 'F',
      pssFscRG: '123456789',
      pssFscTpRG: 'RG',
      orgExpRG: 'SESP/PR',
      pssFscDtExpRG: '2022-05-10',
      pssFscNmMae: 'Ana Paula Conceição',
      pssFscNmPai: 'José Carlos Conceição',
      pssFscNacionalidade: 'Brasileira',
      pssFscTpNacionalidade: 'B',
      mncCdgNaturalidade: pg,
      estCivil: 'Solteiro(a)',
      pssFscCorRaca: 'Parda',
      pssFscCelular: '(42) 99912-3456',
      pssFscCep: '84030900',
      pssFscLogradouro: 'Avenida General Carlos Cavalcanti',
      pssFscNumero: '4748',
      pssFscBairro: 'Uvaranas',
      mncCodigo: pg,
    })
    .returning();
  const [superUsuario] = await db
    .insert(pssFisica)
    .values({ pssFscNome: DEMO_SUPER.nome, pssFscCPF: DEMO_SUPER.cpf, pssFscEmail: 'ricardo.tavares@exemplo.edu.br', pssFscSexo: 'M', pssFscDtNascimento: '1979-09-02', pssFscVncInterno: true, mncCodigo: pg })
    .returning();
  const [administrador] = await db
    .insert(pssFisica)
    .values({ pssFscNome: DEMO_ADMIN.nome, pssFscCPF: DEMO_ADMIN.cpf, pssFscEmail: 'helena.ribeiro@exemplo.edu.br', pssFscSexo: 'F', pssFscDtNascimento: '1984-06-21', pssFscVncInterno: true, mncCodigo: pg })
    .returning();
  const [gestor] = await db
    .insert(pssFisica)
    .values({ pssFscNome: DEMO_GESTOR.nome, pssFscCPF: DEMO_GESTOR.cpf, pssFscEmail: 'otavio.bastos@exemplo.edu.br', pssFscSexo: 'M', pssFscDtNascimento: '1988-11-03', pssFscVncInterno: true, mncCodigo: pg })
    .returning();
  const remetentes = await db
    .insert(pssFisica)
    .values([
      { pssFscNome: 'Juliana Ferreira Prado', pssFscCPF: novoCpf(), pssFscEmail: 'cps@exemplo.edu.br', pssFscSexo: 'F', pssFscVncInterno: true, mncCodigo: pg },
      { pssFscNome: 'Marcos Vinícius Andrade', pssFscCPF: novoCpf(), pssFscEmail: 'prograd@exemplo.edu.br', pssFscSexo: 'M', pssFscVncInterno: true, mncCodigo: pg },
    ])
    .returning();
  await db.insert(conta).values([
    { pssFscCodigo: candidato.pssFscCodigo, login: DEMO_CANDIDATO.cpf, senhaHash: hashCandidato },
    { pssFscCodigo: superUsuario.pssFscCodigo, login: DEMO_SUPER.cpf, senhaHash: hashSuper, superUsuario: true },
    { pssFscCodigo: administrador.pssFscCodigo, login: DEMO_ADMIN.cpf, senhaHash: hashAdmin },
    { pssFscCodigo: gestor.pssFscCodigo, login: DEMO_GESTOR.cpf, senhaHash: hashGestor },
  ]);
  // The demo accounts' e-mails are confirmed (issue 23), so "Esqueci minha senha" works for them out of the box.
  await db.insert(confirmacaoEmail).values(
    [candidato, superUsuario, administrador, gestor]
      .filter((p) => p.pssFscEmail)
      .map((p) => ({ pssFscCodigo: p.pssFscCodigo, email: p.pssFscEmail!, tokenHash: '-', criadoEm: new Date(), expiraEm: new Date(), confirmadoEm: new Date() })),
  );
  await db.insert(papelEquipe).values([
    { pssFscCodigo: administrador.pssFscCodigo, papel: 'ADMINISTRADOR', prcSltCodigo: null, concedidoEm: new Date() },
    { pssFscCodigo: gestor.pssFscCodigo, papel: 'GESTOR', prcSltCodigo: null, concedidoPor: administrador.pssFscCodigo, concedidoEm: new Date() },
  ]);

  // Bulk candidates: names from pools, valid distinct CPFs, all with the password 'candidato' (one hash).
  const t0 = Date.now();
  const pools = poolsDeNomes(faker);
  const ids = await reserveIds(db, 'pss_fisica', 'pssFscCodigo', candidatos);
  const mncs = [...ref.municipios.values()].slice(0, 12);
  const linhas: Record<string, unknown>[] = [];
  const contas: Record<string, unknown>[] = [];
  const bulk: Pessoas['bulk'] = [];
  for (let i = 0; i < candidatos; i++) {
    const sexo = rng.chance(0.55) ? 'F' : 'M';
    const primeiro = rng.pick(pools[sexo]);
    const s1 = rng.pick(pools.sobrenomes);
    const s2 = rng.pick(pools.sobrenomes);
    const nome = rng.chance(0.35) ? `${primeiro} ${rng.pick(pools[sexo])} ${s2}` : `${primeiro} ${s1} ${s2}`;
    const cpf = novoCpf();
    const ano = rng.int(2006, 2009);
    linhas.push({
      pssFscCodigo: ids[i],
      pssFscNome: nome,
      pssFscCPF: cpf,
      pssFscEmail: `${sem(primeiro)}.${sem(s2)}${i}@${rng.pick(DOMINIOS)}`,
      pssFscDtNascimento: `${ano}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      pssFscSexo: sexo,
      pssFscRG: String(rng.int(10_000_000, 159_999_999)),
      pssFscNmMae: `${rng.pick(pools.F)} ${rng.pick(pools.sobrenomes)} ${s2}`,
      pssFscCelular: `(42) 9${rng.int(8000, 9999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      pssFscCep: `84${String(rng.int(0, 999_999)).padStart(6, '0')}`,
      pssFscLogradouro: rng.pick(pools.ruas),
      pssFscNumero: String(rng.int(1, 3000)),
      pssFscBairro: rng.pick(pools.bairros),
      mncCodigo: rng.chance(0.6) ? pg : rng.pick(mncs),
    });
    contas.push({ pssFscCodigo: ids[i], login: cpf, senhaHash: hashCandidato });
    bulk.push({ pssFscCodigo: ids[i], nome, sexo });
  }
  await insertMany(db, 'pss_fisica', {
    pssFscCodigo: 'int', pssFscNome: 'text', pssFscCPF: 'text', pssFscEmail: 'text', pssFscDtNascimento: 'date', pssFscSexo: 'text',
    pssFscRG: 'text', pssFscNmMae: 'text', pssFscCelular: 'text', pssFscCep: 'text', pssFscLogradouro: 'text', pssFscNumero: 'text',
    pssFscBairro: 'text', mncCodigo: 'int',
  }, linhas);
  await insertMany(db, 'conta', { pssFscCodigo: 'int', login: 'text', senhaHash: 'text' }, contas);
  log(`  ${candidatos} candidatos e contas em ${Date.now() - t0} ms`);

  return { candidato: candidato.pssFscCodigo, superUsuario: superUsuario.pssFscCodigo, administrador: administrador.pssFscCodigo, gestor: gestor.pssFscCodigo, remetentes: remetentes.map((r) => r.pssFscCodigo), bulk };
}
