/**
 * Writes docs/api.md, the API reference: every method with its params (types and limits from the valibot schemas
 * of api/schemas.ts, doc comments from api/contract.ts), its result and the errors its doc names; every event; the
 * error codes; and every type these use, as declared. `npm run docs:api` runs it; generate.test.ts fails when
 * docs/api.md is not what it would write now.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paramSchemas } from '../../api/schemas';
import { IMPORT_FORMATS } from '../../db/importers/types';
import { MODES } from '../../engine/core/basics';
import { DECK_WRITE_FORMATS } from '../../engine/deck/types';
import { readContract, type MethodDoc } from './contract';
import { paramRows, type NamedLists } from './params';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_REFERENCE = join(ROOT, 'docs', 'api.md');

/** The lists of values a param may take that the contract names as a type. */
const NAMED_LISTS: NamedLists = new Map<readonly string[], string>([
  [MODES, 'Mode'],
  [IMPORT_FORMATS, 'ImportFormat'],
  [DECK_WRITE_FORMATS, 'DeckWriteFormat'],
]);

const INTRODUCTION = `# API reference

Generated from \`api/contract.ts\` and \`api/schemas.ts\` by \`npm run docs:api\` (\`tools/api-docs/\`); a test fails
when this file is not what the generator writes, so change those files and run it again rather than editing this one.

Every host takes a method name and its params: the desktop app over IPC (\`window.bridge.invoke\`), the web bridge as
\`POST /api/invoke\` with \`{ "method", "params" }\`, the command line as \`deckdojo call METHOD 'PARAMS'\`. Each answers

\`\`\`json
{ "ok": true, "result": … }
{ "ok": false, "error": { "code": "…", "message": "…", "text": { "ja": "…", "en": "…" }, "issues": [{ "line": 3, "column": "cost", "position": 7, "message": "…", "text": { "ja": "…", "en": "…" } }] } }
\`\`\`

\`message\` is English, for logs and scripts; \`text\`, where a reason has it, says why in both languages for an interface
to show in its own (a refused card file, decklist, query, download or restore).

Params are an object of named fields (or left out when none is needed). They are checked against the method's
schema before its handler runs: no unknown fields, and each field as its table says; a field that fails is named in
an \`INVALID_PARAMS\` error (a huge value shown by its first 60 characters). A path in \`cards.import\` or
\`backups.restoreFile\` is read only when the host approved it (the command line, the desktop app's open dialog, a
file uploaded to the web bridge). Decks travel as \`sections: { [sectionId]: [{ key, count }] }\`; every key must name
a card of the game, and \`NOT_FOUND\` lists each one that does not. How the contract, the schemas and the hosts fit
together: [architecture.md](architecture.md), section 2.`;

const EVENTS = `Pushed to every window (desktop app) or tab (web bridge) of the backend that made the change: over IPC,
or as server-sent events at \`GET /api/events\`. Another process on the same database does not hear them.`;

const ERRORS = `Any method may answer \`INVALID_PARAMS\` and \`INTERNAL\`, and one that names a card, deck, table, match or backup
\`NOT_FOUND\`; the other codes where the method's description names them.`;

/** GitHub's anchor for a heading. */
const anchor = (heading: string) => heading.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');
const code = (text: string) => `\`${text.replace(/\s+/g, ' ')}\``;
const cell = (text: string) => text.replaceAll('|', '\\|');
/** A doc comment as one paragraph. */
const prose = (text: string) => text.replace(/\s*\n\s*/g, ' ');

