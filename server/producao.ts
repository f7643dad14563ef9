/**
 * The production profile's start-up check (issue 18 §1): with NODE_ENV=production the server refuses to
 * start while any demo default is in force, and says why, one Portuguese line per problem. A university that
 * deploys with the README's defaults is stopped before the first candidate, not hurt on the first day.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { PAGAMENTO_DEMO, PIX_OBRIGATORIOS, type Config } from './config.ts';
import type { DbOrTx } from './db/client.ts';
import { conta, opcao, prcSeletivo, pssFisica } from './db/schema/index.ts';
import { DEMO_ADMIN, DEMO_CANDIDATO, DEMO_FISCAL, DEMO_GESTOR, DEMO_SUPER } from './db/seed/index.ts';

const NOMES_PAGAMENTO: Record<keyof typeof PAGAMENTO_DEMO, string> = {
  convenio: 'CONVENIO (convênio de cobrança)',
  agencia: 'AGENCIA (agência do beneficiário)',
  conta: 'CONTA (conta do beneficiário)',
  beneficiario: 'BENEFICIARIO (nome do beneficiário)',
  beneficiarioDocumento: 'BENEFICIARIO_DOCUMENTO (CNPJ do beneficiário)',
  pixChave: 'PIX_CHAVE (chave PIX)',
  pixNome: 'PIX_NOME (nome do recebedor PIX)',
};

/** What in the configuration alone is a demo default (no database needed). */
export function problemasDeConfiguracao(config: Config): string[] {
  const p: string[] = [];
  if (config.seedOnStart) p.push('SEED_ON_START está ligado: a carga de demonstração (contas e senhas conhecidas) não pode rodar em produção. Remova a variável ou use SEED_ON_START=false.');
  if (config.pagamento.cartaoProvedor === 'simulador') p.push('CARTAO_PROVEDOR=simulador: o simulador aprova pagamentos sem cobrar ninguém. Em produção, deixe CARTAO_PROVEDOR vazio (cartão indisponível) até configurar uma operadora real.');
  if (!/^https:\/\/[^/\s]+$/.test(config.publicOrigin)) p.push(`PUBLIC_ORIGIN deve ser a origem https:// do sistema (por exemplo https://processos.universidade.br); recebido "${config.publicOrigin}".`);
  if (!config.secureCookies) p.push('SECURE_COOKIES deve ser true: em produção os cookies de sessão só trafegam por HTTPS.');
  for (const k of Object.keys(PAGAMENTO_DEMO) as (keyof typeof PAGAMENTO_DEMO)[]) {
    if (config.pagamento[k] === PAGAMENTO_DEMO[k]) {
      p.push(`${NOMES_PAGAMENTO[k]} ${PAGAMENTO_DEMO[k] ? `ainda é o valor de demonstração ("${PAGAMENTO_DEMO[k]}")` : 'não foi informado'}: os pagamentos iriam para um beneficiário fictício.`);
    }
  }
  if (!config.chaves.csrf) p.push('CSRF_KEY (ou CSRF_KEY_FILE) não foi informada: em produção a chave que assina os tokens CSRF vem de fora do banco de dados (gere com: openssl rand -hex 32).');
  if (!config.chaves.relatorios) p.push('REPORT_KEY (ou REPORT_KEY_FILE) não foi informada: em produção a chave que assina os links de relatórios vem de fora do banco de dados (gere com: openssl rand -hex 32).');
  if (config.oidc) {
    const o = config.oidc;
    for (const [nome, valor] of [['OIDC_ISSUER', o.issuer], ['OIDC_REDIRECT_URI', o.redirectUri], ['OIDC_POST_LOGOUT_REDIRECT_URI', o.postLogoutRedirectUri]] as const) {
      // The code, the tokens and the CPF travel by these addresses: never in clear text.
      if (!valor.startsWith('https://')) p.push(`${nome} deve ser um endereço https:// em produção (recebido "${valor}"): a entrada pelo gov.br troca o código e os dados da pessoa por ele.`);
    }
  }
  if (config.chaves.csrf && config.chaves.relatorios && config.chaves.csrf.equals(config.chaves.relatorios)) p.push('CSRF_KEY e REPORT_KEY devem ser chaves diferentes.');
  if (config.pix.modo === 'simulador') p.push('PIX_PSP=simulador: o PSP simulado confirma pagamentos que ninguém fez. Em produção, configure o PSP real (PIX_PSP_URL e as demais PIX_*) ou deixe PIX_PSP vazio.');
  return p;
}

