import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { madeUpTable, snapshotOf } from '../../../test/helpers/table-snapshot';
import { perform } from '../../../test/helpers/table';
import { setLocale } from '../../i18n/index.svelte';
import TableLog from './TableLog.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
  vi.restoreAllMocks();
});

/** A DM table after its setup and one draw of seat 0, as seat 0 reads it. */
function table() {
  const history = madeUpTable('dm');
  perform(history, { type: 'draw', seat: 0, count: 1 });
  return { history, snapshot: snapshotOf(history, 'dm', 0) };
}

const entryButtons = () => within(screen.getByRole('log')).getAllByRole('button');

describe('TableLog', () => {
  it('reads the log as sentences in the interface language, newest at the bottom', async () => {
    const { snapshot } = table();
    const props = { entries: snapshot.log, cursor: snapshot.table.cursor, length: snapshot.table.length, onundo: vi.fn(), onredo: vi.fn() };
    render(TableLog, { props });
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items.map((item) => Number(item.dataset.index))).toEqual(snapshot.log.map((entry) => entry.index));
    expect(items[5]!.textContent).toContain('プレイヤー2はカード5枚を引いた');
    expect(items.at(-1)!.textContent).toMatch(/プレイヤー1は「card \d+」を引いた/);
    setLocale('en');
    await tick();
    expect(items[5]!.textContent).toContain('Player 2 draws 5 cards');
    expect(items.at(-1)!.textContent).toMatch(/Player 1 draws card \d+/);
  });

  it('undoes to just after the entry clicked; the latest entry is where the table is', async () => {
    const { snapshot } = table();
    const onundo = vi.fn();
    render(TableLog, { props: { entries: snapshot.log, cursor: snapshot.table.cursor, length: snapshot.table.length, onundo, onredo: vi.fn() } });
    const buttons = entryButtons();
    await fireEvent.click(buttons[2]!);
    expect(onundo).toHaveBeenLastCalledWith(snapshot.log[2]!.index);
    expect(buttons[2]!.getAttribute('title')).toBe(`${snapshot.log[2]!.index}番目より後をすべて元に戻す`);
    const latest = buttons.at(-1) as HTMLButtonElement;
    expect([latest.disabled, latest.getAttribute('aria-current')]).toEqual([true, 'step']);
  });

  it('Undo steps back one entry and Redo is offered only while there is something to redo', async () => {
    const { history, snapshot } = table();
    const onundo = vi.fn();
    const onredo = vi.fn();
    const { rerender } = render(TableLog, {
      props: { entries: snapshot.log, cursor: snapshot.table.cursor, length: snapshot.table.length, onundo, onredo },
    });
    const undo = screen.getByRole('button', { name: '元に戻す' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'やり直す' }) as HTMLButtonElement;
    expect([undo.disabled, redo.disabled]).toEqual([false, true]);
    await fireEvent.click(undo);
    expect(onundo).toHaveBeenLastCalledWith(history.cursor - 1);

    history.undo();
    const after = snapshotOf(history, 'dm', 0);
    await rerender({ entries: after.log, cursor: after.table.cursor, length: after.table.length, onundo, onredo });
    expect([undo.disabled, redo.disabled]).toEqual([false, false]);
    await fireEvent.click(redo);
    expect(onredo).toHaveBeenCalledOnce();

    history.goTo(0);
    const start = snapshotOf(history, 'dm', 0);
    await rerender({ entries: start.log, cursor: start.table.cursor, length: start.table.length, onundo, onredo });
    expect([undo.disabled, redo.disabled]).toEqual([true, false]);
    expect(screen.getByText('まだ何も行われていません。')).toBeTruthy();
  });

  it('keeps the newest entry scrolled into view', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const { history, snapshot } = table();
    const props = { entries: snapshot.log, cursor: snapshot.table.cursor, length: snapshot.table.length, onundo: vi.fn(), onredo: vi.fn() };
    const { rerender } = render(TableLog, { props });
    const list = screen.getByRole('log');
    // It scrolls once the frame showing the table has been painted.
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    await tick();
    await painted();
    expect(list.scrollTop).toBe(900);
    list.scrollTop = 0;
    perform(history, { type: 'shuffle', seat: 0, zone: { zone: 'deck' } });
    const after = snapshotOf(history, 'dm', 0);
    await rerender({ ...props, entries: after.log, cursor: after.table.cursor, length: after.table.length });
    await tick();
    await painted();
    expect(list.scrollTop).toBe(900);
  });
});
