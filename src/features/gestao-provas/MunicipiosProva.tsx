import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { MunicipioGestao } from '../../domain/wire/gestao.ts';
import type { LocalDeProva, MunicipioDeProva } from '../../domain/wire/gestao-provas.ts';
import { acrescentarMunicipio, removerMunicipio } from './gestao-provas.api.ts';
import { nomeDoMunicipio, textoDosTotais, totaisDoMunicipio } from './gestao-provas.ts';
import { confirmarRemocao, municipiosAchados, recarregar } from './gestao-provas.store.ts';

interface Props {
  prcSltCodigo: number;
  municipios: MunicipioDeProva[];
  locais: LocalDeProva[];
  podeEditar: boolean;
}

/** Search delay while typing: one request per pause, not per key. */
const ESPERA_BUSCA_MS = 250;

/** The exam municipalities the candidate chooses from: add one by searching its name, remove an unused one. */
export default function MunicipiosProva({ prcSltCodigo, municipios, locais, podeEditar }: Props) {
  const [termo, setTermo] = useState('');
  const busca = useStore(municipiosAchados.$carga);
  const achados = busca?.status === 'pronto' ? busca.dados : null;
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  useEffect(() => {
    if (termo.trim().length < 2) return municipiosAchados.limpar();
    const t = setTimeout(() => void municipiosAchados.ler(termo), ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [termo]);

  async function acrescentar(m: MunicipioGestao) {
    if (await enviar(() => acrescentarMunicipio(prcSltCodigo, m.mncCodigo), `${nomeDoMunicipio(m)} é município de prova.`)) {
      setTermo('');
      recarregar();
    }
  }

  const ja = new Set(municipios.map((m) => m.mncCodigo));
  return (
    <section className="mt-3 mb-4" aria-labelledby="municipios-titulo">
      <h2 className="h5" id="municipios-titulo">Municípios de prova</h2>
      {municipios.length ? (
        <ul className="list-group mb-3">
          {municipios.map((m) => (
            <li key={m.prcSltMncPrvCodigo} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="municipio-prova">
              <span className="fw-semibold">{nomeDoMunicipio(m)}</span>
              <span className="small text-body-secondary">{textoDosTotais(totaisDoMunicipio(locais, m.mncCodigo))}</span>
              {m.inscricoes > 0 && <span className="badge text-bg-warning">{m.inscricoes === 1 ? '1 inscrição' : `${m.inscricoes} inscrições`}</span>}
              {podeEditar && (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm ms-auto"
                  aria-label={`Remover o município ${nomeDoMunicipio(m)}`}
                  onClick={() => confirmarRemocao('Remover município de prova', `Remover ${nomeDoMunicipio(m)} dos municípios de prova?`, () => void enviar(() => removerMunicipio(m.prcSltMncPrvCodigo), 'Município de prova removido.').then((ok) => ok && recarregar()))}
                >
                  Remover
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">Nenhum município de prova ainda: acrescente ao menos um para cadastrar locais.</p>
      )}
      {podeEditar && (
        <div className="col-12 col-md-8 col-lg-6">
          <label htmlFor="busca-municipio" className="form-label">Acrescentar município (digite o nome)</label>
          <input
            id="busca-municipio"
            type="search"
            className={`form-control${erros.mncCodigo ? ' is-invalid' : ''}`}
            value={termo}
            autoComplete="off"
            placeholder="Ex.: Ponta Grossa"
            aria-describedby="busca-municipio-resultado"
            onChange={(e) => {
              setErros({});
              setTermo(e.target.value);
            }}
          />
          {erros.mncCodigo && <div className="invalid-feedback d-block">{erros.mncCodigo}</div>}
          <div id="busca-municipio-resultado" aria-live="polite">
            {(busca?.status === 'erro' || busca?.status === 'semAcesso') && <p className="small text-danger-emphasis mt-1 mb-0">{busca.mensagem}</p>}
            {achados && !achados.length && <p className="small text-body-secondary mt-1 mb-0">Nenhum município encontrado.</p>}
            {achados && achados.length > 0 && (
              <ul className="list-group mt-1" aria-label="Municípios encontrados">
                {achados.map((m) => (
                  <li key={m.mncCodigo} className="list-group-item d-flex align-items-center justify-content-between py-1">
                    {nomeDoMunicipio(m)}
                    <button type="button" className="btn btn-sm btn-outline-primary" disabled={enviando || ja.has(m.mncCodigo)} onClick={() => void acrescentar(m)} aria-label={`Acrescentar ${nomeDoMunicipio(m)}`}>
                      {ja.has(m.mncCodigo) ? 'Já incluído' : 'Acrescentar'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      {dialogo}
    </section>
  );
}
