/**
 * The contract as the TypeScript compiler reads it (api/contract.ts): each method's doc comment, params and result
 * types as written, the doc comments of its params' fields; each event; each error code; and every type these
 * name, followed to its declaration (in the contract, engine/ or db/) and given as written there.
 */
import { relative } from 'node:path';
import ts from 'typescript';

export interface MethodDoc {
  name: string;
  doc: string;
  /** The params' type as the contract writes it (`NoParams`, `TableStartParams`, `{ game: GameId; … }`). */
  params: string;
  result: string;
  /** The params' fields as the contract writes them: type and doc comment, by field name. */
  fields: Map<string, { type: string; doc: string }>;
  /** Names of the declared types the result names. */
  resultUses: string[];
}

export interface EventDoc {
  name: string;
  doc: string;
  payload: string;
  uses: string[];
}

export interface ErrorDoc {
  code: string;
  doc: string;
}

export interface TypeDoc {
  name: string;
  kind: 'interface' | 'type';
  /** Project-relative path of the file that declares it. */
  file: string;
  /** The declaration with its doc comment, `export` left out. */
  text: string;
}

export interface ContractDocs {
  methods: MethodDoc[];
  events: EventDoc[];
  errors: ErrorDoc[];
  /** Every type the methods and events use, directly or through other types, by name. */
  types: TypeDoc[];
}

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

export function readContract(root: string, contractPath: string): ContractDocs {
  const program = ts.createProgram([contractPath], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(contractPath)!;
  const declarations = new Map<string, Declaration>();

  const docOf = (node: ts.Node) => ts.displayPartsToString(checker.getSymbolAtLocation((node as ts.NamedDeclaration).name!)?.getDocumentationComment(checker)).trim();
  const inProject = (file: ts.SourceFile) => !file.isDeclarationFile && !relative(root, file.fileName).startsWith('..');

  /** Names of the project's types a node mentions; each is followed, once, into its own declaration. */
  function uses(node: ts.Node): string[] {
    const found: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isTypeQueryNode(child)) return;
      const name = ts.isTypeReferenceNode(child) ? child.typeName : ts.isExpressionWithTypeArguments(child) ? child.expression : null;
      const declaration = name && declarationOf(name);
      if (declaration) {
        found.push(declaration.name.text);
        if (!declarations.has(declaration.name.text)) {
          declarations.set(declaration.name.text, declaration);
          ts.forEachChild(declaration, (inner) => void uses(inner));
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return [...new Set(found)];
  }

  function declarationOf(name: ts.Node): Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations?.find(
      (d): d is Declaration => (ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) && inProject(d.getSourceFile()),
    );
  }

  const members = (interfaceName: string) => {
    const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === interfaceName);
    if (!declaration) throw new Error(`${contractPath} declares no interface ${interfaceName}`);
    return declaration.members.filter(ts.isPropertySignature);
  };
  const nameOf = (member: ts.PropertySignature) => (member.name as ts.StringLiteral).text;
  const typeMember = (member: ts.PropertySignature, key: string) => {
    const literal = member.type as ts.TypeLiteralNode;
    const found = literal.members.find((m): m is ts.PropertySignature => ts.isPropertySignature(m) && (m.name as ts.Identifier).text === key);
    if (!found?.type) throw new Error(`${nameOf(member)} has no ${key}`);
    return found.type;
  };

  const methods = members('Methods').map((member): MethodDoc => {
    const params = typeMember(member, 'params');
    const result = typeMember(member, 'result');
    const fields = new Map<string, { type: string; doc: string }>();
    for (const field of checker.getPropertiesOfType(checker.getTypeFromTypeNode(params))) {
      const declared = field.valueDeclaration;
      const type = declared && ts.isPropertySignature(declared) && declared.type ? declared.type.getText() : '';
      fields.set(field.name, { type, doc: ts.displayPartsToString(field.getDocumentationComment(checker)).trim() });
    }
    if (params.getText() !== 'NoParams') uses(params);
    return { name: nameOf(member), doc: docOf(member), params: params.getText(), result: result.getText(), fields, resultUses: uses(result) };
  });
  const events = members('Events').map((member): EventDoc => ({ name: nameOf(member), doc: docOf(member), payload: member.type!.getText(), uses: uses(member.type!) }));

  const errorCode = source.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'ErrorCode');
  if (!errorCode || !ts.isUnionTypeNode(errorCode.type)) throw new Error(`${contractPath} declares no union ErrorCode`);
  let from = errorCode.type.pos;
  const errors = errorCode.type.types.map((member): ErrorDoc => {
    // A code's doc comment stands before its `|`, between the code before it and this one.
    const doc = /\/\*\*([\s\S]*?)\*\//.exec(source.text.slice(from, member.getStart()))?.[1] ?? '';
    from = member.end;
    return { code: (member as ts.LiteralTypeNode).getText().slice(1, -1), doc: doc.replace(/\s*\n\s*\*?\s*/g, ' ').trim() };
  });

  const types = [...declarations.values()]
    .map((declaration): TypeDoc => ({
      name: declaration.name.text,
      kind: ts.isInterfaceDeclaration(declaration) ? 'interface' : 'type',
      file: relative(root, declaration.getSourceFile().fileName),
      text: textOf(declaration, checker),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { methods, events, errors, types };
}

/** The declaration as written, with its doc comment; a type computed from a value (`typeof X`) is also given worked out. */
function textOf(declaration: Declaration, checker: ts.TypeChecker): string {
  const file = declaration.getSourceFile();
  const text = file.text.slice(declaration.getStart(file, true), declaration.end).replace(/^(\s*(?:\/\*\*[\s\S]*?\*\/\s*)?)export /, '$1');
  let computed = false;
  declaration.forEachChild(function visit(node): void {
    if (ts.isTypeQueryNode(node)) computed = true;
    else node.forEachChild(visit);
  });
  if (!computed) return text;
  const type = checker.typeToString(checker.getTypeAtLocation(declaration.name), undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias);
  return `${text} // ${type}`;
}
