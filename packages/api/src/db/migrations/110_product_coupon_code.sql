-- A deal's coupon code (letters, digits, - and _, at most 32, stored uppercase; '' when the deal has none).
ALTER TABLE products ADD COLUMN coupon_code TEXT NOT NULL DEFAULT '';
