/**
 * A visitor's consent choice and the one question every page asks of it. Kept apart from the
 * service list (consent-choice.ts), so the code every page loads carries only this.
 */
export interface ConsentChoice {
  /** The services the visitor allowed (essential ones are always on and not listed). */
  granted: string[];
  /** When the choice was made (ms since 1970), shown in the settings. */
  decidedAt: number;
}

export function isGranted(choice: ConsentChoice | null, serviceId: string): boolean {
  return choice?.granted.includes(serviceId) ?? false;
}
