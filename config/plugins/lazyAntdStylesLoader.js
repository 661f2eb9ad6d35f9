/**
 * Webpack loader: antd's style functions in chunks of their own (.umirc.ts, 'lazy-antd-styles';
 * src/startup/styleFunctions.ts says when they load). A plain CommonJS file, as webpack requires
 * its loaders after Umi has put away its TypeScript hook.
 *
 * Each antd part's style module (`antd/es/<part>/style/*.js`) makes its style hook with
 * `genStyleHooks(name, styleFn, defaultToken, options)` (or `genSubStyleComponent`,
 * `genComponentStyleHook`). The function that makes the part's styles, and the defaults of its
 * tokens, are only called when a style is missing from the page: the build's sheet holds them on
 * signed-in screens. For the parts named in `parts`, the module becomes
 *
 * - a proxy (no query): the same hooks, made by the same call with the same name and options, whose
 *   style function and token defaults come from the module's full text when first needed; its other
 *   exports are taken from the full text (the few other style modules that use them load it);
 * - the full text (`?styles`), which hands its style functions and token defaults to the proxy
 *   (`__lazyStyles`) and takes the full text of the other lazy modules it imports. A screen that
 *   draws the part before any sheet imports it with its chunk (`import * as … from
 *   'antd/es/<part>/style/index.js?styles'`).
 */
const fs = require('node:fs');
const path = require('node:path');
/** TypeScript's parser, required at the first parse: Umi's config reads `lazyStyleFile` at every command. */
let ts;

const GENERATORS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const FULL_TEXT = '?styles';

/** The style modules of these antd parts (the folders under antd/es) become proxies. */
function lazyStyleFile(parts) {
  return new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/](${parts.join('|')})[\\\\/]style[\\\\/][\\w-]+\\.js$`);
}

/** A literal the proxy can carry as it is: strings, numbers, booleans, arrays and objects of them. */
function isLiteral(node) {
  if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteral);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every(
      (property) => ts.isPropertyAssignment(property) && !ts.isComputedPropertyName(property.name) && isLiteral(property.initializer),
    );
  }
  return false;
}

function generatorCall(node) {
  return node && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && GENERATORS.has(node.expression.text) ? node : undefined;
}

/** The module's style hooks made at its top level (`export default gen…(…)`, `export const use… = gen…(…)`) and its other exports. */
function readStyleModule(source, file) {
  ts ??= require('typescript');
  const unit = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const hooks = [];
  const others = [];
  for (const statement of unit.statements) {
    const exported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isExportAssignment(statement)) {
      const call = generatorCall(statement.expression);
      if (call) hooks.push({ name: 'default', call });
      else others.push('default');
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const call = generatorCall(declaration.initializer);
        if (call) hooks.push({ name: declaration.name.getText(unit), call });
        else others.push(declaration.name.getText(unit));
      }
    } else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      others.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) others.push(element.name.text);
    }
  }
  for (const { call } of hooks) {
    const [name, , , options, ...rest] = call.arguments;
    if (!name || !isLiteral(name) || (options && !isLiteral(options)) || rest.length > 0) {
      throw new Error(`${file}: ${call.expression.text}'s name and options must be literals for its proxy`);
    }
  }
  return { unit, hooks, others };
}

/** The proxy: the module's hooks over the style functions of its full text, loaded when first needed. */
function proxyModule(source, { file, key, chunk, runtime, antdEs }) {
  const { unit, hooks, others } = readStyleModule(source, file);
  if (hooks.length === 0) return source;
  const generators = [...new Set(hooks.map(({ call }) => call.expression.text))];
  const self = JSON.stringify(`./${path.basename(file)}${FULL_TEXT}`);
  const lines = [
    `import { ${generators.join(', ')} } from ${JSON.stringify(path.join(antdEs, 'theme/internal'))};`,
    `import { styleProxy } from ${JSON.stringify(runtime)};`,
    `const styles = styleProxy(${JSON.stringify(key)}, () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${self}));`,
  ];
  hooks.forEach(({ name, call }, index) => {
    const [part, , , options] = call.arguments;
    const args = [part.getText(unit), `styles.styleFn(${index})`, `styles.defaultToken(${index})`, ...(options ? [options.getText(unit)] : [])];
    const made = `${call.expression.text}(${args.join(', ')})`;
    lines.push(name === 'default' ? `export default ${made};` : `export const ${name} = ${made};`);
  });
  if (others.length > 0) lines.push(`export { ${others.join(', ')} } from ${self};`);
  return `${lines.join('\n')}\n`;
}

