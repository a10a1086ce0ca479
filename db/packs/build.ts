/**
 * Rebuilds the card packs that ship with Deck Dojo from the third-party data of the reference folder
 * (db/packs/reference.ts: $DECKDOJO_REFERENCE, else ../shared beside the project):
 *   npx tsx db/packs/build.ts [path/to/data]
 * FaB: every card's facts, printings and dated legality lists (no rules text: the player imports fab-cube data
 * for that). DM: the modern card facts (no fan-translated text, but the keywords it prints) with their set lists, the
 * classic-era facts, and the hall-of-fame lists; it reports what reading the keywords from the texts changed. The
 * sample packs for ACG, PMV and NOVA are written by hand and only checked here.
 * Writes db/packs/<game>.json.gz and db/packs/manifest.json.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { cardFinder } from '../cards/names';
import { CARD_PACK_FORMAT, CardPackSchema, type CardPack, type CardRecord, type RegulationRecord } from '../cards/record';
import { parseCsv } from '../importers/csv';
import { modernFaceKeywords, readDmClassic, readDmHallOfFame, readDmModern, readDmPrintings } from '../importers/dm';
import { dmKeywordsJa } from '../importers/dm-keywords';
import { fabCardToRecord, readFabJson, readFabLegality, readFabSetNames } from '../importers/fab';
import { IssueList, describeIssue, type ImportIssue } from '../importers/issues';
import { referenceDir, referenceProblem } from './reference';

const PACKS_DIR = dirname(fileURLToPath(import.meta.url));

export interface ManifestEntry {
  file: string;
  game: string;
  source: string;
  version: string;
  cards: number;
  regulations: number;
}

/** The data files a pack is built from, by their path in data/ (`fab/cards.json`): a folder, or the test fixtures. */
export interface DataFiles {
  text(relative: string): string;
  /** The names of the files in a subfolder. */
  files(relative: string): string[];
}

/** The files of a data folder on disk. */
function folder(dir: string): DataFiles {
  return { text: (relative) => readFileSync(join(dir, relative), 'utf8'), files: (relative) => readdirSync(join(dir, relative)) };
}

/** Parses with an IssueList and stops the build on the first file that has problems. */
function strict<T>(file: string, read: (issues: IssueList) => T): T {
  const issues = new IssueList();
  const result = read(issues);
  issues.throwIfAny(file);
  return result;
}

const json = (data: DataFiles, file: string): unknown => JSON.parse(data.text(file));

export function buildFabPack(data: DataFiles): CardPack {
  const setNames = readFabSetNames(parseCsv(data.text('fab/upstream/set.csv'), 'set.csv'));
  const cards = strict('fab/cards.json', (issues) => readFabJson(json(data, 'fab/cards.json') as unknown[], issues));
  const regulations: RegulationRecord[] = [];
  for (const file of data.files('fab/upstream').filter((name) => /^(banned|living-legend|restricted|suspended)-.*\.csv$/.test(name)).sort()) {
    const path = `fab/upstream/${file}`;
    regulations.push(...strict(path, (issues) => readFabLegality(parseCsv(data.text(path), file), file, issues)));
  }
  return {
    format: CARD_PACK_FORMAT,
    version: 1,
    game: 'fab',
    source: {
      name: 'bundled:fab',
      version: '',
      description: 'Flesh and Blood card facts from the-fab-cube/flesh-and-blood-cards (no rules text; import fab-cube data for it)',
    },
    cards: cards.map((card) => fabCardToRecord(card, setNames, false)),
    regulations,
  };
}

/** A 殿堂 entry kept without a card: the file and the entry's line (its 1-based index) and field there. */
export interface UnresolvedEntry {
  file: string;
  issue: ImportIssue;
}

/** The DM pack; `onUnresolved` hears of each 殿堂 entry that names no card of it (kept, by name). */
export function buildDmPack(data: DataFiles, onUnresolved: (entry: UnresolvedEntry) => void = () => {}): CardPack {
  const modernFile = 'dm/cards_ja_modern.json';
  const modern = strict(modernFile, (issues) => readDmModern(json(data, modernFile) as unknown[], issues));
  const printingsFile = 'dm/printings_ja.csv';
  const printings = strict(printingsFile, (issues) => readDmPrintings(parseCsv(data.text(printingsFile), printingsFile), issues));
  const classicFile = 'dm/classic/cards_classic_ja.json';
  const classic = strict(classicFile, (issues) => readDmClassic(json(data, classicFile) as unknown[], issues));

  const byName = new Map<string, CardRecord>(modern.map((card) => [card.name, card]));
  for (const card of classic) {
    const known = byName.get(card.name);
    if (known) {
      known.printings.push(...card.printings);
    } else {
      // Facts only: the classic list's Japanese rules text arrives when the player imports it.
      byName.set(card.name, { ...card, text: null });
    }
  }
  for (const [name, list] of printings) byName.get(name)?.printings.push(...list);
  const cards = [...byName.values()].map((card) => ({
    ...card,
    formats: ['standard'],
    printings: [...new Map(card.printings.map((p) => [`${p.set}\u0000${p.number}`, p])).values()],
  }));

  // Each 殿堂 entry names the keys of its cards (DM 100.2), found however the list spells the name (db/cards/names.ts).
  const find = cardFinder(cards.map((card) => ({ id: card.key, names: [card.name], faces: card.faces.map((face) => face.name) })));
  const regulations = (
    [
      ['dm/regulation_current.json', 'standard'],
      ['dm/classic/hall_of_fame.json', 'classic'],
    ] as const
  ).flatMap(([file, format]) => {
    const unresolved = new IssueList();
    const records = strict(file, (issues) => readDmHallOfFame(json(data, file), format, issues, { find, unresolved }));
    for (const issue of unresolved.items) onUnresolved({ file, issue });
    return records;
  });
  return {
    format: CARD_PACK_FORMAT,
    version: 1,
    game: 'dm',
    source: {
      name: 'bundled:dm',
      version: '',
      description: 'デュエル・マスターズのカード情報(現行カード・クラシック期・殿堂レギュレーション) / Duel Masters card facts, set lists and hall-of-fame lists',
    },
    cards,
    regulations,
  };
}

