import { useState, type FormEvent } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { TipoOpcaoGestao } from '../../domain/wire/gestao-opcoes.ts';
import { salvarTipoOpcao } from './gestao-opcoes.api.ts';

interface Props {
  tipos: TipoOpcaoGestao[];
  podeEditar: boolean;
  onMudou: () => void;
}

/**
 * The option types (Campus, Curso, Turno, ...): one list for every process, so only a role over every process
 * changes it (the API says so to anyone else). Renaming one renames the label of every level that uses it.
 */
export default function TiposOpcao({ tipos, podeEditar, onMudou }: Props) {
  const [editando, setEditando] = useState<{ tpOpcCodigo: number | null; texto: string } | null>(null);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  async function salvar(e: FormEvent) {
    e.preventDefault();
    if (!editando) return;
    const ok = await enviar(() => salvarTipoOpcao({ tpOpcCodigo: editando.tpOpcCodigo, tpOpcDescricao: editando.texto }), 'Tipo de opção salvo.');
    if (ok) {
      setEditando(null);
      onMudou();
    }
  }

  const abrir = (tpOpcCodigo: number | null, texto: string) => {
    setErros({});
    setEditando({ tpOpcCodigo, texto });
  };

  return (
    <section className="card shadow-sm mt-4" aria-labelledby="tipos-titulo">
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h3 className="h6 mb-0" id="tipos-titulo">Tipos de opção (valem para todos os processos)</h3>
        {podeEditar && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => abrir(null, '')}>
            Novo tipo
          </button>
        )}
      </div>
      <div className="card-body">
        {editando && (
          <form className="row g-2 align-items-start mb-3" onSubmit={salvar} noValidate>
            <div className="col-12 col-md">
              <label htmlFor="tipo-descricao" className="visually-hidden">Descrição do tipo de opção</label>
              <input
                id="tipo-descricao"
                className={`form-control${erros.tpOpcDescricao ? ' is-invalid' : ''}`}
                placeholder="Ex.: Polo"
                maxLength={100}
                value={editando.texto}
                aria-invalid={erros.tpOpcDescricao ? true : undefined}
                aria-describedby={erros.tpOpcDescricao ? 'tipo-descricao-erro' : undefined}
                onChange={(e) => setEditando({ ...editando, texto: e.target.value })}
              />
              {erros.tpOpcDescricao && <div className="invalid-feedback d-block" id="tipo-descricao-erro">{erros.tpOpcDescricao}</div>}
            </div>
            <div className="col-auto d-flex gap-2">
              <button type="submit" className="btn btn-primary" disabled={enviando}>Salvar tipo</button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setEditando(null)}>Cancelar</button>
            </div>
          </form>
        )}
        <ul className="list-inline mb-0">
          {tipos.map((t) => (
            <li key={t.tpOpcCodigo} className="list-inline-item mb-2">
              <span className="border rounded px-2 py-1 d-inline-flex align-items-center gap-2">
                {t.tpOpcDescricao}
                <span className="small text-body-secondary">{t.usos === 1 ? '1 opção' : `${t.usos} opções`}</span>
                {podeEditar && (
                  <button type="button" className="btn btn-link btn-sm p-0" aria-label={`Renomear o tipo ${t.tpOpcDescricao}`} onClick={() => abrir(t.tpOpcCodigo, t.tpOpcDescricao)}>
                    Renomear
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {dialogo}
    </section>
  );
}
