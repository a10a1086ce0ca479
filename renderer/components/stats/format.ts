import type { GameInfo } from '../../../api/contract';
import { locale, pick } from '../../i18n/index.svelte';
import { kindLabel } from '../../lib/card-display';

// Making an Intl.NumberFormat costs far more than using one, and a deck's odds table formats hundreds of cells
// on every edit: one per language and number of decimals.
const percentFormats = new Map<string, Intl.NumberFormat>();
function percentFormat(language: string, places: number): Intl.NumberFormat {
  const id = `${language}:${places}`;
  let format = percentFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: places, maximumFractionDigits: places });
    percentFormats.set(id, format);
  }
  return format;
}

/**
 * A probability as a percentage with `digits` decimals. An event that can happen never reads 0%, nor one that can
 * fail 100%: a player reading "100%" takes it as certain.
 */
export function percent(probability: number, digits = 1): string {
  const format = (value: number, places = digits) => percentFormat(locale(), places).format(value);
  if (probability <= 0) return format(0, 0);
  if (probability >= 1) return format(1, 0);
  const step = 10 ** -digits / 100;
  if (probability < step / 2) return `<${format(step)}`;
  if (probability >= 1 - step / 2) return `>${format(1 - step)}`;
  return format(probability);
}

export type BreakdownAxis = 'kinds' | 'colors' | 'traits';

/**
 * How a breakdown's keys read: kinds by the game's labels, colours by the names the game declares, traits by the
 * game's names of them (FaB classes and talents), else as printed (DM races).
 */
export function breakdownLabel(game: GameInfo, axis: BreakdownAxis): (key: string) => string {
  if (axis === 'kinds') return (key) => kindLabel(game.cardKinds, key, locale());
  const colour = game.presentation.colour;
  if (axis === 'colors' && colour) {
    const names = new Map([...colour.values, ...(colour.multicolour ? [colour.multicolour] : [])].map((value) => [value.value, value.name]));
    return (key) => {
      const name = names.get(key);
      return name ? pick(name) : key;
    };
  }
  const traits = game.presentation.traitNames ?? {};
  return (key) => (traits[key] ? pick(traits[key]) : key);
}

/** The language of a breakdown key shown as printed (a DM race), null where the interface names it. */
export function breakdownLang(game: GameInfo, axis: BreakdownAxis): (key: string) => string | null {
  if (axis !== 'traits') return () => null;
  return (key) => (game.presentation.traitNames?.[key] ? null : game.cardLanguage);
}
