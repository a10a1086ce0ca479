import { referenceProblem } from '../db/packs/reference';

/** The reference project's first step: without the reference folder, one line saying where it looked and how to point at it. */
export default function setup(): void {
  const problem = referenceProblem();
  if (problem === null) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
