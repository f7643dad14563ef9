import { useState } from 'react';
import Campo from '../../components/gestao/Campo.tsx';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import { reaisToCents } from '../../domain/money.ts';
import type { Cotas } from '../../domain/wire/gestao-cotas.ts';
import { presetFederal, salvarCotas } from './gestao-verificacoes.api.ts';
import { carregar } from './gestao-verificacoes.store.ts';
import TabelaVagas from './TabelaVagas.tsx';

const numero = (s: string) => Number(s.replace(',', '.'));

/**
 * The federal preset (Lei 12.711/2012 as amended by Lei 14.723/2023): the year's minimum wage, the state's IBGE shares
 * and each option's total seats; "Ver prévia" shows every cell with its computation and saves nothing; "Aplicar"
 * replaces the process's categories and seats, after a confirmation.
 */
export default function PresetFederal({ prcSltCodigo, opcoes }: { prcSltCodigo: number; opcoes: Cotas['opcoes'] }) {
  const [salario, setSalario] = useState('');
  const [pct, setPct] = useState({ ppi: '', quilombola: '', pcd: '' });
  const [totais, setTotais] = useState<Record<number, string>>(Object.fromEntries(opcoes.map((o) => [o.opcCodigo, String(o.total || '')])));
  const [previa, setPrevia] = useState<Cotas | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const { enviar, erros, setErros, enviando, dialogo } = useEscrita();

  const corpo = async (p: boolean) => {
    const centavos = reaisToCents(salario);
    if (centavos === null || centavos <= 0) {
      setErros({ salarioMinimo: 'Informe o salário mínimo vigente em reais (ex.: 1.518,00).' });
      return null;
    }
    const percentuais = { ppi: numero(pct.ppi), quilombola: numero(pct.quilombola), pcd: numero(pct.pcd) };
    const configuracao = await enviar(() => presetFederal(prcSltCodigo, { salarioMinimo: centavos, percentuais }));
    if (!configuracao) return null;
    return { configuracao, totais: opcoes.map((o) => ({ opcao: o.opcCodigo, total: Number(totais[o.opcCodigo] || 0) })), previa: p };
  };
  const verPrevia = async () => {
    const c = await corpo(true);
    if (c) setPrevia(await enviar(() => salvarCotas(prcSltCodigo, c)));
  };
  const aplicar = async () => {
    setConfirmar(false);
    const c = await corpo(false);
    if (c && (await enviar(() => salvarCotas(prcSltCodigo, c), 'Preset federal aplicado: categorias e vagas gravadas.'))) await carregar(prcSltCodigo);
  };

  return (
    <details className="card mb-3">
      <summary className="card-header">Aplicar o preset federal (Lei 12.711/2012)</summary>
      <div className="card-body">
        <div className="row g-2">
          <Campo rotulo="Salário mínimo vigente (R$)" erro={erros.salarioMinimo} className="col-6 col-md-3">
            {(p) => <input {...p} inputMode="decimal" value={salario} onChange={(e) => setSalario(e.target.value)} />}
          </Campo>
          {(['ppi', 'quilombola', 'pcd'] as const).map((k) => (
            <Campo key={k} rotulo={`% ${k === 'ppi' ? 'PPI' : k === 'pcd' ? 'pessoas com deficiência' : 'quilombolas'} no estado (IBGE)`} erro={erros[`percentuais.${k}`] ?? erros.percentuais} className="col-6 col-md-3">
              {(p) => <input {...p} inputMode="decimal" value={pct[k]} onChange={(e) => setPct({ ...pct, [k]: e.target.value })} />}
            </Campo>
          ))}
        </div>
        {opcoes.map((o) => (
          <Campo key={o.opcCodigo} rotulo={`Total de vagas: ${o.descricao}`} className="mb-2">
            {(p) => <input {...p} inputMode="numeric" value={totais[o.opcCodigo] ?? ''} onChange={(e) => setTotais({ ...totais, [o.opcCodigo]: e.target.value })} />}
          </Campo>
        ))}
        <button type="button" className="btn btn-outline-primary me-2" disabled={enviando} onClick={() => void verPrevia()}>Ver prévia</button>
        <button type="button" className="btn btn-primary" disabled={enviando} onClick={() => setConfirmar(true)}>Aplicar o preset federal</button>
        {confirmar && (
          <div className="alert alert-warning mt-2" role="alert">
            As categorias e as vagas deste processo serão substituídas pelas do preset federal.{' '}
            <button type="button" className="btn btn-sm btn-warning ms-2" onClick={() => void aplicar()}>Confirmar</button>{' '}
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setConfirmar(false)}>Cancelar</button>
          </div>
        )}
        {previa?.configuracao && (
          <div className="mt-3" data-testid="previa-vagas">
            <h3 className="h6">Prévia (nada foi gravado)</h3>
            <TabelaVagas configuracao={previa.configuracao} opcoes={previa.opcoes} detalhar />
          </div>
        )}
      </div>
      {dialogo}
    </details>
  );
}
