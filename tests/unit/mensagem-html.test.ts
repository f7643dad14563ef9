import { describe, expect, it } from 'vitest';
import { safeMessageHtml } from '../../server/entities/mensagem/html-servidor.ts';
import { excerpt, isAllowedMessageUrl } from '../../src/domain/mensagem-html.ts';

/** Anything in the output that could run script or load an active document. */
const DANGER = /<script|<svg|<iframe|<object|<embed|<math|<style|<form|<input|<base|<meta|<link|\son\w+\s*=|javascript:|vbscript:|data:|style=|srcdoc/i;

describe('safeMessageHtml: corpos hostis', () => {
  const cases: [string, string][] = [
    ['script', '<p>Olá<script>alert(1)</script> mundo</p>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['img válida com onerror', '<img src="https://x.org/a.png" onerror="alert(1)">'],
    ['javascript: em link', '<a href="javascript:alert(1)">clique</a>'],
    ['javascript: com entidade e maiúsculas', '<a href="JaVaScRiPt&colon;alert(1)">c</a>'],
    ['javascript: com espaços e tab', '<a href=" \tjava\tscript:alert(1)">c</a>'],
    ['svg onload', '<svg onload=alert(1)><circle/></svg>texto'],
    ['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>fim'],
    ['data: em link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>'],
    ['data: em imagem', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    ['style e onclick', '<div style="position:fixed;inset:0" class="x" onclick="alert(1)">d</div>'],
    ['math/mglyph (mutation XSS)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
    ['tag quebrada', '<<script>alert(1)//<</script>'],
    ['form', '<form action="https://e"><input name=a autofocus onfocus=alert(1)></form>'],
    ['base/meta', '<base href="https://evil/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['object/embed', '<object data="https://evil/x.swf"></object><embed src="https://evil/x.swf">'],
    ['vbscript', '<a href="vbscript:msgbox(1)">v</a>'],
    ['protocolo relativo', '<a href="//evil.example/x">r</a><img src="//evil.example/p.png">'],
  ];
  it.each(cases)('%s', (_name, input) => {
    const out = safeMessageHtml(input);
    expect(out).not.toMatch(DANGER);
    expect(out).not.toContain('//evil');
  });

  it('keeps ordinary formatting and safe links, every link in a new tab', () => {
    const out = safeMessageHtml('<h2>Edital</h2><p><strong>Atenção</strong>: <a href="https://uepg.br/edital" target="_self" rel="opener">edital</a></p><ul><li>um</li></ul>');
    expect(out).toBe(
      '<h2>Edital</h2><p><strong>Atenção</strong>: <a href="https://uepg.br/edital" target="_blank" rel="noopener noreferrer">edital</a></p><ul><li>um</li></ul>',
    );
  });

  it('turns bare URLs, www addresses and e-mails into links, not text already inside links', () => {
    const out = safeMessageHtml('Veja www.uepg.br, http://ps.uepg.br/a?b=1&c=2 ou cps@uepg.br. <a href="https://x.org">www.y.org</a>');
    expect(out).toBe(
      'Veja <a href="https://www.uepg.br" target="_blank" rel="noopener noreferrer">www.uepg.br</a>, ' +
        '<a href="http://ps.uepg.br/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">http://ps.uepg.br/a?b=1&amp;c=2</a> ou ' +
        '<a href="mailto:cps@uepg.br" target="_blank" rel="noopener noreferrer">cps@uepg.br</a>. ' +
        '<a href="https://x.org" target="_blank" rel="noopener noreferrer">www.y.org</a>',
    );
  });

  it('plain text with < and & stays text', () => {
    expect(safeMessageHtml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });
});

describe('isAllowedMessageUrl', () => {
  it('accepts only absolute http, https and mailto', () => {
    expect(isAllowedMessageUrl('https://a.b')).toBe(true);
    expect(isAllowedMessageUrl('HTTP://a.b')).toBe(true);
    expect(isAllowedMessageUrl('mailto:a@b.c')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relativo', '//a.b', 'x', 'vbscript:x', 'ftp://a.b']) {
      expect(isAllowedMessageUrl(bad)).toBe(false);
    }
  });
});

describe('excerpt', () => {
  it('collapses white space and keeps short text whole', () => {
    expect(excerpt('  Olá\n\n  mundo  ')).toBe('Olá mundo');
  });
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'palavra '.repeat(40);
    const out = excerpt(text, 30);
    expect(out).toBe('palavra palavra palavra…');
    expect(out.length).toBeLessThanOrEqual(31);
  });
  it('cuts a single long word at the limit', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
