import { useEffect, useState } from 'react';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { TiposDocumento as Tipos } from '../../domain/wire/gestao-documentos.ts';
import { showAlert, showError } from '../../lib/ui.store.ts';
import FormTipoDocumento from './FormTipoDocumento.tsx';
import { buscarTipos, removerTipo } from './gestao-documentos.api.ts';
import { tamanhoTexto } from '../../domain/tamanho-arquivo.ts';
import { formDoTipo, FORM_VAZIO, nomeParaQuem, type FormTipo } from './gestao-documentos.ts';

interface Props {
  prcSltCodigo: number;
  podeConfigurar: boolean;
  onMudou: () => void;
}

/** The document types the process asks for, and (for who configures the process) their form. */
export default function TiposDocumento({ prcSltCodigo, podeConfigurar, onMudou }: Props) {
  const [tipos, setTipos] = useState<Tipos | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [editando, setEditando] = useState<FormTipo | null>(null);

  const carregar = () =>
    buscarTipos(prcSltCodigo).then(setTipos, (e: unknown) => setErro(eSemAcesso(e) ? 'Você não tem permissão para ver os documentos deste processo.' : 'Não foi possível carregar os tipos de documento.'));
  useEffect(() => void carregar(), [prcSltCodigo]);

  const remover = async (cod: number) => {
    try {
      await removerTipo(cod);
      showAlert('success', 'Tipo de documento removido.');
      await carregar();
      onMudou();
    } catch (e) {
      void showError((e as Error).message);
    }
  };

  if (erro) return <p className="alert alert-warning">{erro}</p>;
  if (!tipos) return <p className="text-body-secondary" aria-busy="true">Carregando os tipos de documento...</p>;
  return (
    <section aria-labelledby="tipos-titulo" className="mb-4">
      <h2 className="h5 mt-3" id="tipos-titulo">Documentos pedidos</h2>
      {tipos.tipos.length === 0 && <p className="text-body-secondary">Este processo ainda não pede documentos aos candidatos.</p>}
      <ul className="list-group mb-2">
        {tipos.tipos.map((t) => (
          <li key={t.prcSltTpDocCodigo} className="list-group-item">
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <div>
                <strong>{t.nome}</strong> {t.obrigatorio ? '(obrigatório)' : '(opcional)'} {t.sensivel && <span className="badge text-bg-warning">sensível</span>}
                <div className="small text-body-secondary">
                  {nomeParaQuem(t.paraQuem)}
                  {t.paraQuem === 'OPCAO' && `: ${tipos.opcoes.find((o) => o.opcCodigo === t.opcCodigo)?.opcDescricao ?? ''}`} · {t.formatos.map((f) => f.split('/')[1].toUpperCase()).join(', ')} · até {tamanhoTexto(t.maxBytes)} ·{' '}
                  {t.inicio ? 'período próprio' : 'período de inscrição'} · {t.enviados} envio(s)
                </div>
              </div>
              {podeConfigurar && (
                <div className="d-flex gap-1">
                  <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditando(formDoTipo(t))}>
                    Editar
                  </button>
                  {t.enviados === 0 && (
                    <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remover(t.prcSltTpDocCodigo)}>
                      Remover
                    </button>
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {podeConfigurar && !editando && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditando(FORM_VAZIO)}>
          Novo tipo de documento
        </button>
      )}
      {editando && (
        <FormTipoDocumento
          prcSltCodigo={prcSltCodigo}
          inicial={editando}
          opcoes={tipos.opcoes}
          onFechar={(salvou) => {
            setEditando(null);
            if (salvou) {
              void carregar();
              onMudou();
            }
          }}
        />
      )}
    </section>
  );
}
