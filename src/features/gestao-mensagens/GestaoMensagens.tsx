import { enquantoCarrega, useCarga } from '../../components/gestao/useFila.tsx';
import ComporMensagem from './ComporMensagem.tsx';
import MensagensEnviadas from './MensagensEnviadas.tsx';
import { lerEu, listarProcessos } from './gestao-mensagens.api.ts';
import { podeEnviarATodos } from './gestao-mensagens.ts';
import Trilha from '../../components/gestao/Trilha.tsx';

/**
 * /gestao/mensagens: write to the candidates of a process (filtered by state, exam municipality and payment), to one
 * person or to everyone, now or at a set time, with a copy by e-mail; see how many it reached and read it.
 */
export default function GestaoMensagens() {
  const { estado, pronto } = useCarga(
    () => Promise.all([lerEu(), listarProcessos()]).then(([eu, processos]) => ({ processos, todos: podeEnviarATodos(eu.papeis) })),
    [],
    'Não foi possível abrir as mensagens.',
  );
  if (!pronto) return enquantoCarrega(estado, 'Carregando...');
  return (
    <div>
      <Trilha pagina="Mensagens" />
      <h1 className="h3 mb-3">Mensagens aos candidatos</h1>
      <ComporMensagem processos={pronto.processos} podeTodos={pronto.todos} />
      <MensagensEnviadas processos={pronto.processos} podeTodos={pronto.todos} />
    </div>
  );
}
