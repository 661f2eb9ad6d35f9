/**
 * Scenes (docs/api.md "Scenes", service `rss`): the paged list, adding,
 * editing (version + 1), deleting (its assets stay, without a scene), the
 * assets of a scene, and the scenes to choose from. `assetCount` is counted
 * at every call.
 *
 * Scope `scene` (docs/api.md "Tenant boundary"): only scenes of companies
 * within the caller's reach are listed, counted, offered or touched; one out
 * of reach answers exactly as an unknown id (40401 'scene not found'), and a
 * company out of reach in a form exactly as an unknown company.
 */
import { randomUUID } from 'node:crypto';
import { STATUS } from '../../../src/request/codes';
import type { SceneAsset, SceneOption, Scene as SceneView } from '../../../src/services/types/scene';
import { MAP_STATUSES, runStatusAt, sceneId, type Asset, type Scene } from '../fleet';
import { reachable, within, type Reach } from '../reach';
import type { RouteDef } from '../router';
import type { SimState } from '../store';
import { SimError } from '../types';
import { ASSET_ORDER } from './assets';
import { idFilter, numberFilter, pageOf, textFilter, type ListSpec } from './list';
import { findProject, findScene, namesOf, ofCompany, ownedBy, ownerNames, requireCompany, type Names } from './options';
import { fieldError, optionalId, optionalText, requireObject, requireText } from './validate';

export const SCENE_LIST_KEY = 'platform:scene:list';
export const SCENE_KEYS = {
  list: SCENE_LIST_KEY,
  add: `${SCENE_LIST_KEY}:add`,
  edit: `${SCENE_LIST_KEY}:edit`,
  remove: `${SCENE_LIST_KEY}:delete`,
  viewAssets: `${SCENE_LIST_KEY}:viewAssets`,
} as const;
export const SCENE_TEXT_MAX = 50;

/** Scene id -> how many assets are in it now. */
function assetCounts(state: SimState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const asset of state.fleet.assets.values()) {
    if (asset.sceneId !== '') counts.set(asset.sceneId, (counts.get(asset.sceneId) ?? 0) + 1);
  }
  return counts;
}

function sceneView(scene: Scene, names: Names, counts: Map<string, number>): SceneView {
  return {
    id: scene.id,
    number: scene.number,
    uuid: scene.uuid,
    name: scene.name,
    ...ownerNames(names, scene),
    address: scene.address,
    version: scene.version,
    mapStatus: scene.mapStatus,
    assetCount: counts.get(scene.id) ?? 0,
    updatedAt: scene.updatedAt,
  };
}

function sceneSpec(counts: Map<string, number>): ListSpec<Scene> {
  return {
    createdAt: (scene) => scene.createdAt,
    id: (scene) => scene.id,
    filters: {
      keyword: textFilter((scene) => scene.name, (scene) => scene.uuid),
      companyId: idFilter((scene) => scene.companyId),
      mapStatus: numberFilter((scene) => scene.mapStatus, MAP_STATUSES),
    },
    sorts: {
      number: (scene) => scene.number,
      name: (scene) => scene.name,
      version: (scene) => scene.version,
      assetCount: (scene) => counts.get(scene.id) ?? 0,
      updatedAt: (scene) => scene.updatedAt,
    },
  };
}

/** The scene; an unknown id, or a scene of a company out of reach, is 40401 'scene not found'. */
export function findSceneOr404(state: SimState, reach: Reach, id: string): Scene {
  return reachable(reach, findScene(state, id), 'scene');
}

function sceneAssets(state: SimState, id: string): Asset[] {
  return Array.from(state.fleet.assets.values()).filter((asset) => asset.sceneId === id);
}

/** A name another scene of the company has (compared without regard to case) is 40901. */
function refuseTakenName(state: SimState, name: string, companyId: string, current: Scene | undefined): void {
  const wanted = name.toLowerCase();
  const taken = state.fleet.scenes.some(
    (scene) => scene !== current && scene.companyId === companyId && scene.name.toLowerCase() === wanted,
  );
  if (taken) throw new SimError(STATUS.CONFLICT, 'scene already exists', { fields: { name: 'exists' } });
}

type SceneFields = Pick<Scene, 'name' | 'companyId' | 'projectId' | 'address'>;

