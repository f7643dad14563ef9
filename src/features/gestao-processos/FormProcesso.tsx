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
    const salvo = await enviar((justificativa) => salvarProcesso(corpoDoForm(f, prcSltCodigo, justificativa)), prcSltCodigo ? 'Processo salvo.' : 'Processo criado (em preparação).');
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
