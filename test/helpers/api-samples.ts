/**
 * One valid call per API method, shared by the contract test (every host answers it the same) and the params test
 * (every way of spoiling it is refused cleanly). The ids are filled in by `prepareSamples` for each backend.
 */
import { join } from 'node:path';
import type { Backend } from '../../api/backend';
import type { MethodName, Params, Result } from '../../api/contract';
import { PACKS_DIR } from '../../db/bundled-packs';

export const SAMPLE_DECK_SECTIONS = { basic: [{ key: 'acg-s001', count: 8 }, { key: 'acg-s002', count: 2 }] };

/** One valid call per method; the mapped type makes a new method without a sample fail to compile. */
export const SAMPLE_CALLS: { [M in MethodName]: Params<M> } = {
  'app.info': {},
  'app.diagnostics': {},
  'games.list': {},
  'games.get': { id: 'dm' },
  'settings.get': {},
  'settings.update': { locale: 'en', gameId: 'nova', theme: 'dark', defaultFormats: { acg: 'competitive' } },
  'cards.search': { game: 'acg', query: 'kind:animal cost<=2', sort: 'cost', limit: 5 },
  'cards.get': { game: 'acg', key: 'acg-s001' },
  'cards.many': { game: 'acg', keys: ['acg-s001', 'acg-s002', 'no-such-card'] },
  'cards.searchFields': { game: 'dm' },
  'cards.import': { game: 'nova', file: { path: join(PACKS_DIR, 'sample-nova.json') } },
  'cards.saveCustom': { game: 'acg', card: { key: 'custom:fox', name: 'テスト用キツネ', kinds: ['animal'], cost: 2, power: 3 } },
  'cards.saveCustomCards': { game: 'acg', cards: [{ key: 'custom:tanuki', name: 'テスト用タヌキ', kinds: ['animal'], cost: 1 }, { key: 'custom:mujina', name: 'テスト用ムジナ', kinds: ['animal'] }] },
  'cards.exportCustom': { game: 'acg' },
  'cards.deleteCustom': { game: 'acg', key: 'custom:nothing-here' },
  // The contract test points this at a small server that serves one pack file.
  'cards.update': { game: 'pmv', url: 'http://127.0.0.1:0/sample-pmv.json' },
  'images.find': { game: 'acg', keys: ['acg-s001', 'no-such-card'] },
  'images.check': { game: 'acg' },
  'sources.list': {},
  'regulations.list': { game: 'acg' },
  'decks.formats': { game: 'dm' },
  'decks.read': { game: 'acg', text: '[basic]\n4 兵隊蟻\n[territory]\n10 ひらけた平野\n' },
  'decks.validate': { game: 'acg', sections: { basic: [{ key: 'acg-s001', count: 8 }], territory: [{ key: 'acg-s062', count: 10 }] }, format: 'competitive' },
  'decks.write': { game: 'acg', sections: { basic: [{ key: 'acg-s001', count: 8 }] }, to: 'text', name: 'アリ' },
  'decks.stats': { game: 'acg', sections: { basic: [{ key: 'acg-s001', count: 8 }, { key: 'acg-s002', count: 2 }] }, groups: [{ keys: ['acg-s001'], atLeast: 1 }], turns: 3, perCard: true },
  'decks.sampleHand': { game: 'acg', sections: { basic: [{ key: 'acg-s001', count: 8 }, { key: 'acg-s002', count: 2 }] }, seed: 42 },
  'decks.simulate': {
    game: 'acg',
    sections: { basic: [{ key: 'acg-s001', count: 8 }, { key: 'acg-s002', count: 2 }] },
    games: 200,
    seed: 42,
    turns: 3,
    first: false,
    groups: [{ name: 'アリ', keys: ['acg-s001', 'acg-s002'] }],
  },
  'decks.cancelSimulation': { job: 'no-such-run' },
  // The deck ids are those of SAMPLE_DECK. A call that changes the deck must give the same answer when repeated: the
  // save and the restore give the newest contents again, which makes no new version.
  'library.list': { game: 'acg', query: 'アリ' },
  'library.get': { id: '' },
  'library.create': { game: 'acg', name: '新しいデッキ', tags: ['test'] },
  'library.save': { id: '', sections: { basic: [{ key: 'acg-s001', count: 8 }, { key: 'acg-s002', count: 2 }] }, baseVersion: 2 },
  'library.update': { id: '', baseRevision: 2, notes: '8枚の兵隊蟻', tags: ['アリ', 'test'] },
  'library.duplicate': { id: '', name: 'アリの群れ' },
  'library.delete': { id: 'no-such-deck' },
  'library.versions': { id: '' },
  'library.diff': { id: '', version: 2 },
  'library.restore': { id: '', version: 2, baseVersion: 2 },
  'library.tags': { game: 'acg' },
  // Opening SAMPLE_DECK again keeps it at the head of the list.
  'recent.list': {},
  'recent.add': { id: '' },
  'recent.clear': {},
  // The table ids are that of a table started from SAMPLE_DECK. A die roll and a search add an entry per call; going
  // back to entry 3 and a redo with nothing to redo answer the same each time.
  'table.start': { game: 'acg', decks: [''], seed: 7, name: 'アリ軍団の一人回し' },
  // An ACG deck's format chooses nothing before a game: the answer is null on every host.
  'table.pick': { deckId: '' },
  'table.get': { id: '', seat: 0 },
  'table.act': { id: '', seat: 0, action: { type: 'rollDie', seat: 0, sides: 6 } },
  'table.search': { id: '', seat: 0, zone: 'deck', query: '兵隊蟻' },
  'table.undo': { id: '', seat: 0, to: 3 },
  'table.redo': { id: '', seat: 0 },
  'table.list': { game: 'acg' },
  'table.delete': { id: 'no-such-table' },
  // The match ids are that of a match of SAMPLE_DECK against a named opponent, at sideboarding after game 1; the
  // contract test gives the calls that move a match on a new match at the right point.
  'match.start': { game: 'acg', decks: [''], opponent: 'ライバル', bestOf: 3 },
  'match.get': { id: '' },
  'match.list': { game: 'acg' },
  'match.choose': { id: '' },
  'match.endGame': { id: '', ending: 'entered', winner: 0 },
  'match.side': { id: '', seat: 0, sections: SAMPLE_DECK_SECTIONS },
  'match.resetSide': { id: '', seat: 0 },
  'match.ready': { id: '', seat: 0 },
  'match.settings': { id: '', mode: 'strict' },
  'match.delete': { id: 'no-such-match' },
  'match.history': { deckId: '' },
  'match.report': { id: '', format: 'markdown', locale: 'ja' },
  'backups.list': {},
  'backups.create': {},
  // prepareSamples makes the backup these name.
  'backups.restore': { name: '' },
  'backups.restoreFile': { path: '' },
  'backups.delete': { name: '' },
};

