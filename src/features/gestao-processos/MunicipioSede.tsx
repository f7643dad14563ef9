import { useState } from 'react';
import { useConsulta } from '../../components/gestao/useFila.tsx';
import { buscarMunicipios } from './gestao-processos.api.ts';
import { nomeMunicipio, type SecaoDoForm } from './gestao-processos.ts';

/** The seat municipality: searched by part of its name (accents ignored), then picked from what was found. */
export default function MunicipioSede({ s }: { s: SecaoDoForm }) {
  const [busca, setBusca] = useState('');
  const consulta = useConsulta(buscarMunicipios);
  // A search that failed lists nothing, as one that found nothing.
  const achados = consulta.estado === null || consulta.estado.status === 'carregando' ? null : consulta.pronto ?? [];
  const buscando = consulta.consultando;
  const erro = s.erros.prcSltMncSede;

  const buscar = async () => {
    if (busca.trim().length < 2) return;
    await consulta.consultar(busca.trim());
  };

  const escolher = (codigo: string) => {
    if (!codigo) {
      s.mudar('prcSltMncSede', null);
      s.mudar('sedeNome', '');
      return;
    }
    const m = achados?.find((x) => String(x.mncCodigo) === codigo);
    if (!m) return;
    s.mudar('prcSltMncSede', m.mncCodigo);
    s.mudar('sedeNome', nomeMunicipio(m));
  };

  return (
    <fieldset className="mb-3 col-12 col-lg-6">
      <legend className="form-label fs-6 mb-2">Município sede</legend>
      {!s.leitura && (
        <div className="input-group mb-2">
          <label className="visually-hidden" htmlFor="busca-municipio">Buscar município pelo nome</label>
          <input
            id="busca-municipio"
            type="search"
            className="form-control"
            placeholder="Parte do nome do município"
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void buscar();
              }
            }}
          />
          <button type="button" className="btn btn-outline-secondary" disabled={buscando || busca.trim().length < 2} onClick={() => void buscar()}>
            {buscando ? 'Buscando...' : 'Buscar'}
          </button>
        </div>
      )}
      <label className="visually-hidden" htmlFor="municipio-sede">Município sede escolhido</label>
      <select
        id="municipio-sede"
        className={`form-select${erro ? ' is-invalid' : ''}`}
        aria-invalid={erro ? true : undefined}
        aria-describedby={erro ? 'municipio-sede-erro' : undefined}
        disabled={s.leitura}
        value={s.f.prcSltMncSede ?? ''}
        onChange={(e) => escolher(e.target.value)}
      >
        <option value="">Nenhum</option>
        {s.f.prcSltMncSede !== null && !achados?.some((m) => m.mncCodigo === s.f.prcSltMncSede) && <option value={s.f.prcSltMncSede}>{s.f.sedeNome || `Município ${s.f.prcSltMncSede}`}</option>}
        {achados?.map((m) => <option key={m.mncCodigo} value={m.mncCodigo}>{nomeMunicipio(m)}</option>)}
      </select>
      {achados?.length === 0 && <div className="form-text">Nenhum município encontrado com esse nome.</div>}
      {erro && <div className="invalid-feedback d-block" id="municipio-sede-erro">{erro}</div>}
    </fieldset>
  );
}
