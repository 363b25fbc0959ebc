import type { z } from 'zod';
import type { CallContext } from './context';
import type { CallAccess, CallDefinition } from './define-call';
import { ApiError, type FieldProblem } from './errors';
import { findUnsafeText } from './unsafe-text';
import { staffSignIn } from '../sessions/staff-sign-in';

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

/**
 * One registry of named calls, used by both transports: HTTP (/api/<call>) and in-process
 * (route loaders and actions). Validation and access checks happen here, so both get the same.
 */
export function createCallRegistry<Calls extends CallMap>(calls: Calls) {
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
      await checkAccess(ctx, call.access);
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
      return call.handler(ctx, parsed.data) as Promise<CallOutput<Calls[Name]>>;
    },
  };
}

async function checkAccess(ctx: CallContext, access: CallAccess) {
  if (access === 'anonymous') return;
  const session = await ctx.session.current();
  const isCustomer = session?.customerId != null;
  const isGuest = Boolean(session?.data.guestMail);
  const allowed =
    (access === 'guest' && (isGuest || isCustomer)) ||
    (access === 'customer' && isCustomer) ||
    // Only doLoginEditor signs an editor in, in the session on the server; the sign-in ends after
    // the staff limits and with any logout (core/sessions/staff-sign-in.ts).
    (access === 'editor' && staffSignIn(session?.data, 'editor') !== null);
  if (!allowed) throw new ApiError({ status: 401, key: 'unauthorized', message: 'Please log in first.' });
}
