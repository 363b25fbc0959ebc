/** The three consents an order needs (spec §5 checkout): terms, cancellation rights, privacy. */
export const legalConsents = ['terms', 'cancellationRights', 'privacy'] as const;

/** The ticked consents of a posted form (a ticked box sends "1"). */
export function legalConsentsOf(values: Partial<Record<(typeof legalConsents)[number], string>>) {
  return {
    terms: values.terms === '1',
    cancellationRights: values.cancellationRights === '1',
    privacy: values.privacy === '1',
  };
}
