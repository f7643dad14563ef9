import { useEffect, useState } from 'react';
import { listarBancos, listarMunicipios, listarUfs, ufDoMunicipio } from './inscricao.api.ts';

/** What CamposPessoa hands every control: id, state and error wiring. */
export interface ControleComum {
  id: string;
  disabled: boolean;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface Props {
  comum: ControleComum;
  invalido: string;
  rotulo: string;
  obrigatorio: boolean;
  value: string;
  onChange: (v: string) => void;
}

// one load per page: the same lists serve every picker of the form
let ufs: Promise<[string, string][]> | null = null;
let bancos: Promise<[string, string][]> | null = null;

const Marca = ({ obrigatorio }: { obrigatorio: boolean }) => (obrigatorio ? <span className="text-danger" aria-hidden="true"> *</span> : null);

/** A municipality (naturalidade, voter title): the UF first, then one of its municipalities, as the registry lists them. */
export function MunicipioPicker({ comum, invalido, rotulo, obrigatorio, value, onChange }: Props) {
  const [listaUfs, setListaUfs] = useState<[string, string][]>([]);
  const [uf, setUf] = useState('');
  const [municipios, setMunicipios] = useState<[string, string][]>([]);
  useEffect(() => {
    // a failed load is not kept: the next picker asks again
    void (ufs ??= listarUfs().catch(() => ((ufs = null), []))).then(setListaUfs);
  }, []);
  // a saved municipality: its UF, so the second list shows it
  useEffect(() => {
    if (value && !municipios.some(([c]) => c === value)) void ufDoMunicipio(Number(value)).then((u) => u && setUf(u), () => undefined);
  }, [value]);
  useEffect(() => {
    if (uf) void listarMunicipios(uf).then(setMunicipios, () => setMunicipios([]));
    else setMunicipios([]);
  }, [uf]);
  const idUf = `${comum.id}-uf`;
  return (
    <div className="row g-2">
      <div className="col-4">
        <label htmlFor={idUf} className="form-label">UF<span className="visually-hidden"> de {rotulo}</span><Marca obrigatorio={obrigatorio} /></label>
        <select id={idUf} className="form-select" disabled={comum.disabled} required={comum.required} value={uf} onChange={(e) => { setUf(e.target.value); onChange(''); }}>
          <option value="">UF</option>
          {listaUfs.map(([c, d]) => <option key={c} value={c} title={d}>{c}</option>)}
        </select>
      </div>
      <div className="col-8">
        <label htmlFor={comum.id} className="form-label">{rotulo}<Marca obrigatorio={obrigatorio} /></label>
        <select {...comum} disabled={comum.disabled || !uf} className={`form-select${invalido}`} value={municipios.some(([c]) => c === value) ? value : ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">{uf ? 'Selecione...' : 'Escolha a UF'}</option>
          {municipios.map(([c, d]) => <option key={c} value={c}>{d}</option>)}
        </select>
      </div>
    </div>
  );
}

/** The bank of the person's account, by its COMPE number and name. */
export function BancoSelect({ comum, invalido, rotulo, obrigatorio, value, onChange }: Props) {
  const [lista, setLista] = useState<[string, string][]>([]);
  useEffect(() => {
    void (bancos ??= listarBancos().catch(() => ((bancos = null), []))).then(setLista);
  }, []);
  return (
    <>
      <label htmlFor={comum.id} className="form-label">{rotulo}<Marca obrigatorio={obrigatorio} /></label>
      <select {...comum} className={`form-select${invalido}`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Selecione...</option>
        {lista.map(([c, d]) => <option key={c} value={c}>{d}</option>)}
      </select>
    </>
  );
}
