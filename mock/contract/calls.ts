/**
 * The calls the console's code makes, read from its source: every
 * `callApi(service, path, { method })` and `downloadFile(service, path, ...)`
 * whose service and path are written out (a template's `${...}` is a path
 * parameter). The contract test holds them equal to the document's
 * operations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface SourceCall {
  method: string;
  /** Below the API root, service first; a parameter is `{}`. */
  path: string;
  /** `src/services/assets.ts:23` */
  at: string;
}

const CALLERS: Record<string, string> = { callApi: 'GET', downloadFile: 'GET' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file's functions that return a path (`function scenePath(id) { return `/scene/${id}`; }`), by name. */
function pathFunctions(source: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const returned = (body: ts.ConciseBody | undefined): ts.Expression | undefined => {
    if (!body) return undefined;
    if (!ts.isBlock(body)) return body;
    const only = body.statements.length === 1 ? body.statements[0] : undefined;
    return only && ts.isReturnStatement(only) ? only.expression : undefined;
  };
  ts.forEachChild(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name) {
      const value = returned(node.body);
      if (value) out.set(node.name.text, value);
    }
    if (ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && ts.isArrowFunction(init)) {
          const value = returned(init.body);
          if (value) out.set(declaration.name.text, value);
        }
      }
    }
  });
  return out;
}

/** A local constant's value: `const path = purpose === 'register' ? '/a' : '/b';` */
function localValue(name: ts.Identifier): ts.Expression | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name.text);
      if (found?.initializer) return found.initializer;
    }
  }
  return undefined;
}

/** The paths an argument can be: a literal, a template, a local constant, or either branch of a condition. */
function pathTexts(node: ts.Expression, helpers: Map<string, ts.Expression>): string[] {
  if (ts.isConditionalExpression(node)) return [...pathTexts(node.whenTrue, helpers), ...pathTexts(node.whenFalse, helpers)];
  if (ts.isIdentifier(node)) {
    const value = localValue(node);
    return value ? pathTexts(value, helpers) : [];
  }
  const text = pathText(node, helpers);
  return text === undefined ? [] : [text];
}

function pathText(node: ts.Expression, helpers: Map<string, ts.Expression>): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    const part = (expression: ts.Expression) => {
      const helper = ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) ? helpers.get(expression.expression.text) : undefined;
      return (helper && pathText(helper, helpers)) ?? '{}';
    };
    return node.head.text + node.templateSpans.map((span) => `${part(span.expression)}${span.literal.text}`).join('');
  }
  return undefined;
}

/** The call's method: its options' `method`, else the caller's default (options passed through keep it too). */
function methodOf(options: ts.Expression | undefined, fallback: string): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return fallback;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'method') {
      return ts.isStringLiteral(property.initializer) ? property.initializer.text.toUpperCase() : undefined;
    }
  }
  return fallback;
}

/** Every call with a written-out service and path under `root` (default `src`). */
export function sourceCalls(root = join(process.cwd(), 'src')): SourceCall[] {
  const calls: SourceCall[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    if (!/callApi|downloadFile/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const helpers = pathFunctions(source);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in CALLERS) {
        const [service, path, third, fourth] = node.arguments;
        const options = node.expression.text === 'downloadFile' ? fourth : third;
        const servicePath = service && ts.isStringLiteral(service) ? service.text : undefined;
        const method = methodOf(options, CALLERS[node.expression.text]);
        if (servicePath && path && method) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          for (const below of pathTexts(path, helpers)) {
            calls.push({ method, path: `/${servicePath}${below}`, at: `${relative(process.cwd(), file)}:${line}` });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

/** Whether a source path (`{}` for a parameter) fits a document's template (`{name}`). */
export function fits(sourcePath: string, template: string): boolean {
  const got = sourcePath.split('/');
  const want = template.split('/');
  return got.length === want.length && got.every((segment, index) => segment === want[index] || (segment === '{}' && want[index].startsWith('{')));
}
