import { useState, type FormEvent } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { LocalDeProva } from '../../domain/wire/gestao-provas.ts';
import { removerSala, salvarSala } from './gestao-provas.api.ts';
import { corpoDaSala, nomeDaSala, salaDe, salaNova, type FormSala } from './gestao-provas.ts';
import { confirmarRemocao, recarregar } from './gestao-provas.store.ts';

/** One field of the room form: labelled, with the API's message under it. */
function Entrada(p: { id: string; rotulo: string; erro?: string; valor: string; onChange: (v: string) => void; max: number; numerico?: boolean; largura: string }) {
  return (
    <div className={p.largura}>
      <label htmlFor={p.id} className="form-label small mb-0">{p.rotulo}</label>
      <input
        id={p.id}
        className={`form-control form-control-sm${p.erro ? ' is-invalid' : ''}`}
        value={p.valor}
        maxLength={p.max}
        inputMode={p.numerico ? 'numeric' : undefined}
        aria-invalid={p.erro ? true : undefined}
        aria-describedby={p.erro ? `${p.id}-erro` : undefined}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.erro && <div className="invalid-feedback d-block" id={`${p.id}-erro`}>{p.erro}</div>}
    </div>
  );
}

/** A venue's rooms: number, block, capacity, seats taken, special-needs room; add, change and remove one. */
export default function SalasDoLocal({ local, podeEditar }: { local: LocalDeProva; podeEditar: boolean }) {
  const [f, setF] = useState<FormSala | null>(null);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const base = `sala-${local.prcSltLclPrvCodigo}`;
  const abrir = (form: FormSala) => {
    setErros({});
    setF(form);
  };

  async function salvar(e: FormEvent) {
    e.preventDefault();
    if (!f) return;
    const r = corpoDaSala(f);
    if ('erros' in r) return setErros(r.erros);
    if (await enviar((j) => salvarSala(r.corpo, j), f.prcSltPrvSlCodigo === null ? 'Sala criada.' : 'Sala alterada.')) {
      setF(null);
      recarregar();
    }
  }

  return (
    <div>
      {local.salas.length > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Salas do local (rolável)">
          <table className="table table-sm align-middle mb-2">
            <caption className="visually-hidden">Salas de {local.prcSltLclPrvDescricao}</caption>
            <thead>
              <tr><th scope="col">Sala</th><th scope="col">Bloco</th><th scope="col" className="text-end">Lugares</th><th scope="col" className="text-end">Ensalados</th><th scope="col">Especial</th>{podeEditar && <th scope="col"><span className="visually-hidden">Ações</span></th>}</tr>
            </thead>
            <tbody>
              {local.salas.map((s) => (
                <tr key={s.prcSltPrvSlCodigo} data-testid="sala">
                  <td>{s.prcSltPrvSlNumero}</td>
                  <td>{s.prcSltPrvSlBloco ?? '—'}</td>
                  <td className="text-end">{s.prcSltPrvSlQntLugar}</td>
                  <td className="text-end">{s.prcSltPrvSlQntCandidato}</td>
                  <td>{s.prcSltPrvSlEspecial ? 'Sim' : 'Não'}</td>
                  {podeEditar && (
                    <td className="text-end text-nowrap">
                      <button type="button" className="btn btn-link btn-sm" aria-label={`Editar ${nomeDaSala(s)}`} onClick={() => abrir(salaDe(s))}>Editar</button>
                      <button type="button" className="btn btn-link btn-sm text-danger" aria-label={`Remover ${nomeDaSala(s)}`} onClick={() => confirmarRemocao('Remover sala', `Remover ${nomeDaSala(s)} de "${local.prcSltLclPrvDescricao}"?`, () => void enviar(() => removerSala(s.prcSltPrvSlCodigo), 'Sala removida.').then((ok) => ok && recarregar()))}>
                        Remover
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {podeEditar && !f && (
        <button type="button" className="btn btn-outline-primary btn-sm" aria-label={`Nova sala em ${local.prcSltLclPrvDescricao}`} onClick={() => abrir(salaNova(local.prcSltLclPrvCodigo))}>
          Nova sala
        </button>
      )}
      {f && (
        <form className="row g-2 align-items-end border rounded p-2" onSubmit={salvar} noValidate aria-label={f.prcSltPrvSlCodigo === null ? `Nova sala em ${local.prcSltLclPrvDescricao}` : 'Editar sala'}>
          <Entrada id={`${base}-numero`} rotulo="Número da sala" erro={erros.prcSltPrvSlNumero} valor={f.numero} max={20} largura="col-6 col-md-2" onChange={(v) => setF({ ...f, numero: v })} />
          <Entrada id={`${base}-bloco`} rotulo="Bloco" erro={erros.prcSltPrvSlBloco} valor={f.bloco} max={50} largura="col-6 col-md-2" onChange={(v) => setF({ ...f, bloco: v })} />
          <Entrada id={`${base}-lugares`} rotulo="Capacidade (lugares)" erro={erros.prcSltPrvSlQntLugar} valor={f.lugares} max={6} numerico largura="col-6 col-md-3" onChange={(v) => setF({ ...f, lugares: v.replace(/\D/g, '') })} />
          <div className="col-6 col-md-2 form-check ms-2 mb-1">
            <input id={`${base}-especial`} className="form-check-input" type="checkbox" checked={f.especial} onChange={(e) => setF({ ...f, especial: e.target.checked })} />
            <label className="form-check-label small" htmlFor={`${base}-especial`}>Sala especial</label>
          </div>
          <div className="col-12 col-md-auto d-flex gap-1">
            <button type="submit" className="btn btn-primary btn-sm" disabled={enviando}>Salvar sala</button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setF(null)}>Cancelar</button>
          </div>
          {erros.prcSltLclPrvCodigo && <div className="col-12 invalid-feedback d-block">{erros.prcSltLclPrvCodigo}</div>}
        </form>
      )}
      {dialogo}
    </div>
  );
}
