/**
 * What the layout plugin's runtime gets in place of its icon table
 * (plugin-layout/icons.tsx) in the build: none. With the table, the runtime
 * turned each route's icon name into an element at startup, which put the
 * menu's icons in the entry chunk that public pages load too. The signed-in
 * shell gives the menu its icons instead (src/shell/layout.tsx, `postMenuData`,
 * with src/components/menuIcon.tsx); see .umirc.ts.
 */
const icons: Record<string, never> = {};

export default icons;
