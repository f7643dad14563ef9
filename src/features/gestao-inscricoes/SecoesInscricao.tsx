import type { ReactNode } from 'react';
import { formatBrDate, quando } from '../../domain/dates.ts';
import { feeText } from '../../domain/money.ts';
import type { InscricaoGestao } from '../../domain/wire/gestao-inscricoes.ts';
import { enderecoDoArquivo } from './gestao-inscricoes.api.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { descreverEvento, textoPagamento } from './gestao-inscricoes.ts';

const Restrito = () => <span className="badge text-bg-secondary" title="Dado de saúde, raça ou renda: só Gestores e Administradores o veem">restrito</span>;

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 className="h5 card-title" id={id}>{titulo}</h2>
        {children}
      </div>
    </section>
  );
}

/** What the candidate entered, by the groups of the form, with the lists; sensitive values masked when so sent. */
export function DadosInscricao({ i }: { i: InscricaoGestao }) {
  const grupos = [...new Set(i.campos.map((c) => c.grupo))];
  return (
    <Secao id="sec-dados" titulo="Dados da inscrição">
      {i.dadosRestritos && <p className="small text-body-secondary">Dados de saúde, raça e renda aparecem como <Restrito /> para o seu papel.</p>}
      <h3 className="h6 mt-3">Dados pessoais</h3>
      <dl className="row mb-0" data-testid="dados-pessoais">
        <div className="col-12 col-md-6 d-flex gap-2"><dt className="fw-normal text-body-secondary">Data de nascimento:</dt><dd className="mb-1">{i.pessoa.pssFscDtNascimento ? formatBrDate(i.pessoa.pssFscDtNascimento) : '—'}</dd></div>
        <div className="col-12 col-md-6 d-flex gap-2"><dt className="fw-normal text-body-secondary">Cor/raça:</dt><dd className="mb-1">{i.pessoa.pssFscCorRaca === 'restrito' ? <Restrito /> : (i.pessoa.pssFscCorRaca ?? '—')}</dd></div>
        <div className="col-12 d-flex gap-2"><dt className="fw-normal text-body-secondary">Endereço:</dt><dd className="mb-1">{i.pessoa.endereco ?? '—'}</dd></div>
        <div className="col-12 col-md-6 d-flex gap-2"><dt className="fw-normal text-body-secondary">Telefone:</dt><dd className="mb-1">{[i.pessoa.pssFscCelular, i.pessoa.pssFscTelefone].filter(Boolean).join(' · ') || '—'}</dd></div>
        <div className="col-12 col-md-6 d-flex gap-2"><dt className="fw-normal text-body-secondary">Município de prova:</dt><dd className="mb-1">{i.municipio ? `${i.municipio.mncDescricao}/${i.municipio.ufCodigo}` : <span className="text-danger-emphasis">não definido</span>}</dd></div>
      </dl>
      {grupos.map((g) => (
        <div key={g}>
          <h3 className="h6 mt-3">{g}</h3>
          <dl className="row mb-0">
            {i.campos.filter((c) => c.grupo === g).map((c) => (
              <div className="col-12 col-md-6 d-flex gap-2" key={c.campo} data-campo={c.campo}>
                <dt className="fw-normal text-body-secondary">{c.rotulo}:</dt>
                <dd className="mb-1">{c.restrito ? <Restrito /> : c.valor}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {i.listas.map((l) => (
        <div key={l.campo} data-campo={l.campo}>
          <h3 className="h6 mt-3">{l.rotulo}</h3>
          {l.restrito ? <Restrito /> : <ul className="mb-0">{l.itens.map((x) => <li key={x}>{x}</li>)}</ul>}
        </div>
      ))}
      <h3 className="h6 mt-3">Opções escolhidas</h3>
      {i.opcoes.length ? (
        <ol className="mb-0">{i.opcoes.map((o) => <li key={o.opcCodigo}>{o.opcDescricao} <span className="text-body-secondary small">(taxa {feeText(o.opcVlrInscricao)})</span></li>)}</ol>
      ) : (
        <p className="mb-0 text-body-secondary">Nenhuma opção.</p>
      )}
    </Secao>
  );
}

export function PagamentoInscricao({ i }: { i: InscricaoGestao }) {
  const p = i.pagamento;
  return (
    <Secao id="sec-pagamento" titulo="Pagamento">
      <p className="mb-2">
        <strong>{textoPagamento(p.situacao)}</strong> · taxa {feeText(p.taxa)} · recebido {p.recebido ? feeText(p.recebido) : 'R$ 0,00'}
      </p>
      {p.insPrcSlcIsencao && <p className="mb-2">Isenção solicitada{p.isencao ? `: ${p.isencao.situacao === 'DEFERIDA' ? 'concedida' : 'negada'} em ${quando(p.isencao.decididaEm)}${p.isencao.observacao ? ` (${p.isencao.observacao})` : ''}` : ' (em análise)'}.</p>}
      {p.boletos.length ? (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Tabela da inscrição (rolável)">
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">Cobranças da inscrição</caption>
            <thead><tr><th scope="col">Forma</th><th scope="col">Nosso número</th><th scope="col">Valor</th><th scope="col">Vencimento</th><th scope="col">Situação</th><th scope="col">Pago em</th></tr></thead>
            <tbody>
              {p.boletos.map((b) => (
                <tr key={b.insBltCodigo}>
                  <td>{b.insBltForma}{b.insPrcRcrCodigo ? ' (recurso)' : ''}</td>
                  <td>{b.insBltNossoNumero}</td>
                  <td>{feeText(b.insBltValor)}</td>
                  <td>{formatBrDate(b.insBltDtVencimento)}</td>
                  <td>{b.insBltSituacao}</td>
                  <td>{b.insBltPagoEm ? quando(b.insBltPagoEm) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mb-0 text-body-secondary">Nenhum boleto, pix ou cartão gerado.</p>
      )}
    </Secao>
  );
}

export function ArquivosEMensagens({ i }: { i: InscricaoGestao }) {
  return (
    <div className="row g-3 mb-3">
      <div className="col-12 col-lg-6">
        {/* The appeals' attachments; the supporting documents, with their states, are listed in "Documentos enviados" (issue 37: no "Nenhum arquivo" above a list of files). */}
        <Secao id="sec-arquivos" titulo="Anexos dos recursos">
          {i.arquivos.length ? (
            <ul className="mb-0">{i.arquivos.map((a) => <li key={a.insPrcRcrCodigo}><a href={enderecoDoArquivo(i.insPrcCodigo, a.insPrcRcrCodigo)}>{a.nome}</a> <span className="small text-body-secondary">({tamanhoTexto(a.tamanho)}, recurso de {quando(a.enviadoEm)})</span></li>)}</ul>
          ) : (
            <p className="mb-0 text-body-secondary">Nenhum recurso com anexo. Os documentos enviados, com a situação de cada um, estão em "Documentos enviados".</p>
          )}
        </Secao>
      </div>
      <div className="col-12 col-lg-6">
        <Secao id="sec-mensagens" titulo="Mensagens enviadas à pessoa">
          {i.mensagens.length ? (
            <ul className="list-unstyled mb-0">{i.mensagens.map((m) => <li key={m.mnsCodigo} className="mb-1">{quando(m.mnsDtaAgendamento)} · {m.mnsAssunto} <span className="small text-body-secondary">{m.lidaEm ? `(lida em ${quando(m.lidaEm)})` : '(não lida)'}</span></li>)}</ul>
          ) : (
            <p className="mb-0 text-body-secondary">Nenhuma mensagem.</p>
          )}
        </Secao>
      </div>
    </div>
  );
}

/** Every change: the enrolment's snapshots (candidate's writes) and the audit rows of staff actions (with why). */
export function HistoricoInscricao({ i }: { i: InscricaoGestao }) {
  // A staff action writes a snapshot and an audit row: the audit row says it, with its justification.
  const eventos = i.historico.filter((h) => !(h.origem === 'inscricao' && h.acao.startsWith('gestao:'))).slice().reverse();
  return (
    <Secao id="sec-historico" titulo="Histórico">
      <ol className="list-unstyled mb-0">
        {eventos.map((h, k) => (
          <li key={k} className="border-bottom py-2">
            <div><strong>{descreverEvento(h.acao)}</strong> <span className="small text-body-secondary">{quando(h.em)} · {h.autor.pssFscNome}</span></div>
            {h.justificativa && <div className="small">Justificativa: {h.justificativa}</div>}
            <details className="small">
              <summary>Dados registrados</summary>
              <pre className="small bg-light p-2 mb-0" style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(h.dados, null, 1)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </Secao>
  );
}
