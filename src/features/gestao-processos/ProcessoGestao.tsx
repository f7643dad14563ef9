import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import SemAcesso, { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import type { ProcessoEdicao } from '../../domain/wire/gestao-processos.ts';
import { currentParams, paramCode } from '../../lib/routes.ts';
import { requireSession } from '../../lib/session.store.ts';
import { buscarProcesso } from './gestao-processos.api.ts';
import { $podeCriar, carregarPermissoes } from './gestao-processos.store.ts';
import { formDoProcesso } from './gestao-processos.ts';
import FormProcesso from './FormProcesso.tsx';
import PainelFase from './PainelFase.tsx';
import PainelPublicacao from './PainelPublicacao.tsx';

type Estado = { status: 'carregando' } | { status: 'erro'; mensagem: string; semAcesso: boolean } | { status: 'pronto'; processo: ProcessoEdicao };

/** /gestao/processo/:prcSltCodigo: the process's data and its publication. */
export default function ProcessoGestao() {
  // Read in the browser only (the page is pre-rendered once for every process).
  const [codigo, setCodigo] = useState<number | null>(null);
  const [estado, setEstado] = useState<Estado>({ status: 'carregando' });
  const [resumo, setResumo] = useState<ResumoProcessoGestao | null>(null);
  const [versao, setVersao] = useState(0);
  const podeCriar = useStore($podeCriar);

  const carregar = (c = codigo) => {
    if (!c) return setEstado({ status: 'erro', mensagem: 'Endereço de processo inválido.', semAcesso: false });
    buscarProcesso(c)
      .then((processo) => setEstado({ status: 'pronto', processo }))
      .catch((err: unknown) => setEstado({ status: 'erro', mensagem: err instanceof Error ? err.message : String(err), semAcesso: eSemAcesso(err) }));
  };

  useEffect(() => {
    const c = paramCode(currentParams('gestaoProcesso', window.location.pathname)?.prcSltCodigo);
    setCodigo(c);
    void requireSession().then(() => {
      carregar(c);
      void carregarPermissoes();
    });
  }, []);

  if (estado.status === 'erro' && estado.semAcesso) return <SemAcesso mensagem={estado.mensagem} />;
  if (estado.status === 'erro') return <p className="alert alert-danger" role="alert">{estado.mensagem}</p>;
  if (!codigo) return <p className="text-body-secondary" aria-busy="true">Carregando o processo...</p>;
  const mudou = () => {
    setVersao((v) => v + 1);
    carregar();
  };
  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={codigo} aba="gestaoProcesso" onResumo={setResumo} versao={versao} />
      <PainelFase prcSltCodigo={codigo} versao={versao} />
      {resumo && <PainelPublicacao resumo={resumo} podeCriar={podeCriar} onMudou={mudou} />}
      {estado.status === 'carregando' && <p className="text-body-secondary" aria-busy="true">Carregando os dados do processo...</p>}
      {estado.status === 'pronto' && (
        <section aria-labelledby="dados-titulo">
          <h2 className="h5" id="dados-titulo">Dados do processo</h2>
          {resumo && !resumo.podeConfigurar && <p className="alert alert-info">Você pode consultar este processo, mas não alterá-lo.</p>}
          <FormProcesso
            key={`${estado.processo.prcSltCodigo}-${versao}`}
            inicial={formDoProcesso(estado.processo)}
            prcSltCodigo={codigo}
            leitura={resumo ? !resumo.podeConfigurar : true}
            onSalvo={(p) => {
              setEstado({ status: 'pronto', processo: p });
              setVersao((v) => v + 1);
            }}
          />
        </section>
      )}
    </div>
  );
}
