/**
 * The largest value a PostgreSQL integer column holds (2^31 − 1): every id, and an order's cents
 * and pieces. Inputs are bounded by it, so a number no row can have is refused (4xx) or not found
 * before it reaches SQL (where it would be PostgreSQL's "out of range" error, a 500).
 */
export const maxColumnInteger = 2_147_483_647;
