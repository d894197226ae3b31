/**
 * The resume prompt of §2.21 for the product pages' public flows, kept apart from the cabinet's
 * screens: a product page carries only this slot, and the prompt's code loads for signed-in
 * visitors alone.
 *
 *   <ResumePromptSlot appType="internet"><OfficeInternetFlow … /></ResumePromptSlot>
 */
export { ResumePromptSlot } from './ResumePromptSlot.tsx';
export type { ResumePromptProps } from './ResumePrompt.tsx';
