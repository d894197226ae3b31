/**
 * The fake backend's drifts (`backend.ts`): an answer a test scripted that the contract refuses,
 * or a request the client sent that the contract refuses. Kept here, apart from the backend and
 * without imports, so the setup file that fails the test (`setup.ts`) costs every test file
 * nothing.
 */
const found: string[] = [];

export function reportDrift(message: string): Error {
  found.push(message);
  return new Error(`contract drift: ${message}`);
}

/** The drifts since the last call, emptied. */
export function takeDrifts(): string[] {
  return found.splice(0);
}
