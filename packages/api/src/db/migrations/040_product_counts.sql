-- How many products point at each brand, store and category, kept beside the row instead of counted per request:
-- a brand list page used to count tens of thousands of product rows for every request at 100,000 products.
-- Statement-level triggers with transition tables adjust the counts once per statement (a bulk import or a bulk
-- delete is one grouped UPDATE per table, not one per product). Only product_count changes: a brand's version and
-- updated_at stay those of its last edit, so adding products never makes an open brand form look stale.
ALTER TABLE brands ADD COLUMN product_count INT NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN product_count INT NOT NULL DEFAULT 0;
ALTER TABLE categories ADD COLUMN product_count INT NOT NULL DEFAULT 0;

UPDATE brands SET product_count = counted.n
  FROM (SELECT brand_id, count(*)::int AS n FROM products WHERE brand_id IS NOT NULL GROUP BY brand_id) AS counted
 WHERE brands.id = counted.brand_id;
UPDATE stores SET product_count = counted.n
  FROM (SELECT store_id, count(*)::int AS n FROM products WHERE store_id IS NOT NULL GROUP BY store_id) AS counted
 WHERE stores.id = counted.store_id;
UPDATE categories SET product_count = counted.n
  FROM (SELECT category_id, count(*)::int AS n FROM products WHERE category_id IS NOT NULL GROUP BY category_id) AS counted
 WHERE categories.id = counted.category_id;

-- One function for every kind of statement: the rows it added count +1, the rows it removed -1, per brand, store and
-- category; an UPDATE that moves nothing nets to zero and writes nothing. The rows to change are locked in id order
-- first, so two bulk statements over the same brands cannot deadlock; NO KEY UPDATE, because every concurrent insert
-- holds the KEY SHARE lock of its foreign-key check on the same rows, which a plain FOR UPDATE would wait for.
CREATE FUNCTION products_adjust_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes TEXT := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I AS id, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I AS id, -1 AS n FROM old_rows'
    ELSE 'SELECT %1$I AS id, 1 AS n FROM new_rows UNION ALL SELECT %1$I, -1 FROM old_rows'
  END;
  target RECORD;
BEGIN
  FOR target IN SELECT * FROM (VALUES ('brands', 'brand_id'), ('stores', 'store_id'), ('categories', 'category_id'))
                  AS targets (tbl, col) LOOP
    EXECUTE format(
      'WITH delta AS (
         SELECT id, sum(n)::int AS n FROM (' || format(changes, target.col) || ') AS change
          WHERE id IS NOT NULL GROUP BY id HAVING sum(n) <> 0
       ), locked AS (
         SELECT r.id FROM %1$I AS r JOIN delta ON delta.id = r.id ORDER BY r.id FOR NO KEY UPDATE OF r
       )
       UPDATE %1$I AS r SET product_count = r.product_count + delta.n
         FROM delta WHERE r.id = delta.id AND r.id IN (SELECT id FROM locked)',
      target.tbl);
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_count_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_adjust_counts();
-- (A column list would skip unrelated edits, but PostgreSQL allows no transition tables with one.)
CREATE TRIGGER products_count_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_adjust_counts();
CREATE TRIGGER products_count_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_adjust_counts();
