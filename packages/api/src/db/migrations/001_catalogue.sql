-- In public, so every schema (tests run one schema per file) finds its operator classes.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE TABLE users (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('ADMIN', 'EDITOR')),
  active BOOLEAN NOT NULL DEFAULT TRUE,
  avatar_url TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_login_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_name_idx ON users (lower(name));
CREATE INDEX users_created_at_idx ON users (created_at);

CREATE TABLE refresh_tokens (
  jti UUID PRIMARY KEY,
  family_id UUID NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE brands (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  image_url TEXT,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX brands_title_idx ON brands (lower(title), id);
CREATE INDEX brands_created_at_idx ON brands (created_at, id);
CREATE INDEX brands_title_trgm_idx ON brands USING gin (lower(title) gin_trgm_ops);

CREATE TABLE stores (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX stores_title_idx ON stores (lower(title), id);
CREATE INDEX stores_created_at_idx ON stores (created_at, id);
CREATE INDEX stores_title_trgm_idx ON stores USING gin (lower(title) gin_trgm_ops);

CREATE TABLE categories (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  path TEXT NOT NULL,
  parent_id BIGINT REFERENCES categories (id) ON DELETE RESTRICT,
  image_url TEXT,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_path_key ON categories (path);
CREATE INDEX categories_parent_idx ON categories (parent_id);
CREATE INDEX categories_title_idx ON categories (lower(title), id);
CREATE INDEX categories_created_at_idx ON categories (created_at, id);
CREATE INDEX categories_title_trgm_idx ON categories USING gin (lower(title) gin_trgm_ops);

CREATE TABLE products (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  images JSONB NOT NULL DEFAULT '[]',
  price NUMERIC(12, 2) NOT NULL CHECK (price >= 0),
  sale_price NUMERIC(12, 2) CHECK (sale_price >= 0 AND sale_price <= price),
  currency CHAR(3) NOT NULL,
  deal_url TEXT NOT NULL,
  brand_id BIGINT REFERENCES brands (id) ON DELETE SET NULL,
  category_id BIGINT REFERENCES categories (id) ON DELETE SET NULL,
  store_id BIGINT REFERENCES stores (id) ON DELETE SET NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  featured BOOLEAN NOT NULL DEFAULT FALSE,
  expires_at TIMESTAMPTZ,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX products_slug_key ON products (slug);
CREATE INDEX products_title_idx ON products (lower(title), id);
CREATE INDEX products_created_at_idx ON products (created_at, id);
CREATE INDEX products_price_idx ON products (price, id);
CREATE INDEX products_expires_at_idx ON products (expires_at, id);
CREATE INDEX products_brand_idx ON products (brand_id, created_at);
CREATE INDEX products_category_idx ON products (category_id, created_at);
CREATE INDEX products_store_idx ON products (store_id, created_at);
CREATE INDEX products_active_idx ON products (active, created_at);
CREATE INDEX products_title_trgm_idx ON products USING gin (lower(title) gin_trgm_ops);

CREATE TABLE sales (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  store_id BIGINT REFERENCES stores (id) ON DELETE SET NULL,
  discount_label TEXT NOT NULL DEFAULT '',
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (starts_at < ends_at)
);
CREATE UNIQUE INDEX sales_slug_key ON sales (slug);
CREATE INDEX sales_starts_at_idx ON sales (starts_at, id);
CREATE INDEX sales_ends_at_idx ON sales (ends_at, id);
CREATE INDEX sales_title_idx ON sales (lower(title), id);

CREATE TABLE sale_products (
  sale_id BIGINT NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
  product_id BIGINT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INT NOT NULL,
  PRIMARY KEY (sale_id, product_id)
);
CREATE INDEX sale_products_product_idx ON sale_products (product_id);

CREATE TABLE organizations (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  logo_url TEXT,
  website TEXT,
  contact_email TEXT,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organizations_slug_key ON organizations (slug);
CREATE INDEX organizations_name_idx ON organizations (lower(name), id);

CREATE TABLE banner_carousels (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  placement TEXT NOT NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  slides JSONB NOT NULL DEFAULT '[]',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX banner_carousels_title_idx ON banner_carousels (lower(title), id);

CREATE TABLE product_carousels (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  placement TEXT NOT NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  product_ids JSONB NOT NULL DEFAULT '[]',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX product_carousels_title_idx ON product_carousels (lower(title), id);

CREATE TABLE featured_menus (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  items JSONB NOT NULL DEFAULT '[]',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX featured_menus_title_idx ON featured_menus (lower(title), id);

CREATE TABLE page_layouts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name TEXT NOT NULL,
  page TEXT NOT NULL CHECK (page IN ('HOME', 'CATEGORY', 'DEALS')),
  sections JSONB NOT NULL DEFAULT '[]',
  active BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX page_layouts_one_active_per_page ON page_layouts (page) WHERE active;
CREATE INDEX page_layouts_page_idx ON page_layouts (page, created_at);

CREATE TABLE blog_posts (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  cover_image_url TEXT,
  status TEXT NOT NULL CHECK (status IN ('DRAFT', 'PUBLISHED')),
  published_at TIMESTAMPTZ,
  tags JSONB NOT NULL DEFAULT '[]',
  author_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX blog_posts_slug_key ON blog_posts (slug);
CREATE INDEX blog_posts_created_at_idx ON blog_posts (created_at, id);
CREATE INDEX blog_posts_title_idx ON blog_posts (lower(title), id);
CREATE INDEX blog_posts_tags_idx ON blog_posts USING gin (tags);

CREATE TABLE jobs (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  kind TEXT NOT NULL,
  schedule TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSED')),
  next_run_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE job_runs (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id BIGINT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  status TEXT NOT NULL CHECK (status IN ('RUNNING', 'SUCCEEDED', 'FAILED')),
  trigger TEXT NOT NULL CHECK (trigger IN ('SCHEDULE', 'MANUAL')),
  log TEXT NOT NULL DEFAULT ''
);
CREATE INDEX job_runs_job_idx ON job_runs (job_id, started_at DESC);
CREATE INDEX job_runs_status_idx ON job_runs (status, started_at DESC);

CREATE TABLE media_files (
  file_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  folder TEXT NOT NULL,
  file_path TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INT NOT NULL,
  width INT,
  height INT,
  tags JSONB NOT NULL DEFAULT '[]',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX media_files_path_key ON media_files (file_path);
CREATE INDEX media_files_folder_idx ON media_files (folder, name);
CREATE INDEX media_files_created_at_idx ON media_files (folder, created_at);

CREATE TABLE upload_tokens (
  token TEXT PRIMARY KEY,
  used_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
