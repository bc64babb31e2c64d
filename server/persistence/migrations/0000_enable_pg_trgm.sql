-- Trigram matching for bilingual product and seller search (similarity, % and GIN trigram indexes).
-- PGlite needs the extension loaded at start (PGlite.create(..., { extensions: { pg_trgm } })).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