/** A saved deck of two versions, for the library's sample calls. */
const SAMPLE_DECK = {
  create: { game: 'acg', name: 'アリ軍団', tags: ['アリ'], sections: { basic: [{ key: 'acg-s001', count: 4 }] } },
  save: SAMPLE_DECK_SECTIONS,
} satisfies { create: Params<'library.create'>; save: Params<'library.save'>['sections'] };
const ON_SAMPLE_DECK = ['library.get', 'library.save', 'library.update', 'library.duplicate', 'library.versions', 'library.diff', 'library.restore', 'recent.add'] as const;
const ON_SAMPLE_TABLE = ['table.get', 'table.act', 'table.search', 'table.undo', 'table.redo'] as const;
const ON_SAMPLE_MATCH = ['match.get', 'match.choose', 'match.endGame', 'match.side', 'match.resetSide', 'match.ready', 'match.report', 'match.settings'] as const;

async function call<M extends MethodName>(backend: Backend, method: M, params: Params<M>): Promise<Result<M>> {
  const response = await backend.invoke(method, params);
  if (!response.ok) throw new Error(`${method}: ${response.error.message}`);
  return response.result as Result<M>;
}

/** A match of the sample deck against a named opponent, moved on to `until`. */
export async function sampleMatch(backend: Backend, until: 'firstPlayer' | 'playing' | 'sideboarding'): Promise<string> {
  const match = await call(backend, 'match.start', { ...SAMPLE_CALLS['match.start'] });
  if (until === 'firstPlayer') return match.id;
  const { decision } = match.state as Extract<Result<'match.start'>['state'], { kind: 'firstPlayer' }>;
  await call(backend, 'match.choose', decision.kind === 'choose' ? { id: match.id, seat: decision.chooser, goFirst: true } : { id: match.id });
  if (until === 'playing') return match.id;
  await call(backend, 'match.endGame', { id: match.id, ending: 'entered', winner: 0 });
  return match.id;
}

/**
 * Saves SAMPLE_DECK (versions 1 and 2), starts a table and a match at sideboarding from it in `backend` (which needs
 * the sample ACG pack), and points the sample calls at them.
 */
export async function prepareSamples(backend: Backend): Promise<{ deck: string; table: string; match: string }> {
  const { id: deck } = await call(backend, 'library.create', SAMPLE_DECK.create);
  const saved = await call(backend, 'library.save', { id: deck, sections: SAMPLE_DECK.save, baseVersion: 1 });
  if (saved.version !== 2) throw new Error(`the sample deck's save made version ${saved.version}, not 2`);
  for (const method of ON_SAMPLE_DECK) SAMPLE_CALLS[method].id = deck;
  SAMPLE_CALLS['table.start'].decks = [deck];
  SAMPLE_CALLS['table.pick'].deckId = deck;
  SAMPLE_CALLS['match.start'].decks = [deck];
  SAMPLE_CALLS['match.history'].deckId = deck;
  const { table } = await call(backend, 'table.start', { game: 'acg', decks: [deck], seed: 7 });
  for (const method of ON_SAMPLE_TABLE) SAMPLE_CALLS[method].id = table.id;
  const match = await sampleMatch(backend, 'sideboarding');
  for (const method of ON_SAMPLE_MATCH) SAMPLE_CALLS[method].id = match;
  const backup = await call(backend, 'backups.create', {});
  SAMPLE_CALLS['backups.restore'].name = SAMPLE_CALLS['backups.delete'].name = backup.name;
  SAMPLE_CALLS['backups.restoreFile'].path = join((await call(backend, 'backups.list', {})).folder, backup.name);
  return { deck, table: table.id, match };
}
