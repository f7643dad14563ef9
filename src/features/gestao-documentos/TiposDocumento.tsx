import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { useCarga } from '../../components/gestao/useFila.tsx';
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
  const { estado, pronto: tipos, recarregar: carregar } = useCarga(() => buscarTipos(prcSltCodigo), [prcSltCodigo]);
  const [editando, setEditando] = useState<FormTipo | null>(null);
  const { enviar } = useEscrita();

  const remover = async (cod: number) => {
    if (!(await enviar(() => removerTipo(cod).then(() => true), 'Tipo de documento removido.'))) return;
    await carregar();
    onMudou();
  };

  if (estado.status === 'semAcesso') return <p className="alert alert-warning">Você não tem permissão para ver os documentos deste processo.</p>;
  if (estado.status === 'erro') return <p className="alert alert-warning">Não foi possível carregar os tipos de documento.</p>;
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
