import { useStore } from '@nanostores/react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import Paginas from '../../components/gestao/Paginas.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import FilaDeclaracao from './FilaDeclaracao.tsx';
import FormDecisao from './FormDecisao.tsx';
import ImportarLista from './ImportarLista.tsx';
import PresetFederal from './PresetFederal.tsx';
import TabelaVagas from './TabelaVagas.tsx';
import { ABAS_SITUACAO, POR_PAGINA, rotuloDeclaracao } from './gestao-verificacoes.ts';
import { cargaCotas, filaVerificacao } from './gestao-verificacoes.store.ts';

/**
 * /gestao/processo/:prcSltCodigo/verificacoes: the process's quota categories and seats per option (named by their
 * path), and the verification of the candidates' declarations — one queue per declaration the edital verifies, with
 * each candidate's declarations and documents, decisions one or many at once, the commission's CSV, and appeals.
 */
export default function GestaoVerificacoes() {
  const { estado, pronto, prc: processo, aoResumo, podeConfigurar = false } = useCargaDoProcesso(cargaCotas, 'gestaoVerificacoes');
  const fila = useStore(filaVerificacao.$dados);
  const filtro = useStore(filaVerificacao.$filtro);
  const podeDecidir = usePodeAtender(processo);
  const filtrar = filaVerificacao.filtrar;

  if (!pronto) return enquantoCarrega(estado, 'Carregando as cotas do processo...');
  const { prc, dados: { configuracao, opcoes } } = pronto;
  const verificadas = Object.entries(configuracao?.verificacoes ?? {}).filter(([, v]) => v).map(([d]) => d);

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prc} aba="gestaoVerificacoes" onResumo={aoResumo} />
      <h2 className="h5 mt-3">Categorias de cotas e vagas</h2>
      {!configuracao ? (
        <p className="text-body-secondary">Este processo ainda não tem categorias de cotas: as categorias vêm das declarações da inscrição (preset federal ou categorias próprias).</p>
      ) : (
        <TabelaVagas configuracao={configuracao} opcoes={opcoes} />
      )}
      {podeConfigurar && <PresetFederal prcSltCodigo={prc} opcoes={opcoes} />}
      <h2 className="h5 mt-4">Verificação das declarações</h2>
      {!verificadas.length ? (
        <p className="text-body-secondary">Nenhuma declaração deste processo exige verificação.</p>
      ) : (
        <>
          <ul className="nav nav-tabs mb-2" aria-label="Declarações verificadas">
            {verificadas.map((d) => (
              <li className="nav-item" key={d}>
                <button type="button" className={`nav-link${filtro.declaracao === d ? ' active' : ' text-primary-emphasis'}`} aria-pressed={filtro.declaracao === d} onClick={() => void filtrar({ declaracao: d })}>
                  {rotuloDeclaracao(d)}
                </button>
              </li>
            ))}
          </ul>
          <ul className="nav nav-pills mb-2">
            {ABAS_SITUACAO.map((a) => (
              <li className="nav-item" key={a.situacao}>
                <button type="button" className={`nav-link${filtro.situacao === a.situacao ? ' active' : ' text-primary-emphasis'}`} aria-pressed={filtro.situacao === a.situacao} onClick={() => void filtrar({ situacao: a.situacao })}>
                  {a.nome}
                </button>
              </li>
            ))}
          </ul>
          {fila.status === 'semAcesso' && <SemAcesso mensagem={fila.mensagem} />}
          {fila.status === 'erro' && <p className="alert alert-danger" role="alert">{fila.mensagem}</p>}
          {fila.status === 'pronto' && (
            <div className="row g-3">
              <div className={podeDecidir ? 'col-xl-8' : 'col-12'}>
                <p className="small text-body-secondary">{fila.dados.fila.declaracoes.find((d) => d.declaracao === filtro.declaracao)?.verificacao}</p>
                <FilaDeclaracao prcSltCodigo={prc} itens={fila.dados.fila.itens} podeDecidir={podeDecidir} />
                <Paginas inicio={filtro.start} porPagina={POR_PAGINA} total={fila.dados.total} rotulo="Candidatos" aoIr={(start) => void filtrar({ start })} />
              </div>
              {podeDecidir && (
                <div className="col-xl-4">
                  <FormDecisao prcSltCodigo={prc} declaracao={filtro.declaracao} />
                  <ImportarLista prcSltCodigo={prc} />
                </div>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
