/** The route map's pure part (tests/bench/routeMap.mjs) on a small chunk graph. */
import { buildRouteMap, checkRoutes, screenRoutes, shellLeaks } from '../bench/routeMap.mjs';

const EMPTY = 'src/.umi-production/core/EmptyRoute.tsx';
const LAYOUT = 'src/.umi-production/plugin-layout/Layout.tsx';

const graph = {
  entry: ['umi.js'],
  routes: [
    { id: '1', path: '/', parentId: 'layout', redirect: '/welcome', component: EMPTY },
    { id: '2', path: '/welcome', parentId: 'layout', component: 'src/pages/Welcome.tsx' },
    { id: '3', path: '/user', parentId: null, layout: false, component: EMPTY },
    { id: '4', path: '/user/login', parentId: '3', component: 'src/pages/user/Login/index.tsx' },
    { id: '5', path: '/map', parentId: 'layout', component: EMPTY },
    { id: '6', path: '/map/home', parentId: '5', component: 'src/pages/map/home/index.tsx' },
    { id: '7', path: '*', parentId: '5', component: 'src/pages/NotFound.tsx' },
    // Signed-in, outside the layout (as the dispatch map is).
    { id: '8', path: '/board', parentId: null, layout: false, access: 'platform:board', component: 'src/pages/board/index.tsx' },
    { id: 'layout', path: '/', parentId: null, isLayout: true, component: LAYOUT },
  ],
  groups: [
    { name: null, files: ['empty.js'], imports: [EMPTY], fromEntry: true },
    { name: 't__plugin-layout__Layout', files: ['pro.js', 'layout.js'], imports: [LAYOUT], fromEntry: true },
    { name: 'header-actions', files: ['pro.js', 'header.js'], imports: ['src/components/HeaderActions.tsx'], fromEntry: true },
    { name: 'dict-zh-CN', files: ['dict.js'], imports: ['src/locales/zh-CN.public.ts'], fromEntry: true },
    { name: 'dict-zh-CN-console', files: ['words.js'], imports: ['src/locales/zh-CN.console.ts'], fromEntry: true },
    { name: 'p__board__index', files: ['pro.js', 'board.js'], imports: ['src/pages/board/index.tsx'], fromEntry: true },
    { name: 'p__Welcome', files: ['pro.js', 'welcome.js'], imports: ['src/pages/Welcome.tsx'], fromEntry: true },
    { name: 'p__user__Login__index', files: ['form.js', 'login.js'], imports: ['src/pages/user/Login/index.tsx'], fromEntry: true },
    { name: 'p__map__home__index', files: ['map.js'], imports: ['src/pages/map/home/index.tsx'], fromEntry: true },
    // Konva: imported by the map screen, later; never on the cold path.
    { name: 'konva', files: ['konva.js'], imports: ['node_modules/konva/lib/index.js'], fromEntry: false },
    { name: 'p__NotFound', files: ['nf.js'], imports: ['src/pages/NotFound.tsx'], fromEntry: true },
  ],
};

const coldLoad = { always: ['dict-zh-CN'], shell: ['header-actions'], signedIn: ['dict-zh-CN-console'] };

