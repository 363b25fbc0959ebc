import { z } from 'zod';

/**
 * E-mail address rules of spec §5, one schema for the browser and the server: one @, no display
 * name ("Ann <ann@x.de>"), none of the blocked characters, an ASCII local part, a domain with a
 * top-level domain and no IP address. Underscores are allowed. The blocked-host list comes from
 * configuration and is checked on the server only.
 */
const blockedCharacters = /[!#$%^&*()+={}[\]|:;"'<>,?/\\~`\s]/;
const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export type EmailProblem = 'required' | 'valid';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > 254) return 'valid';
  const parts = email.split('@');
  if (parts.length !== 2) return 'valid';
  const [local, domain] = parts as [string, string];
  if (local === '' || local.length > 64 || blockedCharacters.test(local)) return 'valid';
  if (/[^\x21-\x7e]/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return 'valid';
  const labels = domain.split('.');
  if (labels.length < 2 || labels.some((label) => !domainLabel.test(label))) return 'valid';
  const topLevel = labels[labels.length - 1]!;
  if (!/^[a-z]{2,63}$/i.test(topLevel) && !/^xn--[a-z0-9-]+$/i.test(topLevel)) return 'valid';
  return null;
}

/** The schema forms and calls use; messages are translation keys (errorMessages.email.*). */
export const emailAddress = z
  .string()
  .max(300)
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `errorMessages.email.${problem}` });
  });
