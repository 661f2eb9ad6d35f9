/**
 * Scenes (service rss) and the option lists of docs/api.md on the
 * simulator: the seeded scenes, the list, adding, editing, deleting (its
 * assets released), the assets of a scene, the companies, projects and scenes
 * to choose from, and the permission keys.
 */
import { STATUS } from '../../src/request/codes';
import type { AssetRow } from '../../src/services/types/asset';
import type { Scene, SceneAsset } from '../../src/services/types/scene';
import { matchPath } from './router';
import { ROUTES, Simulator } from './simulator';
import {
  code,
  everyItem,
  expectInvalid,
  expectOrdered,
  fields,
  get,
  pageAt,
  post,
  reason,
  result,
  send,
  rss,
  signedIn,
  type Auth,
  type Key,
  succeeded,
} from './testClient';


type SceneRow = Scene;

interface Option {
  id: string;
  name: string;
  companyId?: string;
  uuid?: string;
  projectId?: string;
}

/** 40 drawn scenes (five for each of eight companies) and Benchmark Hall (c1), the scene of the map benchmarks. */
const SEEDED_SCENES = 41;
const C1_SCENES = 6;

const SCENE_KEYS = [
  'address', 'assetCount', 'companyId', 'companyName', 'id', 'mapStatus', 'name', 'number', 'projectId', 'projectName',
  'updatedAt', 'uuid', 'version',
];

const scenePage = (sim: Simulator, auth: Auth, body: Record<string, unknown>) =>
  pageAt<SceneRow>(sim, rss, '/scene/page', { pageNumber: 1, pageSize: 10, ...body }, auth);
const everyScene = (sim: Simulator, auth: Auth, filters: Record<string, unknown> = {}) =>
  everyItem<SceneRow>(sim, rss, '/scene/page', filters, auth);
const sceneAssets = (sim: Simulator, auth: Auth, id: string) => everyItem<SceneAsset>(sim, rss, `/scene/${id}/asset/page`, {}, auth);
const sceneById = (sim: Simulator, auth: Auth, id: string) => everyScene(sim, auth).find((scene) => scene.id === id);

function options(sim: Simulator, auth: Auth, path: string, sender = send): Option[] {
  const response = sender(sim, 'GET', path, undefined, auth);
  expect(code(response), path).toBe(0);
  return result<Option[]>(response);
}

/** Adds a scene (it must succeed). */
function addScene(sim: Simulator, auth: Auth, body: Record<string, unknown>): SceneRow {
  return succeeded<SceneRow>(rss(sim, 'POST', '/scene', body, auth));
}

/** A fresh simulator, admin, a seeded scene and its assets (it has some). */
function seededScene(id: string) {
  const sim = new Simulator();
  const admin = signedIn(sim, 'admin');
  const scene = sceneById(sim, admin, id);
  if (!scene) throw new Error(`no scene ${id}`);
  const members = sceneAssets(sim, admin, id);
  expect(members).toHaveLength(scene.assetCount);
  expect(scene.assetCount).toBeGreaterThan(0);
  return { sim, admin, scene, members };
}

