/** Person calls the skeleton needs: permission keys and the stored app value, each for oneself only. */
import { STATUS } from '../codes';
import type { Ctx, RouteDef } from '../router';
import { SimError } from '../types';

function self(ctx: Ctx, id: string) {
  if (!ctx.user || ctx.user.id !== id) {
    throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing');
  }
  return ctx.user;
}

export const personRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/person/:id/menu',
    handle: (ctx) => [...self(ctx, ctx.params.id).permissions],
  },
  {
    method: 'GET',
    path: '/base/person/head/config/:userId',
    handle: (ctx) => ({ ...self(ctx, ctx.params.userId).appValue }),
  },
];
