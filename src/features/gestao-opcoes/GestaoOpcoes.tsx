import { useState } from 'react';
import CabecalhoProcesso from '../../components/gestao/CabecalhoProcesso.tsx';
import { enquantoCarrega, useCargaDoProcesso } from '../../components/gestao/useFila.tsx';
import ArvoreOpcoes from './ArvoreOpcoes.tsx';
import FormOpcao from './FormOpcao.tsx';
import { formularioDe, formularioNovo, type FormOpcao as Formulario } from './gestao-opcoes.ts';
import { cargaOpcoes } from './gestao-opcoes.store.ts';
import PreviaCandidato from './PreviaCandidato.tsx';
import TiposOpcao from './TiposOpcao.tsx';

/**
 * /gestao/processo/:prcSltCodigo/opcoes: the process's option tree (add, edit, move by changing the parent,
 * remove), the option types, and beside it what the candidate will see: the cascading selects of the enrolment form.
 */
export default function GestaoOpcoes() {
  const { estado, pronto, aoResumo, podeConfigurar = false } = useCargaDoProcesso(cargaOpcoes, 'gestaoOpcoes');
  const [edicao, setEdicao] = useState<{ id: number; form: Formulario } | null>(null);

  if (!pronto) return enquantoCarrega(estado, 'Carregando as opções...');
  const { prc: prcSltCodigo, dados } = pronto;
  const abrir = (form: Formulario) => setEdicao((e) => ({ id: (e?.id ?? 0) + 1, form }));

  return (
    <div>
      <CabecalhoProcesso prcSltCodigo={prcSltCodigo} aba="gestaoOpcoes" onResumo={aoResumo} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <h2 className="h5 mb-0">Opções do processo</h2>
        {podeConfigurar && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => abrir(formularioNovo(dados.opcoes, null))}>
            Nova opção de primeiro nível
          </button>
        )}
      </div>
      <p className="small text-body-secondary mt-1">
        O candidato escolhe nível a nível (por exemplo campus, curso, turno) até uma opção final; em cada nível as opções aparecem em ordem alfabética. Para mover uma opção, mude a opção superior dela.
      </p>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ArvoreOpcoes
            opcoes={dados.opcoes}
            podeEditar={podeConfigurar}
            onNova={(pai) => abrir(formularioNovo(dados.opcoes, pai))}
            onEditar={(o) => abrir(formularioDe(o))}
            onMudou={() => void cargaOpcoes.recarregar()}
          />
        </div>
        <div className="col-12 col-lg-5">
          {edicao && (
            <FormOpcao
              key={edicao.id}
              inicial={edicao.form}
              dados={dados}
              prcSltCodigo={prcSltCodigo}
              onFechar={() => setEdicao(null)}
              onSalvo={() => {
                setEdicao(null);
                void cargaOpcoes.recarregar();
              }}
            />
          )}
          <PreviaCandidato opcoes={dados.opcoes} prcSltCodigo={prcSltCodigo} />
        </div>
      </div>
      <TiposOpcao tipos={dados.tipos} podeEditar={podeConfigurar} onMudou={() => void cargaOpcoes.recarregar()} />
    </div>
  );
}