describe('scenes: the list', () => {
  it('seeds 40 scenes, five for each of the eight companies, a few without a map, and Benchmark Hall', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scenes = everyScene(sim, admin);
    expect(scenes).toHaveLength(SEEDED_SCENES);
    for (const scene of scenes) expect(Object.keys(scene).sort()).toEqual(SCENE_KEYS);
    expect(scenes.map((scene) => scene.number).sort((a, b) => a - b)).toEqual(Array.from({ length: SEEDED_SCENES }, (_, index) => index + 1));
    const bench = scenes.find((scene) => scene.name === 'Benchmark Hall');
    expect(bench).toMatchObject({ id: 's41', number: 41, companyId: 'c1', mapStatus: 1, assetCount: 0 });
    expect(scenes[scenes.length - 1]).toEqual(bench);
    const perCompany = new Map<string, number>();
    for (const scene of scenes) if (scene !== bench) perCompany.set(scene.companyId, (perCompany.get(scene.companyId) ?? 0) + 1);
    expect([...perCompany.values()]).toEqual(Array.from({ length: 8 }, () => 5));
    const withoutMap = scenes.filter((scene) => scene.mapStatus === 0).length;
    expect(withoutMap).toBeGreaterThanOrEqual(3);
    expect(withoutMap).toBeLessThanOrEqual(8);
    for (const scene of scenes) {
      expect(scene.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(scene.projectName).not.toBe('');
      expect(scene.companyName).not.toBe('');
      expect(scene.version).toBeGreaterThanOrEqual(1);
    }
    const inScenes = Array.from(sim.state.fleet.assets.values()).filter((asset) => asset.sceneId !== '').length;
    expect(scenes.reduce((sum, scene) => sum + scene.assetCount, 0)).toBe(inScenes);
  });

  it('pages the newest first, stable across pages', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const pages = [1, 2, 3, 4, 5].map((pageNumber) => scenePage(sim, admin, { pageNumber }));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, 10, 1]);
    expect(pages.every((page) => page.totalCount === SEEDED_SCENES)).toBe(true);
    const ids = pages.flatMap((page) => page.items.map((scene) => scene.id));
    expect(ids).toEqual(scenePage(sim, admin, { pageSize: SEEDED_SCENES }).items.map((scene) => scene.id));
    const created = ids.map((id) => sim.state.fleet.scenes.find((scene) => scene.id === id)?.createdAt ?? 0);
    expectOrdered(created, 'descend');
  });

  it('filters by keyword (name or UUID), company and map status', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const scenes = everyScene(sim, admin);
    const target = scenes[17];
    const byUuid = everyScene(sim, admin, { keyword: target.uuid.slice(24).toUpperCase() });
    expect(byUuid.map((scene) => scene.id)).toEqual([target.id]);
    const byName = everyScene(sim, admin, { keyword: 'WAREHOUSE' });
    expect(byName.length).toBe(scenes.filter((scene) => scene.name.toLowerCase().includes('warehouse')).length);
    expect(byName.length).toBeGreaterThan(0);
    expect(everyScene(sim, admin, { companyId: 'c1' }).map((scene) => scene.companyId)).toEqual(Array(C1_SCENES).fill('c1'));
    const noMap = everyScene(sim, admin, { mapStatus: 0 });
    expect(noMap.length).toBe(scenes.filter((scene) => scene.mapStatus === 0).length);
    expect(everyScene(sim, admin, { mapStatus: [0, 1], keyword: '' })).toHaveLength(SEEDED_SCENES);
    expect(everyScene(sim, admin, { companyId: 'c1', mapStatus: [1], keyword: 'zzz' })).toHaveLength(0);
  });

  it('sorts by each sort field, both ways', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    for (const sortField of ['number', 'name', 'version', 'assetCount', 'updatedAt'] as const) {
      for (const sortOrder of ['ascend', 'descend'] as const) {
        const scenes = everyScene(sim, admin, { sortField, sortOrder });
        expect(scenes).toHaveLength(SEEDED_SCENES);
        expectOrdered(scenes.map((scene) => scene[sortField] as Key), sortOrder, `${sortField} ${sortOrder}`);
      }
    }
    expect(scenePage(sim, admin, { sortField: 'number' }).items[0].number).toBe(1);
  });

  it('refuses unknown filters, sort fields and bad values with 40001', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ projectId: 'p1' }, { projectId: 'invalid' }],
      [{ sortField: 'address' }, { sortField: 'invalid' }],
      [{ sortField: 'name', sortOrder: 'random' }, { sortOrder: 'invalid' }],
      [{ mapStatus: 2 }, { mapStatus: 'invalid' }],
      [{ keyword: 1 }, { keyword: 'invalid' }],
      [{ pageSize: 500 }, { pageSize: 'invalid' }],
    ];
    for (const [body, expected] of cases) {
      expectInvalid(rss(sim, 'POST', '/scene/page', { pageNumber: 1, pageSize: 10, ...body }, admin), expected, JSON.stringify(body));
    }
  });
});

