/**
 * Kiosk leads: the sales-office touch screen a consultation, lead or opportunity came from
 * (`kiosk_id`, the device's `KIOSK_ID`), and where a lead or opportunity was made (`source`,
 * `kiosk` for a kiosk; consultations have had theirs since 003). Null for everything made
 * on the site or a partner page.
 */
export const kioskLeadsSchema = `
ALTER TABLE consultations ADD COLUMN kiosk_id TEXT;
ALTER TABLE landing_requests ADD COLUMN source TEXT;
ALTER TABLE landing_requests ADD COLUMN kiosk_id TEXT;
`;
