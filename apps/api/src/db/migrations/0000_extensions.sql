-- Fuzzy search over names (pg_trgm) exists in PostgreSQL 15 and in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