describe('scenes: adding', () => {
  it('adds a scene at version 1 without a map, with the next number, first in the list', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const project = sim.state.fleet.projects.find((candidate) => candidate.companyId === 'c2');
    const scene = addScene(sim, admin, { name: '  Rooftop  ', companyId: 'c2', projectId: project?.id, address: '1 Sky Lane' });
    expect(scene).toEqual({
      id: 's42',
      number: 42,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Rooftop',
      companyId: 'c2',
      companyName: 'Acme Logistics',
      projectId: project?.id,
      projectName: project?.name,
      address: '1 Sky Lane',
      version: 1,
      mapStatus: 0,
      assetCount: 0,
      updatedAt: expect.any(Number),
    });
    expect(Math.abs(scene.updatedAt - sim.now())).toBeLessThan(1000);
    expect(scenePage(sim, admin, {}).items[0]).toEqual(scene);
    expect(options(sim, admin, '/scene/options?companyId=c2', rss).map((option) => option.id)).toContain('s42');
    expect(addScene(sim, admin, { name: 'Bare', companyId: 'c9' })).toMatchObject({ number: 43, projectId: '', projectName: '', address: '' });
  });

  it('refuses each broken rule with its message and field, and adds nothing', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const foreignProject = sim.state.fleet.projects.find((project) => project.companyId === 'c3')?.id;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ name: '' }, { name: 'required' }],
      [{ name: 'n'.repeat(51) }, { name: 'tooLong' }],
      [{ address: 'a'.repeat(51) }, { address: 'tooLong' }],
      [{ companyId: 'c0' }, { companyId: 'invalid' }],
      [{ projectId: foreignProject }, { projectId: 'invalid' }],
      [{ projectId: 42 }, { projectId: 'invalid' }],
    ];
    for (const [change, expected] of cases) {
      expectInvalid(rss(sim, 'POST', '/scene', { name: 'New scene', companyId: 'c1', ...change }, admin), expected, JSON.stringify(change));
    }
    const noCompany = rss(sim, 'POST', '/scene', { name: 'New scene' }, admin);
    expectInvalid(noCompany, { companyId: 'required' });
    expect(reason(noCompany)).toBe('no company selected');
    expect(scenePage(sim, admin, {}).totalCount).toBe(SEEDED_SCENES);
  });

  it('refuses a name in use in that company (in any case) with 40901, not in another', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const existing = everyScene(sim, admin, { companyId: 'c1' })[0];
    addScene(sim, admin, { name: 'Skybridge', companyId: 'c1' });
    for (const name of [existing.name.toUpperCase(), 'skybridge']) {
      const duplicate = rss(sim, 'POST', '/scene', { name, companyId: 'c1' }, admin);
      expect([code(duplicate), reason(duplicate), fields(duplicate)]).toEqual([STATUS.CONFLICT, 'scene already exists', { name: 'exists' }]);
    }
    expect(addScene(sim, admin, { name: 'Skybridge', companyId: 'c2' }).name).toBe('Skybridge');
    expect(everyScene(sim, admin, { keyword: 'skybridge' })).toHaveLength(2);
  });
});

