/** Reasons a shopper can give for a return (texts under returns.reasons.<id>); browser-safe. */
export const returnReasonIds = [1, 2, 3, 4, 5, 6] as const;

/** The reason of a return made from a withdrawal declaration (§ 356a BGB, core/withdrawal). */
export const withdrawalReturnReasonId = 6;
