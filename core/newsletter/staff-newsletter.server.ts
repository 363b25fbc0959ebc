import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import type { Database } from '../db/connection.server';
import { newsletterSubscriptions } from '../db/schema';
import type { Locale } from '../i18n/locales';
import { spreadsheetCsv } from '../spreadsheet-csv';

/**
 * The staff's newsletter list (issue 37, role `content`): every sign-up with its state and the
 * dates that prove the double opt-in (signed up, confirmed, left), searched by e-mail or name;
 * deleting one (the row goes) or taking one off the list (the row stays as the proof); the CSV of
 * the confirmed subscribers for a mailing tool.
 */
export const newsletterStates = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

export interface StaffNewsletterQuery {
  search?: string;
  status?: NewsletterState;
  page: number;
  itemsPerPage: number;
}

export interface StaffNewsletterEntry {
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  state: NewsletterState;
  signedUpAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(query: Pick<StaffNewsletterQuery, 'search' | 'status'>): SQL | undefined {
  const parts: SQL[] = [];
  const term = query.search?.trim().toLowerCase() ?? '';
  if (term !== '') {
    const like = `%${escapeLike(term)}%`;
    parts.push(sql`(lower(${newsletterSubscriptions.email}) like ${like}
      or lower(${newsletterSubscriptions.firstName} || ' ' || ${newsletterSubscriptions.lastName}) like ${like})`);
  }
  if (query.status) parts.push(eq(newsletterSubscriptions.status, query.status));
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listNewsletterSubscribers(db: Database, query: StaffNewsletterQuery) {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), newsletterSubscriptions.email)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    entries: rows.map((row): StaffNewsletterEntry => ({
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      language: row.lang,
      state: row.status,
      signedUpAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
  };
}

const notFound = () =>
  new ApiError({ status: 404, key: 'staff.newsletter.notFound', message: 'No such newsletter subscriber' });

/** Deletes a sign-up altogether (on request, GDPR Art. 17): the proof goes with it. */
export async function deleteNewsletterSubscriber(db: Database, email: string) {
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()))
    .returning({ email: newsletterSubscriptions.email });
  if (deleted.length === 0) throw notFound();
  return true;
}

/**
 * Takes a subscriber off the list: no more mails, a pending link no longer confirms, and the row
 * with its dates stays as the proof of what was agreed and when it ended. Leaving twice keeps the
 * first date.
 */
export async function unsubscribeNewsletterSubscriber(db: Database, email: string, now: Date) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      confirmationTokenHash: null,
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscriptions.email, email.trim().toLowerCase()))
    .returning({ unsubscribedAt: newsletterSubscriptions.unsubscribedAt });
  if (!row) throw notFound();
  return { unsubscribedAt: row.unsubscribedAt!.toISOString() };
}

const headers: Record<Locale, string[]> = {
  de: ['E-Mail', 'Vorname', 'Nachname', 'Sprache', 'Angemeldet am (Opt-in)', 'Bestätigt am (Double-Opt-in)'],
  en: ['E-mail', 'First name', 'Last name', 'Language', 'Signed up (opt-in)', 'Confirmed (double opt-in)'],
};

/**
 * The confirmed subscribers as CSV (spreadsheet-csv.ts), headers in the staff member's language,
 * the dates as ISO 8601 in UTC (what a mailing tool reads and the proof needs to the second).
 */
export async function newsletterExportCsv(db: Database, locale: Locale): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'))
    .orderBy(newsletterSubscriptions.confirmedAt, newsletterSubscriptions.email);
  return spreadsheetCsv([
    headers[locale],
    ...rows.map((row) => [
      row.email,
      row.firstName,
      row.lastName,
      row.lang,
      row.createdAt.toISOString(),
      row.confirmedAt?.toISOString() ?? '',
    ]),
  ]);
}
