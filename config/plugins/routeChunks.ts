/**
 * Build plugin: writes `dist-stats/route-chunks.json`, the facts the per-route
 * byte budget (tests/bench/routes.mjs) is computed from, taken from webpack's
 * own chunk graph of this build:
 *
 * - `entry`: the files of the entry point (what index.html loads);
 * - `routes`: Umi's route table as it was built (id, path, parent, layout
 *   flag, redirect) with each route's component module (absolute path; a
 *   route without a component renders Umi's EmptyRoute);
 * - `groups`: every async chunk group: its name, its files (the chunks a
 *   dynamic import loads at once, split vendor chunks included), the
 *   modules its import() calls resolve to (so a route's component maps to
 *   the files that load with it) and whether the entry chunk makes that call;
 * - `packages`: the npm packages any module of the build comes from (so a
 *   check can tell that one stays out of the browser: the Excel parser the
 *   simulator uses, tests/bench/budget.json `neverShipped`).
 *
 * Written outside dist/ (nothing of it is deployed); module paths are
 * relative to the project.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from '@umijs/max';

interface BuiltRoute {
  id: string;
  path?: string;
  parentId?: string;
  file?: string;
  __absFile?: string;
  redirect?: string;
  layout?: boolean;
  isLayout?: boolean;
  access?: string;
}

export const ROUTE_CHUNKS_FILE = 'dist-stats/route-chunks.json';

export default (api: IApi) => {
  api.onBuildComplete(({ err, stats }) => {
    if (err || !stats?.compilation) return;
    const { compilation } = stats;
    const { moduleGraph } = compilation;
    // Project files relative to the project, packages from `node_modules/` (wherever it lives).
    const rel = (file: string) => {
      const posix = file.split(path.sep).join('/');
      const inPackages = posix.lastIndexOf('/node_modules/');
      return inPackages >= 0 ? posix.slice(inPackages + 1) : path.relative(api.cwd, file).split(path.sep).join('/');
    };
    const jsFiles = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js')).sort();

    const entry = compilation.entrypoints.get('umi');
    // Which modules each async chunk group's import() calls resolve to: walk every module's
    // async blocks (webpack keeps the block -> chunk group link in the chunk graph).
    const imports = new Map<object, Set<string>>();
    const entryChunks = new Set(entry?.chunks ?? []);
    const fromEntry = new Set<object>();
    for (const module of compilation.modules) {
      const inEntry = [...compilation.chunkGraph.getModuleChunksIterable(module)].some((chunk) => entryChunks.has(chunk));
      for (const block of module.blocks) {
        const group = compilation.chunkGraph.getBlockChunkGroup(block);
        if (!group) continue;
        if (inEntry) fromEntry.add(group);
        for (const dependency of block.dependencies) {
          // A module concatenated with others answers through its root module.
          const target = moduleGraph.getModule(dependency) as { resource?: string; rootModule?: { resource?: string } } | null;
          const resource = target?.resource ?? target?.rootModule?.resource;
          if (!resource) continue;
          if (!imports.has(group)) imports.set(group, new Set());
          imports.get(group)!.add(rel(resource));
        }
      }
    }
    const groups = compilation.chunkGroups
      .filter((group) => !group.isInitial())
      .map((group) => ({
        name: group.name ?? null,
        files: jsFiles(group.getFiles()),
        imports: [...(imports.get(group) ?? [])].sort(),
        fromEntry: fromEntry.has(group),
      }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)) || a.files.join().localeCompare(b.files.join()));

    const emptyRoute = path.join(api.paths.absTmpPath, 'core/EmptyRoute.tsx');
    const routes = Object.values(api.appData.routes as Record<string, BuiltRoute>).map((route) => ({
      id: route.id,
      path: route.path ?? '',
      parentId: route.parentId ?? null,
      ...(route.redirect ? { redirect: route.redirect } : {}),
      ...(route.layout === false ? { layout: false } : {}),
      ...(route.isLayout ? { isLayout: true } : {}),
      ...(typeof route.access === 'string' ? { access: route.access } : {}),
      component: rel(route.__absFile ?? (route.file && path.isAbsolute(route.file) ? route.file : emptyRoute)),
    }));

    // The packages the build's modules come from (modules merged by concatenation counted one by one).
    type Packaged = { resource?: string; modules?: Iterable<Packaged> };
    const packages = new Set<string>();
    const packageOf = (resource: string) => {
      const relative = rel(resource);
      if (!relative.startsWith('node_modules/')) return undefined;
      const parts = relative.slice('node_modules/'.length).split('/');
      return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    };
    for (const outer of compilation.modules as Iterable<Packaged>) {
      for (const module of outer.modules ? [...outer.modules] : [outer]) {
        const name = module.resource ? packageOf(module.resource) : undefined;
        if (name) packages.add(name);
      }
    }

    const out = path.join(api.cwd, ROUTE_CHUNKS_FILE);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify({ entry: jsFiles(entry?.getFiles() ?? []), routes, groups, packages: [...packages].sort() }, null, 1)}\n`);

    // With ANALYZE (beside the analyser's report): why each module of the entry chunk is there,
    // as the modules importing it (modules merged by concatenation listed one by one).
    if (process.env.ANALYZE && entry) {
      type Inspectable = { resource?: string; modules?: Iterable<Inspectable>; identifier(): string };
      const name = (module: Inspectable) => rel(module.resource ?? module.identifier().split('!').pop() ?? '');
      const why: Record<string, string[]> = {};
      for (const chunk of entry.chunks) {
        for (const outer of compilation.chunkGraph.getChunkModulesIterable(chunk) as Iterable<Inspectable>) {
          for (const module of outer.modules ? [...outer.modules] : [outer]) {
            const importers = new Set<string>();
            for (const connection of moduleGraph.getIncomingConnections(module as never)) {
              if (connection.originModule) importers.add(name(connection.originModule as unknown as Inspectable));
            }
            why[name(module)] = [...importers].sort();
          }
        }
      }
      writeFileSync(path.join(path.dirname(out), 'entry-modules.json'), `${JSON.stringify(why, null, 1)}\n`);
    }
  });
};
