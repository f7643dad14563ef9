import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { abrirRelatorio } from '../../lib/relatorio.ts';
import { currentParams } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import CartaoNoCelular from './CartaoNoCelular.tsx';
import { cidade, codigo, endereco, sala as salaTexto, tituloEnsalamento } from './ensalamento.ts';
import { $processo, $sala, iniciarIndividual } from './ensalamento.store.ts';

/**
 * Individual room assignment (login): name and enrolment code, city, venue, address, room and desk, and
 * "Imprimir cartão", the exam card PDF through relatum (docs/relatorios.md); the gate times per stage, each addable
 * to the phone's calendar, and the reminder — kept on the phone for use without internet (issue 38).
 */
export default function EnsalamentoIndividual() {
  const processo = useStore($processo);
  const estado = useStore($sala);

  useEffect(() => {
    const params = currentParams('ensalamentoIndividual', window.location.pathname);
    void requireSession().then((s) => iniciarIndividual(codigo(params?.prcSltCodigo), codigo(params?.insPrcCodigo), s.pssFscCodigo));
  }, []);

  useEffect(() => {
    if (processo) document.title = `${tituloEnsalamento(processo.prcSltDescricao)} · Processos Seletivos`;
  }, [processo]);

  if (!processo || processo.prcSltExbEnsalamento !== 'T' || estado.status === 'carregando') {
    return <p className="text-muted" aria-busy="true">Carregando...</p>;
  }
  const titulo = <h1 className="h3 mb-4">{tituloEnsalamento(processo.prcSltDescricao)}</h1>;
  if (estado.status === 'vazio') {
    return (
      <section>
        {titulo}
        <p className="alert alert-warning">Nenhum ensalamento encontrado para esta inscrição.</p>
      </section>
    );
  }
  const s = estado.sala;
  const local = s.prcSltPrvSala.prcSltLclProva;
  const itens: [string, string, string | null][] = [
    ['Cidade', cidade(local.municipio.mncDescricao, local.municipio.ufCodigo), null],
    ['Local', local.prcSltLclPrvDescricao, null],
    ['Endereço', endereco(local.prcSltLclPrvLogradouro, local.prcSltLclPrvBairro), local.prcSltLclPrvReferencia],
    ['Sala', salaTexto(s.prcSltPrvSala.prcSltPrvSlNumero, s.prcSltPrvSala.prcSltPrvSlBloco), null],
    ['Carteira', String(s.insPrcPrvSlNmrCarteira), null],
  ];
  return (
    <section>
      {titulo}
      <div className="card shadow-sm">
        <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
          <h2 className="h5 mb-0">
            {s.insProcesso.pssFisica.pssFscNome} - {s.insProcesso.insPrcCodigo}
          </h2>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void abrirRelatorio('cartao-ensalamento', { insPrcCodigo: s.insProcesso.insPrcCodigo })}>
            Imprimir cartão
          </button>
        </div>
        <dl className="card-body row mb-0">
          {itens.map(([rotulo, valor, extra]) => (
            <div key={rotulo} className="col-sm-6 col-lg-4 mb-3">
              <dt>{rotulo}</dt>
              <dd className="mb-0">
                {valor}
                {extra && <small className="d-block text-muted">{extra}</small>}
              </dd>
            </div>
          ))}
        </dl>
        <CartaoNoCelular
          etapas={estado.etapas}
          cartao={{
            processo: processo.prcSltDescricao,
            insPrcCodigo: s.insProcesso.insPrcCodigo,
            local: local.prcSltLclPrvDescricao,
            endereco: endereco(local.prcSltLclPrvLogradouro, local.prcSltLclPrvBairro),
            sala: salaTexto(s.prcSltPrvSala.prcSltPrvSlNumero, s.prcSltPrvSala.prcSltPrvSlBloco),
            carteira: s.insPrcPrvSlNmrCarteira,
            lembrete: processo.prcSltEnsLembrete,
          }}
        />
      </div>
    </section>
  );
}