/** Where a relative import of `file` leads, if it is a file. */
function resolveImport(file, request) {
  const base = path.resolve(path.dirname(file), request);
  return [base, `${base}.js`, path.join(base, 'index.js')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const madeHooks = new Map();
/** Whether a style module makes hooks (only those have a proxy and a full text). */
function makesHooks(file) {
  if (!madeHooks.has(file)) madeHooks.set(file, readStyleModule(fs.readFileSync(file, 'utf8'), file).hooks.length > 0);
  return madeHooks.get(file);
}

/** The full text: hands its style functions to the proxy, and imports the full text of the other lazy style modules. */
function fullModule(source, { file, key, isLazy }) {
  const { unit, hooks } = readStyleModule(source, file);
  const edits = [];
  for (const statement of unit.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolveImport(file, specifier.text);
    if (target && isLazy(target) && makesHooks(target))
      edits.push({ start: specifier.getStart(unit), end: specifier.getEnd(), text: JSON.stringify(`${specifier.text}${FULL_TEXT}`) });
  }
  hooks.forEach(({ call }, index) => {
    const [, styleFn, defaultToken] = call.arguments;
    const kept = `(__lazyStyles.styles[${index}] = [${styleFn.getText(unit)}, ${defaultToken ? defaultToken.getText(unit) : 'undefined'}])[0]`;
    edits.push({
      start: styleFn.getStart(unit),
      end: (defaultToken ?? styleFn).getEnd(),
      text: `${kept}${defaultToken ? `, __lazyStyles.styles[${index}][1]` : ''}`,
    });
  });
  let text = source;
  for (const { start, end, text: replacement } of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, start) + replacement + text.slice(end);
  return `export const __lazyStyles = { key: ${JSON.stringify(key)}, styles: [] };\n${text}`;
}

/**
 * The style paths (antd's `<Component>-<sub>`, as a sheet lists them) of every hook the lazy parts'
 * style modules make: the build checks that its sheets hold them (config/plugins/staticStyles.ts).
 */
function lazyStylePaths(antdEs, parts) {
  const paths = [];
  for (const part of parts) {
    const folder = path.join(antdEs, part, 'style');
    for (const name of fs.readdirSync(folder).filter((each) => each.endsWith('.js'))) {
      const file = path.join(folder, name);
      const { hooks } = readStyleModule(fs.readFileSync(file, 'utf8'), file);
      for (const { call } of hooks) {
        const component = call.arguments[0];
        const cells = ts.isArrayLiteralExpression(component) ? component.elements.map((cell) => cell.text) : [component.text, component.text];
        paths.push({ key: `${part}/style/${name}`, path: cells.join('-') });
      }
    }
  }
  return paths;
}

/** @this {{ resourcePath: string, resourceQuery: string, getOptions: () => { parts: string[], runtime: string } }} */
function lazyAntdStylesLoader(source) {
  const { parts, runtime } = this.getOptions();
  const file = this.resourcePath;
  const antdEs = file.slice(0, file.search(/[\\/]antd[\\/]es[\\/]/) + '/antd/es'.length);
  const key = path.relative(antdEs, file).split(path.sep).join('/');
  const lazyFile = lazyStyleFile(parts);
  const isLazy = (target) => lazyFile.test(target);
  if (this.resourceQuery === FULL_TEXT) return fullModule(source, { file, key, isLazy });
  // One chunk for all (about 24 KB gzip): what needs one part's functions (no sheet, another
  // scheme) needs most of the others', and separate chunks would each carry the modules they share.
  return proxyModule(source, { file, key, runtime, antdEs, chunk: 'antd-styles' });
}

module.exports = lazyAntdStylesLoader;
module.exports.lazyStyleFile = lazyStyleFile;
module.exports.proxyModule = proxyModule;
module.exports.fullModule = fullModule;
module.exports.lazyStylePaths = lazyStylePaths;
