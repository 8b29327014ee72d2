/**
 * No form submits an irreversible move on Enter (#21 §2), checked by enumeration rather than by reading:
 * the contract marks every irreversible endpoint (`irreversible(...)`); this walks the client's source
 * from each reference to a marked endpoint, through the functions and hooks that call it (a hook that
 * sends one of several endpoints by `switch (action)` counts only for the actions its caller names), up
 * to every component that sends it, and holds each to a deliberate act. A newly marked endpoint, or a new
 * screen calling one, is covered without a change here.
 *
 * A component sending a marked move is deliberate when
 * - no form submits it on Enter: an Ant Design `<Form>` whose `onFinish` sends it, or a `<FormModal>`
 *   whose `onSubmit` sends it without `irreversible`, fails; in the component and in every component it
 *   hands the move to (a prop that sends it), however deep;
 * - the move goes through a deliberate act there: a `DeliberateForm` / `submitDeliberately`, a
 *   `FormModal irreversible`, or a confirmation (`Popconfirm`, a `confirm(...)` dialog, a data grid row
 *   action's `confirm`, a `ConfirmDialog`, a dialog whose OK button sends it).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as contract from '@portal/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '..');

/** The actions a reference is sent for: `any`, or those of the `switch (action)` cases around it. */
type Actions = 'any' | ReadonlySet<string>;
type Reach = Map<string, Actions>;

interface Declaration {
  key: string;
  file: string;
  name: string;
  node: ts.Node;
  /** Local name → the declaration key it stands for (imports, the file's other declarations, lazy ones). */
  names: Map<string, string>;
  /** The contract's endpoint groups it names a marked endpoint of (`quotationsEndpoints`). */
  marks: Set<string>;
}

/** `quotationsEndpoints.acceptQuotation` → its path, for every endpoint the contract marks irreversible. */
function markedReferences(): Map<string, string> {
  const marked = new Set<string>();
  for (const group of Object.values(contract.endpoints))
    for (const endpoint of Object.values<contract.EndpointPath>(group))
      if (endpoint.irreversible) marked.add(`${endpoint.method} ${endpoint.path}`);
  const references = new Map<string, string>();
  for (const [exported, value] of Object.entries<unknown>(contract)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [key, entry] of Object.entries<unknown>({ ...value })) {
      if (typeof entry !== 'object' || entry === null || !('path' in entry) || !('method' in entry)) continue;
      const { method, path: endpointPath } = entry;
      if (marked.has(`${String(method)} ${String(endpointPath)}`))
        references.set(`${exported}.${key}`, String(endpointPath));
    }
  }
  return references;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) =>
    fs.existsSync(f),
  );
}

/** The names a top-level statement declares (functions, classes, variables, exported or not). */
function declaredNames(statement: ts.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  return [];
}

/** `lazy(() => import('./x').then((m) => ({ default: m.Name })))` → the declaration it loads. */
function lazyTarget(file: string, statement: ts.Statement): string | undefined {
  const text = statement.getText();
  const loaded = /import\(\s*'([^']+)'\s*\)[\s\S]*?\bm\.(\w+)/.exec(text);
  const target = loaded ? resolveImport(file, loaded[1]!) : undefined;
  return target && `${target}#${loaded![2]}`;
}

const isJsxTag = (node: ts.Node) =>
  (ts.isJsxOpeningElement(node.parent) ||
    ts.isJsxSelfClosingElement(node.parent) ||
    ts.isJsxClosingElement(node.parent)) &&
  node.parent.tagName === node;

/** The `case 'x':` labels of the `switch (action)` / `switch (move.action)` around a node. */
function switchActions(node: ts.Node): Actions {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    if (!ts.isCaseClause(at)) continue;
    const block = at.parent;
    const subject = block.parent.expression.getText();
    if (subject !== 'action' && !subject.endsWith('.action')) continue;
    // Cases that fall through to this one count as well.
    const clauses = block.clauses;
    const labels = new Set<string>();
    for (let i = clauses.indexOf(at); i >= 0; i--) {
      const clause = clauses[i]!;
      if (i !== clauses.indexOf(at) && clause.statements.length > 0) break;
      if (ts.isCaseClause(clause) && ts.isStringLiteral(clause.expression))
        labels.add(clause.expression.text);
    }
    return labels;
  }
  return 'any';
}