describe('scenes: editing', () => {
  it('changes the scene and counts its version up; left-out fields stay', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const before = sceneById(sim, admin, 's2');
    if (!before) throw new Error('no scene s2');
    sim.clockOffsetMs += 60_000;
    const response = rss(sim, 'PUT', '/scene/s2', { name: 'Main Hall West', companyId: before.companyId }, admin);
    expect(code(response)).toBe(0);
    const after = result<SceneRow>(response);
    expect(after).toEqual({ ...before, name: 'Main Hall West', version: before.version + 1, updatedAt: after.updatedAt });
    expect(Math.abs(after.updatedAt - sim.now())).toBeLessThan(1000);
    // Its own name again is no conflict; the version counts every edit.
    const again = rss(sim, 'PUT', '/scene/s2', { name: 'main hall west', companyId: before.companyId, address: 'Gate 4' }, admin);
    expect(result(again)).toMatchObject({ name: 'main hall west', address: 'Gate 4', version: before.version + 2 });
  });

  it("refuses another scene's name, an unknown id, and a scene with assets moving company", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const [first, second] = everyScene(sim, admin, { companyId: 'c4', sortField: 'assetCount', sortOrder: 'descend' });
    const taken = rss(sim, 'PUT', `/scene/${first.id}`, { name: second.name, companyId: 'c4' }, admin);
    expect([code(taken), reason(taken), fields(taken)]).toEqual([STATUS.CONFLICT, 'scene already exists', { name: 'exists' }]);
    const unknown = rss(sim, 'PUT', '/scene/s404', { name: 'x', companyId: 'c4' }, admin);
    expect([code(unknown), reason(unknown)]).toEqual([STATUS.NOT_FOUND, 'scene not found']);
    expect(first.assetCount).toBeGreaterThan(0);
    expectInvalid(rss(sim, 'PUT', `/scene/${first.id}`, { name: first.name, companyId: 'c5', projectId: '' }, admin), { companyId: 'invalid' });
    expect(sceneById(sim, admin, first.id)).toEqual(first);

    const empty = addScene(sim, admin, { name: 'Empty', companyId: 'c4' });
    const moved = rss(sim, 'PUT', `/scene/${empty.id}`, { name: 'Empty', companyId: 'c5' }, admin);
    expect(result(moved)).toMatchObject({ companyId: 'c5', companyName: 'Delta Airport Services', version: 2 });
  });
});

describe('scenes: deleting', () => {
  it('deletes a scene and releases its assets', () => {
    const { sim, admin, scene, members } = seededScene('s1');
    const response = rss(sim, 'DELETE', '/scene/s1', undefined, admin);
    expect(result(response)).toEqual({ released: scene.assetCount });
    expect(sceneById(sim, admin, 's1')).toBeUndefined();
    expect(scenePage(sim, admin, {}).totalCount).toBe(SEEDED_SCENES - 1);
    expect(options(sim, admin, '/scene/options', rss).map((option) => option.id)).not.toContain('s1');
    for (const member of members.slice(0, 5)) {
      const asset = result<AssetRow>(get(sim, `/asset/${member.id}`, admin));
      expect(asset).toMatchObject({ sceneId: '', sceneName: '', sceneVersion: null, companyId: scene.companyId });
    }
    expect(pageAt(sim, send, '/asset/page', { pageNumber: 1, pageSize: 10 }, admin).totalCount).toBe(3000);

    expect(code(rss(sim, 'DELETE', '/scene/s1', undefined, admin))).toBe(STATUS.NOT_FOUND);
    const intoDeleted = post(sim, '/asset', { name: 'x', serialNumber: 'SN-DEL', companyId: scene.companyId, sceneId: 's1' }, admin);
    expectInvalid(intoDeleted, { sceneId: 'invalid' });
  });
});

describe('scenes: the assets of a scene', () => {
  it('pages its assets, newest first, and counts them live', () => {
    const { sim, admin, scene, members } = seededScene('s5');
    for (const member of members) {
      expect(Object.keys(member).sort()).toEqual(['assetNumber', 'id', 'model', 'name', 'online', 'runStatus', 'serialNumber']);
    }
    const created = members.map((member) => sim.state.fleet.assets.get(member.id)?.createdAt ?? 0);
    expectOrdered(created, 'descend');
    const firstPage = pageAt<SceneAsset>(sim, rss, '/scene/s5/asset/page', { pageNumber: 1, pageSize: 5 }, admin);
    expect(firstPage).toEqual({ items: members.slice(0, 5), totalCount: members.length });

    const added = post(sim, '/asset', { name: 'Newcomer', serialNumber: 'SN-NEWCOMER', companyId: scene.companyId, sceneId: 's5' }, admin);
    expect(code(added)).toBe(0);
    expect(sceneById(sim, admin, 's5')?.assetCount).toBe(scene.assetCount + 1);
    expect(sceneAssets(sim, admin, 's5')[0].name).toBe('Newcomer');
    expect(code(send(sim, 'DELETE', '/asset', { ids: [members[0].id, members[1].id] }, admin))).toBe(0);
    expect(sceneById(sim, admin, 's5')?.assetCount).toBe(scene.assetCount - 1);

    expect(code(rss(sim, 'POST', '/scene/s404/asset/page', { pageNumber: 1, pageSize: 10 }, admin))).toBe(STATUS.NOT_FOUND);
    expectInvalid(rss(sim, 'POST', '/scene/s5/asset/page', { pageNumber: 1, pageSize: 10, model: 'CR' }, admin), { model: 'invalid' });
  });
});

