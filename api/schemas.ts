import * as v from 'valibot';
import { GAME_IDS } from '../engine/games/types';
import type { MethodName, Params } from './contract';

const noParams = v.strictObject({});
const locale = v.picklist(['ja', 'en'], (issue) => `unknown language ${issue.received}; use "ja" or "en"`);
const gameId = v.picklist(
  GAME_IDS,
  (issue) => `unknown game ${issue.received}; the games are ${GAME_IDS.join(', ')}`,
);

/**
 * Runtime schema of every method's params. The mapped type makes the compiler report a method without a
 * schema, a schema for a method that does not exist, and a schema whose output differs from the contract.
 * Objects are strict: an unknown field is an error, not silently dropped.
 */
export const paramSchemas: { [M in MethodName]: v.GenericSchema<unknown, Params<M>> } = {
  'app.info': noParams,
  'games.list': noParams,
  'games.get': v.strictObject({ id: gameId }),
  'settings.get': noParams,
  'settings.update': v.strictObject({
    locale: v.optional(v.nullable(locale)),
    gameId: v.optional(v.nullable(gameId)),
  }),
};

export function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(paramSchemas, name);
}

/** "id: Invalid option: …" — the path of the first problem, then valibot's message. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
