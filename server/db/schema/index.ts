/** Every table, one file per entity group. drizzle-kit reads this file to generate migrations. */
export * from './geografia.ts';
export * from './pessoa.ts';
export * from './auth.ts';
export * from './processo.ts';
export * from './cadastros.ts';
export * from './opcao.ts';
export * from './formulario.ts';
export * from './inscricao.ts';
export * from './inscricao-listas.ts';
export * from './ensalamento.ts';
export * from './seriado.ts';
export * from './pagamento.ts';
export * from './mensagens.ts';
export * from './listagens.ts';
export * from './sistema.ts';
export * from './pos-inscricao.ts';
export * from './equipe.ts';
