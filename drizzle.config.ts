import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate` to write SQL migrations from core/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './core/db/schema.ts',
    './core/db/catalog-schema.ts',
    './core/db/shipping-schema.ts',
    './core/db/customer-schema.ts',
    './core/db/editor-schema.ts',
    './core/db/order-schema.ts',
    './core/db/payment-schema.ts',
    './core/db/order-handling-schema.ts',
  ],
  out: './core/db/migrations',
});
