import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { SITUACOES_CHAMADA, type Chamada } from '../../domain/wire/gestao-resultados.ts';
import { marcarSituacao } from './gestao-resultados.api.ts';
import { NOME_SITUACAO_CONVOCADO, pendentes } from './gestao-resultados.ts';

interface Props {
  chamada: Chamada;
  podeConfigurar: boolean;
  aoMudar: (c: Chamada) => void;
}

/** Who one call called, with their situation; staff mark enrolled / absent / given up (the API asks for a justification). */
export default function ConvocadosChamada({ chamada, podeConfigurar, aoMudar }: Props) {
  const { enviar, enviando, dialogo } = useEscrita();

  async function marcar(insPrcCodigo: number, situacao: (typeof SITUACOES_CHAMADA)[number], nome: string) {
    const r = await enviar(
      (justificativa) => marcarSituacao(chamada.chmCodigo, { insPrcCodigo, situacao, ...(justificativa ? { justificativa } : {}) }),
      `${nome}: ${NOME_SITUACAO_CONVOCADO[situacao].toLowerCase()}.`,
    );
    if (r) aoMudar(r);
  }

  const falta = pendentes(chamada.convocados);
  return (
    <>
      <p className="small mb-2">{`${chamada.convocados.length} convocado(s); ${falta} sem situação marcada.`}</p>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Convocados da chamada (rolável)">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{`Convocados da ${chamada.numero}ª chamada`}</caption>
          <thead>
            <tr><th scope="col">Inscrição</th><th scope="col">Nome</th><th scope="col">Opção</th><th scope="col">Lista</th><th scope="col">Posição</th><th scope="col">Situação</th>{podeConfigurar && <th scope="col">Marcar</th>}</tr>
          </thead>
          <tbody>
            {chamada.convocados.map((v) => (
              <tr key={v.insPrcCodigo}>
                <td>{v.insPrcCodigo}</td>
                <td>{v.nome}</td>
                <td>{v.opcDescricao}</td>
                <td>{v.lista}</td>
                <td>{v.posicao}º</td>
                <td>{NOME_SITUACAO_CONVOCADO[v.situacao] ?? v.situacao}</td>
                {podeConfigurar && (
                  <td>
                    <div className="btn-group btn-group-sm" role="group" aria-label={`Situação de ${v.nome}`}>
                      {SITUACOES_CHAMADA.map((s) => (
                        <button key={s} type="button" className="btn btn-outline-secondary" disabled={enviando || v.situacao === s || v.situacao === 'deixou-opcao'} onClick={() => void marcar(v.insPrcCodigo, s, v.nome)}>
                          {NOME_SITUACAO_CONVOCADO[s]}
                        </button>
                      ))}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dialogo}
    </>
  );
}
