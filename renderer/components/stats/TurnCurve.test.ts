import { cleanup, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { dmSimulation } from '../../../test/helpers/dm-simulation';
import { setLocale } from '../../i18n/index.svelte';
import { percent } from './format';
import TurnCurve from './TurnCurve.svelte';

afterEach(() => {
  cleanup();
  setLocale('ja');
});

// SSS級天災 デッドダムド: 8 mana of three civilizations in NET-036, two copies.
const DEDDAMUDO = 'SSS級天災 デッドダムド';
const played = dmSimulation({ games: 2_000, seed: 7, turns: 10, first: true, groups: [] });
const heldOnly = dmSimulation({ games: 2_000, seed: 7, turns: 10, first: true, groups: [] }, false);
const pointsOf = (simulation: typeof played, castability: boolean) =>
  simulation.turns.map((turn) => ({ turn: turn.turn, held: turn.cards[DEDDAMUDO]!, castable: castability ? turn.castable![DEDDAMUDO]! : null }));

describe('TurnCurve', () => {
  it('draws the held share dashed and the castable share beneath it, a point per turn, with the turns along the bottom', () => {
    const points = pointsOf(played, true);
    const { container } = render(TurnCurve, { props: { points, title: DEDDAMUDO } });
    expect(container.querySelectorAll('polyline.line')).toHaveLength(2);
    const held = [...container.querySelectorAll('circle.point.held')];
    const castable = [...container.querySelectorAll('circle.point.castable')];
    expect(held).toHaveLength(10);
    expect(castable).toHaveLength(10);
    // Never castable where not held: each castable point at or below its held point (SVG y grows downwards).
    castable.forEach((point, index) => expect(Number(point.getAttribute('cy'))).toBeGreaterThanOrEqual(Number(held[index]!.getAttribute('cy'))));
    // Not castable before turn 8 (8 mana), so the first seven castable points sit on the base line.
    const base = Number(castable[0]!.getAttribute('cy'));
    expect(castable.slice(0, 7).every((point) => Number(point.getAttribute('cy')) === base)).toBe(true);
    expect(Number(castable[7]!.getAttribute('cy'))).toBeLessThan(base);
    expect(held[2]!.querySelector('title')!.textContent).toBe(`3ターン目：手札にある ${percent(points[2]!.held)}`);
    expect([...container.querySelectorAll('text.tick[text-anchor="middle"]')].map((tick) => tick.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect([...container.querySelectorAll('text.tick[text-anchor="end"]')].map((tick) => tick.textContent)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `${DEDDAMUDO}：10ターン目までに手札にある ${percent(points[9]!.held)}、唱えられる ${percent(points[9]!.castable!)}`,
    );
  });

  it('gives every figure to screen readers as a table, in English too', () => {
    setLocale('en');
    const points = pointsOf(played, true);
    render(TurnCurve, { props: { points, title: DEDDAMUDO } });
    const table = screen.getByRole('table', { name: DEDDAMUDO });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Turn', 'Held', 'Castable']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Turn 1', percent(points[0]!.held), '0%']);
    expect(rows[9]).toEqual(['Turn 10', percent(points[9]!.held), percent(points[9]!.castable!)]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `${DEDDAMUDO}, by turn 10: held in ${percent(points[9]!.held)} of games, castable in ${percent(points[9]!.castable!)}`,
    );
  });

  it('draws the held share alone where the game counts no castability, with no empty castable line or column', () => {
    const points = pointsOf(heldOnly, false);
    const { container } = render(TurnCurve, { props: { points, title: DEDDAMUDO } });
    expect(container.querySelectorAll('polyline.line')).toHaveLength(1);
    expect(container.querySelector('.castable')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['ターン', '手札にある']);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(`${DEDDAMUDO}：10ターン目までに手札にある ${percent(points[9]!.held)}`);
  });
});
