/** Text for a terminal: CJK and full-width characters take two columns. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function columnsOf(text: string): number {
  return [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
}

export function padColumns(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - columnsOf(text)));
}
