/** One problem in an input file: where it is (line, column) and what is wrong. */
export interface ImportIssue {
  /** 1-based line in the file (the header of a CSV is line 1); for JSON, the 1-based index of the item. */
  line?: number;
  /** Column name (CSV) or field path (JSON). */
  column?: string;
  message: string;
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
    super(`${file}: ${total === 1 ? describeIssue(issues[0]!) : `${total} problems, first: ${describeIssue(issues[0]!)}`}`);
    this.name = 'ImportError';
  }
}

export function describeIssue(issue: ImportIssue): string {
  const where = [issue.line !== undefined ? `line ${issue.line}` : '', issue.column ? `column "${issue.column}"` : '']
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${issue.message}` : issue.message;
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
