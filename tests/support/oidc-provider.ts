/**
 * Test-only: a real OpenID provider (`oidc-provider`) on a local port, standing in for gov.br in the API tests
 * (tests/api/login-oidc.test.ts) and the browser spec (tests/e2e/entrar-govbr.spec.ts, started by
 * playwright.config.ts as a second web server: `npx tsx tests/support/oidc-provider.ts`).
 *
 * As at gov.br, the subject (`sub`) is the CPF; the same CPF is also in a `cpf` claim (scope `cpf`), as an
 * institutional Keycloak would map it. Its sign-in page takes a test user's name (CONTAS_TESTE) and no password;
 * consent is implied (a first-party client).
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider, { type Configuration } from 'oidc-provider';

export interface ContaTeste {
  /** The CPF: the account's subject. */
  sub: string;
  name: string;
  email: string;
}

/** CPFs that are nobody's in the demo seed, except Maria's (the demo candidate) and the passport person's (oidc-seed.ts). */
export const CONTAS_TESTE: Record<string, ContaTeste> = {
  nova: { sub: '39053344705', name: 'Helena Gov Pereira', email: 'helena.gov@exemplo.gov.br' },
  maria: { sub: '52998224725', name: 'Maria Eduarda Conceição', email: 'maria.govbr@exemplo.gov.br' },
  colisao: { sub: '71428793860', name: 'Yara Estrangeira Lund', email: 'yara.govbr@exemplo.gov.br' },
  // A provider account whose subject is not a CPF (a Keycloak user with no CPF attribute).
  semcpf: { sub: 'usuario-sem-cpf', name: 'Sem CPF', email: 'sem.cpf@exemplo.gov.br' },
};

/**
 * "nova-<CPF>": a new person of that CPF, for a browser run over the demo data (whose 100,000 random CPFs may hold
 * any fixed one): the spec picks a CPF nobody has.
 */
function pessoaNova(usuario: string): ContaTeste | null {
  const m = /^nova-(\d{11})$/.exec(usuario);
  return m ? { sub: m[1], name: CONTAS_TESTE.nova.name, email: `helena.${m[1]}@exemplo.gov.br` } : null;
}

export const CLIENTE_TESTE = { id: 'processos-seletivos', secret: 'segredo-do-cliente-de-teste-0123456789' };

export interface ProvedorTeste {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

const pagina = (titulo: string, corpo: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${titulo}</title></head><body><h1>${titulo}</h1>${corpo}</body></html>`;

async function lerCorpo(req: http.IncomingMessage): Promise<URLSearchParams> {
  let texto = '';
  for await (const chunk of req) texto += chunk;
  return new URLSearchParams(texto);
}

export async function iniciarProvedorOidc(opts: { port: number; redirectUris: string[]; postLogoutRedirectUris: string[] }): Promise<ProvedorTeste> {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const porSub = new Map(Object.values(CONTAS_TESTE).map((c) => [c.sub, c]));
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENTE_TESTE.id,
        client_secret: CLIENTE_TESTE.secret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], cpf: ['cpf'] },
    scopes: ['openid', 'email', 'profile', 'cpf'],
    findAccount: async (_ctx, sub) => {
      const c = porSub.get(sub);
      if (!c) return undefined;
      return { accountId: sub, claims: async () => ({ sub, name: c.name, email: c.email, email_verified: true, ...(/^\d{11}$/.test(sub) ? { cpf: sub } : {}) }) };
    },
    // A first-party client: every scope asked for is granted without a consent screen.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(String(ctx.oidc.params!.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['chave-de-cookies-do-provedor-de-teste'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = pagina('Sair do provedor de teste?', `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Sim, sair</button>`);
        },
      },
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidcCallback = provider.callback();

  const server = http.createServer((req, res) => {
    const m = /^\/interaction\/([\w-]+)(\/entrar)?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!m) return void oidcCallback(req, res);
    void (async () => {
      try {
        if (m[2] && req.method === 'POST') {
          const usuario = (await lerCorpo(req)).get('usuario') ?? '';
          const conta = CONTAS_TESTE[usuario] ?? pessoaNova(usuario);
          if (conta) porSub.set(conta.sub, conta);
          if (!conta) {
            res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(pagina('Usuário desconhecido', `<p>${Object.keys(CONTAS_TESTE).join(', ')}</p>`));
            return;
          }
          await provider.interactionFinished(req, res, { login: { accountId: conta.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        const { uid } = await provider.interactionDetails(req, res);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(
          pagina(
            'Provedor de teste',
            `<form method="post" action="/interaction/${uid}/entrar"><label for="usuario">Usuário de teste</label> <input id="usuario" name="usuario" autofocus> <button type="submit">Entrar no provedor</button></form>`,
          ),
        );
      } catch (e) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(String(e));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// As a script (the e2e web server): OIDC_TEST_PORT, and the product's origin in E2E_ORIGIN.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const origin = process.env.E2E_ORIGIN ?? 'http://localhost:8181';
  const p = await iniciarProvedorOidc({ port: Number(process.env.OIDC_TEST_PORT ?? 8299), redirectUris: [`${origin}/login/govbr/retorno`], postLogoutRedirectUris: [`${origin}/entrar`] });
  console.log(`provedor OpenID de teste em ${p.issuer}`);
}
