import packageJson from '../../package.json' with { type: 'json' };
import { defineHandlers, type HandlerContext } from './types';

export function appHandlers({ db, host }: HandlerContext) {
  return defineHandlers({
    'app.info': () => ({
      name: 'Deck Dojo',
      version: packageJson.version,
      host,
      databasePath: db.path,
      schemaVersion: db.schemaVersion,
    }),
  });
}
