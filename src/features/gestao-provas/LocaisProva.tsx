import { useState } from 'react';
import { useEscrita } from '../../components/gestao/useEscrita.tsx';
import type { LocalDeProva, MunicipioDeProva } from '../../domain/wire/gestao-provas.ts';
import { removerLocal } from './gestao-provas.api.ts';
import { localDe, localNovo, nomeDoMunicipio, textoDosTotais, totaisDoLocal, totaisDoMunicipio, type FormLocal as Formulario } from './gestao-provas.ts';
import { confirmarRemocao, recarregar } from './gestao-provas.store.ts';
import FormLocal from './FormLocal.tsx';
import SalasDoLocal from './SalasDoLocal.tsx';

interface Props {
  prcSltCodigo: number;
  municipios: MunicipioDeProva[];
  locais: LocalDeProva[];
  podeEditar: boolean;
}

/** The venues, grouped by exam municipality, each with its address, rooms and capacity totals. */
export default function LocaisProva({ prcSltCodigo, municipios, locais, podeEditar }: Props) {
  const [edicao, setEdicao] = useState<{ id: number; form: Formulario } | null>(null);
  const abrir = (form: Formulario) => setEdicao((e) => ({ id: (e?.id ?? 0) + 1, form }));
  const { enviar, dialogo } = useEscrita();

  return (
    <section className="mb-4" aria-labelledby="locais-titulo">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0" id="locais-titulo">Locais de prova</h2>
        {podeEditar && municipios.length > 0 && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => abrir(localNovo(municipios))}>
            Novo local de prova
          </button>
        )}
      </div>
      {edicao && <FormLocal key={edicao.id} inicial={edicao.form} prcSltCodigo={prcSltCodigo} municipios={municipios} onFechar={() => setEdicao(null)} />}
      {!locais.length && <p className="text-body-secondary">Nenhum local de prova cadastrado.</p>}
      {municipios
        .filter((m) => locais.some((l) => l.mncCodigo === m.mncCodigo))
        .map((m) => (
          <div key={m.mncCodigo} className="mb-3">
            <h3 className="h6 d-flex flex-wrap gap-2 align-items-baseline">
              {nomeDoMunicipio(m)}
              <span className="small fw-normal text-body-secondary" data-testid="totais-municipio">{textoDosTotais(totaisDoMunicipio(locais, m.mncCodigo))}</span>
            </h3>
            {locais
              .filter((l) => l.mncCodigo === m.mncCodigo)
              .map((l) => (
                <article key={l.prcSltLclPrvCodigo} className="card shadow-sm mb-2" aria-label={l.prcSltLclPrvDescricao} data-testid="local-prova">
                  <div className="card-body pb-1 d-flex flex-wrap align-items-center gap-2 border-bottom">
                    <h4 className="h6 mb-0">{l.prcSltLclPrvDescricao}</h4>
                    <span className="small text-body-secondary" data-testid="totais-local">{textoDosTotais(totaisDoLocal(l))}</span>
                    {podeEditar && (
                      <span className="ms-auto d-inline-flex gap-1">
                        <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Editar o local ${l.prcSltLclPrvDescricao}`} onClick={() => abrir(localDe(l))}>
                          Editar
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          aria-label={`Remover o local ${l.prcSltLclPrvDescricao}`}
                          onClick={() => confirmarRemocao('Remover local de prova', `Remover "${l.prcSltLclPrvDescricao}" e as suas salas?`, () => void enviar(() => removerLocal(l.prcSltLclPrvCodigo), 'Local de prova removido.').then((ok) => ok && recarregar()))}
                        >
                          Remover
                        </button>
                      </span>
                    )}
                  </div>
                  <div className="card-body pt-2 pb-2">
                    <p className="small mb-2">
                      {[l.prcSltLclPrvLogradouro, l.prcSltLclPrvBairro].filter(Boolean).join(' - ') || 'Endereço não informado'}
                      {l.prcSltLclPrvReferencia && <span className="text-body-secondary"> · Referência: {l.prcSltLclPrvReferencia}</span>}
                    </p>
                    <SalasDoLocal local={l} podeEditar={podeEditar} />
                  </div>
                </article>
              ))}
          </div>
        ))}
      {dialogo}
    </section>
  );
}
