import { useState, type FormEvent } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import EntradaComMascara from '../../components/gestao/EntradaComMascara.tsx';
import EntradaDataHora from '../../components/gestao/EntradaDataHora.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { EtapaDeProva } from '../../domain/wire/gestao-provas.ts';
import { showModal } from '../../lib/ui.store.ts';
import { removerEtapa, salvarEtapa } from './gestao-provas.api.ts';
import { corpoDaEtapa, etapaDe, etapaNova, textoDaEtapa, type FormEtapa } from './gestao-provas.ts';
import { recarregar } from './gestao-provas.store.ts';

/** 'hh:mm' from 00:00 to 23:59. */
const MASCARA_HORA = { mask: 'HH:MM', blocks: { HH: { mask: /^([01]?[0-9]|2[0-3])$/ }, MM: { mask: /^[0-5]?[0-9]$/ } }, lazy: true };

interface Props {
  prcSltCodigo: number;
  etapas: EtapaDeProva[];
  podeEditar: boolean;
}

/** The exam stages: day, gates opening and closing, end (Horário de Brasília), mnemonic, seated or not. */
export default function EtapasProva({ prcSltCodigo, etapas, podeEditar }: Props) {
  const [f, setF] = useState<FormEtapa | null>(null);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();
  const mudar = <K extends keyof FormEtapa>(k: K, v: FormEtapa[K]) => setF((x) => (x ? { ...x, [k]: v } : x));
  const abrir = (form: FormEtapa) => {
    setErros({});
    setF(form);
  };

  async function salvar(e: FormEvent) {
    e.preventDefault();
    if (!f) return;
    const r = corpoDaEtapa(f, prcSltCodigo);
    if ('erros' in r) return setErros(r.erros);
    if (await enviar((j) => salvarEtapa(r.corpo, j), f.prcSltEtpPrvCodigo === null ? 'Etapa criada.' : 'Etapa alterada.')) {
      setF(null);
      recarregar();
    }
  }

  function remover(e: EtapaDeProva) {
    showModal({
      title: 'Remover etapa de prova',
      body: [`Remover a etapa "${e.prcSltEtpPrvDescricao}"?`, 'A remoção fica registrada na auditoria.'],
      buttons: [
        { label: 'Cancelar', variant: 'outline-secondary' },
        { label: 'Remover', variant: 'danger', onClick: () => void enviar((j) => removerEtapa(e.prcSltEtpPrvCodigo, j), 'Etapa removida.').then((ok) => ok && recarregar()) },
      ],
    });
  }

  const hora = (k: 'abre' | 'fecha' | 'termina', rotulo: string, campo: string) => (
    <Campo rotulo={rotulo} erro={erros[campo]} obrigatorio className="col-4 col-md-2">
      {(p) => <EntradaComMascara {...p} inputMode="numeric" placeholder="hh:mm" mascara={MASCARA_HORA} value={f?.[k] ?? ''} onChange={(v) => mudar(k, v)} />}
    </Campo>
  );

  return (
    <section className="mb-4" aria-labelledby="etapas-titulo">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0" id="etapas-titulo">Etapas de prova</h2>
        {podeEditar && <button type="button" className="btn btn-primary btn-sm" onClick={() => abrir(etapaNova())}>Nova etapa</button>}
      </div>
      <p className="small text-body-secondary">Horários de Brasília.</p>
      {f && (
        <form className="card card-body shadow-sm mb-3" onSubmit={salvar} noValidate aria-labelledby="form-etapa-titulo">
          <h3 className="h6" id="form-etapa-titulo">{f.prcSltEtpPrvCodigo === null ? 'Nova etapa' : 'Editar etapa'}</h3>
          <div className="row g-3">
            <Campo rotulo="Descrição" erro={erros.prcSltEtpPrvDescricao} obrigatorio className="col-12 col-md-6">
              {(p) => <input {...p} value={f.descricao} maxLength={200} onChange={(e) => mudar('descricao', e.target.value)} />}
            </Campo>
            <Campo rotulo="Mnemônico" erro={erros.prcSltEtpPrvMnemonico} className="col-6 col-md-2">
              {(p) => <input {...p} value={f.mnemonico} maxLength={20} onChange={(e) => mudar('mnemonico', e.target.value)} />}
            </Campo>
            <Campo rotulo="Data" erro={erros.prcSltEtpPrvData} obrigatorio className="col-6 col-md-3">
              {(p) => <EntradaDataHora {...p} soData value={f.data} onChange={(v) => mudar('data', v)} />}
            </Campo>
            {hora('abre', 'Abertura dos portões', 'prcSltEtpPrvHrrAbrPortao')}
            {hora('fecha', 'Fechamento dos portões', 'prcSltEtpPrvHrrFchPortao')}
            {hora('termina', 'Término da prova', 'prcSltEtpPrvHrrTermino')}
            <div className="col-12 col-md-4 form-check ms-2 align-self-end mb-2">
              <input id="etapa-ensala" className="form-check-input" type="checkbox" checked={f.ensala} onChange={(e) => mudar('ensala', e.target.checked)} />
              <label className="form-check-label" htmlFor="etapa-ensala">Os candidatos são ensalados nesta etapa</label>
            </div>
          </div>
          <div className="d-flex gap-2 mt-3">
            <button type="submit" className="btn btn-primary" disabled={enviando}>{enviando ? 'Salvando...' : 'Salvar etapa'}</button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setF(null)}>Cancelar</button>
          </div>
        </form>
      )}
      {etapas.length ? (
        <ul className="list-group">
          {etapas.map((e) => (
            <li key={e.prcSltEtpPrvCodigo} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="etapa-prova">
              <span className="fw-semibold">{e.prcSltEtpPrvDescricao}</span>
              {e.prcSltEtpPrvMnemonico && <span className="badge text-bg-light border">{e.prcSltEtpPrvMnemonico}</span>}
              <span className="small">{textoDaEtapa(e)}</span>
              <span className="small text-body-secondary">{e.prcSltEtpPrvEnsala ? 'com ensalamento' : 'sem ensalamento'}</span>
              {podeEditar && (
                <span className="ms-auto d-inline-flex gap-1">
                  <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Editar a etapa ${e.prcSltEtpPrvDescricao}`} onClick={() => abrir(etapaDe(e))}>Editar</button>
                  <button type="button" className="btn btn-outline-danger btn-sm" aria-label={`Remover a etapa ${e.prcSltEtpPrvDescricao}`} onClick={() => remover(e)}>Remover</button>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">Nenhuma etapa de prova cadastrada.</p>
      )}
      {dialogo}
    </section>
  );
}
