import { defineIsland } from '../../islands/Island.tsx';
import { SignNote } from './SignNote.tsx';

/** The signatory memo's region choice and signers (help page «Қол қоюшылар туралы жадынама»). */
export default defineIsland('sign-note', SignNote, { messages: ['pages'] });
