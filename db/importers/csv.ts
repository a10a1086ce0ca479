import { ImportError, IssueList } from './issues';

export interface CsvRow {
  /** 1-based line where the row starts (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
  delimiter: ',' | '\t';
}

/**
 * RFC 4180 CSV (and tab-separated files like fab-cube's): quoted fields with doubled quotes, line breaks inside
 * quotes, CRLF or LF. The delimiter is whichever of comma and tab the header line uses more.
 */
export function parseCsv(text: string, file: string): CsvTable {
  const reader = new CsvReader(file);
  const rows = reader.push(text);
  rows.push(...reader.end());
  reader.ragged.throwIfAny(file);
  return { headers: reader.headers!, rows, delimiter: reader.delimiter };
}

const LF = 10;
const CR = 13;
const QUOTE = 34;

/**
 * parseCsv for text that comes in pieces: each piece gives the rows it completes, so a big file is never held
 * whole. A quoted field, a doubled quote or a CRLF may straddle two pieces. Rows with more filled fields than the
 * header are collected in `ragged` (parseCsv throws them once the file is read) and still given out.
 */
export class CsvReader {
  /** The trimmed header names, once the first non-blank row has been read. */
  headers: string[] | null = null;
  delimiter: ',' | '\t' = ',';
  readonly ragged = new IssueList();
  /** Text held until the first line break, which the delimiter is told from. */
  private head: string | null = '';
  private fields: string[] = [];
  private field = '';
  private quoted = false;
  /** A quote inside a quoted field ended the last piece: the next character says whether it closes or doubles. */
  private quotePending = false;
  /** A CR outside quotes ended the last piece: a LF that starts the next belongs to it. */
  private lfPending = false;
  private line = 1;
  private recordLine = 1;
  private quoteOpenedAt = 0;
  private rows: CsvRow[] = [];

  constructor(private readonly file: string) {}

  /** The rows this piece of text completes. */
  push(text: string): CsvRow[] {
    if (this.head !== null) {
      this.head += text;
      if (!text.includes('\n')) return [];
      text = this.startBody();
    }
    this.scan(text);
    return this.take();
  }

  /** The last row; throws when a quoted field is never closed or the file holds no header. */
  end(): CsvRow[] {
    if (this.head !== null) this.scan(this.startBody());
    if (this.quotePending) this.quoted = false;
    if (this.quoted) throw new ImportError(this.file, [{ line: this.quoteOpenedAt, message: { en: 'a quoted field is never closed', ja: '引用符で始まるフィールドが閉じられていません' } }]);
    if (this.field !== '' || this.fields.length > 0) this.endRecord();
    if (!this.headers) throw new ImportError(this.file, [{ message: { en: 'is empty', ja: 'ファイルが空です' } }]);
    return this.take();
  }

  /** Tells the delimiter from the first line; returns the text held so far. */
  private startBody(): string {
    const text = this.head!;
    this.head = null;
    const firstLineEnd = text.search(/\r?\n/);
    const firstLine = firstLineEnd < 0 ? text : text.slice(0, firstLineEnd);
    this.delimiter = (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? '\t' : ',';
    return text;
  }

  private take(): CsvRow[] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  private scan(text: string): void {
    const delimiter = this.delimiter.charCodeAt(0);
    const length = text.length;
    let i = 0;
    if (this.lfPending && length > 0) {
      this.lfPending = false;
      if (text.charCodeAt(0) === LF) i = 1;
    }
    if (this.quotePending && i < length) {
      this.quotePending = false;
      if (text.charCodeAt(i) === QUOTE) {
        this.field += '"';
        i++;
      } else this.quoted = false;
    }
    while (i < length) {
      if (this.quoted) {
        const quote = text.indexOf('"', i);
        const stop = quote < 0 ? length : quote;
        for (let lf = text.indexOf('\n', i); lf >= 0 && lf < stop; lf = text.indexOf('\n', lf + 1)) this.line++;
        this.field += text.slice(i, stop);
        if (quote < 0) return;
        if (quote + 1 === length) {
          this.quotePending = true;
          return;
        }
        if (text.charCodeAt(quote + 1) === QUOTE) {
          this.field += '"';
          i = quote + 2;
        } else {
          this.quoted = false;
          i = quote + 1;
        }
        continue;
      }
      let j = i;
      let code = 0;
      while (j < length) {
        code = text.charCodeAt(j);
        if (code === delimiter || code === LF || code === CR || code === QUOTE) break;
        j++;
      }
      this.field += text.slice(i, j);
      if (j === length) return;
      i = j + 1;
      if (code === QUOTE) {
        // A quote opens a quoted field only at its start; elsewhere it is text.
        if (this.field === '') {
          this.quoted = true;
          this.quoteOpenedAt = this.line;
        } else this.field += '"';
      } else if (code === delimiter) {
        this.fields.push(this.field);
        this.field = '';
      } else {
        if (code === CR) {
          if (i === length) this.lfPending = true;
          else if (text.charCodeAt(i) === LF) i++;
        }
        this.endRecord();
        this.line++;
        this.recordLine = this.line;
      }
    }
  }

  private endRecord(): void {
    const values = this.fields;
    values.push(this.field);
    this.fields = [];
    this.field = '';
    // Blank lines (and lines of only delimiters) are skipped but still counted.
    if (values.every((value) => value.trim() === '')) return;
    const headers = this.headers;
    if (!headers) {
      this.headers = values.map((name) => name.trim());
      return;
    }
    const line = this.recordLine;
    if (values.slice(headers.length).some((value) => value.trim() !== '')) {
      this.ragged.add({ line, message: { en: `has ${values.length} fields; the header has ${headers.length}`, ja: `フィールドが${values.length}個あります（見出し行は${headers.length}個）` } });
    }
    this.rows.push({ line, values: Object.fromEntries(headers.map((name, index) => [name, values[index] ?? ''])) });
  }
}
