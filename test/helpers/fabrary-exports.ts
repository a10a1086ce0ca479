/** The first `count` exports of a multi-deck FaBrary file, each a timestamp line and its deck (or only its link). */
export function firstExports(text: string, count: number): string {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (/^\[?\d{4}-\d{2}-\d{2} /.test(line) ? [index] : []));
  return lines.slice(0, starts[count] ?? lines.length).join('\n');
}
