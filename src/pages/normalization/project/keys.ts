/** The project page's keys (docs/api.md "Standardization") and its translate function. */
export const PROJECT_KEYS = {
  open: 'platform:normalization:scene:open',
  /** Reference a module; add and delete config items. */
  edit: 'platform:normalization:scene:edit',
  /** The modules and versions to choose from (pageSoftwareModules, pageModuleVersions). */
  config: 'platform:normalization:config',
} as const;

export type Translate = (id: string, values?: Record<string, string | number>) => string;