/** The `action` a declaration names in what it sends: literals, or `any` for one it passes on. */
function namedActions(node: ts.Node): Actions | undefined {
  const literals = new Set<string>();
  let forwarded = false;
  const visit = (child: ts.Node) => {
    if (ts.isPropertyAssignment(child) && child.name.getText() === 'action') {
      if (ts.isStringLiteral(child.initializer)) literals.add(child.initializer.text);
      else forwarded = true;
    }
    if (ts.isShorthandPropertyAssignment(child) && child.name.text === 'action') forwarded = true;
    ts.forEachChild(child, visit);
  };
  visit(node);
  if (forwarded) return 'any';
  return literals.size ? literals : undefined;
}

function merge(into: Reach, endpoint: string, actions: Actions): boolean {
  const had = into.get(endpoint);
  if (had === 'any') return false;
  if (actions === 'any') {
    into.set(endpoint, 'any');
    return true;
  }
  const next = new Set([...(had ?? []), ...actions]);
  if (had && next.size === had.size) return false;
  into.set(endpoint, next);
  return true;
}

/** What `caller` reaches through `target`: the actions it names narrow what a `switch` sends. */
function through(caller: Declaration, targetReach: Reach): Reach {
  const named = namedActions(caller.node);
  const out: Reach = new Map();
  for (const [endpoint, actions] of targetReach) {
    if (actions === 'any' || named === undefined || named === 'any') merge(out, endpoint, actions);
    else {
      const both = new Set([...actions].filter((action) => named.has(action)));
      if (both.size) merge(out, endpoint, 'any');
    }
  }
  return out;
}

function scan(references: Map<string, string>) {
  const declarations = new Map<string, Declaration>();
  const direct = new Map<string, Reach>();
  for (const file of sourceFiles(source)) {
    const text = fs.readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const names = new Map<string, string>();
    const fromContract = new Set<string>();
    const aliases = new Map<string, string>();
    const local: Array<[string, ts.Statement]> = [];
    for (const statement of tree.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const specifier = statement.moduleSpecifier.text;
        const target = resolveImport(file, specifier);
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements) {
            const imported = (element.propertyName ?? element.name).text;
            if (specifier === '@portal/contract') {
              fromContract.add(element.name.text);
              // `import { configurationsEndpoints as ep }`
              if (element.propertyName) aliases.set(element.name.text, imported);
            } else if (target) names.set(element.name.text, `${target}#${imported}`);
          }
        continue;
      }
      // `const ep = configurationsEndpoints`: the alias names the contract's group.
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (
            ts.isIdentifier(declaration.name) &&
            declaration.initializer &&
            ts.isIdentifier(declaration.initializer) &&
            fromContract.has(declaration.initializer.text)
          )
            aliases.set(declaration.name.text, declaration.initializer.text);
      for (const name of declaredNames(statement)) {
        local.push([name, statement]);
        names.set(name, lazyTarget(file, statement) ?? `${file}#${name}`);
      }
    }
    for (const [name, statement] of local) {
      const key = `${file}#${name}`;
      const marks = new Set<string>();
      declarations.set(key, { key, file, name, node: statement, names, marks });
      const reach: Reach = new Map();
      const visit = (node: ts.Node) => {
        const group =
          ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)
            ? (aliases.get(node.expression.text) ??
              (fromContract.has(node.expression.text) ? node.expression.text : undefined))
            : undefined;
        if (group && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
          const endpoint = references.get(`${group}.${node.name.text}`);
          if (endpoint) {
            merge(reach, endpoint, switchActions(node));
            marks.add(node.expression.text);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(statement);
      if (reach.size) direct.set(key, reach);
    }
  }
  return { declarations, direct };
}

/** The declarations a declaration calls or reads (not the components it renders). */
function usedBy(declaration: Declaration): Set<string> {
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isJsxTag(node) && node.text !== declaration.name) {
      const target = declaration.names.get(node.text);
      if (target) used.add(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration.node);
  return used;
}

