/**
 * A host's start and stop over the database named by argv[2], for tests of what happens in another process (as
 * another user): opened, backed up at start as the desktop app and the web bridge do, closed. The log goes to stderr.
 */
import { createBackend } from '../../api/backend';
import { streamLogger } from '../../api/services/log';
import { openDatabase } from '../../db/open';

const db = openDatabase({ path: process.argv[2]!, check: true });
const backend = createBackend({ db, host: 'web', automaticBackups: true, log: streamLogger((line) => process.stderr.write(line)) });
await backend.close();
db.close();
