import { defineIsland } from '../../islands/Island.tsx';
import { CaseForm } from './CaseForm.tsx';

/** «Поделиться кейсом» (§2.14). */
export default defineIsland('case-form', CaseForm, { messages: ['pages'] });
