/** The save loop both writers of the contention test run (test/integration/contention.test.ts). */
import type { Backend } from '../../api/backend';
import type { DeckSections, ErrorCode, Result } from '../../api/contract';

export interface SaveAnswer {
  deck: string;
  sent: DeckSections;
  /** The version the save was told it made, or the code it was refused with. */
  version?: number;
  code?: ErrorCode;
}

/** Contents no other save of the loop sends: the writer's own card count, and the save's number. */
const contents = (writer: number, save: number): DeckSections => ({ basic: [{ key: 'acg-s001', count: 1 + save }, { key: 'acg-s002', count: writer }] });

/**
 * Saves `own` (which only this writer saves) and `shared` (which the other writer saves too) `saves` times each, from
 * the version the last answer named; a CONFLICT on the shared deck reads it again, as the editor does.
 */
export async function saveLoop(backend: Backend, { own, shared, saves, writer }: { own: string; shared: string; saves: number; writer: number }, answer: (line: SaveAnswer) => void): Promise<void> {
  const newest = async (id: string) => ((await backend.invoke('library.get', { id })) as { ok: true; result: Result<'library.get'> }).result.version;
  const base = new Map([[own, await newest(own)], [shared, await newest(shared)]]);
  for (let save = 0; save < saves; save++) {
    for (const deck of [own, shared]) {
      const sent = contents(writer, save);
      const response = await backend.invoke('library.save', { id: deck, sections: sent, baseVersion: base.get(deck)! });
      if (response.ok) {
        const { version } = response.result as Result<'library.save'>;
        base.set(deck, version);
        answer({ deck, sent, version });
      } else {
        if (response.error.code === 'CONFLICT') base.set(deck, await newest(deck));
        answer({ deck, sent, code: response.error.code });
      }
    }
  }
}
