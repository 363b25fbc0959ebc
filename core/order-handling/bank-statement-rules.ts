/** The largest bank statement staff may upload (issue 36; a month of a shop's account is far below it). */
export const maxImportedStatementBytes = 5 * 1024 * 1024;
