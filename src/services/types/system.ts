/**
 * The permission keys of translation management and the dictionaries (issue 37: added beside the specification's,
 * listed in ./permissions.ts), named once for the screens (src/pages/system), the console's access and the simulator's routes. Their rules are in
 * ./systemRules.ts, which the access flags (every start) do not need.
 */
export const TRANSLATION_KEYS = {
  list: 'platform:i18n',
  /** Add, edit and delete entries. */
  edit: 'platform:i18n:edit',
  /** The Excel import (its own screen): template, upload, rows, apply. */
  import: 'platform:i18n:import',
} as const;

export const DICTIONARY_KEYS = {
  list: 'platform:dictionary',
  edit: 'platform:dictionary:edit',
} as const;
