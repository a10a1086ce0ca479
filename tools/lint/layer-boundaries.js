// @ts-check
/**
 * ESLint rule: imports must follow the layer plan of docs/architecture.md §1.
 *   engine   → engine only; no Node built-ins, no I/O libraries, no electron
 *   db       → db, engine (pure: the games' declarations are values db reads, such as search fields and import columns)
 *   api      → api, db, engine (never renderer or electron)
 *   renderer → renderer, api/contract.ts, and engine for types only (but engine/utf8.ts); no Node built-ins
 *   electron → anything but renderer
 * Only files under electron/ may import the `electron` package. Tests (*.test.ts), and the cases a test shares with
 * its reference test (*.cases.ts), may import across layers.
 * Only the reference tests (*.reference.test.ts) and the tools made for it (REFERENCE_TOOLS) may reach the reference
 * folder outside the repository: name ../shared, or import its locator or the reference helper. Every other test
 * must pass on a clone with nothing beside it.
 */
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

const LAYERS = ['engine', 'db', 'api', 'renderer', 'electron', 'test', 'tools', 'bin'];
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
/** Packages that do I/O or need Node: kept out of the pure layers. */
const NODE_ONLY_PACKAGES = ['better-sqlite3', 'better-sqlite3-napi', 'electron', 'tsx'];
/** The modules that reach the reference folder (project-relative, without extension). */
const REFERENCE_MODULES = ['db/packs/reference', 'test/helpers/reference'];
/**
 * What may reach it besides the reference tests: those modules, the reference project's setup, the pack builder and
 * the fixture maker.
 */
const REFERENCE_TOOLS = [...REFERENCE_MODULES, 'test/reference-setup', 'db/packs/build', 'test/fixtures/make'];
/** `../shared` as a path, or its segments as arguments (`join(root, '..', 'shared')`). */
const SHARED_PATH = /(^|[/\\])\.\.[/\\]+shared([/\\]|$)/;

/**
 * The engine's one module the renderer may run, not only name types of: the UTF-8 check it shares with db/ to read
 * players' text files. Pure, with no rules in it.
 */
const SHARED_ENGINE_MODULE = 'engine/utf8';

/** @param {string} path project-relative, with forward slashes */
function layerOf(path) {
  const top = path.split('/')[0] ?? '';
  return LAYERS.includes(top) ? top : 'root';
}

/**
 * @param {string} from layer of the importing file
 * @param {string} to project-relative target path
 * @param {boolean} typeOnly
 * @returns {string | undefined} why the import is not allowed
 */
function crossingProblem(from, to, typeOnly) {
  const target = layerOf(to);
  if (target === from) return undefined;
  if (from === 'renderer' && to.replace(/\.ts$/, '') === SHARED_ENGINE_MODULE) return undefined;
  // package.json and the config files at the top belong to no layer; only the pure layers keep away.
  if (target === 'root') return from === 'engine' || from === 'renderer' ? `${from}/ may not import ${to}` : undefined;
  switch (from) {
    case 'engine':
      return `the engine imports nothing outside engine/ (found ${to})`;
    case 'db':
      return target === 'engine' ? undefined : `db/ may import only db/ and engine/ (found ${to})`;
    case 'api':
      return target === 'db' || target === 'engine' ? undefined : `api/ may import only db/ and engine/ (found ${to})`;
    case 'renderer':
      if (to === 'api/contract.ts' || to === 'api/contract') return undefined;
      if (target === 'engine' && typeOnly) return undefined;
      return `renderer/ may import only api/contract and engine types (found ${to})`;
    case 'electron':
      return target === 'renderer' ? `electron/ talks to the renderer over IPC only (found ${to})` : undefined;
    default:
      return undefined;
  }
}

/**
 * TypeScript's parser marks `import type` / `export type` with importKind / exportKind, beyond plain ESTree.
 * @param {unknown} node
 */
const isTypeOnly = (node) => {
  const marked = /** @type {{ importKind?: string, exportKind?: string }} */ (node);
  return marked.importKind === 'type' || marked.exportKind === 'type';
};

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layer plan of docs/architecture.md §1' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename).split(sep).join('/');
    const from = layerOf(file);
    // Unit tests sit beside their code and may use the shared helpers in test/.
    const isTest = /\.(test|cases)\.ts$/.test(file);
    const mayReachReference = /\.reference\.test\.ts$/.test(file) || REFERENCE_TOOLS.includes(file.replace(/\.[jt]s$/, ''));
    /** @param {string} found */
    const referenceMessage = (found) =>
      `only the reference tests (*.reference.test.ts) and the reference tools may reach the reference folder (found ${found})`;

    /** @param {any} node @param {unknown} source @param {boolean} typeOnly */
    function check(node, source, typeOnly) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const to = relative(root, resolve(dirname(context.filename), source)).split(sep).join('/');
        if (!mayReachReference && REFERENCE_MODULES.includes(to.replace(/\.[jt]s$/, ''))) context.report({ node, message: referenceMessage(to) });
        // Tests wire layers together on purpose (a db test may use the engine's game definitions).
        if (isTest) return;
        const problem = crossingProblem(from, to, typeOnly);
        if (problem) context.report({ node, message: problem });
        return;
      }
      const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : (source.split('/')[0] ?? '');
      if (pkg === 'electron' && from !== 'electron') {
        context.report({ node, message: `only electron/ may import the electron package (found in ${from}/)` });
      } else if ((from === 'engine' || from === 'renderer') && !typeOnly) {
        if (NODE_BUILTINS.has(source) || NODE_BUILTINS.has(pkg)) {
          context.report({ node, message: `${from}/ runs without Node: no built-in module ${source}` });
        } else if (NODE_ONLY_PACKAGES.includes(pkg)) {
          context.report({ node, message: `${from}/ may not import ${pkg}` });
        }
      }
    }

    /** @param {any} node @param {unknown} text */
    function checkPath(node, text) {
      if (!mayReachReference && typeof text === 'string' && SHARED_PATH.test(text)) context.report({ node, message: referenceMessage(text) });
    }

    return {
      Literal(node) {
        checkPath(node, node.value);
      },
      TemplateElement(node) {
        checkPath(node, node.value.cooked);
      },
      ImportDeclaration(node) {
        const typeOnly =
          isTypeOnly(node) || (node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && isTypeOnly(s)));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, isTypeOnly(node));
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, isTypeOnly(node));
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') {
          check(node, node.arguments[0].value, false);
        }
        const segments = node.arguments.map((argument) => (argument.type === 'Literal' ? argument.value : null));
        if (!mayReachReference && segments.some((segment, index) => segment === '..' && segments[index + 1] === 'shared')) {
          context.report({ node, message: referenceMessage("the path segments '..', 'shared'") });
        }
      },
    };
  },
};