/**
 * Pix (issue 39): while a published process charges a fee that can still be issued, every setting of the PSP must be
 * given — without them a candidate's Pix would never be confirmed. One line per missing setting.
 */
export async function problemasDePix(config: Config, db: DbOrTx, agora: Date = new Date()): Promise<string[]> {
  const faltam = Object.entries(PIX_OBRIGATORIOS).filter(([, valor]) => !valor(config.pix)).map(([nome]) => nome);
  if (!faltam.length) return [];
  const cobram = await db
    .selectDistinct({ descricao: prcSeletivo.prcSltDescricao })
    .from(prcSeletivo)
    .innerJoin(opcao, eq(opcao.prcSltCodigo, prcSeletivo.prcSltCodigo))
    .where(
      and(
        eq(prcSeletivo.prcSltPublicado, true),
        gt(opcao.opcVlrInscricao, 0),
        or(eq(prcSeletivo.prcSltPgtPix, true), eq(prcSeletivo.prcSltPgtBoleto, true)),
        sql`coalesce(${prcSeletivo.prcSltDtEmsBoleto}, ${prcSeletivo.prcSltDtFim}) >= ${agora.toISOString()}::timestamptz`,
      ),
    )
    .limit(3);
  if (!cobram.length) return [];
  const quais = `"${cobram[0].descricao}"${cobram.length > 1 ? ' e outros' : ''}`;
  return faltam.map((nome) => `${nome} não foi informado: o processo publicado ${quais} cobra taxa, e sem o PSP do Pix (API Pix do Banco Central) nenhum pagamento seria confirmado. Veja "Pix" na seção Configuração do README.`);
}

/** What in the database is demo data: the demo accounts (the demo super user above all). */
export async function problemasNoBanco(db: DbOrTx): Promise<string[]> {
  const demo = [DEMO_SUPER, DEMO_ADMIN, DEMO_GESTOR, DEMO_CANDIDATO, DEMO_FISCAL];
  const cpfs = demo.map((d) => d.cpf);
  const achados = await db
    .select({ cpf: pssFisica.pssFscCPF, login: conta.login })
    .from(pssFisica)
    .leftJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo))
    .where(or(inArray(pssFisica.pssFscCPF, cpfs), inArray(conta.login, cpfs)));
  const presentes = new Set(achados.flatMap((r) => [r.cpf, r.login]));
  const nomes = { [DEMO_SUPER.cpf]: 'o super usuário de demonstração', [DEMO_ADMIN.cpf]: 'o administrador de demonstração', [DEMO_GESTOR.cpf]: 'o gestor de demonstração', [DEMO_CANDIDATO.cpf]: 'o candidato de demonstração', [DEMO_FISCAL.cpf]: 'o fiscal de demonstração' };
  return cpfs
    .filter((c) => presentes.has(c))
    .map((c) => `O banco de dados contém ${nomes[c]} (CPF ${c.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')}, senha pública): use um banco sem a carga de demonstração.`);
}

/** Every problem, configuration first. Empty when production may start. */
export async function problemasDeProducao(config: Config, db: DbOrTx): Promise<string[]> {
  return [...problemasDeConfiguracao(config), ...(await problemasNoBanco(db)), ...(await problemasDePix(config, db))];
}

/** The text printed when the server refuses to start. */
export const recusaDeProducao = (problemas: string[]) =>
  `O servidor não foi iniciado: o perfil de produção (NODE_ENV=production) encontrou ${problemas.length} problema(s):\n${problemas.map((p) => `  - ${p}`).join('\n')}\nVeja a seção "Produção" do README.`;
