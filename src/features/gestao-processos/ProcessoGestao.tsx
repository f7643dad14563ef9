import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import { requireSession } from '../../lib/session.store.ts';
import { $podeCriar, cargaProcesso, carregarPermissoes } from './gestao-processos.store.ts';
import { formDoProcesso } from './gestao-processos.ts';
import FormProcesso from './FormProcesso.tsx';
import PainelFase from './PainelFase.tsx';
import PainelPublicacao from './PainelPublicacao.tsx';

/** /gestao/processo/:prcSltCodigo: the process's data and its publication. */
export default function ProcessoGestao() {
  // The process is read from the address in the browser only (the page is pre-rendered once for every process).
  const { estado, prc: codigo, resumo, aoResumo } = useCargaDoProcesso(cargaProcesso, 'gestaoProcesso', 'Endereço de processo inválido.');
  /** Bumped on each write, so that the header, the phase panel and the form read the process again. */
  const [versao, setVersao] = useState(0);
  const podeCriar = useStore($podeCriar);

  useEffect(() => {
    void requireSession().then(() => carregarPermissoes());
  }, []);

  if (estado.status === 'erro' || estado.status === 'semAcesso') return enquantoCarrega(estado, '');
  if (!codigo) return <p className="text-body-secondary" aria-busy="true">Carregando o processo...</p>;
  const mudou = () => {
    setVersao((v) => v + 1);
    void cargaProcesso.recarregar();
  };
  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={codigo} aba="gestaoProcesso" onResumo={aoResumo} versao={versao} />
      <PainelFase prcSltCodigo={codigo} versao={versao} />
      {resumo && <PainelPublicacao resumo={resumo} podeCriar={podeCriar} onMudou={mudou} />}
      {estado.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando os dados do processo...</p>}
      {estado.status === 'pronto' && (
        <section aria-labelledby="dados-titulo">
          <h2 className="h5" id="dados-titulo">Dados do processo</h2>
          {resumo && !resumo.podeConfigurar && <p className="alert alert-info">Você pode consultar este processo, mas não alterá-lo.</p>}
          <FormProcesso
            key={`${estado.dados.prcSltCodigo}-${versao}`}
            inicial={formDoProcesso(estado.dados)}
            prcSltCodigo={codigo}
            leitura={resumo ? !resumo.podeConfigurar : true}
            onSalvo={(p) => {
              cargaProcesso.$dados.set({ status: 'pronto', dados: p });
              setVersao((v) => v + 1);
            }}
          />
        </section>
      )}
    </div>
  );
}
