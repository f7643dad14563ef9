import { useStore } from '@nanostores/react';
import { ROOM_TABLE_MAX_HEIGHT_PX } from '../../domain/constants.ts';
import { cidade, endereco, pertoDoFim, sala } from './ensalamento.ts';
import { $lista, carregarMais } from './ensalamento.store.ts';

/** Rows scroll inside a body of at most 600 px; the next page of 100 loads within 100 px of its bottom (SPEC §9). */
const corpo = { display: 'block', maxHeight: ROOM_TABLE_MAX_HEIGHT_PX, overflowY: 'auto', scrollbarGutter: 'stable' } as const;
/** The head reserves the same scrollbar gutter as the body, so the columns line up. */
const cabeca = { display: 'block', overflowY: 'hidden', scrollbarGutter: 'stable' } as const;
const linhaFixa = { display: 'table', width: '100%', tableLayout: 'fixed' } as const;
const COLUNAS = ['N° INSCRIÇÃO', 'CANDIDATO', 'CIDADE E LOCAL', 'ENDEREÇO', 'SALA', 'CARTEIRA'];
const LARGURAS = ['12%', '23%', '22%', '23%', '9%', '11%'];

export default function TabelaCandidatos({ prcSltCodigo }: { prcSltCodigo: number }) {
  const lista = useStore($lista);
  return (
    <div className="card shadow-sm">
      <h2 className="card-header h6 mb-0" id="lista-candidatos">
        LISTA DE CANDIDATOS
      </h2>
      <table className="table table-sm table-striped mb-0" aria-labelledby="lista-candidatos" aria-busy={lista.carregando}>
        <thead style={cabeca}>
          <tr style={linhaFixa}>
            {COLUNAS.map((c, i) => (
              <th key={c} scope="col" style={{ width: LARGURAS[i] }}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody style={corpo} data-testid="corpo-ensalamento" onScroll={(e) => pertoDoFim(e.currentTarget) && void carregarMais(prcSltCodigo)}>
          {lista.linhas.map((l) => (
            <tr key={l.insPrcCodigo} style={linhaFixa}>
              <td style={{ width: LARGURAS[0] }}>{l.insPrcCodigo}</td>
              <td style={{ width: LARGURAS[1] }}>{l.pssFscNome}</td>
              <td style={{ width: LARGURAS[2] }}>
                {cidade(l.mncDescricao, l.ufCodigo)}
                <br />
                {l.prcSltLclPrvDescricao}
              </td>
              <td style={{ width: LARGURAS[3] }}>
                {endereco(l.prcSltLclPrvLogradouro, l.prcSltLclPrvBairro)}
                {l.prcSltLclPrvReferencia && <small className="d-block text-muted">{l.prcSltLclPrvReferencia}</small>}
              </td>
              <td style={{ width: LARGURAS[4] }}>{sala(l.prcSltPrvSlNumero, l.prcSltPrvSlBloco)}</td>
              <td style={{ width: LARGURAS[5] }}>{l.insPrcPrvSlNmrCarteira}</td>
            </tr>
          ))}
          {lista.iniciada && !lista.carregando && lista.linhas.length === 0 && (
            <tr style={linhaFixa}>
              <td colSpan={6} className="text-center text-muted">
                Nenhum candidato encontrado.
              </td>
            </tr>
          )}
          {lista.carregando && (
            <tr style={linhaFixa}>
              <td colSpan={6} className="text-center text-muted">
                Carregando...
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
