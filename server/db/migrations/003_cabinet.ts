/**
 * Everything the stand-in CRM stores beyond its reference data: sessions and tokens, SMS codes,
 * applications and bookings, the landing forms' requests, success cases, and the directories
 * (office addresses, delivery zones, agents, roaming, blog). Times are Unix milliseconds.
 */
export const cabinetSchema = /* sql */ `
CREATE TABLE agents (
  login  TEXT PRIMARY KEY COLLATE NOCASE,
  name   TEXT NOT NULL,
  region TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Sessions: one per login. Tokens are random and stored only as SHA-256 hashes.
CREATE TABLE sessions (
  id           TEXT PRIMARY KEY,
  company_bin  TEXT NOT NULL REFERENCES companies (bin),
  phone        TEXT,
  login_method TEXT NOT NULL CHECK (login_method IN ('sms', 'eds')),
  eds_iin      TEXT,
  eds_serial   TEXT,
  created_at   INTEGER NOT NULL,
  revoked_at   INTEGER
);

CREATE TABLE session_tokens (
  hash       TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id),
  kind       TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE INDEX session_tokens_by_session ON session_tokens (session_id);

-- The live code per phone and purpose, its wrong attempts and the lock after them.
CREATE TABLE sms_codes (
  phone        TEXT NOT NULL,
  purpose      TEXT NOT NULL,
  code_hash    TEXT,
  sent_at      INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  attempts     INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER,
  payload      TEXT,
  PRIMARY KEY (phone, purpose)
);

-- What the SMS gateway would have sent. Read only through the DEV_API outbox.
CREATE TABLE sms_outbox (
  id      INTEGER PRIMARY KEY,
  phone   TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code    TEXT,
  text    TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_by_phone ON sms_outbox (phone, id);

CREATE TABLE sms_proofs (
  hash       TEXT PRIMARY KEY,
  phone      TEXT NOT NULL,
  purpose    TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

CREATE TABLE eds_challenges (
  id         TEXT PRIMARY KEY,
  challenge  TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- The stand-in PKI's revocation list, by certificate serial.
CREATE TABLE eds_revoked (
  serial     TEXT PRIMARY KEY,
  revoked_on TEXT NOT NULL
);

CREATE TABLE applications (
  id               TEXT PRIMARY KEY,
  number           TEXT NOT NULL UNIQUE,
  app_type         TEXT NOT NULL CHECK (app_type IN ('internet', 'mobile')),
  company_bin      TEXT NOT NULL REFERENCES companies (bin),
  phone            TEXT NOT NULL,
  tariff_id        TEXT NOT NULL REFERENCES tariffs (id),
  status           TEXT NOT NULL,
  -- the language the client applied in: the stand-in CRM's SMS go out in it
  locale           TEXT NOT NULL DEFAULT 'ru' CHECK (locale IN ('ru', 'kk')),
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  -- while set, the stand-in CRM is processing; the status moves on when this moment passes
  processing_until INTEGER,
  -- company details (step 1)
  position_id      TEXT REFERENCES positions (id),
  bank_id          TEXT REFERENCES banks (id),
  iban             TEXT,
  fact_address     TEXT,
  law_address      TEXT,
  flat             TEXT,
  -- office internet
  address_json     TEXT,
  city_id          TEXT,
  technology       TEXT CHECK (technology IN ('fiber', 'radio')),
  -- mobile: the number step as JSON (MobileNumbersReceived plus the reserved numbers)
  mobile_json      TEXT,
  -- signing (step 2)
  sign_data        TEXT,
  signature_method TEXT CHECK (signature_method IN ('eds', 'sms')),
  signed_at        INTEGER,
  signer           TEXT,
  -- booking (internet step 3)
  slot_id          TEXT,
  -- receiving (mobile step 3)
  delivery_type    TEXT CHECK (delivery_type IN ('pickup', 'delivery')),
  pickup_city_id   TEXT REFERENCES pickup_cities (id),
  delivery_json    TEXT
);
CREATE INDEX applications_by_company ON applications (company_bin, app_type, created_at);

-- A slot is taken once per city: the primary key makes a second booking fail.
CREATE TABLE slot_bookings (
  city_id        TEXT NOT NULL,
  slot_id        TEXT NOT NULL,
  opportunity_id TEXT NOT NULL REFERENCES applications (id),
  PRIMARY KEY (city_id, slot_id)
);

CREATE TABLE number_reservations (
  msisdn         TEXT PRIMARY KEY,
  opportunity_id TEXT NOT NULL REFERENCES applications (id)
);

CREATE TABLE consultations (
  id           TEXT PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('consultation', 'handset')),
  name         TEXT,
  phone        TEXT NOT NULL,
  bin          TEXT NOT NULL,
  company_name TEXT,
  email        TEXT,
  agent_login  TEXT,
  product_slug TEXT,
  source       TEXT,
  comment      TEXT,
  locale       TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);

CREATE TABLE landing_requests (
  id           TEXT PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('lead', 'opportunity', 'reprice')),
  name         TEXT,
  company_name TEXT,
  phone        TEXT NOT NULL,
  bin          TEXT,
  email        TEXT,
  tariff_id    TEXT,
  eligible     INTEGER,
  product_slug TEXT,
  locale       TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);

CREATE TABLE success_cases (
  id           TEXT PRIMARY KEY,
  product_name TEXT NOT NULL,
  author_name  TEXT NOT NULL,
  company_name TEXT NOT NULL,
  position     TEXT NOT NULL,
  email        TEXT NOT NULL,
  problem      TEXT NOT NULL,
  solution     TEXT NOT NULL,
  results      TEXT NOT NULL,
  phone        TEXT NOT NULL,
  photo        BLOB NOT NULL,
  photo_type   TEXT NOT NULL CHECK (photo_type IN ('image/jpeg', 'image/png')),
  photo_width  INTEGER NOT NULL,
  photo_height INTEGER NOT NULL,
  moderation   TEXT NOT NULL CHECK (moderation IN ('pending', 'approved', 'rejected')),
  locale       TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  published_at INTEGER
);
CREATE INDEX success_cases_by_phone ON success_cases (phone, created_at);

-- Office-address directory of the coverage check.
CREATE TABLE address_cities (
  id          TEXT PRIMARY KEY,
  name_ru     TEXT NOT NULL,
  name_kk     TEXT NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('city', 'town', 'village')),
  region_ru   TEXT NOT NULL,
  region_kk   TEXT NOT NULL,
  parent_id   TEXT REFERENCES address_cities (id),
  district_ru TEXT,
  district_kk TEXT,
  sort        INTEGER NOT NULL
);

CREATE TABLE address_streets (
  id      TEXT PRIMARY KEY,
  city_id TEXT NOT NULL REFERENCES address_cities (id),
  name_ru TEXT NOT NULL,
  name_kk TEXT NOT NULL,
  kind    TEXT NOT NULL CHECK (kind IN ('street', 'avenue', 'district', 'microdistrict'))
);
CREATE INDEX address_streets_by_city ON address_streets (city_id);

CREATE TABLE address_houses (
  id         TEXT PRIMARY KEY,
  street_id  TEXT NOT NULL REFERENCES address_streets (id),
  number     TEXT NOT NULL,
  -- null: the building is outside the network's coverage
  technology TEXT CHECK (technology IN ('fiber', 'radio')),
  sort       INTEGER NOT NULL
);
CREATE INDEX address_houses_by_street ON address_houses (street_id);

CREATE TABLE delivery_zones (
  city_id      TEXT PRIMARY KEY,
  name_ru      TEXT NOT NULL,
  name_kk      TEXT NOT NULL,
  polygon_json TEXT NOT NULL
);

CREATE TABLE roaming_countries (
  code    TEXT PRIMARY KEY,
  name_ru TEXT NOT NULL,
  name_kk TEXT NOT NULL,
  zone    TEXT NOT NULL,
  popular INTEGER NOT NULL CHECK (popular IN (0, 1)),
  sort    INTEGER NOT NULL
);

CREATE TABLE roaming_tariffs (
  id           TEXT PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('roaming', 'calls')),
  -- a zone id, or '*' for every country
  zone         TEXT NOT NULL,
  price        INTEGER NOT NULL,
  period       TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
  by_default   INTEGER NOT NULL CHECK (by_default IN (0, 1)),
  ussd         TEXT,
  -- per locale: { name, description, highlights[], rows[], notes[] }
  text_json    TEXT NOT NULL,
  sort         INTEGER NOT NULL
);

CREATE TABLE blog_articles (
  id           TEXT PRIMARY KEY,
  created_date TEXT NOT NULL,
  reading_time INTEGER NOT NULL,
  related_json TEXT NOT NULL,
  -- per locale: { title, excerpt, author, editor, tags[], html }
  text_json    TEXT NOT NULL
);
`;
