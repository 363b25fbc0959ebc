import type { SessionData } from './session-store.server';

/**
 * A staff sign-in on a session (issue 33): one of the shop's own people (an editor today, the back
 * office's roles later) signed in with a staff account. Whatever the role, it lives in the
 * session's data on the server under `staff`, ends after the staff limits
 * (`STAFF_SESSION_IDLE_MINUTES` without a request, `STAFF_SESSION_ABSOLUTE_HOURS` after it began,
 * checked by the session store on every load), and ends with every logout on its session.
 * Everything a role keeps for its sign-in goes inside it, so it all ends together.
 */
/**
 * What a staff account may do (issue 36): `content` is the editor (blocks, design, pages, reviews,
 * offers), `orders` the back office's orders and returns, `catalogue` its catalogue, and `admin`
 * holds every role (and the staff accounts).
 */
export const staffRoles = ['content', 'orders', 'catalogue', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** True when roles held include `role`; `admin` implies every role. */
export function holdsStaffRole(held: readonly StaffRole[], role: StaffRole): boolean {
  return held.includes('admin') || held.includes(role);
}

/**
 * Whether a signed-in staff member may download a staff file (an export, a label, a backup): the
 * role, and the second factor set up where the shop requires it (STAFF_REQUIRE_2FA) – the files
 * are the staff calls' data and get the same guard (the registry's for calls).
 */
export function mayDownloadAsStaff(
  staff: { roles: readonly StaffRole[]; twoFactorSetupRequired?: boolean },
  role: StaffRole,
): boolean {
  return holdsStaffRole(staff.roles, role) && staff.twoFactorSetupRequired !== true;
}

/**
 * The kinds of staff sign-in: one today (`doLoginStaff`, alias `doLoginEditor`), kept under the
 * name `editor` that sessions signed in before the roles carry, so they stay valid.
 */
const staffSignInKinds = ['editor'] as const;
type StaffSignInKind = (typeof staffSignInKinds)[number];

/**
 * A signed-in staff member as the registry resolves them before a staff call runs (their account
 * still there), with the roles they hold; handlers read it from `ctx.staff`.
 */
export interface StaffMember {
  /** The staff account (for an editor: `editors.id`). */
  id: number;
  name: string;
  email: string;
  roles: readonly StaffRole[];
  /**
   * An admin who must set up two-factor sign-in first (STAFF_REQUIRE_2FA, issue 37): only the
   * calls marked `beforeTwoFactor` answer them; every other call 403.
   */
  twoFactorSetupRequired?: boolean;
}

export interface StaffSignIn {
  role: StaffSignInKind;
  /** The staff account (for an editor: `editors.id`). */
  accountId: number;
  /** When the sign-in began (ISO 8601): the absolute limit counts from here. */
  signedInAt: string;
  /** The editor's own switch: the editor shows on the shop's pages. */
  editing?: boolean;
  /**
   * The roles the account held when signing in (for showing them); every staff call checks the
   * account's roles of now, so a role taken away counts at once.
   */
  roles?: StaffRole[];
}

export interface StaffLimits {
  /** A staff sign-in ends after this long without a request on its session … */
  idleMinutes: number;
  /** … and this long after it began, however active. */
  absoluteHours: number;
}

/** Keys older versions kept at the top of the session for the editor (never valid any more). */
const retiredKeys = ['editor', 'editorId', 'editing'];

/** The session's staff sign-in (of one role, if given), or null; a malformed one counts as none. */
export function staffSignIn(data: SessionData | undefined, role?: StaffSignInKind): StaffSignIn | null {
  const signIn = data?.staff as Partial<StaffSignIn> | undefined;
  if (!signIn || typeof signIn !== 'object') return null;
  if (
    !staffSignInKinds.includes(signIn.role as StaffSignInKind) ||
    typeof signIn.accountId !== 'number' ||
    typeof signIn.signedInAt !== 'string'
  ) {
    return null;
  }
  if (role !== undefined && signIn.role !== role) return null;
  return signIn as StaffSignIn;
}

/** The session's data with this staff member signed in (replacing any other), or with nobody. */
export function withStaffSignIn(
  data: SessionData,
  signIn: {
    role: StaffSignInKind;
    accountId: number;
    signedInAt: Date;
    editing?: boolean;
    roles?: StaffRole[];
  } | null,
): SessionData {
  const rest = Object.fromEntries(
    Object.entries(data).filter(([key]) => key !== 'staff' && !retiredKeys.includes(key)),
  ) as SessionData;
  if (signIn === null) return rest;
  return { ...rest, staff: { ...signIn, signedInAt: signIn.signedInAt.toISOString() } };
}

/**
 * True when the session holds a staff sign-in past its limits: idle since `lastSeenAt`, or begun
 * too long ago. A sign-in whose start cannot be read counts as expired.
 */
export function staffSignInExpired(data: SessionData, lastSeenAt: Date, now: Date, limits: StaffLimits): boolean {
  if (data.staff === undefined) return false;
  const signIn = staffSignIn(data);
  const began = signIn ? Date.parse(signIn.signedInAt) : Number.NaN;
  if (Number.isNaN(began)) return true;
  const current = now.getTime();
  return (
    current - lastSeenAt.getTime() > limits.idleMinutes * 60_000 ||
    current - began > limits.absoluteHours * 3_600_000 ||
    // A start in the future (a clock that went back) is not trusted either.
    began > current + 60_000
  );
}
