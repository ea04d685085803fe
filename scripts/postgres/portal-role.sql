-- The role the portal connects as, made once by the superuser on an empty database (compose.yaml's
-- primary runs it at initialisation; run it yourself for any other PostgreSQL):
--   psql -U postgres -d portal -v role=portal -v database=portal -v portal_password=… -f portal-role.sql
-- It is no superuser and may create no role or database: it owns the schemas its migrations write
-- (public, and drizzle, where the migrations record themselves) and nothing else in the cluster.
CREATE ROLE :"role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'portal_password';
-- pg_trgm is the superuser's to create; the first migration's CREATE EXTENSION IF NOT EXISTS then finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
-- CREATE too: drizzle's migrator runs CREATE SCHEMA IF NOT EXISTS drizzle, and PostgreSQL checks that
-- privilege before it looks whether the schema exists.
GRANT CONNECT, TEMPORARY, CREATE ON DATABASE :"database" TO :"role";
ALTER SCHEMA public OWNER TO :"role";
CREATE SCHEMA IF NOT EXISTS drizzle AUTHORIZATION :"role";
-- Behind PgBouncer the pool's startup parameters are dropped: the same limits are the role's.
ALTER ROLE :"role" SET statement_timeout = '15s';
ALTER ROLE :"role" SET idle_in_transaction_session_timeout = '30s';