export function apiReference(): string {
  const contract = readContract(ROOT, join(ROOT, 'api', 'contract.ts'));
  const typeHeadings = new Map(contract.types.map((type) => [type.name, `${type.kind} ${type.name}`]));
  const typeNames = new Set(typeHeadings.keys());
  for (const name of NAMED_LISTS.values()) if (!typeNames.has(name)) throw new Error(`no method names the type ${name}`);
  const headings = new Set<string>();
  const heading = (level: string, text: string) => {
    if (headings.has(anchor(text))) throw new Error(`two headings make the anchor #${anchor(text)}`);
    headings.add(anchor(text));
    return `${level} ${text}`;
  };
  const typeLink = (name: string) => `[${code(name)}](#${anchor(typeHeadings.get(name)!)})`;
  /** A type as written, linked when it is a documented type (or a list of one), else with links to those it names. */
  const typeText = (written: string, named: string[]) => {
    const whole = /^(\w+)(\[\])?$/.exec(written);
    if (whole && typeNames.has(whole[1]!)) return `${typeLink(whole[1]!)}${whole[2] ?? ''}`;
    const links = named.filter((name) => typeNames.has(name)).map(typeLink);
    return links.length > 0 ? `${code(written)} (${links.join(', ')})` : code(written);
  };
  /** A union of simple types with each documented type linked (`GameId | null`); anything else as written. */
  const unionText = (written: string) => (/[{(]/.test(written) ? code(written) : written.split(' | ').map((part) => typeText(part, [])).join(' | '));
  const errorCodes = contract.errors.map((error) => error.code);

  const method = (doc: MethodDoc): string[] => {
    const schema = paramSchemas[doc.name as keyof typeof paramSchemas];
    if (!schema) throw new Error(`${doc.name} has no schema`);
    const rows = paramRows(schema, NAMED_LISTS);
    const lines = [heading('###', code(doc.name)), ''];
    if (doc.doc) lines.push(prose(doc.doc), '');
    if (rows.length === 0) {
      lines.push('No params.', '');
    } else {
      lines.push('| param | type | checks |', '|---|---|---|');
      for (const row of rows) {
        // A field the schema only knows as an object is named by its type in the contract.
        const declared = row.path.includes('.') || row.path.includes('[') ? '' : (doc.fields.get(row.path)?.type ?? '');
        const named = /^(\w+)(\[\])?$/.exec(declared);
        const type = named && typeNames.has(named[1]!) && row.type.includes('object') ? typeText(declared, []) : unionText(row.type);
        lines.push(`| ${code(`${row.path}${row.optional ? '?' : ''}`)} | ${cell(type)} | ${cell(row.checks.join('; '))} |`);
      }
      lines.push('');
      const notes = [...doc.fields].filter(([, field]) => field.doc);
      if (notes.length > 0) lines.push(...notes.map(([name, field]) => `- ${code(name)}: ${prose(field.doc)}`), '');
    }
    const errors = errorCodes.filter((error) => new RegExp(`\\b${error}\\b`).test(doc.doc));
    lines.push(`Result: ${typeText(doc.result, doc.resultUses)}.${errors.length > 0 ? ` Errors: ${errors.map(code).join(', ')}.` : ''}`, '');
    return lines;
  };

  const lines = [INTRODUCTION, '', heading('##', 'Methods'), ''];
  for (const group of new Set(contract.methods.map((doc) => doc.name.split('.')[0]!))) {
    const docs = contract.methods.filter((doc) => doc.name.startsWith(`${group}.`));
    lines.push(`- ${group}: ${docs.map((doc) => `[${code(doc.name)}](#${anchor(code(doc.name))})`).join(', ')}`);
  }
  lines.push('');
  for (const doc of contract.methods) lines.push(...method(doc));

  lines.push(heading('##', 'Events'), '', EVENTS, '');
  for (const event of contract.events) {
    lines.push(heading('###', code(event.name)), '');
    if (event.doc) lines.push(prose(event.doc), '');
    lines.push(`Payload: ${typeText(event.payload, event.uses)}.`, '');
  }

  lines.push(heading('##', 'Errors'), '', ERRORS, '');
  lines.push('| code | meaning |', '|---|---|', ...contract.errors.map((error) => `| ${code(error.code)} | ${cell(error.doc)} |`), '');

  lines.push(heading('##', 'Types'), '', 'As declared, with the file that declares them.', '');
  for (const type of contract.types) lines.push(heading('###', typeHeadings.get(type.name)!), '', '```ts', `// ${type.file}`, type.text, '```', '');
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(API_REFERENCE, apiReference());
  console.log(`wrote ${API_REFERENCE}`);
}
