import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { codigo, dia, flag, registradoEm } from './colunas.ts';
import { banco } from './cadastros.ts';
import { municipio } from './geografia.ts';

/**
 * Person (pssFisica), SPEC §3. Columns keep the spec's field names so the wire and the table read alike.
 * CPF is stored as 11 digits; a foreign candidate has a passport or RG instead.
 */
export const pssFisica = pgTable(
  'pss_fisica',
  {
    pssFscCodigo: codigo('pssFscCodigo', { startWith: 1000 }),
    pssFscNome: text('pssFscNome').notNull(),
    pssFscNmeCivil: text('pssFscNmeCivil'),
    pssFscSobrenome: text('pssFscSobrenome'),
    pssFscEmail: text('pssFscEmail'),
    pssFscDtNascimento: dia('pssFscDtNascimento'),
    pssFscSexo: varchar('pssFscSexo', { length: 1 }),
    pssFscCPF: varchar('pssFscCPF', { length: 11 }),
    pssFscRG: text('pssFscRG'),
    pssFscTpRG: text('pssFscTpRG'),
    pssFscDtExpRG: dia('pssFscDtExpRG'),
    orgExpRG: text('orgExpRG'),
    pssFscNmPai: text('pssFscNmPai'),
    pssFscNmMae: text('pssFscNmMae'),
    pssFscPisPasep: varchar('pssFscPisPasep', { length: 11 }),
    pssFscPassaporte: text('pssFscPassaporte'),
    pssFscRNE: text('pssFscRNE'),
    pssFscRNEDtaValidade: dia('pssFscRNEDtaValidade'),
    pssFscCTPS: text('pssFscCTPS'),
    pssFscCTPSSerie: text('pssFscCTPSSerie'),
    pssFscCTPSDtaEmissao: dia('pssFscCTPSDtaEmissao'),
    // voter title
    pssFscTtlEleitor: text('pssFscTtlEleitor'),
    pssFscTtlEltZona: text('pssFscTtlEltZona'),
    pssFscTtlEltSecao: text('pssFscTtlEltSecao'),
    pssFscTtlEltDtEmissao: dia('pssFscTtlEltDtEmissao'),
    pssFscTtlEltMncCodigo: integer('pssFscTtlEltMncCodigo').references(() => municipio.mncCodigo),
    // driving licence
    pssFscCnh: text('pssFscCnh'),
    pssFscCnhCategoria: varchar('pssFscCnhCategoria', { length: 3 }),
    // military document
    pssFscDcmMilitar: text('pssFscDcmMilitar'),
    pssFscDcmMltAno: integer('pssFscDcmMltAno'),
    pssFscDcmMltTipo: text('pssFscDcmMltTipo'),
    pssFscDcmMltData: dia('pssFscDcmMltData'),
    pssFscDcmMltOrgao: text('pssFscDcmMltOrgao'),
    // class registry (professional council)
    pssFscRgsClasse: text('pssFscRgsClasse'),
    pssFscRgsClsDtEmissao: dia('pssFscRgsClsDtEmissao'),
    pssFscRgsClsUf: varchar('pssFscRgsClsUf', { length: 2 }),
    pssFscRgsClsOrgao: text('pssFscRgsClsOrgao'),
    pssFscGrpSanguineo: varchar('pssFscGrpSanguineo', { length: 2 }),
    pssFscFatorRh: varchar('pssFscFatorRh', { length: 1 }),
    pssFscDoador: boolean('pssFscDoador'),
    pssFscLattes: text('pssFscLattes'),
    // bank data
    pssFscCntCorrente: text('pssFscCntCorrente'),
    pssFscAgencia: text('pssFscAgencia'),
    bncCodigo: integer('bncCodigo').references(() => banco.bncCodigo),
    pssFscNacionalidade: text('pssFscNacionalidade'),
    pssFscTpNacionalidade: varchar('pssFscTpNacionalidade', { length: 1 }),
    mncCdgNaturalidade: integer('mncCdgNaturalidade').references(() => municipio.mncCodigo),
    estCivil: text('estCivil'),
    pssFscCorRaca: text('pssFscCorRaca'),
    pssFscTpCtgCnh: text('pssFscTpCtgCnh'),
    pssFscDtFoto: dia('pssFscDtFoto'),
    // address and phone: a candidate needs them on any enrolment form
    pssFscTelefone: text('pssFscTelefone'),
    pssFscCelular: text('pssFscCelular'),
    pssFscCep: varchar('pssFscCep', { length: 8 }),
    pssFscLogradouro: text('pssFscLogradouro'),
    pssFscNumero: text('pssFscNumero'),
    pssFscComplemento: text('pssFscComplemento'),
    pssFscBairro: text('pssFscBairro'),
    mncCodigo: integer('mncCodigo').references(() => municipio.mncCodigo),
    /** Internal bond (vínculo interno) with the university: staff or student. Restricts editing personal data. */
    pssFscVncInterno: flag('pssFscVncInterno'),
    /** A person registered from the public entry screen before their data was complete. */
    pssFscTemporaria: flag('pssFscTemporaria'),
    pssFscCriadoEm: registradoEm('pssFscCriadoEm'),
    /**
     * The CPF this record carried until staff gave it (and its login) to its real owner (gestão de contas,
     * disputed CPF): kept so the record keeps a trace of the document it was created with.
     */
    pssFscCpfTransferido: varchar('pssFscCpfTransferido', { length: 11 }),
  },
  (t) => [
    uniqueIndex('pss_fisica_cpf_uq').on(t.pssFscCPF),
    uniqueIndex('pss_fisica_passaporte_uq').on(t.pssFscPassaporte),
    // Account lookups by a foreign document compare upper(trim(...)) (conta feature): indexed the same way.
    index('pss_fisica_passaporte_norm_idx').on(sql`upper(trim(${t.pssFscPassaporte}))`),
    index('pss_fisica_rg_norm_idx').on(sql`upper(trim(${t.pssFscRG}))`),
    index('pss_fisica_nome_idx').on(t.pssFscNome),
    check('pss_fisica_cpf_11_digitos', sql`${t.pssFscCPF} IS NULL OR ${t.pssFscCPF} ~ '^[0-9]{11}$'`),
    check(
      'pss_fisica_documento',
      sql`${t.pssFscCPF} IS NOT NULL OR ${t.pssFscPassaporte} IS NOT NULL OR ${t.pssFscRG} IS NOT NULL OR ${t.pssFscCpfTransferido} IS NOT NULL`,
    ),
  ],
);
