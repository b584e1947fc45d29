-- A bundle is about 12 KB of JSON, so every insert compresses it for TOAST. LZ4 costs the database far
-- less CPU than the default pglz: POST /api/bundles/generate went from about 2,000 to 2,400 requests/s,
-- p99 45 -> 33 ms, at 50 connections on PostgreSQL 15 (bench/README.md). Only rows written from now on
-- use it; older ones stay readable as they are. A server built without LZ4 (PGlite is one) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "bundles" ALTER COLUMN "bundle" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'this server has no LZ4: bundles stay compressed with pglz';
END $$;
