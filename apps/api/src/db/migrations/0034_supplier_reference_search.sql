-- The orders list's free-text search also matches the supplier's own order ID (ORDER_LIST_SPEC): a trigram
-- index over it, only for the orders that have one, so a search finds those orders without reading the others.
CREATE INDEX "orders_supplier_reference_trgm_idx" ON "orders" USING gin ("supplier_reference" gin_trgm_ops) WHERE "orders"."supplier_reference" is not null;
