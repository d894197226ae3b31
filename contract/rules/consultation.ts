/**
 * A consultation's rule across its fields (§2.13): with «Мне помог менеджер» ticked, the agent's
 * login is named. The requests' schema refuses it (`calls/landing.ts`, FIELD_REQUIRED on
 * `agentLogin`) and the consultation form checks it before sending, by this one function.
 */
export function agentLoginProblem(value: {
  managerHelped?: boolean;
  agentLogin?: string;
}): 'FIELD_REQUIRED' | undefined {
  return value.managerHelped && !value.agentLogin?.trim() ? 'FIELD_REQUIRED' : undefined;
}
