/**
 * Maps and live robots (docs/api.md "Maps and live robots", service `rss`):
 * a scene's map (its frame and layers), its images as PNG, its nodes, edges
 * and action points, and where its robots are now. Any of the control or
 * map keys will do. A robot carrying a task drives its path (tasks.ts). Scope `scene`: a scene of a company out of the caller's
 * reach answers exactly as an unknown one (40401 'scene not found').
 */
import { STATUS } from '../../../src/request/codes';
import { IMAGE_KINDS } from '../maps/draw';
import { mapImage, mapMeta, networkView, robotsNow, sceneMap, type SceneMap } from '../maps/sceneMaps';
import type { Ctx, RouteDef } from '../router';
import { RawReply, SimError } from '../types';
import { tasksOfScene, withTasks } from '../tasks';
import { findSceneOr404 } from './scenes';
import { requireChoice } from './validate';

/** Any of the dispatch screens' keys, or the business screen's (its map is the same). */
export const MAP_KEYS: readonly string[] = ['platform:control:global', 'platform:control:map', 'platform:map:home', 'platform:business:global'];
export const NO_MAP = 'scene has no uploaded map';

/** The scene's map; a scene without one is 40401 'scene has no uploaded map'. */
function mapOf({ params, state, reach, now }: Ctx): SceneMap {
  const scene = findSceneOr404(state, reach, params.id);
  if (scene.mapStatus !== 1) throw new SimError(STATUS.NOT_FOUND, NO_MAP);
  return sceneMap(state.maps, scene, now);
}

/** `kind` of the query: one of the image kinds, `base` when left out or empty. */
function imageKind(query: URLSearchParams) {
  return requireChoice({ kind: query.get('kind') || 'base' }, 'kind', IMAGE_KINDS);
}

export const mapRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/rss/scene/{id}/map',
    scope: 'scene',
    permission: MAP_KEYS,
    handle: (ctx) => mapMeta(mapOf(ctx)),
  },
  {
    method: 'GET',
    path: '/rss/scene/{id}/map/image',
    scope: 'scene',
    permission: MAP_KEYS,
    handle: (ctx) => {
      const map = mapOf(ctx);
      return new RawReply('image/png', mapImage(map, imageKind(ctx.query)), { 'cache-control': 'no-cache' });
    },
  },
  {
    method: 'GET',
    path: '/rss/scene/{id}/nodes',
    scope: 'scene',
    permission: MAP_KEYS,
    handle: (ctx) => {
      return networkView(mapOf(ctx));
    },
  },
  {
    method: 'GET',
    path: '/rss/scene/{id}/robots',
    scope: 'scene',
    permission: MAP_KEYS,
    handle: (ctx) => {
      const scene = findSceneOr404(ctx.state, ctx.reach, ctx.params.id);
      const map = scene.mapStatus === 1 ? sceneMap(ctx.state.maps, scene, ctx.now) : undefined;
      const poses = robotsNow(map, ctx.state.fleet.assets.values(), ctx.now);
      if (!map) return poses;
      // Robots carrying a task drive its path; one whose task ended waits where it left it (tasks.ts).
      const tasks = tasksOfScene({ tasks: ctx.state.tasks, maps: ctx.state.maps, assets: ctx.state.fleet.assets }, scene, ctx.now);
      return withTasks(tasks, map, poses, ctx.now);
    },
  },
];