describe('options to choose from', () => {
  it('lists the 25 companies by name (to a platform account)', () => {
    const sim = new Simulator();
    const companies = options(sim, signedIn(sim, 'admin'), '/company/options');
    expect(companies).toHaveLength(25);
    expect(companies[0]).toEqual({ id: 'c2', name: 'Acme Logistics' });
    expect(companies.map((company) => company.name)).toEqual([...companies.map((company) => company.name)].sort());
  });

  it("lists the projects and scenes of a company by name, all without one, none for an unknown one", () => {
    const sim = new Simulator();
    // A platform account: it reaches every company (the tenant boundary below covers the others).
    const admin = signedIn(sim, 'admin');
    const all = options(sim, admin, '/project/options');
    expect(all.length).toBeGreaterThanOrEqual(16);
    expect(all.length).toBeLessThanOrEqual(24);
    const c1 = options(sim, admin, '/project/options?companyId=c1');
    expect(c1.length).toBeGreaterThanOrEqual(2);
    expect(c1.length).toBeLessThanOrEqual(3);
    for (const project of c1) expect(Object.keys(project).sort()).toEqual(['companyId', 'id', 'name']);
    expect(c1.every((project) => project.companyId === 'c1')).toBe(true);
    expect(options(sim, admin, '/project/options?companyId=c6')).toEqual([]);
    expect(options(sim, admin, '/project/options?companyId=c0')).toEqual([]);

    const scenes = options(sim, admin, '/scene/options?companyId=c7', rss);
    expect(scenes).toHaveLength(5);
    for (const scene of scenes) expect(Object.keys(scene).sort()).toEqual(['companyId', 'id', 'name', 'projectId', 'uuid']);
    expect(scenes.map((scene) => scene.name)).toEqual([...scenes.map((scene) => scene.name)].sort());
    expect(options(sim, admin, '/scene/options', rss)).toHaveLength(SEEDED_SCENES);
    expect(options(sim, admin, '/scene/options?companyId=c0', rss)).toEqual([]);
  });

  it('needs a session, no permission key', () => {
    const sim = new Simulator();
    expect(code(get(sim, '/company/options'))).toBe(STATUS.TOKEN_INVALID);
    expect(code(rss(sim, 'GET', '/scene/options'))).toBe(STATUS.TOKEN_INVALID);
    const member = signedIn(sim, 'member');
    expect(options(sim, member, '/scene/options?companyId=c1', rss)).toHaveLength(C1_SCENES);
  });
});

