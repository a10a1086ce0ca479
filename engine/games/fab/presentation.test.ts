import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { presentation } from './presentation';
import { zones } from './zones';

describe('FaB words in Japanese (issue 23: the official Japanese rules’ own terms)', () => {
  it('FaB 3.0.1: names the zones as the official Japanese rules do, and the hero’s intellect 知力 as search and import do', () => {
    const types = ruleText('fab', '3.0.1');
    for (const zone of zones.filter((each) => !each.outside)) expect(types).toContain(`「${zone.label.ja.replace(/\s*\d+$/, '')}」`);
    expect(presentation.frameStats?.find((stat) => stat.stat === 'intellect')?.label.ja).toBe('知力');
  });

  it('names Light 光, as the Japanese rules do (fab.md §5), and no talent or class in Latin letters', () => {
    expect(presentation.traitNames?.light).toEqual({ ja: '光', en: 'Light' });
    for (const [word, name] of Object.entries(presentation.traitNames ?? {})) expect(name.ja, word).not.toMatch(/[A-Za-z]/);
  });
});
