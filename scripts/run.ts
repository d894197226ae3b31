import { spawn, type ChildProcess } from 'node:child_process';

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/**
 * Runs one command with inherited output; resolves with its outcome and duration. `started`
 * receives the child process, e.g. to stop it.
 */
export function runStep(step: Step, started?: (child: ChildProcess) => void): Promise<StepResult> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    started?.(child);
    const finish = (ok: boolean) =>
      resolve({ name: step.name, ok, seconds: (performance.now() - startedAt) / 1000 });
    child.on('exit', (code) => finish(code === 0));
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      finish(false);
    });
  });
}

export const node = (name: string, script: string, args: string[] = []): Step => ({
  name,
  command: process.execPath,
  args: ['--import', 'tsx', script, ...args],
});

/** A tool installed by npm, run from node_modules/.bin. */
export const bin = (name: string, tool: string, args: string[] = []): Step => ({
  name,
  command: `node_modules/.bin/${tool}`,
  args,
});
