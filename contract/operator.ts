/**
 * Who the operator is, where the site and the backend both need to say it: the demo brand's legal
 * entity (fictional, like the brand). The eGov signing request names it (`organisation`), the
 * personal-data notice and the contacts page give its personal-data address.
 *
 * Sample values (README «Sample values»): a real operator puts its own BIN and address here.
 */
export const OPERATOR = {
  nameRu: 'АО «Дала Телеком»',
  nameKz: '«Дала Телеком» АҚ',
  nameEn: 'Dala Telecom JSC',
  /** A BIN with a valid check digit (a joint-stock company: 4 in the fifth place). */
  bin: '990140000136',
} as const;

/** The brand the site sells under. */
export const BRAND = 'Dala Business';

/** Where people write about their personal data: access, correction, withdrawal, deletion. */
export const PERSONAL_DATA_EMAIL = 'personal-data@dalatelecom.kz';

/**
 * Where people report an accessibility barrier on the site, the cabinet, the partner widgets or a
 * kiosk, and ask for content in another form (the accessibility statement, `/accessibility`).
 */
export const ACCESSIBILITY_EMAIL = 'accessibility@dalatelecom.kz';

/**
 * Working days within which a report sent to `ACCESSIBILITY_EMAIL` is answered: with the fix, the
 * date it is planned for, or the content in a form the person can use. The statement says it.
 */
export const ACCESSIBILITY_ANSWER_WORKING_DAYS = 5;
