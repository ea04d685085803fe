-- An old build wrote tax invoices (venues' names, addresses, phones) under documents/ in the
-- file storage, and `npm run files:move -- --to database` copied them here. Only public images belong in
-- the storage that /files/ serves (lib/storage/types.ts isPublicImageKey): remove every other key.
DELETE FROM "stored_files"
WHERE "key" !~ '^(images|suppliers|gallery)/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.(jpg|jpeg|png|webp)$';
