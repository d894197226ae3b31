/**
 * The contract's version: the OpenAPI document's `info.version` (semver), and the heading of its
 * newest entry in `contract/CHANGELOG.md`. Not the site's or the reference backend's version
 * (package.json, `/api/health`): those change with every build; this one only when a declaration
 * does. `contract/version.test.ts` fails when the document changes and this does not (see the
 * changelog's head for how to bump it and record the change).
 */
export const CONTRACT_VERSION = '1.0.0';
