import { useState } from 'react';
import type { Static } from 'typebox';
import type { CategoriaCota } from '../../domain/classificacao-regras.ts';
import type { ResultadoOpcaoWire } from '../../domain/wire/gestao-classificacao.ts';
import { plural } from '../../domain/text.ts';
import { formatarNota, nomeLista, SITUACAO } from './gestao-classificacao.ts';

type Opcao = Static<typeof ResultadoOpcaoWire>;
const LIMITE = 100;

/** One option's lists (AC then each category: rank, enrolment, name, total, situation) and its eliminated candidates. */
export default function ResultadoOpcao({ opcao, categorias }: { opcao: Opcao; categorias: CategoriaCota[] }) {
  const [todos, setTodos] = useState(false);
  const corte = <T,>(xs: T[]) => (todos ? xs : xs.slice(0, LIMITE));
  const maior = Math.max(opcao.eliminados.length, ...opcao.listas.map((l) => l.candidatos.length));
  const tituloId = `cls-opcao-${opcao.opcao}`;

  return (
    <section aria-labelledby={tituloId} className="card mb-3" data-testid="resultado-opcao">
      <div className="card-body">
        <h3 id={tituloId} className="h5 card-title">{opcao.descricao} <span className="text-body-secondary fs-6">(opção {opcao.opcao})</span></h3>
        {opcao.remanejamentos.length > 0 && (
          <ul className="small">
            {opcao.remanejamentos.map((r, i) => (
              <li key={i}>
                {plural(r.vagas, 'vaga não ocupada passou', 'vagas não ocupadas passaram')} de {r.de} para {r.para}{r.motivo ? `: ${r.motivo}` : '.'}
              </li>
            ))}
          </ul>
        )}
        {opcao.listas.map((l) => (
          <div className="table-responsive" key={l.lista} tabIndex={0} role="region" aria-label="Classificação da opção (rolável)">
            <table className="table table-sm table-striped" data-testid={`lista-${l.lista}`}>
              <caption className="caption-top">
                <strong>{nomeLista(l.lista, categorias)}</strong>: {plural(l.vagas, 'vaga', 'vagas')}
                {l.vagas !== l.vagasConfiguradas ? ` (${l.vagasConfiguradas} configurada(s), com remanejamento)` : ''}; {plural(l.total ?? l.candidatos.length, 'candidato', 'candidatos')}.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Posição</th>
                  <th scope="col">Inscrição</th>
                  <th scope="col">Nome</th>
                  <th scope="col" className="text-end">Nota final</th>
                  <th scope="col">Situação</th>
                </tr>
              </thead>
              <tbody>
                {corte(l.candidatos).map((c) => (
                  <tr key={c.inscricao}>
                    <td>{c.posicao}º</td>
                    <td>{c.inscricao}</td>
                    <td>{c.nome}</td>
                    <td className="text-end">{formatarNota(c.nota)}</td>
                    <td>{SITUACAO[c.situacao] ?? c.situacao}</td>
                  </tr>
                ))}
                {l.candidatos.length === 0 && (
                  <tr><td colSpan={5} className="text-body-secondary">Nenhum candidato nesta lista.</td></tr>
                )}
              </tbody>
            </table>
          </div>
        ))}
        {opcao.eliminados.length > 0 && (
          <div className="table-responsive" tabIndex={0} role="region" aria-label="Classificação da opção (rolável)">
            <table className="table table-sm" data-testid="eliminados">
              <caption className="caption-top"><strong>Eliminados</strong>: {opcao.totalEliminados ?? opcao.eliminados.length}</caption>
              <thead>
                <tr>
                  <th scope="col">Inscrição</th>
                  <th scope="col">Nome</th>
                  <th scope="col" className="text-end">Nota final</th>
                  <th scope="col">Motivo</th>
                </tr>
              </thead>
              <tbody>
                {corte(opcao.eliminados).map((e) => (
                  <tr key={e.inscricao}>
                    <td>{e.inscricao}</td>
                    <td>{e.nome}</td>
                    <td className="text-end">{formatarNota(e.nota)}</td>
                    <td>{e.motivos.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {maior > LIMITE && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setTodos((t) => !t)}>
            {todos ? `Mostrar só os ${LIMITE} primeiros de cada lista` : `Mostrar todos (${maior.toLocaleString('pt-BR')} na maior lista)`}
          </button>
        )}
      </div>
    </section>
  );
}
