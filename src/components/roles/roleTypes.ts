/** Role types as the screens show them: one translation id and one tag colour per type (docs/api.md "Roles"). */
import { ROLE_TYPES, type RoleType } from '@/services/types/role';

export const ROLE_TYPE_TAGS: Readonly<Record<RoleType, { id: string; color: string }>> = {
  platform: { id: 'role.type.platform', color: 'geekblue' },
  enterprise: { id: 'role.type.enterprise', color: 'green' },
  agent: { id: 'role.type.agent', color: 'orange' },
};

export function roleTypeOptions(t: (id: string) => string) {
  return ROLE_TYPES.map((type) => ({ value: type, label: t(ROLE_TYPE_TAGS[type].id) }));
}
