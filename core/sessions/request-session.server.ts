import type { LoadedSession, SessionData, SessionRecord, SessionStore } from './session-store.server';

/**
 * The session as seen by one request: loaded lazily from the cookie token, created only when
 * something needs to be stored (so bots reading pages create no rows), and remembering which
 * cookie the response must set.
 */
export class RequestSession {
  private loaded: LoadedSession | null | undefined;
  /** What the response must do with the cookie: set a new token, clear it, or nothing. */
  cookie: { action: 'set'; token: string } | { action: 'clear' } | null = null;

  constructor(
    private readonly store: SessionStore,
    private readonly cookieToken: string | undefined,
  ) {}

  /** The current session, or null when the visitor has none (no database write). */
  async current(): Promise<SessionRecord | null> {
    if (this.loaded === undefined) {
      this.loaded = await this.store.load(this.cookieToken);
      if (this.loaded && this.loaded.token !== this.cookieToken) this.setCookie(this.loaded.token);
      if (!this.loaded && this.cookieToken) this.cookie = { action: 'clear' };
    }
    return this.loaded?.record ?? null;
  }

  /** The current session, created if the visitor has none yet. */
  async ensure(): Promise<SessionRecord> {
    const existing = await this.current();
    if (existing) return existing;
    this.loaded = await this.store.create();
    this.setCookie(this.loaded.token);
    return this.loaded.record;
  }

  async update(change: (data: SessionData) => SessionData): Promise<SessionRecord> {
    const record = await this.ensure();
    record.data = await this.store.change(record, change);
    return record;
  }

  /** New session id for a privilege change (login, logout, guest login). */
  async rotate(changes: { customerId?: number | null; data?: SessionData } = {}): Promise<SessionRecord> {
    const record = await this.ensure();
    this.loaded = await this.store.replace(record, changes);
    this.setCookie(this.loaded.token);
    return this.loaded.record;
  }

  async destroy(): Promise<void> {
    const record = await this.current();
    if (record) await this.store.destroy(record);
    this.loaded = null;
    this.cookie = { action: 'clear' };
  }

  private setCookie(token: string) {
    this.cookie = { action: 'set', token };
  }
}
