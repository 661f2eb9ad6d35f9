/**
 * antd's style functions, loaded when a style is missing from the page. Each antd part carries the
 * function that makes its styles at run time and the defaults of its tokens; on signed-in screens
 * the build's sheet (staticStyles.ts) holds those styles, and antd never calls them. For the parts
 * a list draws (Table, its pager, tags, tabs, the search form's fields…) the build moves them into
 * chunks of their own (config/plugins/lazyAntdStylesLoader.js): the part's style module keeps its
 * hook, made by the same call, over the functions here (`styleProxy`), which come from the
 * module's full text when antd first asks for one.
 *
 * - With the sheet, nothing is fetched.
 * - A part drawn when its style is missing (no sheet, another theme, a part the sheet's catalog
 *   does not draw) suspends while its functions come, so it is never drawn unstyled; a chunk that
 *   cannot come shows the screen's load failure, and a drawing a few seconds later tries again.
 * - Where the styles are known to be missing before a screen draws (the sheet failed or took too
 *   long, the user's theme is not the sheet's, a screen without a sheet), `loadEveryStyle` fetches
 *   the functions of every such part the console has loaded, and of every one it loads later, as
 *   soon as its module comes.
 * - The public pages and the wall map, which have no sheet, take the full text of the parts they
 *   draw with their own chunk (`takeStyles`), so they draw at once.
 *
 * In development and in unit tests antd's modules are as published, and this module is idle.
 */

type StyleFn = (token: unknown, info: unknown) => unknown;
type DefaultToken = ((token: unknown) => unknown) | object | undefined;

/** What a style module's full text hands over: per hook it makes, its style function and token defaults. */
export interface LazyStyles {
  key: string;
  styles: Array<[StyleFn, DefaultToken]>;
}

type Loader = () => Promise<object>;

const taken = new Map<string, LazyStyles['styles']>();
const loaders = new Map<string, Loader>();
const pending = new Map<string, Promise<void>>();
const failures = new Map<string, { error: unknown; at: number }>();

/** How long a chunk that could not come stays failed: drawings meanwhile show the failure, later ones fetch again. */
export const STYLE_RETRY_MS = 3_000;
let eager = false;

/**
 * Takes the style functions of antd style modules' full texts, fetched or imported with a screen
 * (`import * as cardStyle from 'antd/es/card/style/index.js?styles'`). A module as published
 * (development, unit tests) has none to hand on.
 */
export function takeStyles(...modules: object[]): void {
  for (const module of modules) {
    const lazy = (module as { __lazyStyles?: LazyStyles }).__lazyStyles;
    if (lazy) taken.set(lazy.key, lazy.styles);
  }
}

function fetchStyles(key: string): Promise<void> {
  let fetching = pending.get(key);
  if (!fetching) {
    const load = loaders.get(key) as Loader;
    fetching = load().then(
      (module) => {
        takeStyles(module);
        failures.delete(key);
      },
      (error: unknown) => {
        pending.delete(key);
        failures.set(key, { error, at: Date.now() });
        throw error;
      },
    );
    pending.set(key, fetching);
  }
  return fetching;
}

/** The style functions of one hook, or what React waits for until they have come. */
function stylesOf(key: string, index: number): [StyleFn, DefaultToken] {
  const styles = taken.get(key);
  if (styles) return styles[index];
  const failure = failures.get(key);
  // Shown as the screen's load failure (React draws a failed part again at once: it sees the same);
  // a drawing after STYLE_RETRY_MS fetches again.
  if (failure && Date.now() - failure.at < STYLE_RETRY_MS) throw failure.error;
  throw fetchStyles(key);
}

/** For a style module's proxy (the build writes the call): its hooks' style functions and token defaults, by the hook's place in the module. */
export function styleProxy(key: string, load: Loader) {
  loaders.set(key, load);
  if (eager && !taken.has(key)) fetchStyles(key).catch(() => undefined);
  return {
    styleFn:
      (index: number): StyleFn =>
      (token, info) =>
        stylesOf(key, index)[0](token, info),
    defaultToken:
      (index: number) =>
      (token: unknown): unknown => {
        const defaults = stylesOf(key, index)[1];
        return typeof defaults === 'function' ? defaults(token) : (defaults ?? {});
      },
  };
}

/**
 * From now on the style functions are fetched as soon as a part's module has loaded: those loaded
 * so far at once. Resolves when those have come (or failed: a part that needs one then suspends or
 * shows the failure when drawn).
 */
export function loadEveryStyle(): Promise<void> {
  eager = true;
  const missing = [...loaders.keys()].filter((key) => !taken.has(key));
  return Promise.all(missing.map((key) => fetchStyles(key).catch(() => undefined))).then(() => undefined);
}
