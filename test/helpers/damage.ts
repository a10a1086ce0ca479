/** A database file's bytes with every other page from the second on overwritten: SQLite still opens it, but its B-trees no longer hold together. */
export function damage(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const pageSize = copy.readUInt16BE(16);
  for (let page = 2; page * pageSize < copy.length; page += 2) copy.fill(0xa5, page * pageSize, page * pageSize + 64);
  return copy;
}
