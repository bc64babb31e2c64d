// What only a machine's source can tell (the TypeScript compiler API reads it; nothing runs):
// the domain rules each guard and action calls, through helpers too, the notes written on them,
// how a computed delay is computed, what each actor is made with, and the file's opening comment.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** An imported value that code reaches, directly or through helpers: a rule of src/domain, say. */
export interface ReachedImport {
  /** Relative to the repository, with forward slashes (`src/domain/order.ts`), or a package (`xstate`). */
  readonly file: string;
  readonly name: string;
  /** The helpers between the guard and the rule, outermost first (`reasonProblem`). */
  readonly through: readonly string[];
}

export interface GuardFacts {
  /** The functions and values of src/domain the guard calls. */
  readonly rules: readonly ReachedImport[];
  /** What the guard's arguments let it read: `context`, `event`, `params`. */
  readonly reads: readonly string[];
  readonly note: string | undefined;
}

export interface SourceFacts {
  /** The file's opening comment, as paragraphs, without the chart link. */
  readonly summary: readonly string[];
  readonly guards: ReadonlyMap<string, GuardFacts>;
  readonly actionNotes: ReadonlyMap<string, string>;
  /** The functions and values of src/domain each named action calls. */
  readonly actionRules: ReadonlyMap<string, readonly ReachedImport[]>;
  /** Actors that an action spawns, by action name. */
  readonly spawns: ReadonlyMap<string, readonly string[]>;
  /** The source of each delay's value, as written: `ASK_AGAIN_DELAY_MS`, `({ context }) => …`. */
  readonly delaySources: ReadonlyMap<string, string>;
  /** The XState logic creator behind each actor (`fromPromise`), and the helpers it is reached through. */
  readonly actorLogic: ReadonlyMap<string, { readonly creator: string; readonly through: readonly string[] }>;
  /** The `//` comment above the actors given to setup. */
  readonly actorsNote: string | undefined;
}

interface Module {
  readonly file: string;
  readonly source: ts.SourceFile;
  /**
   * Local name → where it comes from, for value imports only: a file of the repository
   * (`src/domain/order.ts`) or a package (`xstate`).
   */
  readonly imports: ReadonlyMap<string, { readonly file: string; readonly name: string }>;
  /** Top-level functions and constants by name. */
  readonly declarations: ReadonlyMap<string, ts.Node>;
}

const CHART_LINK = /^Chart: /;

export function readSourceFacts(root: string, file: string): SourceFacts {
  const modules = new Map<string, Module>();
  const load = (path: string): Module | undefined => {
    if (!modules.has(path)) {
      const module = parseModule(root, path);
      if (module === undefined) return undefined;
      modules.set(path, module);
    }
    return modules.get(path);
  };
  const machine = load(file);
  if (machine === undefined) throw new Error(`Cannot read ${file}`);
  const setup = findSetupConfig(machine.source);
  if (setup === undefined) throw new Error(`${file}: no setup({ … }) call to read guards and actions from`);

  const isDomain = (path: string) => path.startsWith('src/domain/');
  const guards = new Map<string, GuardFacts>();
  for (const [name, member] of membersOf(setup, 'guards')) {
    guards.set(name, {
      rules: importsReached(member.body, machine, load, isDomain),
      reads: readsOf(member.body),
      note: docOf(member.node, machine.source),
    });
  }
  const actionNotes = new Map<string, string>();
  const actionRules = new Map<string, readonly ReachedImport[]>();
  const spawns = new Map<string, readonly string[]>();
  for (const [name, member] of membersOf(setup, 'actions')) {
    const note = docOf(member.node, machine.source);
    if (note !== undefined) actionNotes.set(name, note);
    actionRules.set(name, importsReached(member.body, machine, load, isDomain));
    const spawned = spawnedActors(member.body);
    if (spawned.length > 0) spawns.set(name, spawned);
  }
  const delaySources = new Map<string, string>();
  for (const [name, member] of membersOf(setup, 'delays')) delaySources.set(name, oneLine(member.body.getText(machine.source)));

  const actorLogic = new Map<string, { creator: string; through: readonly string[] }>();
  const actors = membersOf(setup, 'actors');
  for (const [name, member] of actors) {
    const [creator] = importsReached(member.body, machine, load, (path) => path === 'xstate');
    if (creator !== undefined) actorLogic.set(name, { creator: creator.name, through: creator.through });
  }
  const [firstActor] = actors.values();
  const actorsNote = firstActor === undefined ? undefined : lineCommentOf(firstActor.node, machine.source);

  return { summary: openingComment(machine.source), guards, actionNotes, actionRules, spawns, delaySources, actorLogic, actorsNote };
}

function parseModule(root: string, file: string): Module | undefined {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports = new Map<string, { file: string; name: string }>();
  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause === undefined || clause.isTypeOnly) continue;
      const target = specifier.startsWith('.')
        ? relative(root, resolve(root, dirname(file), specifier)).split('\\').join('/') + '.ts'
        : specifier;
      const bindings = clause.namedBindings;
      if (bindings !== undefined && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name !== undefined && statement.body !== undefined) {
      declarations.set(statement.name.text, statement.body);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer !== undefined) {
          declarations.set(declaration.name.text, declaration.initializer);
        }
      }
    }
  }
  return { file, source, imports, declarations };
}

