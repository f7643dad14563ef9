/** SPEC §8: the text of the Erro modal when a call fails, with the HTTP status (or 'sem conexão'). */
export const httpErrorText = (status: number | string) =>
  `Houve um erro ao realizar a ação. Entre em contato com o suporte técnico e forneça o seguinte código: ${status}`;
