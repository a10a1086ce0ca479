/**
 * A write that started from a revision another write has already replaced (a table, a match or a deck's details
 * changed elsewhere); `newest` when the write read it.
 */
export class StaleRevisionError extends Error {
  constructor(
    readonly record: 'table' | 'match' | 'deck',
    readonly id: string,
    readonly revision: number,
    readonly newest?: number,
  ) {
    super(`${record} ${id}: revision ${revision} is not the newest${newest === undefined ? '' : ` (${newest})`}`);
    this.name = 'StaleRevisionError';
  }
}
