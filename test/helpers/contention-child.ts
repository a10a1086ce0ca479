/**
 * The other writer of the contention test (test/integration/contention.test.ts): a separate process with its own
 * backend on the same database file, saving in a loop its own deck and the deck both processes share, and printing
 * one JSON line per answer (after a ready line, and the word to start on stdin): the deck, what it sent, and the version it was told (or the error's code).
 *
 * Usage: node --import tsx contention-child.ts <database file> <own deck id> <shared deck id> <saves>
 */
import { createBackend } from '../../api/backend';
import { openDatabase } from '../../db/open';
import { saveLoop } from './contention';

const [path, own, shared, saves] = process.argv.slice(2);
if (!path || !own || !shared || !saves) throw new Error('usage: contention-child <database file> <own deck> <shared deck> <saves>');
const db = openDatabase({ path });
// Ready, then both writers start together on the test's word.
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.pause();
const backend = createBackend({ db, host: 'cli', log: { info: () => {}, warn: () => {}, error: (message) => process.stderr.write(`${message}\n`), path: null, problems: () => [] } });
await saveLoop(backend, { own, shared, saves: Number(saves), writer: 2 }, (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`));
await backend.close();
db.close();
