/** A write that started from a revision another write has already replaced (a table or a match changed elsewhere). */
export class StaleRevisionError extends Error {
  constructor(
    readonly record: 'table' | 'match',
    readonly id: string,
    readonly revision: number,
  ) {
    super(`${record} ${id}: revision ${revision} is not the newest`);
    this.name = 'StaleRevisionError';
  }
}
