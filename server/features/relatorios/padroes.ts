/**
 * The schedule print (cronograma): a self-contained printable HTML page (no script, inline style),
 * rendered for the token's person only. The receipt and the room card are PDFs their features register.
 */
import { marcarCronograma, periodoTexto, TEXTO_MARCA } from '../../../src/domain/cronograma.ts';
import { formatBrDateTime } from '../../../src/domain/dates.ts';
import { html, type SafeHtml } from '../../http/html.ts';
import { exigirInscricaoPropria } from '../../entities/inscricao/inscricao.ts';
import { ApiError } from '../../http/envelope.ts';
import type { Relatorio, RelatorioGerado } from '../../http/relatorios.ts';
import { cronogramaParaImpressao, nomePessoa } from './repository.ts';

/** Up to 9 digits: every value fits the integer columns. */
const CODIGO = /^\d{1,9}$/;
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
  parametros: { prcSltCodigo: CODIGO, insPrcCodigo: CODIGO, tblGrlItmCdgPrcSltTpCrn: TIPO_CRN },
  async gerar({ db, pssFscCodigo, params, now }) {
    const prcSltCodigo = Number(params.prcSltCodigo);
    const insPrcCodigo = Number(params.insPrcCodigo ?? 0);
    if (insPrcCodigo) {
      try {
        await exigirInscricaoPropria(db, pssFscCodigo, { prcSltCodigo, insPrcCodigo });
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
