import type { z } from 'zod';
import type { StaffMember, StaffRole } from '../sessions/staff-sign-in';
import type { CallContext } from './context';

/**
 * A staff call: a signed-in staff member holding one of these roles. The registry resolves the
 * member (their account must still exist and be active) before the handler runs and hands it over as `ctx.staff`.
 */
export interface StaffAccess {
  staff: readonly [StaffRole, ...StaffRole[]];
  /** Open to an admin who must still set up two-factor sign-in (STAFF_REQUIRE_2FA): the setup's calls. */
  beforeTwoFactor?: true;
}

/** Who may use a call (DESIGN §2). Checked by the registry before the handler runs. */
export type CallAccess = 'anonymous' | 'guest' | 'customer' | StaffAccess;

/** What a staff call's handler gets: the call context with the staff member the registry resolved. */
export type StaffCallContext = CallContext & { staff: StaffMember };

type ContextFor<Access extends CallAccess> = Access extends StaffAccess ? StaffCallContext : CallContext;

export interface CallDefinition<Input = unknown, Output = unknown> {
  /** 'read' calls may use GET and need no CSRF token; 'write' calls change state. */
  kind: 'read' | 'write';
  access: CallAccess;
  input: z.ZodType<Input>;
  handler: (ctx: CallContext, input: Input) => Promise<Output>;
}

/** Identity function that keeps the input/output types of a call for the typed browser client. */
export function defineCall<Schema extends z.ZodType, Output, const Access extends CallAccess>(definition: {
  kind: 'read' | 'write';
  access: Access;
  input: Schema;
  handler: (ctx: ContextFor<Access>, input: z.output<Schema>) => Promise<Output>;
}): CallDefinition<z.output<Schema>, Output> & { input: Schema } {
  // The registry runs a staff call's handler only with `ctx.staff` set (registry.ts).
  return definition as unknown as CallDefinition<z.output<Schema>, Output> & { input: Schema };
}