/** What reading the DM card texts for their printed keywords (db/importers/dm-keywords.ts) changed, as the build reports it. */
export interface DmKeywordReport {
  /** The faces of the modern list, and those whose printed keywords are not its keywords_ja (every keyword the text names). */
  modernFaces: number;
  modernFacesFixed: number;
  /** The cards only the classic list has (the data gives them no keywords), and those of them that print keywords. */
  classicOnlyCards: number;
  classicCardsWithKeywords: number;
}

export function dmKeywordReport(data: DataFiles): DmKeywordReport {
  type Face = { keywords_ja: string[]; text_zh: string[] };
  const modern = json(data, 'dm/cards_ja_modern.json') as { name: string; faces: Face[] }[];
  const faces = modern.flatMap((card) => card.faces);
  const fixed = faces.filter((face) => {
    const { keywords } = modernFaceKeywords(face);
    return keywords.length !== new Set(face.keywords_ja).size || keywords.some((keyword) => !face.keywords_ja.includes(keyword));
  });
  const modernNames = new Set(modern.map((card) => card.name));
  const classicOnly = (json(data, 'dm/classic/cards_classic_ja.json') as { name: string; text: string | null }[]).filter((card) => !modernNames.has(card.name));
  return {
    modernFaces: faces.length,
    modernFacesFixed: fixed.length,
    classicOnlyCards: classicOnly.length,
    classicCardsWithKeywords: classicOnly.filter((card) => dmKeywordsJa((card.text ?? '').split('\n')).keywords.length > 0).length,
  };
}

const versionOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

function main(): void {
  const problem = process.argv[2] ? null : referenceProblem(['data']);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  const data = folder(resolve(process.argv[2] ?? join(referenceDir(), 'data')));
  const manifest: ManifestEntry[] = [];
  const warn = ({ file, issue }: UnresolvedEntry) => process.stderr.write(`${file}: ${describeIssue(issue)} (kept by name)\n`);
  const builds = [
    ['fab.json.gz', buildFabPack],
    ['dm.json.gz', (dataFiles: DataFiles) => buildDmPack(dataFiles, warn)],
  ] as const;
  for (const [file, build] of builds) {
    const pack = build(data);
    const json = JSON.stringify(pack);
    pack.source.version = versionOf(Buffer.from(json));
    const bytes = gzipSync(JSON.stringify(pack), { level: 9 });
    writeFileSync(join(PACKS_DIR, file), bytes);
    manifest.push({ file, game: pack.game, source: pack.source.name, version: pack.source.version, cards: pack.cards.length, regulations: pack.regulations.length });
    console.log(`${file}: ${pack.cards.length} cards, ${pack.regulations.length} regulations, ${(bytes.length / 1024).toFixed(0)} KiB`);
  }
  const keywords = dmKeywordReport(data);
  console.log(
    `dm.json.gz keywords: ${keywords.modernFacesFixed} of ${keywords.modernFaces} modern faces print other keywords than their keywords_ja; ` +
      `${keywords.classicCardsWithKeywords} of ${keywords.classicOnlyCards} classic-only cards gained keywords`,
  );
  for (const file of readdirSync(PACKS_DIR).filter((name) => /^sample-\w+\.json$/.test(name)).sort()) {
    const bytes = readFileSync(join(PACKS_DIR, file));
    const result = v.safeParse(CardPackSchema, JSON.parse(bytes.toString('utf8')));
    if (!result.success) throw new Error(`${file}: ${v.summarize(result.issues)}`);
    manifest.push({ file, game: result.output.game, source: result.output.source.name, version: versionOf(bytes), cards: result.output.cards.length, regulations: result.output.regulations.length });
    console.log(`${file}: ${result.output.cards.length} cards (checked)`);
  }
  writeFileSync(join(PACKS_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