describe('the route map', () => {
  it('lists the screens: no redirects, no layout, no parents', () => {
    expect(screenRoutes(graph.routes).map((route: { id: string }) => route.id)).toEqual(['2', '4', '6', '7', '8']);
  });

  it('gives a public route the entry, its wrappers and its chunks, nothing of the shell', () => {
    const map = buildRouteMap(graph, coldLoad);
    const login = map.rows.find((row: { path: string }) => row.path === '/user/login');
    expect(login.base).toBe('entry');
    expect([...login.files].sort()).toEqual(['dict.js', 'empty.js', 'form.js', 'login.js', 'umi.js']);
    expect([...login.own].sort()).toEqual(['empty.js', 'form.js', 'login.js']);
  });

  it('gives a signed-in route the shell (layout and its declared parts) and counts only what is beyond it', () => {
    const map = buildRouteMap(graph, coldLoad);
    expect([...map.shell].sort()).toEqual(['dict.js', 'header.js', 'layout.js', 'pro.js', 'umi.js', 'words.js']);
    const welcome = map.rows.find((row: { path: string }) => row.path === '/welcome');
    expect([...welcome.own]).toEqual(['welcome.js']);
    const home = map.rows.find((row: { path: string }) => row.path === '/map/home');
    expect([...home.own].sort()).toEqual(['empty.js', 'map.js']);
    expect(home.files.has('konva.js')).toBe(false);
    expect(map.rows.find((row: { path: string }) => row.path === '/map/*').own.has('nf.js')).toBe(true);
  });

  it('gives a signed-in route outside the layout the entry and the console\'s words, counted as its own', () => {
    const map = buildRouteMap(graph, coldLoad);
    const board = map.rows.find((row: { path: string }) => row.path === '/board');
    expect(board.base).toBe('entry');
    expect(board.signedIn).toBe(true);
    expect([...board.own].sort()).toEqual(['board.js', 'pro.js', 'words.js']);
    // It may share files with the shell: it is no public page.
    expect(shellLeaks(map)).toEqual([]);
  });

  it('names a file of the signed-in shell that a public page loads', () => {
    expect(shellLeaks(buildRouteMap(graph, coldLoad))).toEqual([]);
    // The login page's form parts put into a chunk the layout loads too.
    const shared = {
      ...graph,
      groups: graph.groups.map((group) =>
        group.name === 'p__user__Login__index' ? { ...group, files: ['form.js', 'login.js', 'layout.js'] } : group,
      ),
    };
    expect(shellLeaks(buildRouteMap(shared, coldLoad))).toEqual(['/user/login loads layout.js, a file of the signed-in shell']);
    // The console's words in the login page's chunks.
    const words = {
      ...graph,
      groups: graph.groups.map((group) =>
        group.name === 'p__user__Login__index' ? { ...group, files: ['form.js', 'login.js', 'words.js'] } : group,
      ),
    };
    expect(shellLeaks(buildRouteMap(words, coldLoad))).toEqual(['/user/login loads words.js, a file of the signed-in shell']);
  });

  it('adds the parts a route draws at once to that route alone, as its own', () => {
    const withPickers = {
      ...graph,
      groups: [...graph.groups, { name: 'antd-pickers', files: ['pickers.js', 'dayjs.js'], imports: ['node_modules/antd/es/date-picker/index.js'], fromEntry: false }],
    };
    const map = buildRouteMap(withPickers, { ...coldLoad, routes: { '/welcome': ['antd-pickers'] } });
    expect([...map.rows.find((row: { path: string }) => row.path === '/welcome').own].sort()).toEqual(['dayjs.js', 'pickers.js', 'welcome.js']);
    expect(map.rows.filter((row: { files: Set<string> }) => row.files.has('pickers.js')).map((row: { path: string }) => row.path)).toEqual(['/welcome']);
    expect(map.shell.has('pickers.js')).toBe(false);
    expect(map.missing).toEqual([]);
  });

  it('reports a declared cold-load chunk the build lacks', () => {
    expect(buildRouteMap(graph, { always: ['dict-xx'], shell: [], signedIn: ['words-xx'] }).missing).toEqual(['dict-xx', 'words-xx']);
    expect(buildRouteMap(graph, { ...coldLoad, routes: { '/welcome': ['pickers-xx'], '/gone': ['dict-zh-CN'] } }).missing).toEqual(['pickers-xx', '/gone (no such route)']);
  });
});

describe('the budget check', () => {
  const budget = {
    login: { path: '/user/login', target: 100 },
    shellScreen: { path: '/welcome', target: 300 },
    routeOwn: { target: 50, routes: { '/map/home': 80 } },
  };
  const row = (path: string, ownBytes: number, totalBytes: number) => ({ path, ownBytes, totalBytes });

  it("holds when every figure is within its budget, a route's own where set", () => {
    expect(checkRoutes([row('/user/login', 90, 100), row('/welcome', 40, 300), row('/map/home', 80, 380)], budget)).toEqual([]);
  });

  it('names each route over its budget', () => {
    const failures = checkRoutes([row('/user/login', 90, 101), row('/welcome', 40, 301), row('/map/home', 81, 380), row('/x', 51, 400)], budget);
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(/^\/user\/login total: 101 B > 100 B/);
  });

  it('fails when the login page, the welcome screen or a route with a budget of its own is missing from the map', () => {
    expect(checkRoutes([row('/x', 1, 1)], budget)).toEqual([
      "/user/login: not in the build's route map",
      "/welcome: not in the build's route map",
      "/map/home: has a budget but is not in the build's route map",
    ]);
  });
});
