/** Other processes, as the backend and the web bridge see them. */

/** Is the process `pid` still running? (One of another user answers EPERM: it is.) */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
