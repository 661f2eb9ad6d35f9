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
