/** Every table, one file per entity group. drizzle-kit reads this file to generate migrations. */
export * from './geografia.ts';
export * from './pessoa.ts';
export * from './auth.ts';
