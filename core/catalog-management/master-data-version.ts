import { ApiError } from '../api/errors';

/**
 * Manufacturers and tags are saved with the version their form was read at (issue 37: "versioned
 * against concurrent edits", 409 like the item page): an existing one names its version, a new
 * one none. The row is locked before the check, so of two saves from the same version exactly
 * one passes.
 */
export interface Versioned {
  id?: number;
  version?: number;
}

/** Refuses a save (or a delete) sent with another version than the row has now. */
export function checkVersion(current: number, sent: number, deleting = false): void {
  if (current === sent) return;
  throw new ApiError({
    status: 409,
    key: deleting ? 'staff.masterData.changedBeforeDelete' : 'staff.masterData.changedMeanwhile',
    message: deleting
      ? 'Someone else saved this meanwhile; nothing was deleted.'
      : 'Someone else saved this meanwhile; it shows its new state now.',
  });
}
