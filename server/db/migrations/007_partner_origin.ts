/**
 * Partner leads: the origin of the partner page a consultation, lead or opportunity came from
 * through the embed widgets (`https://partner.kz`, never a full URL), so the operator can tell
 * them from the site's own. Null for everything sent from the site.
 */
export const partnerOriginSchema = `
ALTER TABLE consultations ADD COLUMN host_origin TEXT;
ALTER TABLE landing_requests ADD COLUMN host_origin TEXT;
`;
