import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import Modal from '../../components/Modal.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { clonarProcesso } from './gestao-processos.api.ts';

interface Props {
  prcSltCodigo: number;
  descricao: string;
  onFechar: () => void;
  onClonado: (novo: number) => void;
}

/** Clone: the new process's description and how many days every date moves (next year's edition: 364 or 365). */
export default function DialogoClonar({ prcSltCodigo, descricao, onFechar, onClonado }: Props) {
  const [nome, setNome] = useState(`${descricao} (cópia)`);
  const [dias, setDias] = useState('365');
  const { enviar, erros, enviando } = useEscrita();

  const clonar = async () => {
    const r = await enviar(() => clonarProcesso(prcSltCodigo, { prcSltDescricao: nome, deslocamentoDias: dias.trim() }), 'Processo clonado (em preparação).');
    if (r) onClonado(r.prcSltCodigo);
  };

  return (
    <Modal
      titleId="clonar-titulo"
      title="Clonar o processo"
      content={null}
      onClose={onFechar}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onFechar}>Cancelar</button>
          <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void clonar()}>{enviando ? 'Clonando...' : 'Clonar'}</button>
        </>
      }
    >
      <p className="small">
        Copia o processo com as opções, as listas, os locais e as salas de prova (sem ensalamento), as etapas, o formulário e os cronogramas. Nenhuma inscrição é copiada; a cópia fica em preparação.
      </p>
      <Campo rotulo="Descrição do novo processo" erro={erros.prcSltDescricao} obrigatorio>
        {(p) => <input {...p} type="text" value={nome} maxLength={300} onChange={(e) => setNome(e.target.value)} />}
      </Campo>
      <Campo rotulo="Deslocar as datas em (dias)" erro={erros.deslocamentoDias} ajuda="Número de dias somado a cada data; negativo para datas anteriores." className="mb-0">
        {(p) => <input {...p} type="text" inputMode="numeric" value={dias} onChange={(e) => setDias(e.target.value)} />}
      </Campo>
    </Modal>
  );
}
