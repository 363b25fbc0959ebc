/**
 * The key an e-mail address is found and counted by: trimmed, lower case (an account, an order, a
 * mail limit keep the address as typed and compare it by this key).
 */
export const emailKey = (email: string) => email.trim().toLowerCase();