/** Declaration key → the marked endpoints it sends, itself or through what it calls. */
function reaching(declarations: Map<string, Declaration>, direct: Map<string, Reach>) {
  const reach = new Map<string, Reach>();
  for (const [key, named] of direct) reach.set(key, new Map(named));
  const uses = new Map([...declarations].map(([key, declaration]) => [key, usedBy(declaration)]));
  for (let changed = true; changed;) {
    changed = false;
    for (const [key, used] of uses)
      for (const target of used) {
        const targetReach = reach.get(target);
        if (!targetReach) continue;
        const mine = reach.get(key) ?? new Map<string, Actions>();
        for (const [endpoint, actions] of through(declarations.get(key)!, targetReach))
          if (merge(mine, endpoint, actions)) changed = true;
        if (mine.size) reach.set(key, mine);
      }
  }
  return reach;
}

const attributeOf = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
  );

function identifiersIn(node: ts.Node | undefined): string[] {
  if (!node) return [];
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child)) found.push(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/**
 * Within a component, the names that send the move: seeded by `sends`, then every local variable or
 * function whose value uses one of them.
 */
function taintedNames(node: ts.Node, sends: (name: string) => boolean): Set<string> {
  const tainted = new Set<string>();
  const locals: Array<{ names: string[]; value: ts.Node | undefined }> = [];
  const visit = (child: ts.Node) => {
    if (ts.isVariableDeclaration(child))
      locals.push({ names: identifiersIn(child.name), value: child.initializer });
    if (ts.isFunctionDeclaration(child) && child.name && child !== node)
      locals.push({ names: [child.name.text], value: child.body });
    ts.forEachChild(child, visit);
  };
  visit(node);
  for (let changed = true; changed;) {
    changed = false;
    for (const { names, value } of locals)
      if (identifiersIn(value).some((name) => tainted.has(name) || sends(name)))
        for (const name of names)
          if (!tainted.has(name)) {
            tainted.add(name);
            changed = true;
          }
  }
  return tainted;
}

interface Finding {
  problems: string[];
  deliberate: boolean;
}

/**
 * Looks at how `declaration` sends the move: the names `sends` says send it, its forms and confirmations,
 * and the components it hands the move to (examined in turn, their props sending it).
 */
function examine(
  declaration: Declaration,
  sends: (name: string) => boolean,
  declarations: Map<string, Declaration>,
  seen: Set<string>,
): Finding {
  seen.add(declaration.key);
  const tainted = taintedNames(declaration.node, sends);
  const carries = (node: ts.Node | undefined) =>
    identifiersIn(node).some((name) => tainted.has(name) || sends(name));
  const where = `${path.relative(source, declaration.file)} ${declaration.name}`;
  const finding: Finding = { problems: [], deliberate: false };
  const visit = (child: ts.Node) => {
    if (ts.isJsxOpeningElement(child) || ts.isJsxSelfClosingElement(child)) {
      const tag = child.tagName.getText();
      const handler = (name: string) => attributeOf(child, name)?.initializer;
      if (tag === 'Form' && carries(handler('onFinish')))
        finding.problems.push(`${where}: <Form onFinish> sends it on Enter`);
      if (tag === 'FormModal' && carries(handler('onSubmit'))) {
        if (attributeOf(child, 'irreversible')) finding.deliberate = true;
        else finding.problems.push(`${where}: <FormModal> without irreversible sends it on Enter`);
      }
      if (tag === 'DeliberateForm' || tag === 'Popconfirm' || tag === 'ConfirmDialog')
        finding.deliberate = true;
      // A dialog whose OK button sends the move is its confirmation.
      if (tag === 'Modal' && carries(handler('onOk'))) finding.deliberate = true;
      const target = declaration.names.get(tag);
      const rendered = target && declarations.get(target);
      const handed = child.attributes.properties.some((p) =>
        ts.isJsxAttribute(p) ? carries(p.initializer) : carries(p),
      );
      // FormModal and DeliberateForm hold the rule themselves (judged above by their attributes).
      const widget = tag === 'FormModal' || tag === 'DeliberateForm';
      if (rendered && handed && !widget && !seen.has(rendered.key)) {
        // The component handed the move: whatever its props carry may send it.
        const params = propsOf(rendered.node);
        const inner = examine(rendered, (name) => params.has(name), declarations, seen);
        finding.problems.push(...inner.problems);
        if (inner.deliberate) finding.deliberate = true;
      }
    }
    if (ts.isIdentifier(child) && child.text === 'submitDeliberately') finding.deliberate = true;
    if (ts.isCallExpression(child)) {
      const callee = child.expression;
      const called = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      if (called === 'confirm') finding.deliberate = true;
    }
    // A data grid's row action that asks first (`{ key, label, confirm: t(...), onClick }`).
    if (ts.isPropertyAssignment(child) && child.name.getText() === 'confirm') finding.deliberate = true;
    ts.forEachChild(child, visit);
  };
  visit(declaration.node);
  return finding;
}

/** The names a component's props bind (`{ close, onClose }: Props`, or `props`). */
function propsOf(node: ts.Node): Set<string> {
  let fn: ts.SignatureDeclaration | undefined;
  if (ts.isFunctionDeclaration(node)) fn = node;
  if (ts.isVariableStatement(node)) {
    const value = node.declarationList.declarations[0]?.initializer;
    if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) fn = value;
  }
  return new Set(fn?.parameters.flatMap((parameter) => identifiersIn(parameter.name)) ?? []);
}

