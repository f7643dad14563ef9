import { useStore } from '@nanostores/react';
import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import Paginas from '../../components/gestao/Paginas.tsx';
import SemAcesso from '../../components/gestao/SemAcesso.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { enquantoCarrega, useFila } from '../../components/gestao/useFila.tsx';
import { usePodeAtender } from '../../components/gestao/usePodeAtender.ts';
import { importarRetorno } from './gestao-pagamentos.api.ts';
import { quando } from '../../domain/dates.ts';
import { RETORNOS_POR_PAGINA } from './gestao-pagamentos.ts';
import { filaRetornos, relatorioRetorno } from './gestao-pagamentos.store.ts';
import RelatorioRetorno from './RelatorioRetorno.tsx';
import Trilha from '../../components/gestao/Trilha.tsx';

/** /gestao/pagamentos: upload a bank return file (CNAB 240 or 400) and read the kept reports of every import. */
export default function GestaoPagamentos() {
  const { estado, filtro, pronto: lista } = useFila(filaRetornos);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [versaoArquivo, setVersaoArquivo] = useState(0);
  const relatorio = useStore(relatorioRetorno.$carga);
  const podeImportar = usePodeAtender(null);
  const { enviar, erros, setErros, enviando } = useEscrita();

  if (estado.status === 'semAcesso') return <SemAcesso mensagem={estado.mensagem} />;
  const importar = async () => {
    if (!arquivo) return setErros({ arquivo: 'Arquivo: escolha o arquivo de retorno do banco.' });
    const r = await enviar(() => importarRetorno(arquivo), 'Arquivo importado: veja o relatório.');
    if (!r) return;
    relatorioRetorno.definir(r);
    setArquivo(null);
    setVersaoArquivo((v) => v + 1);
    await filaRetornos.filtrar({ start: 0 });
  };
  const abrir = (retCodigo: number, start = 0) => void relatorioRetorno.ler({ retCodigo, start });

  return (
    <div>
      <Trilha pagina="Retornos bancários" />
      <h1 className="h3">Retornos bancários</h1>
      <p className="text-body-secondary small">
        O arquivo de retorno do banco (CNAB 240 ou CNAB 400) marca como pagos os boletos que conferem exatamente (nosso número, valor e vencimento). As demais linhas são listadas com o motivo e não mudam nada. Importar o mesmo arquivo de novo não paga nada duas vezes.
      </p>
      {podeImportar ? (
        <section className="card mb-3" aria-labelledby="importar-titulo">
          <div className="card-body">
            <h2 className="h6" id="importar-titulo">Importar arquivo de retorno</h2>
            <Campo rotulo="Arquivo de retorno (CNAB 240 ou 400)" erro={erros.arquivo} obrigatorio>
              {(p) => <input {...p} key={versaoArquivo} type="file" accept=".ret,.txt,.RET,.TXT,text/plain,application/octet-stream" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} />}
            </Campo>
            <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => void importar()}>
              {enviando ? 'Importando...' : 'Importar arquivo'}
            </button>
          </div>
        </section>
      ) : (
        <p className="alert alert-info">Importar arquivos de retorno é para quem atende todos os processos; aqui você vê os relatórios.</p>
      )}
      {relatorio?.status === 'pronto' && <RelatorioRetorno r={relatorio.dados} aoIr={(start) => abrir(relatorio.dados.retorno.retCodigo, start)} />}
      {(relatorio?.status === 'erro' || relatorio?.status === 'semAcesso') && <p className="alert alert-danger" role="alert">{relatorio.mensagem}</p>}
      <h2 className="h5">Importações</h2>
      {!lista ? (
        enquantoCarrega(estado, 'Carregando as importações...')
      ) : lista.linhas.length === 0 ? (
        <p className="text-body-secondary">Nenhum arquivo importado ainda.</p>
      ) : (
        <>
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Arquivos de retorno (rolável)">
            <table className="table align-middle">
              <caption className="visually-hidden">Arquivos de retorno importados</caption>
              <thead>
                <tr>
                  <th scope="col">Nº</th>
                  <th scope="col">Arquivo</th>
                  <th scope="col" className="d-none d-md-table-cell">Importado</th>
                  <th scope="col">Pagos</th>
                  <th scope="col" className="d-none d-md-table-cell">Já pagos</th>
                  <th scope="col">Não aplicados</th>
                  <th scope="col">Valor</th>
                  <th scope="col"><span className="visually-hidden">Ações</span></th>
                </tr>
              </thead>
              <tbody>
                {lista.linhas.map((r) => (
                  <tr key={r.retCodigo}>
                    <td>{r.retCodigo}</td>
                    <td>{r.arquivo}{!r.aplicado && <span className="badge text-bg-warning ms-1">não aplicado</span>}</td>
                    <td className="d-none d-md-table-cell small">{quando(r.em)}<div className="text-body-secondary">{r.autorNome ?? 'linha de comando'}</div></td>
                    <td>{r.pagos}</td>
                    <td className="d-none d-md-table-cell">{r.jaPagos}</td>
                    <td>{r.rejeitados}</td>
                    <td>{r.valorPagoTexto}</td>
                    <td><button type="button" className="btn btn-sm btn-outline-dark" onClick={() => abrir(r.retCodigo)}>Ver relatório<span className="visually-hidden"> da importação {r.retCodigo}</span></button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Paginas inicio={filtro.start} porPagina={RETORNOS_POR_PAGINA} total={lista.total} rotulo="Importações" aoIr={(start) => void filaRetornos.filtrar({ start })} />
        </>
      )}
    </div>
  );
}
