/**
 * The reports this system ships: the schedule print (cronograma), and default receipt (comprovante)
 * and room card (cartao-ensalamento) pages for features that do not register their own. Each is a
 * self-contained printable HTML page (no script, inline style), rendered for the token's person only.
 */
import { marcarCronograma, periodoTexto, TEXTO_MARCA } from '../../../src/domain/cronograma.ts';
import { formatBrDateTime } from '../../../src/domain/dates.ts';
import { html, type SafeHtml } from '../../http/html.ts';
import { inscricaoPropria } from '../../http/inscricao-propria.ts';
import { ApiError } from '../../http/envelope.ts';
import type { Relatorio, RelatorioGerado } from '../../http/relatorios.ts';
import { cartaoEnsalamento, comprovante, cronogramaParaImpressao, nomePessoa } from './repository.ts';

const CODIGO = /^\d{1,10}$/;
const CODIGO_OU_ZERO = /^\d{1,10}$/;
const TIPO_CRN = /^[A-Za-z0-9_-]{1,20}$/;

function pagina(titulo: string, corpo: SafeHtml, now: Date): RelatorioGerado {
  const body = html`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${titulo} · Processos Seletivos</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:2rem;color:#212529}h1{font-size:1.4rem}h2{font-size:1.1rem;color:#495057}
table{border-collapse:collapse;width:100%;margin-top:1rem}th,td{border:1px solid #adb5bd;padding:.4rem .6rem;text-align:left}
th{background:#e9ecef}dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{font-weight:600}
footer{margin-top:2rem;font-size:.85rem;color:#6c757d}@media print{body{margin:0}}
</style></head>
<body><header><strong>Processos Seletivos</strong></header>${corpo}
<footer>Emitido em ${formatBrDateTime(now)} (Horário de Brasília).</footer></body></html>`;
  return { contentType: 'text/html; charset=utf-8', body: body.value };
}

export const relatorioCronograma: Relatorio = {
  titulo: 'Cronograma',
  parametros: { prcSltCodigo: CODIGO, insPrcCodigo: CODIGO_OU_ZERO, tblGrlItmCdgPrcSltTpCrn: TIPO_CRN },
  async gerar({ db, pssFscCodigo, params, now }) {
    const prcSltCodigo = Number(params.prcSltCodigo);
    const insPrcCodigo = Number(params.insPrcCodigo ?? 0);
    if (insPrcCodigo) {
      try {
        await inscricaoPropria(db, pssFscCodigo, prcSltCodigo, insPrcCodigo);
      } catch (e) {
        if (e instanceof ApiError) return null;
        throw e;
      }
    }
    const c = await cronogramaParaImpressao(db, prcSltCodigo, params.tblGrlItmCdgPrcSltTpCrn);
    if (!c) return null;
    const marcas = marcarCronograma(c.itens, now);
    const nome = await nomePessoa(db, pssFscCodigo);
    return pagina(
      `${c.tipo} - ${c.processo}`,
      html`<h1>${c.processo}</h1><h2>${c.tipo}</h2>
<p>${nome}${insPrcCodigo ? html` - Inscrição ${insPrcCodigo}` : ''}</p>
<table><thead><tr><th>Etapa</th><th>Período</th><th>Situação</th></tr></thead><tbody>
${c.itens.map((i, k) => html`<tr><td>${i.descricao}</td><td>${periodoTexto(i)}</td><td>${TEXTO_MARCA[marcas[k]]}</td></tr>`)}
</tbody></table>`,
      now,
    );
  },
};

export const relatorioComprovante: Relatorio = {
  titulo: 'Comprovante de inscrição',
  parametros: { insPrcCodigo: CODIGO },
  async gerar({ db, pssFscCodigo, params, now }) {
    const c = await comprovante(db, pssFscCodigo, Number(params.insPrcCodigo));
    if (!c) return null;
    return pagina(
      'Comprovante de inscrição',
      html`<h1>Comprovante de inscrição</h1><h2>${c.prcSltDescricao}</h2>
<dl><dt>Candidato</dt><dd>${c.pssFscNome}</dd><dt>Inscrição</dt><dd>${c.insPrcCodigo}</dd>
<dt>Data e hora</dt><dd>${formatBrDateTime(c.insPrcIncDtHora)}</dd><dt>Código de verificação</dt><dd>${c.insPrcCdgVerificacao}</dd>
<dt>Situação</dt><dd>${c.insCancelada ? 'Cancelada' : 'Inscrição realizada'}</dd>
${c.opcoes.map((o) => html`<dt>${o.ordem}ª opção</dt><dd>${o.descricao}</dd>`)}</dl>`,
      now,
    );
  },
};

export const relatorioCartao: Relatorio = {
  titulo: 'Cartão de ensalamento',
  parametros: { insPrcCodigo: CODIGO },
  async gerar({ db, pssFscCodigo, params, now }) {
    const c = await cartaoEnsalamento(db, pssFscCodigo, Number(params.insPrcCodigo));
    if (!c) return null;
    const endereco = [c.logradouro, c.bairro].filter(Boolean).join(' - ');
    return pagina(
      'Cartão de ensalamento',
      html`<h1>Cartão de ensalamento</h1><h2>${c.prcSltDescricao}</h2>
<dl><dt>Candidato</dt><dd>${c.pssFscNome} - ${c.insPrcCodigo}</dd><dt>Cidade</dt><dd>${c.cidade}/${c.uf}</dd>
<dt>Local</dt><dd>${c.local}</dd><dt>Endereço</dt><dd>${endereco}${c.referencia ? html` (${c.referencia})` : ''}</dd>
<dt>Sala</dt><dd>${c.sala}${c.bloco ? ` - ${c.bloco}` : ''}</dd><dt>Carteira</dt><dd>${c.carteira}</dd></dl>`,
      now,
    );
  },
};