/**
 * The form of `POST /scene` and `PUT /scene/{id}`: name and company required;
 * a project or address left out keeps the current one (none for a new scene);
 * a scene with assets keeps its company.
 */
function sceneFields(state: SimState, reach: Reach, input: Record<string, unknown>, current?: Scene): SceneFields {
  const name = requireText(input, 'name', 1, SCENE_TEXT_MAX);
  const companyId = requireCompany(state, input, reach);
  const address = optionalText(input, 'address', SCENE_TEXT_MAX) ?? current?.address ?? '';
  const projectId = optionalId(input, 'projectId') ?? current?.projectId ?? '';
  ownedBy('projectId', projectId, findProject(state, projectId), companyId);
  if (current && companyId !== current.companyId && sceneAssets(state, current.id).length > 0) {
    throw fieldError('companyId', 'invalid', 'A scene with assets stays with its company');
  }
  refuseTakenName(state, name, companyId, current);
  return { name, companyId, projectId, address };
}

function shownScene(state: SimState, scene: Scene): SceneView {
  return sceneView(scene, namesOf(state), assetCounts(state));
}

/** A scene's asset as listed at `now`: its run status from its working day (fleet.ts `runStatusAt`). */
const sceneAssetRow = (asset: Asset, now: number): SceneAsset => ({
  id: asset.id,
  assetNumber: asset.assetNumber,
  name: asset.name,
  serialNumber: asset.serialNumber,
  model: asset.model,
  runStatus: runStatusAt(asset, now),
  online: asset.online,
});

export const sceneRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/rss/scene/page',
    scope: 'scene',
    permission: SCENE_KEYS.list,
    handle: ({ body, state, reach }) => {
      const names = namesOf(state);
      const counts = assetCounts(state);
      return pageOf(within(reach, state.fleet.scenes), requireObject(body), sceneSpec(counts), (scene) => sceneView(scene, names, counts));
    },
  },
  {
    method: 'GET',
    path: '/rss/scene/options',
    scope: 'scene',
    handle: (ctx) =>
      ofCompany(ctx, ctx.state.fleet.scenes).map(({ id, name, uuid, companyId, projectId }): SceneOption => ({ id, name, uuid, companyId, projectId })),
  },
  {
    method: 'POST',
    path: '/rss/scene',
    scope: 'scene',
    permission: SCENE_KEYS.add,
    handle: ({ body, state, reach, now }) => {
      const fields = sceneFields(state, reach, requireObject(body));
      const number = state.fleet.nextSceneNumber;
      state.fleet.nextSceneNumber += 1;
      const scene: Scene = {
        ...fields,
        id: sceneId(number),
        number,
        uuid: randomUUID(),
        version: 1,
        mapStatus: 0,
        createdAt: now,
        updatedAt: now,
      };
      state.fleet.scenes.push(scene);
      return shownScene(state, scene);
    },
  },
  {
    method: 'PUT',
    path: '/rss/scene/{id}',
    scope: 'scene',
    permission: SCENE_KEYS.edit,
    handle: ({ params, body, state, reach, now }) => {
      const scene = findSceneOr404(state, reach, params.id);
      Object.assign(scene, sceneFields(state, reach, requireObject(body), scene), { version: scene.version + 1, updatedAt: now });
      return shownScene(state, scene);
    },
  },
  {
    method: 'DELETE',
    path: '/rss/scene/{id}',
    scope: 'scene',
    permission: SCENE_KEYS.remove,
    handle: ({ params, state, reach, now }) => {
      const scene = findSceneOr404(state, reach, params.id);
      const released = sceneAssets(state, scene.id);
      for (const asset of released) {
        asset.sceneId = '';
        asset.updatedAt = now;
      }
      state.fleet.scenes = state.fleet.scenes.filter((candidate) => candidate !== scene);
      return { released: released.length };
    },
  },
  {
    method: 'POST',
    path: '/rss/scene/{id}/asset/page',
    scope: 'scene',
    permission: SCENE_KEYS.viewAssets,
    handle: ({ params, body, state, reach, now }) => {
      const scene = findSceneOr404(state, reach, params.id);
      return pageOf(sceneAssets(state, scene.id), requireObject(body), ASSET_ORDER, (asset) => sceneAssetRow(asset, now));
    },
  },
];
