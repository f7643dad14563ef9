import { useState, type FormEvent } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { ProcessoEdicao } from '../../domain/wire/gestao-processos.ts';
import { salvarProcesso } from './gestao-processos.api.ts';
import { corpoDoForm, type FormProcesso as Valores, type SecaoDoForm } from './gestao-processos.ts';
import { Exibicao, Identificacao, InscricoesEPrazos, Pagamento, Textos } from './SecoesDoForm.tsx';

interface Props {
  inicial: Valores;
  /** null: a new process. */
  prcSltCodigo: number | null;
  /** The caller may only read this process. */
  leitura?: boolean;
  onSalvo: (p: ProcessoEdicao) => void;
}

/**
 * Every field of a process, grouped as staff think of them. Saving sends the whole form; the API's message for
 * each wrong field appears beside it, and a change that touches enrolled candidates asks for a justification.
 */
export default function FormProcesso({ inicial, prcSltCodigo, leitura = false, onSalvo }: Props) {
  const [f, setF] = useState(inicial);
  // A new process starts from its type's template by default (issue 37): fields, schedule and documents.
  const [modelo, setModelo] = useState(true);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const s: SecaoDoForm = {
    f,
    erros,
    leitura,
    mudar: (campo, valor) => {
      setF((atual) => ({ ...atual, [campo]: valor }));
      if (erros[campo]) setErros((e) => ({ ...e, [campo]: '' }));
    },
  };

  const salvar = async (ev: FormEvent) => {
    ev.preventDefault();
    const corpo = (justificativa?: string) => ({ ...corpoDoForm(f, prcSltCodigo, justificativa), ...(prcSltCodigo ? {} : { modelo }) });
    const salvo = await enviar((justificativa) => salvarProcesso(corpo(justificativa)), prcSltCodigo ? 'Processo salvo.' : modelo ? 'Processo criado (em preparação) a partir do modelo do tipo.' : 'Processo criado (em preparação).');
    if (salvo) onSalvo(salvo);
  };

  const quantosErros = Object.values(erros).filter(Boolean).length;
  return (
    <form noValidate onSubmit={(ev) => void salvar(ev)} aria-label={prcSltCodigo ? 'Dados do processo' : 'Novo processo'}>
      <Identificacao s={s} />
      <InscricoesEPrazos s={s} />
      <Pagamento s={s} />
      <Exibicao s={s} />
      <Textos s={s} />
      {quantosErros > 0 && (
        <p className="alert alert-danger" role="alert">
          {quantosErros === 1 ? 'Corrija o campo indicado.' : `Corrija os ${quantosErros} campos indicados.`} Nada foi salvo.
        </p>
      )}
      {!leitura && !prcSltCodigo && (
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" role="switch" id="proc-modelo" checked={modelo} onChange={(e) => setModelo(e.target.checked)} aria-describedby="proc-modelo-ajuda" />
          <label className="form-check-label" htmlFor="proc-modelo">Começar pelo modelo do tipo escolhido</label>
          <div className="form-text" id="proc-modelo-ajuda">Liga os campos do formulário, os itens do cronograma (com a janela de recurso) e os tipos de documento que um processo deste tipo costuma ter; tudo pode ser ajustado depois.</div>
        </div>
      )}
      {!leitura && (
        <div className="d-flex gap-2 mb-4">
          <button type="submit" className="btn btn-primary" disabled={enviando}>
            {enviando ? 'Salvando...' : prcSltCodigo ? 'Salvar alterações' : 'Criar processo'}
          </button>
        </div>
      )}
      {dialogo}
    </form>
  );
}
