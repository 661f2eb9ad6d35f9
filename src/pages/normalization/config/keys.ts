/** The config screen's keys (docs/api.md "Standardization"). */
export const CONFIG_KEYS = {
  view: 'platform:normalization:config',
  /** Publish, rerelease, roll back. */
  publish: 'platform:normalization:config:publish',
  /** Add and edit modules and exception codes. */
  edit: 'platform:normalization:config:edit',
  /** Delete a version, a module, an exception code. */
  remove: 'platform:normalization:config:delete',
} as const;

/** How often the versions are asked again while one is publishing or rolling back (each takes about 20 s). */
export const VERSION_POLL_MS = 3000;

/** The publish form's draft (useUnsavedChanges' `draft`; its context the module's id). */
export const PUBLISH_DRAFT = 'normalization.version.publish';
