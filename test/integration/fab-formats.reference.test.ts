// The real FaBrary exports of the full data (the reference folder's data/, README §1) judged in the formats they
// name: 440 lists say `Format: Draft` and are legal Draft decks; the 479 old exports (no Format line, Draft events of
// Part the Mistveil) are too; the two CC lists stay CC.
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers/reference';
import { useDeckApi } from './deck-rules.cases';

const { call, validate } = useDeckApi();

const FILES = [
  'fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt',
  'fab/decks/fabrary_export_draft_HNT_2025.txt',
  'fab/decks/fabrary_export_draft_SEA_2025.txt',
  'formats/fabrary/fabrary_NEW_format_CC_sweden_nationals_2025_cindra.txt',
  'formats/fabrary/fabrary_NEW_format_draft_with_timestamp_line.txt',
];

describe('FaB formats: the real FaBrary exports', () => {
  it('FaB Draft: the 440 lists that say Format: Draft read as Draft and are legal there; the 2 CC lists are legal CC', async () => {
    const verdicts: Record<string, { legal: number; illegal: number }> = {};
    for (const file of FILES) {
      for (const deck of (await call('decks.read', { game: 'fab', text: REFERENCE_DATA.text(file) })).decks) {
        const verdict = await validate('fab', deck, deck.format!);
        const tally = (verdicts[`${deck.fileFormat} → ${deck.format}`] ??= { legal: 0, illegal: 0 });
        if (verdict.legal && deck.unresolved.length === 0) tally.legal += 1;
        else tally.illegal += 1;
      }
    }
    expect(verdicts).toEqual({ 'Classic Constructed → cc': { legal: 2, illegal: 0 }, 'Draft → draft': { legal: 440, illegal: 0 } });
  }, 120_000);

  it('FaB Draft: the 479 old exports of Part the Mistveil drafts are legal Draft decks; cards off the hero\'s class only warn (1.1.3)', async () => {
    const { decks } = await call('decks.read', { game: 'fab', text: REFERENCE_DATA.text('fab/decks/fabrary_export_OLDFORMAT_draft_PtM_2024.txt') });
    expect(decks).toHaveLength(479);
    let warned = 0;
    for (const deck of decks) {
      expect(deck.format).toBeNull();
      const verdict = await validate('fab', deck, 'draft');
      expect(verdict.legal, deck.name!).toBe(true);
      if (verdict.violations.some((v) => v.code === 'supertype' && v.severity === 'warning' && v.rule === 'FaB 1.1.3')) warned += 1;
    }
    // An opened pool holds cards of other classes: 238 of the 479 pools do.
    expect(warned).toBe(238);
  }, 120_000);
});
