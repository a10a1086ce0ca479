/**
 * The card browser's search state over a real backend (the ACG sample pack), with the bridge's answers held back
 * where a test needs to type while a search is on its way: what is sent, and which answer is shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Bridge } from '../../api/contract';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { inProcessBridge } from '../../test/helpers/bridge';
import { useTempDir } from '../../test/helpers/temp';
import { CardSearch } from './card-search.svelte';
import { createClient } from './client';

const tempDir = useTempDir();
let test: TestBackend | undefined;
afterEach(() => test?.db.close());

/** A bridge that records each call and answers only when `release()` is called (or at once when not holding). */
function heldBridge() {
  test = makeBackend(tempDir(), { packs: ['sample-acg.json'] });
  const inner = inProcessBridge(test.backend);
  const sent: { method: string; params: Record<string, unknown> }[] = [];
  const waiting: (() => void)[] = [];
  let holding = true;
  const bridge: Bridge = {
    invoke: async (method, params) => {
      sent.push({ method, params: params as Record<string, unknown> });
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
      return inner.invoke(method, params);
    },
    onEvent: inner.onEvent,
  };
  return {
    client: createClient(bridge),
    sent,
    queries: () => sent.filter((call) => call.method === 'cards.search').map((call) => call.params.query),
    /** Lets every held call through, and waits for the answers to land. */
    release: async () => {
      waiting.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stopHolding: () => (holding = false),
  };
}

describe('CardSearch', () => {
  it('searches a keystroke at once, and what is typed while it is on its way as soon as it lands (newest only)', async () => {
    const bridge = heldBridge();
    const search = new CardSearch(bridge.client, 'acg');
    search.type('兵');
    expect(bridge.queries()).toEqual(['兵']);
    search.type('兵隊');
    search.type('兵隊蟻');
    expect(bridge.queries()).toEqual(['兵']);
    await bridge.release();
    // The first answer shows for what it was asked, not for what was typed since; the newest query follows.
    expect(bridge.queries()).toEqual(['兵', '兵隊蟻']);
    expect(search.resultQuery).toBe('兵');
    expect(search.searching).toBe(true);
    await bridge.release();
    expect(search.resultQuery).toBe('兵隊蟻');
    expect(search.rows.slice(0, search.total).every((card) => card?.name.includes('兵隊蟻'))).toBe(true);
    expect(search.total).toBeGreaterThan(0);
    expect(search.searching).toBe(false);
    // Nothing typed meanwhile: nothing more is sent.
    await bridge.release();
    expect(bridge.queries()).toEqual(['兵', '兵隊蟻']);
  });

  it('shows a query it cannot read as a problem of that query', async () => {
    const bridge = heldBridge();
    bridge.stopHolding();
    const search = new CardSearch(bridge.client, 'acg');
    search.type('cost<=');
    await bridge.release();
    expect(search.resultQuery).toBe('cost<=');
    expect(search.problem?.message).toMatch(/needs a value/);
  });

  it('fetches a card picked again while its details are on their way or shown once, and afresh when asked', async () => {
    const bridge = heldBridge();
    const search = new CardSearch(bridge.client, 'acg');
    bridge.stopHolding();
    await search.run();
    const card = search.rows[0]!;
    const gets = () => bridge.sent.filter((call) => call.method === 'cards.get').length;
    const first = search.select(card.key);
    const second = search.select(card.key);
    await Promise.all([first, second]);
    expect(gets()).toBe(1);
    expect(search.detail?.key).toBe(card.key);
    // Picked again while shown (a double click that adds it again): nothing asked.
    await search.select(card.key);
    expect(gets()).toBe(1);
    // A saved custom card is shown afresh: asked again.
    await search.select(card.key, { fresh: true });
    expect(gets()).toBe(2);
    // Another card, then this one again: asked again.
    await search.select(search.rows[1]!.key);
    await search.select(card.key);
    expect(gets()).toBe(4);
  });
});
