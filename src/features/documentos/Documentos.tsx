import { useEffect, useState } from 'react';
import type { DocumentoPedido, DocumentosDaInscricao } from '../../domain/wire/documentos.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import CartaoDocumento from './CartaoDocumento.tsx';
import VerificacaoDeclaracoes from './VerificacaoDeclaracoes.tsx';
import { buscarDocumentos } from './documentos.api.ts';

type Estado = { status: 'carregando' } | { status: 'erro'; mensagem: string } | { status: 'pronto'; dados: DocumentosDaInscricao };

/** /documentos/:insPrcCodigo: the documents this enrolment must send, each with its state and the reviewer's reason. */
export default function Documentos() {
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });

  useEffect(() => {
    const ins = paramCode(currentParams('documentos', window.location.pathname)?.insPrcCodigo);
    if (!ins) return setEstado({ status: 'erro', mensagem: 'Inscrição inválida.' });
    void requireSession()
      .then(() => buscarDocumentos(ins))
      .then((dados) => setEstado({ status: 'pronto', dados }))
      .catch(() => setEstado({ status: 'erro', mensagem: 'Não foi possível carregar os documentos desta inscrição.' }));
  }, []);

  if (estado.status === 'carregando') return <p className="text-body-secondary" aria-busy="true">Carregando...</p>;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  const { dados } = estado;
  const trocar = (d: DocumentoPedido) => setEstado({ status: 'pronto', dados: { ...dados, documentos: dados.documentos.map((x) => (x.prcSltTpDocCodigo === d.prcSltTpDocCodigo ? d : x)) } });

  return (
    <div>
      <h1 className="h4">Documentos</h1>
      <p className="mb-1">
        {dados.prcSltDescricao} — inscrição nº {dados.insPrcCodigo}
      </p>
      <p className="text-body-secondary small">Envie cada documento pedido pelo celular (foto ou arquivo). A equipe analisa cada um e você acompanha aqui a situação e, se recusado, o motivo.</p>
      {dados.documentos.length === 0 ? (
        <p className="alert alert-info">Nenhum documento é pedido para esta inscrição.</p>
      ) : (
        dados.documentos.map((d) => <CartaoDocumento key={d.prcSltTpDocCodigo} insPrcCodigo={dados.insPrcCodigo} documento={d} onEnviado={trocar} />)
      )}
      <VerificacaoDeclaracoes insPrcCodigo={dados.insPrcCodigo} />
    </div>
  );
}
