/**
 * Import cycles among the repository's source files (docs/architecture.md §1): every relative import of a .ts file
 * and of a .svelte file's `<script>` blocks, type-only imports included (a type cycle still ties two modules'
 * meaning together), tests and their shared cases left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The folders of source code; tests live beside it (*.test.ts) and in test/, which is not scanned. */
export const SOURCE_FOLDERS = ['api', 'db', 'electron', 'engine', 'renderer', 'tools', 'bin'];
const SOURCE_FILE = /\.(ts|svelte)$/;
const NOT_SOURCE = /\.(test|cases)\.ts$|\.d\.ts$/;

/** Project-relative paths (forward slashes) of the source files under `folders`. */
export function sourceFiles(root: string, folders: readonly string[] = SOURCE_FOLDERS): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry.name) && !NOT_SOURCE.test(entry.name)) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return found.sort();
}

/** The module specifiers a file's code names: imports, re-exports, `import()` and `import type` alike. */
export function importedSpecifiers(path: string, text: string): string[] {
  const code = path.endsWith('.svelte') ? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n') : text;
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

/** The file a relative specifier names, as TypeScript and Vite resolve it (`./x` → x.ts, x/index.ts, `./x.js` → x.ts). */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), specifier);
  const candidates = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return file && relative(root, file).split(sep).join('/');
}

/** Each source file's imports of other source files. */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(file, readFileSync(join(root, file), 'utf8'))
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * One cycle per strongly connected component of the graph (Tarjan's algorithm), each as the path of files that
 * closes it (`a → b → a`), starting from its first file in sorted order, so a report reads the same on every run.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    // A file importing itself is a recursive Svelte component (table/Card.svelte), not a cycle between modules.
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => shortestLoop(graph, component[0]!, new Set(component))).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest way from `start` back to itself inside one component (breadth first). */
function shortestLoop(graph: ReadonlyMap<string, readonly string[]>, start: string, component: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at]!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`${start} is in no loop of its component`);
}
