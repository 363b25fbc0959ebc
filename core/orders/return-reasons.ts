/** Reasons a shopper can give for a return (texts under returns.reasons.<id>); browser-safe. */
export const returnReasonIds = [1, 2, 3, 4, 5] as const;
