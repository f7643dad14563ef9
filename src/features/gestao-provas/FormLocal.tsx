import { useEffect, useRef, useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { MunicipioDeProva } from '../../domain/wire/gestao-provas.ts';
import { salvarLocal } from './gestao-provas.api.ts';
import { corpoDoLocal, nomeDoMunicipio, type FormLocal as Formulario } from './gestao-provas.ts';
import { recarregar } from './gestao-provas.store.ts';

interface Props {
  inicial: Formulario;
  prcSltCodigo: number;
  municipios: MunicipioDeProva[];
  onFechar: () => void;
}

/** Creating or changing a venue: name, municipality (one of the exam municipalities), address, district, reference. */
export default function FormLocal({ inicial, prcSltCodigo, municipios, onFechar }: Props) {
  const [f, setF] = useState(inicial);
  const { enviar, erros, enviando, dialogo } = useEscrita();
  const mudar = (k: keyof Formulario, v: string) => setF((x) => ({ ...x, [k]: v }));
  const ref = useRef<HTMLFormElement>(null);

  // Opened from a venue further down: the form comes into view with the focus on its first field.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.querySelector('input')?.focus({ preventScroll: true });
  }, []);

  async function salvar(e: FormEvent) {
    e.preventDefault();
    if (await enviar((j) => salvarLocal(corpoDoLocal(f, prcSltCodigo), j), f.prcSltLclPrvCodigo === null ? 'Local de prova criado.' : 'Local de prova alterado.')) {
      onFechar();
      recarregar();
    }
  }

  const texto = (k: keyof Formulario, rotulo: string, campo: string, max: number, obrigatorio = false) => (
    <Campo rotulo={rotulo} erro={erros[campo]} obrigatorio={obrigatorio} className="col-12 col-md-6">
      {(p) => <input {...p} value={String(f[k] ?? '')} maxLength={max} onChange={(e) => mudar(k, e.target.value)} />}
    </Campo>
  );

  return (
    <form ref={ref} className="card card-body shadow-sm mb-3" onSubmit={salvar} noValidate aria-labelledby="form-local-titulo">
      <h3 className="h6" id="form-local-titulo">{f.prcSltLclPrvCodigo === null ? 'Novo local de prova' : `Editar "${inicial.descricao}"`}</h3>
      <div className="row g-3">
        {texto('descricao', 'Nome do local', 'prcSltLclPrvDescricao', 200, true)}
        <Campo rotulo="Município" erro={erros.mncCodigo} obrigatorio className="col-12 col-md-6">
          {(p) => (
            <select {...p} className={p.className.replace('form-control', 'form-select')} value={f.mncCodigo} onChange={(e) => mudar('mncCodigo', e.target.value)}>
              <option value="">Selecione...</option>
              {municipios.map((m) => <option key={m.mncCodigo} value={m.mncCodigo}>{nomeDoMunicipio(m)}</option>)}
            </select>
          )}
        </Campo>
        {texto('logradouro', 'Endereço', 'prcSltLclPrvLogradouro', 300)}
        {texto('bairro', 'Bairro', 'prcSltLclPrvBairro', 100)}
        {texto('referencia', 'Ponto de referência', 'prcSltLclPrvReferencia', 300)}
      </div>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={enviando}>{enviando ? 'Salvando...' : 'Salvar local'}</button>
        <button type="button" className="btn btn-outline-secondary" onClick={onFechar}>Cancelar</button>
      </div>
      {dialogo}
    </form>
  );
}
