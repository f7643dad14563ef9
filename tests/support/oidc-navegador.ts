/**
 * Test-only: walks a browser's part at the test OpenID provider (tests/support/oidc-provider.ts) with real HTTP —
 * the authorization URL, its sign-in page, the redirects — and answers the URL the provider sends the browser back
 * to. Cookies of the provider are kept per walker, as a browser would.
 */
import { CONTAS_TESTE } from './oidc-provider.ts';

export class NavegadorNoProvedor {
  private readonly cookies = new Map<string, string>();

  private async ir(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [par] = c.split(';');
      const i = par.indexOf('=');
      this.cookies.set(par.slice(0, i), par.slice(i + 1));
    }
    return res;
  }

  /** From the authorization URL to the return URL, signing in as `usuario` (a key of CONTAS_TESTE). */
  async entrar(autorizacao: string, usuario: keyof typeof CONTAS_TESTE): Promise<URL> {
    let url = autorizacao;
    for (let passo = 0; passo < 10; passo++) {
      const res = await this.ir(url);
      const location = res.headers.get('location');
      if (location) {
        const destino = new URL(location, url);
        if (destino.pathname === '/login/govbr/retorno') return destino;
        url = destino.href;
        continue;
      }
      const pagina = await res.text();
      const acao = /<form method="post" action="([^"]+)"/.exec(pagina)?.[1];
      if (!acao) throw new Error(`provedor sem formulário de entrada (${res.status}): ${pagina.slice(0, 300)}`);
      const post = await this.ir(new URL(acao, url).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ usuario: String(usuario) }).toString() });
      const seguinte = post.headers.get('location');
      if (!seguinte) throw new Error(`o provedor não aceitou ${String(usuario)} (${post.status})`);
      url = new URL(seguinte, url).href;
    }
    throw new Error('o provedor não devolveu o navegador ao sistema');
  }
}
