-- The quota declarations of issue 36 join the enrolment form's field catalogue (as migration 0024 did for the
-- others), so staff can show them on a process's form: all of secondary school in public schools, quilombola, and
-- the family's size (income per capita = family income / people; Lei 12.711 art. 1º parágrafo único).
INSERT INTO "prc_slt_frm_campo" ("prcSltFrmCmpNome", "prcSltFrmCmpDescricao", "prcSltFrmCmpGrupo") VALUES
('insPrcEscolaPublica', 'Cursei todo o ensino médio em escola pública', 'complementares'),
('insPrcQuilombola', 'Autodeclaro-me quilombola', 'complementares'),
('insPrcQtdFamilia', 'Número de pessoas da família (incluindo você)', 'dadosPessoais')
ON CONFLICT ("prcSltFrmCmpNome") DO NOTHING;
