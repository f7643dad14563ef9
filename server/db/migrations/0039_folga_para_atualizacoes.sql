-- Custom migration: what drizzle-kit cannot express (storage parameters).

-- Room in each page for the new version of a row, so an update that changes no indexed column stays on its page
-- (a HOT update: no new index entries, half the WAL). Measured at 100,000 candidates (bench notes, issue 26):
-- a message to everyone adds to 100,000 inbox counters, 0.76 s and 30 MB of WAL with full pages, 0.46 s and 14 MB
-- with half-full ones; a 100,000-line bank return file pays 100,000 slips, and with full pages about half of
-- those updates wrote every index of ins_boleto again.
ALTER TABLE mns_caixa_contador SET (fillfactor = 50);--> statement-breakpoint
-- The counters are small (a row per person): rewritten now, so the room exists from the next message on.
CLUSTER mns_caixa_contador USING mns_caixa_contador_pkey;--> statement-breakpoint
-- Slips are many and written once per enrolment: new pages get the room; existing ones as they are rewritten.
ALTER TABLE ins_boleto SET (fillfactor = 85);
