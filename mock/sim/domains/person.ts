/** Person calls the skeleton needs: permission keys and the stored app value, each for oneself only. */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import type { Ctx, RouteDef } from '../router';
import { SimError } from '../types';
import { fieldError } from './validate';

/** The stored app value: a JSON object of at most 4 KB (its JSON text, in UTF-8 bytes). */
export const APP_VALUE_MAX_BYTES = 4096;

function self(ctx: Ctx, id: string) {
  if (!ctx.user || ctx.user.id !== id) {
    throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing');
  }
  return ctx.user;
}

export const personRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/base/person/{id}/menu',
    scope: 'self',
    handle: (ctx) => [...self(ctx, ctx.params.id).permissions],
  },
  {
    method: 'GET',
    path: '/base/person/head/config/{userId}',
    scope: 'self',
    handle: (ctx): Schema<'AppValue'> => ({ ...self(ctx, ctx.params.userId).appValue }),
  },
  {
    method: 'PUT',
    path: '/base/person/head/config/{userId}',
    scope: 'self',
    audit: false,
    handle: (ctx) => {
      const account = self(ctx, ctx.params.userId);
      const value = ctx.body;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw fieldError('value', 'invalid', 'The app value must be a JSON object');
      }
      const text = JSON.stringify(value);
      if (Buffer.byteLength(text, 'utf8') > APP_VALUE_MAX_BYTES) {
        throw fieldError('value', 'tooLong', `The app value is larger than ${APP_VALUE_MAX_BYTES} bytes`);
      }
      account.appValue = JSON.parse(text) as Schema<'AppValue'>;
      return { ...account.appValue };
    },
  },
];
