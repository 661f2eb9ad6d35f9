/**
 * The visible menu tree built from THE route table and the access flags:
 * the same rule the layout's menu follows (src/access.ts), with each entry's
 * i18n key (`menu.<parent>.<child>`, as the layout derives it).
 */
import { visibleMenu } from '@/access';
import type { AccessFlags } from '@/services/types/permissions';
import routes, { type RouteEntry } from '../../config/routes';

export interface MenuNode {
  path: string;
  titleId: string;
  icon?: string;
  children: MenuNode[];
}

function toNodes(entries: RouteEntry[], parentNames: string[]): MenuNode[] {
  return entries
    .filter((entry) => entry.name)
    .map((entry) => {
      const names = [...parentNames, entry.name as string];
      return {
        path: entry.path,
        titleId: ['menu', ...names].join('.'),
        icon: entry.icon,
        children: toNodes(entry.routes ?? [], names),
      };
    });
}

export function menuTree(flags: AccessFlags): MenuNode[] {
  return toNodes(visibleMenu(routes, flags), []);
}

/**
 * The screen that stands alone at the top of the route table, hidden from the menu, whose address this is
 * (one unit's timeline, `/unit/:serialNumber`): it belongs to no section, so the header is titled after it.
 * Whoever is on its address passed its access check.
 */
export function standaloneScreen(pathname: string): Pick<MenuNode, 'path' | 'titleId'> | undefined {
  const first = pathname.split('/').find(Boolean);
  const entry = routes.find((candidate) => candidate.hideInMenu && candidate.name && candidate.path.split('/').find(Boolean) === first);
  return entry ? { path: entry.path, titleId: `menu.${entry.name}` } : undefined;
}

/** Every path the menu may show: the layout prunes its own menu to these. */
export function visibleMenuPaths(flags: AccessFlags): Set<string> {
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      paths.add(node.path);
      walk(node.children);
    }
  };
  walk(menuTree(flags));
  return paths;
}
