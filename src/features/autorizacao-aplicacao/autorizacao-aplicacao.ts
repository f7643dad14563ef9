/** Authorization result (SPEC §2): the route value 1 = granted, 2 = error. Texts exactly as the spec gives them. */
export const AUTORIZACAO_VALORES = ['1', '2'] as const;
export type AutorizacaoValor = (typeof AUTORIZACAO_VALORES)[number];

export const AUTORIZACAO: Record<AutorizacaoValor, { titulo: string; texto: string; tipo: 'success' | 'danger' }> = {
  '1': {
    titulo: 'Autorização concedida com sucesso!',
    texto: 'Você já pode fechar esta página e informar o setor responsável.',
    tipo: 'success',
  },
  '2': {
    titulo: 'Houve um erro ao conceder a autorização!',
    texto: 'Verifique a situação com o setor responsável.',
    tipo: 'danger',
  },
};