describe('scenes: tenant boundary', () => {
  const companyScenes = (sim: Simulator, companyId: string) => sim.state.fleet.scenes.filter((scene) => scene.companyId === companyId);
  const snapshot = (sim: Simulator) => JSON.stringify([sim.state.fleet.scenes, Array.from(sim.state.fleet.assets.values())]);
  const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id).sort();
  const expectAsUnknown = (foreign: ReturnType<typeof rss>, unknown: ReturnType<typeof rss>, label: string) => {
    expect([code(unknown), reason(unknown)], label).toEqual([STATUS.NOT_FOUND, 'scene not found']);
    expect({ status: foreign.status, body: foreign.body }, label).toEqual({ status: unknown.status, body: unknown.body });
  };

  it("lists and counts only the caller's company's scenes; a platform account all of them", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    for (const [account, companyId, other] of [['dispatcher', 'c1', 'c4'], ['cedar.admin', 'c4', 'c1']] as const) {
      const auth = signedIn(sim, account);
      const own = companyScenes(sim, companyId);
      expect(scenePage(sim, auth, {}).totalCount, account).toBe(own.length);
      expect(ids(everyScene(sim, auth))).toEqual(ids(own));
      expect(scenePage(sim, auth, { companyId: other })).toEqual({ items: [], totalCount: 0 });
      expect(scenePage(sim, auth, { sortField: 'assetCount', sortOrder: 'descend' }).totalCount).toBe(own.length);
    }
    expect(scenePage(sim, signedIn(sim, 'dispatcher'), {}).totalCount).toBe(C1_SCENES);
    expect(scenePage(sim, admin, {}).totalCount).toBe(SEEDED_SCENES);
  });

  it('offers only the companies, projects and scenes within reach, none for another company', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const companyName = (id: string) => sim.state.companies.find((company) => company.id === id)?.name;
    for (const [account, companyId, other] of [
      ['member', 'c1', 'c4'],
      ['dispatcher', 'c1', 'c7'],
      ['cedar.admin', 'c4', 'c1'],
      ['falcon.member', 'c7', 'c4'],
    ] as const) {
      const auth = signedIn(sim, account);
      expect(options(sim, auth, '/company/options'), account).toEqual([{ id: companyId, name: companyName(companyId) }]);
      const projects = sim.state.fleet.projects.filter((project) => project.companyId === companyId);
      expect(ids(options(sim, auth, '/project/options'))).toEqual(ids(projects));
      expect(ids(options(sim, auth, `/project/options?companyId=${companyId}`))).toEqual(ids(projects));
      expect(options(sim, auth, `/project/options?companyId=${other}`), account).toEqual([]);
      expect(ids(options(sim, auth, '/scene/options', rss))).toEqual(ids(companyScenes(sim, companyId)));
      expect(options(sim, auth, `/scene/options?companyId=${other}`, rss), account).toEqual([]);
    }
    expect(options(sim, admin, '/company/options')).toHaveLength(25);
    expect(options(sim, admin, '/scene/options', rss)).toHaveLength(SEEDED_SCENES);
    expect(ids(options(sim, admin, '/scene/options?companyId=c4', rss))).toEqual(ids(companyScenes(sim, 'c4')));
  });

  it("answers another company's scene as an unknown id: edit, delete, its assets; and changes nothing", () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const foreign = companyScenes(sim, 'c1')[0];
    const own = companyScenes(sim, 'c4')[0];
    const before = snapshot(sim);
    const calls: Array<[string, string, unknown]> = [
      ['PUT', '/scene/:id', { name: 'Taken', companyId: 'c4' }],
      ['PUT', '/scene/:id', { name: foreign.name, companyId: 'c1' }],
      ['DELETE', '/scene/:id', undefined],
      ['POST', '/scene/:id/asset/page', { pageNumber: 1, pageSize: 10 }],
    ];
    for (const [method, path, body] of calls) {
      const at = (id: string) => path.replace(':id', id);
      expectAsUnknown(rss(sim, method, at(foreign.id), body, cedar), rss(sim, method, at('s404'), body, cedar), `${method} ${path}`);
    }
    expect(snapshot(sim)).toBe(before);
    // Its own scene's assets it sees, as a platform account does.
    expect(sceneAssets(sim, cedar, own.id)).toEqual(sceneAssets(sim, admin, own.id));
    expect(sceneAssets(sim, cedar, own.id).length).toBeGreaterThan(0);
    expect(sceneAssets(sim, admin, foreign.id).length).toBeGreaterThan(0);
    expect(code(rss(sim, 'PUT', `/scene/${foreign.id}`, { name: 'Renamed by the platform', companyId: 'c1' }, admin))).toBe(0);
  });

  it('refuses to add a scene to another company, or move one there, as an unknown company', () => {
    const sim = new Simulator();
    const admin = signedIn(sim, 'admin');
    const cedar = signedIn(sim, 'cedar.admin');
    const before = snapshot(sim);
    for (const companyId of ['c1', 'c7', 'c0']) {
      expectInvalid(rss(sim, 'POST', '/scene', { name: 'Cedar ward', companyId }, cedar), { companyId: 'invalid' }, companyId);
    }
    const c1Project = sim.state.fleet.projects.find((project) => project.companyId === 'c1');
    expectInvalid(rss(sim, 'POST', '/scene', { name: 'Cedar ward', companyId: 'c4', projectId: c1Project?.id }, cedar), { projectId: 'invalid' });
    expect(snapshot(sim)).toBe(before);

    // An empty scene of its own: only the reach refuses the move (a scene with assets keeps its company anyway).
    const empty = addScene(sim, cedar, { name: 'Cedar ward', companyId: 'c4' });
    const after = snapshot(sim);
    expectInvalid(rss(sim, 'PUT', `/scene/${empty.id}`, { name: 'Cedar ward', companyId: 'c1' }, cedar), { companyId: 'invalid' });
    expect(snapshot(sim)).toBe(after);
    expect(result(rss(sim, 'PUT', `/scene/${empty.id}`, { name: 'Cedar ward', companyId: 'c1' }, admin))).toMatchObject({ companyId: 'c1' });
    expect(code(rss(sim, 'DELETE', `/scene/${empty.id}`, undefined, cedar))).toBe(STATUS.NOT_FOUND);
    expect(code(rss(sim, 'DELETE', `/scene/${empty.id}`, undefined, admin))).toBe(0);
  });
});

