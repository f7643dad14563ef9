import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { salvarTipo } from './gestao-documentos.api.ts';
import { corpoDoForm, FORMATOS, PARA_QUEM, type FormTipo } from './gestao-documentos.ts';

interface Props {
  prcSltCodigo: number;
  inicial: FormTipo;
  opcoes: { opcCodigo: number; opcDescricao: string }[];
  onFechar: (salvou: boolean) => void;
}

/** One document type: name, instructions, formats, size, required or optional, for whom, and its own window. */
export default function FormTipoDocumento({ prcSltCodigo, inicial, opcoes, onFechar }: Props) {
  const [f, setF] = useState<FormTipo>(inicial);
  const { erros, enviando, enviar, dialogo } = useEscrita();
  const mudar = <K extends keyof FormTipo>(k: K, v: FormTipo[K]) => setF((x) => ({ ...x, [k]: v }));
  const salvar = async () => {
    const r = await enviar(() => salvarTipo(corpoDoForm(prcSltCodigo, f)), 'Tipo de documento salvo.');
    if (r) onFechar(true);
  };

  return (
    <form
      className="card card-body mt-2"
      aria-label={f.prcSltTpDocCodigo ? 'Editar tipo de documento' : 'Novo tipo de documento'}
      onSubmit={(e) => {
        e.preventDefault();
        void salvar();
      }}
    >
      <Campo rotulo="Nome do documento" obrigatorio erro={erros.nome}>
        {(p) => <input {...p} value={f.nome} onChange={(e) => mudar('nome', e.target.value)} />}
      </Campo>
      <Campo rotulo="Instruções ao candidato" erro={erros.instrucoes}>
        {(p) => <textarea {...p} rows={2} value={f.instrucoes} onChange={(e) => mudar('instrucoes', e.target.value)} />}
      </Campo>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Formatos aceitos</legend>
        {FORMATOS.map((x) => (
          <div className="form-check form-check-inline" key={x.valor}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`formato-${x.nome}`}
              checked={f.formatos.includes(x.valor)}
              onChange={(e) => mudar('formatos', e.target.checked ? [...f.formatos, x.valor] : f.formatos.filter((y) => y !== x.valor))}
            />
            <label className="form-check-label" htmlFor={`formato-${x.nome}`}>
              {x.nome}
            </label>
          </div>
        ))}
      </fieldset>
      <Campo rotulo="Tamanho máximo (MB)" obrigatorio erro={erros.maxBytes}>
        {(p) => <input {...p} inputMode="decimal" value={f.maxMb} onChange={(e) => mudar('maxMb', e.target.value)} />}
      </Campo>
      <Campo rotulo="Quem deve enviar" erro={erros.paraQuem}>
        {(p) => (
          <select {...p} className={p.className.replace('form-control', 'form-select')} value={f.paraQuem} onChange={(e) => mudar('paraQuem', e.target.value as FormTipo['paraQuem'])}>
            {PARA_QUEM.map((x) => (
              <option key={x.valor} value={x.valor}>
                {x.nome}
              </option>
            ))}
          </select>
        )}
      </Campo>
      {f.paraQuem === 'OPCAO' && (
        <Campo rotulo="Opção" obrigatorio erro={erros.opcCodigo}>
          {(p) => (
            <select {...p} className={p.className.replace('form-control', 'form-select')} value={f.opcCodigo} onChange={(e) => mudar('opcCodigo', e.target.value)}>
              <option value="">Selecione...</option>
              {opcoes.map((o) => (
                <option key={o.opcCodigo} value={o.opcCodigo}>
                  {o.opcDescricao}
                </option>
              ))}
            </select>
          )}
        </Campo>
      )}
      <div className="form-check mb-2">
        <input className="form-check-input" type="checkbox" id="tipo-obrigatorio" checked={f.obrigatorio} onChange={(e) => mudar('obrigatorio', e.target.checked)} />
        <label className="form-check-label" htmlFor="tipo-obrigatorio">Obrigatório</label>
      </div>
      <div className="form-check mb-3">
        <input className="form-check-input" type="checkbox" id="tipo-sensivel" checked={f.sensivel} onChange={(e) => mudar('sensivel', e.target.checked)} />
        <label className="form-check-label" htmlFor="tipo-sensivel">Dado sensível (saúde, renda): cada visualização fica na auditoria</label>
      </div>
      <div className="row g-2">
        <Campo className="col-sm-6 mb-3" rotulo="Envio a partir de" erro={erros.periodo} ajuda="Em branco: o período de inscrição.">
          {(p) => <input {...p} type="datetime-local" value={f.inicio} onChange={(e) => mudar('inicio', e.target.value)} />}
        </Campo>
        <Campo className="col-sm-6 mb-3" rotulo="Envio até">
          {(p) => <input {...p} type="datetime-local" value={f.fim} onChange={(e) => mudar('fim', e.target.value)} />}
        </Campo>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={enviando}>Salvar</button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onFechar(false)}>Cancelar</button>
      </div>
      {dialogo}
    </form>
  );
}
