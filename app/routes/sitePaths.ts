/**
 * Paths of site pages other parts link to by name, without the language prefix (`localizePath`
 * adds `/kk`). The route table declares the pages at these paths.
 */

/**
 * The personal-data notice (docs/routes.md «The personal-data notice»): linked from both footers
 * and from every consent box (`ConsentCheckbox`), which on a partner page links to the operator's
 * origin.
 */
export const PERSONAL_DATA_PATH = '/personal-data';

/** The accessibility statement (docs/routes.md «The accessibility statement»): both footers. */
export const ACCESSIBILITY_PATH = '/accessibility';
