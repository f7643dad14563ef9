-- The three person fields of SPEC §3 that are picked from a list (src/domain/pessoa-campos.ts, kinds municipio and
-- banco): naturalidade and the voter title's municipality (UF, then municipality) and the bank. Like 0035, rows a
-- database already has are kept as they are.
INSERT INTO "prc_slt_frm_campo" ("prcSltFrmCmpNome", "prcSltFrmCmpDescricao", "prcSltFrmCmpGrupo") VALUES
('mncCdgNaturalidade', 'Naturalidade (município de nascimento)', 'pessoa'),
('pssFscTtlEltMncCodigo', 'Título de eleitor (município)', 'pessoa'),
('bncCodigo', 'Banco', 'pessoa')
ON CONFLICT ("prcSltFrmCmpNome") DO NOTHING;
