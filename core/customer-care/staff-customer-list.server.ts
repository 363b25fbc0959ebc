import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.server';
import { orderTypes } from '../order-status';
import { customerSearchOf } from './customer-search';

/**
 * The staff's customer list (issue 37, getStaffCustomers): newest first, server-paged, searched
 * by the start of an e-mail address, a last name (the account's or one of its addresses'), a
 * postal code of its address book, or the customer number.
 */
export interface StaffCustomerQuery {
  search?: string;
  page: number;
  itemsPerPage: number;
}

export interface StaffCustomerEntry {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  customerType: 'private' | 'business';
  blocked: boolean;
  orderCount: number;
  registeredAt: string;
}

function searchCondition(search: string | undefined): SQL {
  const parsed = customerSearchOf(search);
  if (parsed.kind === 'none') return sql`true`;
  const byZip = sql`exists (select 1 from addresses a where a.customer_id = c.id and lower(a.zip_code) like ${parsed.prefix})`;
  if (parsed.kind === 'number') return sql`(c.id = ${parsed.id} or ${byZip})`;
  return sql`(lower(c.email) like ${parsed.prefix} or lower(c.last_name) like ${parsed.prefix}
    or exists (select 1 from addresses a where a.customer_id = c.id and lower(a.last_name) like ${parsed.prefix})
    or ${byZip})`;
}

export async function listStaffCustomers(db: Database, query: StaffCustomerQuery) {
  const where = searchCondition(query.search);
  const [rows, counted] = await Promise.all([
    db.execute<{
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      customer_type: 'private' | 'business';
      is_blocked: boolean;
      order_count: number;
      created_at: Date | string;
    }>(sql`
      select c.id, c.email, c.first_name, c.last_name, c.customer_type, c.is_blocked, c.created_at,
        (select count(*)::int from orders o where o.customer_id = c.id and o.type_id = ${orderTypes.sales}) as order_count
      from customers c
      where ${where}
      order by c.created_at desc, c.id desc
      limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from customers c where ${where}`),
  ]);
  return {
    total: counted.rows[0]?.total ?? 0,
    entries: rows.rows.map((row): StaffCustomerEntry => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      customerType: row.customer_type,
      blocked: row.is_blocked,
      orderCount: row.order_count,
      registeredAt: new Date(row.created_at).toISOString(),
    })),
  };
}
