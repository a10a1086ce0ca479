/** One problem in an input file: where it is (line, column) and what is wrong. */
export interface ImportIssue {
  /** 1-based line in the file (the header of a CSV is line 1); for JSON, the 1-based index of the item. */
  line?: number;
  /** Column name (CSV) or field path (JSON). */
  column?: string;
  message: string;
}

/** The file cannot be imported; `issues` lists every problem found, not only the first. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly ImportIssue[],
  ) {
    super(`${file}: ${issues.length === 1 ? describeIssue(issues[0]!) : `${issues.length} problems, first: ${describeIssue(issues[0]!)}`}`);
    this.name = 'ImportError';
  }
}

export function describeIssue(issue: ImportIssue): string {
  const where = [issue.line !== undefined ? `line ${issue.line}` : '', issue.column ? `column "${issue.column}"` : '']
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** Collects issues while a parser keeps going, so one run reports them all. */
export class IssueList {
  readonly items: ImportIssue[] = [];
  add(issue: ImportIssue): void {
    this.items.push(issue);
  }
  /** Throws the issues found so far, in file order (whole-file problems first). */
  throwIfAny(file: string): void {
    if (this.items.length === 0) return;
    const ordered = [...this.items].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw new ImportError(file, ordered);
  }
}