/** The object literal passed to `setup(…)`. */
function findSetupConfig(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'setup') {
      const [config] = node.arguments;
      if (config !== undefined && ts.isObjectLiteralExpression(config)) found = config;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Member {
  /** The property, for its comments. */
  readonly node: ts.Node;
  /** Its value: the guard's function, the action's implementation, the delay's value. */
  readonly body: ts.Node;
}

function membersOf(config: ts.ObjectLiteralExpression, group: string): Map<string, Member> {
  const members = new Map<string, Member>();
  const groupProperty = config.properties.find((property) => propertyName(property) === group);
  if (groupProperty === undefined || !ts.isPropertyAssignment(groupProperty)) return members;
  const value = groupProperty.initializer;
  if (!ts.isObjectLiteralExpression(value)) return members;
  for (const property of value.properties) {
    const name = propertyName(property);
    if (name === undefined) continue;
    if (ts.isPropertyAssignment(property)) members.set(name, { node: property, body: property.initializer });
    else if (ts.isMethodDeclaration(property)) members.set(name, { node: property, body: property });
    else if (ts.isShorthandPropertyAssignment(property)) members.set(name, { node: property, body: property.name });
  }
  return members;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/**
 * Every imported value the code reaches from the files `wanted` accepts (src/domain, say): the
 * identifiers it imports from them itself, and, through the file's own helpers and the helpers
 * it imports from other files of the repository, theirs.
 */
function importsReached(body: ts.Node, module: Module, load: (file: string) => Module | undefined, wanted: (file: string) => boolean): ReachedImport[] {
  const rules = new Map<string, ReachedImport>();
  const visited = new Set<string>();
  const walk = (node: ts.Node, within: Module, through: readonly string[]): void => {
    const visit = (child: ts.Node): void => {
      if (ts.isTypeNode(child)) return;
      if (ts.isIdentifier(child) && isReference(child)) {
        const name = child.text;
        const imported = within.imports.get(name);
        if (imported !== undefined) {
          if (wanted(imported.file)) {
            const key = `${imported.file}›${imported.name}`;
            if (!rules.has(key)) rules.set(key, { file: imported.file, name: imported.name, through });
          } else if (imported.file.endsWith('.ts')) {
            const other = load(imported.file);
            const declaration = other?.declarations.get(imported.name);
            const key = `${imported.file}›${imported.name}`;
            if (other !== undefined && declaration !== undefined && !visited.has(key)) {
              visited.add(key);
              walk(declaration, other, [...through, imported.name]);
            }
          }
        } else {
          const declaration = within.declarations.get(name);
          const key = `${within.file}›${name}`;
          if (declaration !== undefined && !visited.has(key)) {
            visited.add(key);
            walk(declaration, within, [...through, name]);
          }
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  };
  walk(body, module, []);
  return [...rules.values()];
}

/** An identifier that names a value, not a property, a key or a new binding. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent) && (parent.name === node || parent.propertyName === node)) return false;
  if (ts.isParameter(parent) && parent.name === node) return false;
  if (ts.isVariableDeclaration(parent) && parent.name === node) return false;
  if (ts.isFunctionDeclaration(parent) && parent.name === node) return false;
  return true;
}

/** What a guard's parameters destructure: `({ context })`, `({ event })`, `(_, { failure })`. */
function readsOf(body: ts.Node): string[] {
  if (!ts.isArrowFunction(body) && !ts.isFunctionExpression(body) && !ts.isMethodDeclaration(body)) return [];
  const [args, params] = body.parameters;
  const reads: string[] = [];
  if (args !== undefined && ts.isObjectBindingPattern(args.name)) {
    for (const element of args.name.elements) reads.push((element.propertyName ?? element.name).getText());
  }
  if (params !== undefined) {
    const names = ts.isObjectBindingPattern(params.name) ? params.name.elements.map((element) => element.name.getText()) : [];
    reads.push(names.length > 0 ? `params: ${names.join(', ')}` : 'params');
  }
  return reads;
}

/** `spawn('toast', …)` inside an action. */
function spawnedActors(body: ts.Node): string[] {
  const spawned: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'spawn') {
      const [logic] = node.arguments;
      if (logic !== undefined && ts.isStringLiteral(logic) && !spawned.includes(logic.text)) spawned.push(logic.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return spawned;
}

/** The `/** … *\/` comment written just above a property, as one line. */
function docOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const docs = ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .map((comment) =>
      comment
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, '').trim())
        .join(' ')
        .trim(),
    );
  return docs.length > 0 ? docs.join(' ') : undefined;
}

/** The `//` lines just above a property, as one line. */
function lineCommentOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = (ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? []).filter(
    (range) => range.kind === ts.SyntaxKind.SingleLineCommentTrivia,
  );
  return ranges.length === 0 ? undefined : ranges.map((range) => source.text.slice(range.pos + 2, range.end).trim()).join(' ');
}

/** The `//` lines that open the file, as paragraphs (a blank `//` line separates them). */
function openingComment(source: ts.SourceFile): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of source.text.split('\n')) {
    if (!line.startsWith('//')) break;
    const text = line.replace(/^\/\/ ?/, '');
    if (text.trim() === '' || CHART_LINK.test(text)) {
      if (current.length > 0) paragraphs.push(current.join(' '));
      current = [];
    } else {
      current.push(text.trim());
    }
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
