import type { z } from 'zod';
import type { CallContext } from './context';
import type { CallAccess, CallDefinition } from './define-call';
import { ApiError, type FieldProblem } from './errors';
import { findUnsafeText } from './unsafe-text';
import { holdsStaffRole, staffSignIn, type StaffMember, type StaffSignIn } from '../sessions/staff-sign-in';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds calls of every type
export type AnyCall = CallDefinition<any, any>;
export type CallMap = Record<string, AnyCall>;

/** What a caller sends: the schema's input type (defaults may be left out). */
export type CallInput<C> = C extends { input: infer Schema extends z.ZodType } ? z.input<Schema> : never;
export type CallOutput<C> = C extends { handler: (...args: never[]) => Promise<infer O> } ? O : never;

export function zodProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

export interface CallRegistryOptions {
  /** The staff member of a staff sign-in, with their roles; null when their account is gone. */
  staffMember(ctx: CallContext, signIn: StaffSignIn): Promise<StaffMember | null>;
}

/**
 * One registry of named calls, used by both transports: HTTP (/api/<call>) and in-process
 * (route loaders and actions). Validation and access checks happen here, so both get the same.
 */
export function createCallRegistry<Calls extends CallMap>(calls: Calls, options: CallRegistryOptions) {
  return {
    calls,
    has(name: string): name is Extract<keyof Calls, string> {
      return Object.hasOwn(calls, name);
    },
    get(name: string): AnyCall | undefined {
      return Object.hasOwn(calls, name) ? calls[name] : undefined;
    },
    async execute<Name extends Extract<keyof Calls, string>>(
      ctx: CallContext,
      name: Name,
      rawInput: unknown,
    ): Promise<CallOutput<Calls[Name]>> {
      const call = calls[name];
      if (!call) throw new ApiError({ status: 404, key: 'unknownCall', message: `Unknown call: ${name}` });
      // Who may call comes first: a caller without the right learns nothing about a call's input.
      const staff = await checkAccess(ctx, call.access, options);
      const unsafeField = findUnsafeText(rawInput);
      if (unsafeField !== null) {
        throw new ApiError({
          status: 400,
          key: 'validation',
          message: 'The request contains characters that are not allowed.',
          cause: [{ field: unsafeField, code: 'invalid_characters', message: 'errorMessages.invalidCharacters' }],
        });
      }
      const parsed = call.input.safeParse(rawInput ?? {});
      if (!parsed.success) {
        throw new ApiError({
          status: 400,
          key: 'validation',
          message: 'The request is not valid.',
          cause: zodProblems(parsed.error),
        });
      }
      const callContext = staff ? { ...ctx, staff } : ctx;
      return call.handler(callContext, parsed.data) as Promise<CallOutput<Calls[Name]>>;
    },
  };
}

const unauthorized = () => new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });

/** Refuses a caller without the call's access (401); answers the staff member for a staff call. */
async function checkAccess(
  ctx: CallContext,
  access: CallAccess,
  options: CallRegistryOptions,
): Promise<StaffMember | null> {
  if (access === 'anonymous') return null;
  const session = await ctx.session.current();
  if (typeof access === 'object') {
    // Only a staff login (doLoginStaff) signs staff in, in the session on the server; the sign-in
    // ends after the staff limits and with any logout (core/sessions/staff-sign-in.ts). An account
    // removed or deactivated since counts as signed out (401); a member without one of the call's roles gets 403 (`admin` holds them all).
    const signIn = staffSignIn(session?.data);
    const member = signIn ? await options.staffMember(ctx, signIn) : null;
    if (!member) throw unauthorized();
    if (!access.staff.some((role) => holdsStaffRole(member.roles, role))) {
      throw new ApiError({ status: 403, key: 'forbidden', message: 'Your staff roles do not allow this.' });
    }
    if (member.twoFactorSetupRequired && !access.beforeTwoFactor) {
      throw new ApiError({
        status: 403,
        key: 'staff.security.setupRequired',
        message: 'Set up two-factor sign-in first.',
      });
    }
    return member;
  }
  const isCustomer = session?.customerId != null;
  const isGuest = Boolean(session?.data.guestMail);
  const allowed = (access === 'guest' && (isGuest || isCustomer)) || (access === 'customer' && isCustomer);
  if (!allowed) throw unauthorized();
  return null;
}
