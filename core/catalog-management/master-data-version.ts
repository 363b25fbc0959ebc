import { z } from 'zod';
import { maxColumnInteger } from '../api/column-limits';
import { ApiError } from '../api/errors';

/**
 * The catalogue's master data (manufacturers, tags, attributes, order properties) is saved with
 * the version its form was read at (issue 37: "versioned against concurrent edits", 409 like the
 * item page): an existing record names its version, a new one none. The row is locked before the
 * check, so of two saves from the same version exactly one passes.
 */
export interface Versioned {
  id?: number;
  version?: number;
}

/**
 * Which translation a refusal names and how its English message starts; each screen has its own
 * texts ("this attribute", "this order property"), manufacturers and tags share theirs.
 */
export interface VersionRefusal {
  keyPrefix: string;
  changedMeanwhile: string;
}

const manufacturersAndTags: VersionRefusal = {
  keyPrefix: 'staff.masterData',
  changedMeanwhile: 'Someone else saved this meanwhile',
};

/** Refuses a save (or a delete) sent with another version than the row has now. */
export function checkVersion(
  current: number,
  sent: number | undefined,
  deleting = false,
  refusal: VersionRefusal = manufacturersAndTags,
): void {
  if (current === sent) return;
  throw new ApiError({
    status: 409,
    key: `${refusal.keyPrefix}.${deleting ? 'changedBeforeDelete' : 'changedMeanwhile'}`,
    message: `${refusal.changedMeanwhile}; ${deleting ? 'nothing was deleted.' : 'it shows its new state now.'}`,
  });
}

/** The version a form was read at, as its call receives it. */
export const formVersion = z.number().int().min(0).max(maxColumnInteger);

/**
 * A call's check that an existing record is sent with the version its form was read at and a new
 * one without: a form that lost it would otherwise overwrite whatever was saved since.
 */
export const versionOfExisting =
  (message: string) => (record: { id?: number | undefined; version?: number | undefined }, check: z.RefinementCtx) => {
    if ((record.id === undefined) !== (record.version === undefined)) {
      check.addIssue({ code: 'custom', path: ['version'], message });
    }
  };