/** Screen code: a top-level function of a .tsx file (a component, or a hook that renders). */
const isScreenCode = (declaration: Declaration) => declaration.file.endsWith('.tsx');
/** A component (PascalCase); a hook (`useX`) leaves the deliberate act to the components calling it. */
const isComponent = (declaration: Declaration) => /^[A-Z]/.test(declaration.name);

describe('irreversible moves', () => {
  const references = markedReferences();
  const { declarations, direct } = scan(references);
  const reach = reaching(declarations, direct);
  const senders = [...reach.entries()]
    .map(([key, endpoints]) => ({ declaration: declarations.get(key)!, endpoints }))
    .filter(({ declaration }) => isScreenCode(declaration));
  /** The names of a sender that send a marked move: its contract groups, and what reaches one. */
  const sendingNames = (declaration: Declaration) => (name: string) => {
    if (declaration.marks.has(name)) return true;
    const target = declaration.names.get(name);
    const targetReach = target && target !== declaration.key ? reach.get(target) : undefined;
    return targetReach !== undefined && through(declaration, targetReach).size > 0;
  };
  const findings = new Map(
    senders.map(({ declaration }) => [
      declaration.key,
      examine(declaration, sendingNames(declaration), declarations, new Set()),
    ]),
  );

  it('are marked in the contract and named by the client', () => {
    // The contract marks the moves that cannot be taken back; the client names each one it sends.
    expect(references.size).toBeGreaterThan(20);
    // The walk finds where the client sends each of them (a marked move no screen sends: unmark it, or
    // teach the walk how that screen names it).
    const named = new Set([...direct.values()].flatMap((r) => [...r.keys()]));
    expect([...new Set(references.values())].filter((endpoint) => !named.has(endpoint))).toEqual([]);
    expect(senders.filter(({ declaration }) => isComponent(declaration)).length).toBeGreaterThan(10);
  });

  it('are sent by no form on Enter: every screen sending one is deliberate', () => {
    const problems = senders.flatMap(({ declaration, endpoints }) => {
      const finding = findings.get(declaration.key)!;
      // A component may leave the act to a hook of its own that renders it (the agreement's dialog).
      const viaHook = [...usedBy(declaration)].some((key) => findings.get(key)?.deliberate);
      const what = `${path.relative(source, declaration.file)} ${declaration.name} sends ${[...endpoints.keys()].join(', ')}`;
      return [
        ...finding.problems.map((problem) => `${what}: ${problem}`),
        ...(finding.deliberate || viaHook || !isComponent(declaration)
          ? []
          : [`${what}: neither a deliberate form nor a confirmation`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});
