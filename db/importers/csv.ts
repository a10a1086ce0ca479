import { ImportError } from './issues';

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
  const firstLineEnd = text.search(/\r?\n/);
  const firstLine = firstLineEnd < 0 ? text : text.slice(0, firstLineEnd);
  const delimiter = (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? '\t' : ',';

  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteOpenedAt = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteOpenedAt = line;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new ImportError(file, [{ line: quoteOpenedAt, message: 'a quoted field is never closed' }]);
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  const [header, ...body] = records.filter((record) => record.fields.some((value) => value.trim() !== ''));
  if (!header) throw new ImportError(file, [{ message: 'is empty' }]);
  const headers = header.fields.map((name) => name.trim());
  const rows = body.map(({ line: rowLine, fields: values }) => ({
    line: rowLine,
    values: Object.fromEntries(headers.map((name, index) => [name, values[index] ?? ''])),
    extra: values.length > headers.length ? values.slice(headers.length) : [],
  }));
  const ragged = rows.filter((row) => row.extra.some((value) => value.trim() !== ''));
  if (ragged.length > 0) {
    throw new ImportError(
      file,
      ragged.map((row) => ({ line: row.line, message: `has ${headers.length + row.extra.length} fields; the header has ${headers.length}` })),
    );
  }
  return { headers, rows: rows.map(({ line: rowLine, values }) => ({ line: rowLine, values })), delimiter };
}
