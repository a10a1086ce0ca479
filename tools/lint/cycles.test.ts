import { describe, expect, it } from 'vitest';
import { findCycles, importedSpecifiers, importGraph, sourceFiles } from './cycles';

const root = process.cwd();

describe('import cycles', () => {
  it('finds none among the source files', () => {
    const files = sourceFiles(root);
    expect(files).toContain('api/backend.ts');
    expect(files).toContain('renderer/App.svelte');
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
    const cycles = findCycles(importGraph(root, files));
    expect(cycles.map((cycle) => cycle.join(' → ')), 'import cycles').toEqual([]);
  });

  it('reads the imports of a Svelte component, type-only and re-exports included', () => {
    const component = `<script module lang="ts">\n  export type { Size } from './sizes';\n</script>\n<script lang="ts">\n  import type { CardView } from '../../api/contract';\n  import Card from './Card.svelte';\n  const later = () => import('./lazy');\n</script>\n<p>import nothing from 'here'</p>`;
    expect(importedSpecifiers('renderer/x/Card.svelte', component)).toEqual(['./sizes', '../../api/contract', './Card.svelte', './lazy']);
  });

  it('names each cycle as the shortest loop from its first file, and leaves a file importing itself alone', () => {
    const graph = new Map([
      ['c.ts', ['a.ts']],
      ['a.ts', ['b.ts', 'd.ts']],
      ['b.ts', ['c.ts']],
      ['d.ts', ['a.ts', 'e.ts']],
      ['e.ts', ['e.ts']],
      ['f.ts', ['g.ts']],
      ['g.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'd.ts', 'a.ts']]);
    graph.set('g.ts', ['f.ts']);
    expect(findCycles(graph)).toEqual([
      ['a.ts', 'd.ts', 'a.ts'],
      ['f.ts', 'g.ts', 'f.ts'],
    ]);
  });

  it("follows the repository's real imports: a .js specifier, a folder index and a .svelte.ts module", () => {
    const graph = importGraph(root, sourceFiles(root));
    expect(graph.get('api/backend.ts')).toContain('api/handlers/decks.ts');
    expect(graph.get('renderer/App.svelte')?.some((target) => target.startsWith('renderer/views/'))).toBe(true);
    expect([...graph.values()].flat().some((target) => target.endsWith('.svelte.ts'))).toBe(true);
  });
});
