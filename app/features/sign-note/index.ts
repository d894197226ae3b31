/**
 * The signatory memo (content-areas §2.2, `/support/mobile-connection/sign-note`): the region
 * select and each region's authorised signers, below the help page's own text.
 *
 *   load: … loadSignNoteFor(locale, params)          // the help page's route, build time
 *   {data.signNote && <SignNote content={data.signNote} />}
 */
export { SignNote, type SignNoteProps } from './SignNote.tsx';
export { SIGN_NOTE_PAGE, isSignNotePage, loadSignNoteFor, parseDottedDate } from './data.ts';
