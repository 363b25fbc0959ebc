import type { z } from 'zod';
import type { CallContext } from './context';

/** Who may use a call (DESIGN §2). Checked by the registry before the handler runs. */
export type CallAccess = 'anonymous' | 'guest' | 'customer' | 'editor';

export interface CallDefinition<Input = unknown, Output = unknown> {
  /** 'read' calls may use GET and need no CSRF token; 'write' calls change state. */
  kind: 'read' | 'write';
  access: CallAccess;
  input: z.ZodType<Input>;
  handler: (ctx: CallContext, input: Input) => Promise<Output>;
}

/** Identity function that keeps the input/output types of a call for the typed browser client. */
export function defineCall<Schema extends z.ZodType, Output>(definition: {
  kind: 'read' | 'write';
  access: CallAccess;
  input: Schema;
  handler: (ctx: CallContext, input: z.output<Schema>) => Promise<Output>;
}): CallDefinition<z.output<Schema>, Output> & { input: Schema } {
  return definition as CallDefinition<z.output<Schema>, Output> & { input: Schema };
}
