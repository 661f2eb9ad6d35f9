/**
 * The names of the drafts a screen and its lazily loaded dialog share (the
 * screen reopens the dialog by it, the dialog keeps and restores under it):
 * here, so the screen does not import the dialog's chunk to learn it. A
 * record dialog (RecordModalForm) is named by its dictionary prefix.
 */
export const DRAFT_FORMS = {
  profile: 'account.profile',
  invite: 'person.invite',
  assetLock: 'asset.lock',
  /** The business screen's task form (its context: the scene). */
  task: 'business.task',
} as const;