describe('scenes: permission keys', () => {
  it("lets dispatcher list, add, edit, view and delete its company's scenes", () => {
    const sim = new Simulator();
    const dispatcher = signedIn(sim, 'dispatcher');
    expect(scenePage(sim, dispatcher, {}).totalCount).toBe(C1_SCENES);
    const scene = addScene(sim, dispatcher, { name: 'Dispatch bay', companyId: 'c1' });
    expect(code(rss(sim, 'PUT', `/scene/${scene.id}`, { name: 'Dispatch bay 2', companyId: 'c1' }, dispatcher))).toBe(0);
    expect(sceneAssets(sim, dispatcher, 's3').length).toBeGreaterThan(0);
    expect(result(rss(sim, 'DELETE', `/scene/${scene.id}`, undefined, dispatcher))).toEqual({ released: 0 });
  });

  it('refuses member every scene call with 40301 and the key', () => {
    const sim = new Simulator();
    const member = signedIn(sim, 'member');
    const refused: Array<[string, string, unknown, string]> = [
      ['POST', '/scene/page', { pageNumber: 1, pageSize: 10 }, 'platform:scene:list'],
      ['POST', '/scene', { name: 'x', companyId: 'c1' }, 'platform:scene:list:add'],
      ['PUT', '/scene/s1', { name: 'x', companyId: 'c1' }, 'platform:scene:list:edit'],
      ['DELETE', '/scene/s1', undefined, 'platform:scene:list:delete'],
      ['POST', '/scene/s1/asset/page', { pageNumber: 1, pageSize: 10 }, 'platform:scene:list:viewAssets'],
    ];
    for (const [method, path, body, permission] of refused) {
      const response = rss(sim, method, path, body, member);
      expect(code(response), `${method} ${path}`).toBe(STATUS.PERMISSION_MISSING);
      expect(result(response)).toEqual({ permission });
    }
    expect(sim.state.fleet.scenes).toHaveLength(SEEDED_SCENES);
  });

  it('routes /rss/scene/page and /options to their own handlers', () => {
    for (const [method, path] of [
      ['POST', '/rss/scene/page'],
      ['GET', '/rss/scene/options'],
    ]) {
      expect(ROUTES.find((route) => route.method === method && matchPath(route.path, path))?.path).toBe(path);
    }
  });
});
