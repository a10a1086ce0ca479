/** Runs a command of the start chain or the packaging script, its output shown as it comes. */
import { spawn } from 'node:child_process';

export type RunCommand = (
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; /** Killed past this: it has stalled. */ timeoutMs?: number },
) => Promise<void>;

export const runCommand: RunCommand = (command, args, { cwd, env, timeoutMs }) =>
  new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    let stalled = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stalled = true;
            child.kill();
          }, timeoutMs);
    child.on('error', rejectRun);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolveRun();
      else if (stalled) rejectRun(new Error(`stopped after ${Math.round(timeoutMs! / 60_000)} minutes without finishing`));
      else rejectRun(new Error(signal ? `was stopped by ${signal}` : `exited with status ${code}`));
    });
  });
