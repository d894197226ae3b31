/** The first schema: reference data the CRM owns (tariffs, banks, positions, pickup offices) and companies. */
export const schema = /* sql */ `
CREATE TABLE banks (
  id        TEXT PRIMARY KEY,
  bic       TEXT NOT NULL UNIQUE,
  iban_code TEXT NOT NULL,
  name_ru   TEXT NOT NULL,
  name_kk   TEXT NOT NULL,
  sort      INTEGER NOT NULL
);

CREATE TABLE positions (
  id      TEXT PRIMARY KEY,
  name_ru TEXT NOT NULL,
  name_kk TEXT NOT NULL,
  sort    INTEGER NOT NULL
);

CREATE TABLE tariffs (
  id                      TEXT PRIMARY KEY,
  product                 TEXT NOT NULL CHECK (product IN ('internet', 'mobile')),
  name_ru                 TEXT NOT NULL,
  name_kk                 TEXT NOT NULL,
  monthly_price           INTEGER NOT NULL CHECK (monthly_price >= 0),
  speed_mbps              INTEGER,
  speed_mode              TEXT CHECK (speed_mode IN ('reduced', 'constant')),
  data_gb                 INTEGER,
  minutes_other           INTEGER,
  sms                     INTEGER,
  max_numbers             INTEGER,
  max_additional_numbers  INTEGER,
  archived                INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
  sort                    INTEGER NOT NULL
);

CREATE TABLE pickup_cities (
  id            TEXT PRIMARY KEY,
  name_ru       TEXT NOT NULL,
  name_kk       TEXT NOT NULL,
  address_ru    TEXT NOT NULL,
  address_kk    TEXT NOT NULL,
  hours_ru      TEXT NOT NULL,
  hours_kk      TEXT NOT NULL,
  manager_name  TEXT NOT NULL,
  manager_phone TEXT NOT NULL,
  sort          INTEGER NOT NULL
);

CREATE TABLE companies (
  bin                      TEXT PRIMARY KEY CHECK (length(bin) = 12),
  name                     TEXT NOT NULL,
  legal_form               TEXT NOT NULL CHECK (legal_form IN ('LLP', 'JSC', 'IE', 'BRANCH')),
  segment                  TEXT NOT NULL CHECK (segment IN ('sme', 'corporate', 'government')),
  head_name                TEXT,
  head_position_id         TEXT REFERENCES positions (id),
  phone                    TEXT NOT NULL,
  employees_number         INTEGER,
  legal_address            TEXT,
  actual_address           TEXT,
  flat                     TEXT,
  bank_id                  TEXT REFERENCES banks (id),
  iban                     TEXT,
  mobile_client_since      TEXT,
  contract_months          INTEGER NOT NULL DEFAULT 0,
  overdue_debt             INTEGER NOT NULL DEFAULT 0 CHECK (overdue_debt IN (0, 1)),
  quasi_state              INTEGER NOT NULL DEFAULT 0 CHECK (quasi_state IN (0, 1)),
  restricted_category      TEXT,
  in_procurement           INTEGER NOT NULL DEFAULT 0 CHECK (in_procurement IN (0, 1)),
  group_tariff_plans       INTEGER NOT NULL DEFAULT 0,
  active_beautiful_number  INTEGER NOT NULL DEFAULT 0 CHECK (active_beautiful_number IN (0, 1)),
  active_device_financing  INTEGER NOT NULL DEFAULT 0 CHECK (active_device_financing IN (0, 1)),
  active_virtual_pbx       INTEGER NOT NULL DEFAULT 0 CHECK (active_virtual_pbx IN (0, 1)),
  -- 'seed' for the demo CRM's companies, 'login' for a new client registered by its first login
  origin                   TEXT NOT NULL DEFAULT 'seed' CHECK (origin IN ('seed', 'login')),
  created_at               INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE company_ibans (
  id          INTEGER PRIMARY KEY,
  company_bin TEXT NOT NULL REFERENCES companies (bin),
  bank_id     TEXT NOT NULL REFERENCES banks (id),
  iban        TEXT NOT NULL UNIQUE
);
CREATE INDEX company_ibans_by_company_bank ON company_ibans (company_bin, bank_id);
`;
