/**
 * The route map of a production build, pure: which JavaScript files each
 * route needs on a cold load, and which byte budgets it breaks. The facts
 * come from the build itself (dist-stats/route-chunks.json, written by
 * config/plugins/routeChunks.ts from webpack's chunk graph); tests/bench/bundle.mjs
 * reads the files, measures them and prints the table.
 *
 * A cold load of a route fetches:
 * - the entry point's files (what index.html loads);
 * - the chunk groups declared in budget.json `coldLoad.always`: dynamic
 *   imports every start makes (the first screen's dictionary);
 * - for the route and each route above it (layout wrappers, Umi's
 *   EmptyRoute of a section): the chunk group its component's import()
 *   loads, split vendor chunks included;
 * - under the signed-in layout, the chunk groups of `coldLoad.shell`: what
 *   the layout imports dynamically as soon as it renders (header parts);
 * - on every route that needs a sign-in (under the layout, or outside it with
 *   an access key on the way, like the map), the chunk groups of
 *   `coldLoad.signedIn`: what a signed-in start fetches before any screen
 *   (the console's words);
 * - for the routes named in `coldLoad.routes`, the chunk groups listed there:
 *   parts that load when first drawn and that the route's first screen
 *   draws at once (the date pickers in the first row of a search form).
 * What a screen imports later (Konva on the dispatch screens, a language
 * chosen from the menu) is not counted: it is not on the cold path.
 */

/** The layout route Umi's layout plugin wraps signed-in screens in. */
const isLayoutRoute = (route) => route.isLayout === true;

/** Files (JavaScript) of every chunk group whose import() resolves to `component`. */
export function componentFiles(graph, component) {
  const files = new Set();
  for (const group of graph.groups) if (group.imports.includes(component)) group.files.forEach((file) => files.add(file));
  return files;
}

/** Files of the chunk groups with these names; a name the build lacks is an error (a rename would hide it). */
export function namedGroupFiles(graph, names = []) {
  const files = new Set();
  const missing = [];
  for (const name of names) {
    const groups = graph.groups.filter((group) => group.name === name);
    if (groups.length === 0) missing.push(name);
    groups.forEach((group) => group.files.forEach((file) => files.add(file)));
  }
  return { files, missing };
}

/** The routes a person can open: no redirect, not the layout itself, not a parent of others. */
export function screenRoutes(routes) {
  const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));
  return routes.filter((route) => !route.redirect && !isLayoutRoute(route) && !parents.has(route.id));
}

function ancestors(route, byId) {
  const chain = [];
  for (let current = route; current; current = current.parentId ? byId.get(current.parentId) : undefined) chain.unshift(current);
  return chain;
}

/**
 * Every screen route's cold-load file set and the base it stands on:
 * `entry` for public routes, `shell` (entry + layout + shell chunks) for signed-in ones.
 */
export function buildRouteMap(graph, coldLoad = {}) {
  const byId = new Map(graph.routes.map((route) => [route.id, route]));
  const always = namedGroupFiles(graph, coldLoad.always);
  const shellExtra = namedGroupFiles(graph, coldLoad.shell);
  const signedInExtra = namedGroupFiles(graph, coldLoad.signedIn);
  const routeExtras = Object.entries(coldLoad.routes ?? {}).map(([path, names]) => ({ path, ...namedGroupFiles(graph, names) }));
  const entry = new Set([...graph.entry, ...always.files]);
  const layout = graph.routes.find(isLayoutRoute);
  const shell = new Set([...entry, ...(layout ? componentFiles(graph, layout.component) : []), ...shellExtra.files, ...signedInExtra.files]);

  const rows = screenRoutes(graph.routes).map((route) => {
    const chain = ancestors(route, byId);
    const underLayout = chain.some(isLayoutRoute);
    const signedIn = underLayout || chain.some((step) => Boolean(step.access));
    const base = underLayout ? shell : entry;
    const files = new Set(base);
    if (signedIn) signedInExtra.files.forEach((file) => files.add(file));
    for (const step of chain) componentFiles(graph, step.component).forEach((file) => files.add(file));
    // A section's not-found child is the same screen in every section: name it by its section.
    const label = route.path === '*' ? `${chain.length > 1 && !isLayoutRoute(chain[chain.length - 2]) ? chain[chain.length - 2].path : ''}/*` : route.path;
    for (const extra of routeExtras) if (extra.path === label) extra.files.forEach((file) => files.add(file));
    return { path: label, base: underLayout ? 'shell' : 'entry', signedIn, files, own: new Set([...files].filter((file) => !base.has(file))) };
  });
  const unknownRoutes = routeExtras.filter((extra) => !rows.some((row) => row.path === extra.path)).map((extra) => `${extra.path} (no such route)`);
  return {
    entry,
    shell,
    rows,
    missing: [...always.missing, ...shellExtra.missing, ...signedInExtra.missing, ...routeExtras.flatMap((extra) => extra.missing), ...unknownRoutes],
  };
}

/** Sums gzip bytes of a set of files. */
export const sumBytes = (files, sizeOf) => [...files].reduce((total, file) => total + sizeOf(file), 0);

/** The own-bytes budget of one route: its own figure where budget.json gives one, else the common one. */
export const routeOwnLimit = (routeOwn, path) => routeOwn.routes?.[path] ?? routeOwn.target;

/**
 * Judges the rows (with `ownBytes` and `totalBytes`) against the budgets:
 * the login page's total, the shell with /welcome, and every other route's
 * own bytes beyond its base.
 */
export function checkRoutes(rows, budget) {
  const failures = [];
  const over = (what, value, limit) => value > limit && failures.push(`${what}: ${value} B > ${limit} B`);
  for (const row of rows) {
    if (row.path === budget.login.path) over(`${row.path} total`, row.totalBytes, budget.login.target);
    else if (row.path === budget.shellScreen.path) over(`${row.path} total (shell + screen)`, row.totalBytes, budget.shellScreen.target);
    else over(`${row.path} own`, row.ownBytes, routeOwnLimit(budget.routeOwn, row.path));
  }
  for (const path of [budget.login.path, budget.shellScreen.path]) {
    if (!rows.some((row) => row.path === path)) failures.push(`${path}: not in the build's route map`);
  }
  for (const path of Object.keys(budget.routeOwn.routes ?? {})) {
    if (!rows.some((row) => row.path === path)) failures.push(`${path}: has a budget but is not in the build's route map`);
  }
  return failures;
}

/**
 * Public pages (routes that need no sign-in) must not wait on the signed-in
 * shell: names each file a public route loads that belongs to the shell
 * beyond the entry (the layout's chunks, the shell's declared parts, the
 * console's words, and the chunk the build gives the shell and the
 * signed-in screens to share).
 */
export function shellLeaks(map) {
  const shellOnly = new Set([...map.shell].filter((file) => !map.entry.has(file)));
  return map.rows
    .filter((row) => !row.signedIn)
    .flatMap((row) => [...row.files].filter((file) => shellOnly.has(file)).map((file) => `${row.path} loads ${file}, a file of the signed-in shell`));
}
