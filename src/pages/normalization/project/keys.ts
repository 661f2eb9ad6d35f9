/** The project page's keys (docs/api.md "Standardization") and its dialogs' draft names. */
export const PROJECT_KEYS = {
  open: 'platform:normalization:scene:open',
  /** Reference a module; add and delete config items. */
  edit: 'platform:normalization:scene:edit',
  /** The modules and versions to choose from (pageSoftwareModules, pageModuleVersions). */
  config: 'platform:normalization:config',
} as const;

/** The drafts of the page's dialogs (useUnsavedChanges' `draft`; the project is the path). */
export const PROJECT_DRAFTS = { reference: 'normalization.reference', configItem: 'normalization.configItem' } as const;
