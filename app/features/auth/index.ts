/**
 * The way into the cabinet from the public flows: the /auth login (BIN + phone + SMS code, the
 * access gate, the phone notice) and the hand-off that carries the visitor's choice through it
 * to the wizard (app/features/wizard), which makes the application of it.
 *
 *   const start = useStartApplication();
 *   start({ appType: 'internet', intent: { tariffId, address }, summary: { tariffName, monthlyPayment } });
 */
export { LoginScreen } from './LoginScreen.tsx';
export { WIZARD_PATH } from './paths.ts';
export { PhoneNotice, useOnPhone } from './PhoneNotice.tsx';
export { useStartApplication, type StartApplication } from './useStartApplication.tsx';
export {
  clearHandoff,
  readHandoff,
  saveHandoff,
  type Handoff,
  type HandoffSummary,
} from './handoff.ts';
