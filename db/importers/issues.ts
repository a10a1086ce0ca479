import type { Localized } from '../../engine/localized';

/** One problem in an input file: where it is (line, column or character) and what is wrong, in both languages. */
export interface ImportIssue {
  /** 1-based line in the file (the header of a CSV is line 1); for JSON, the 1-based index of the item. */
  line?: number;
  /** Column name (CSV) or field path (JSON). */
  column?: string;
  /** The 1-based character in the line, where a JSON syntax error is. */
  position?: number;
  /** What is wrong, in both languages: the interface shows its own, logs and the CLI the English. */
  message: Localized;
}

/**
 * Problems kept at most. A broken 50 MB file may have one in every row; the first ones by line tell the player
 * what to fix, and holding them all would cost as much memory as the file.
 */
export const MAX_ISSUES = 500;

/**
 * The file cannot be imported; `issues` lists the problems found in file order, not only the first: all of them,
 * or the first MAX_ISSUES when an IssueList gathered more (`total` counts them all).
 */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly ImportIssue[],
    readonly total = issues.length,
  ) {
    super(summarize(file, issues, total, 'en'));
    this.name = 'ImportError';
  }

  /** The message in both languages (`en` is `message`). */
  get text(): Localized {
    return { en: this.message, ja: summarize(this.file, this.issues, this.total, 'ja') };
  }
}

function summarize(file: string, issues: readonly ImportIssue[], total: number, lang: keyof Localized): string {
  const first = describeIssue(issues[0]!, lang);
  if (lang === 'ja') return `${file}：${total === 1 ? first : `問題が${total}件あります。最初は${first}`}`;
  return `${file}: ${total === 1 ? first : `${total} problems, first: ${first}`}`;
}

/** Where the problem is and what it is, in one language: `line 3, column "cost": …`, 「3行目、列「cost」：…」. */
export function describeIssue(issue: ImportIssue, lang: keyof Localized = 'en'): string {
  return placeReason(issue, issue.message[lang], lang);
}

/** A reason put at its place in a file, as describeIssue writes it (also for an API issue's one-language `message`). */
export function placeReason(at: Pick<ImportIssue, 'line' | 'column' | 'position'>, reason: string, lang: keyof Localized = 'en'): string {
  const ja = lang === 'ja';
  const line = at.line === undefined ? '' : ja ? `${at.line}行目` : `line ${at.line}`;
  const where = [
    at.position === undefined ? line : ja ? `${line}${at.position}文字目` : `${line}, character ${at.position}`,
    at.column ? (ja ? `列「${at.column}」` : `column "${at.column}"`) : '',
  ]
    .filter(Boolean)
    .join(ja ? '、' : ', ');
  return where ? `${where}${ja ? '：' : ': '}${reason}` : reason;
}

/**
 * Collects issues while a parser keeps going, so one run reports them all. It keeps the first MAX_ISSUES in file
 * order and counts the rest.
 */
export class IssueList {
  /** The kept issues: the earliest in the file of all added so far, among others added since the last trim. */
  readonly items: ImportIssue[] = [];
  private added = 0;
  /** Every issue added, kept or not. */
  get count(): number {
    return this.added;
  }
  add(issue: ImportIssue): void {
    this.added++;
    this.items.push(issue);
    // Trimmed now and then rather than on every add: sorting is stable, so the kept ones stay the first by line.
    if (this.items.length >= 2 * MAX_ISSUES) this.items.splice(0, this.items.length, ...this.ordered());
  }
  /** Throws the issues found so far, in file order (whole-file problems first). */
  throwIfAny(file: string): void {
    if (this.count === 0) return;
    throw new ImportError(file, this.ordered(), this.count);
  }
  private ordered(): ImportIssue[] {
    return [...this.items].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).slice(0, MAX_ISSUES);
  }
}
