/** The three consents an order needs (spec §5 checkout): terms, cancellation rights, privacy. */
export const legalConsents = ['terms', 'cancellationRights', 'privacy'] as const;
