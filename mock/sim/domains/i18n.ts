/** Translations fetched at startup, per locale, merged by the console over its bundled dictionaries. */
import { STATUS } from '../../../src/request/codes';
import type { Schema } from '../../../src/services/types/contract';
import type { RouteDef } from '../router';
import { SimError } from '../types';
import { requireObject } from './validate';

export const i18nRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/i18n/list',
    scope: 'public',
    audit: false,
    public: true,
    handle: ({ body, state }): Schema<'TranslationEntry'>[] => {
      const { type } = requireObject(body);
      if (type !== 'zh-CN' && type !== 'en-US') {
        throw new SimError(STATUS.VALIDATION_FAILED, 'type must be zh-CN or en-US', {
          fields: { type: 'invalid' },
        });
      }
      return state.translations[type].map((entry) => ({ ...entry }));
    },
  },
];
