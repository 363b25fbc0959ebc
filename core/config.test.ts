import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration: staff session limits', () => {
  it('defaults to 30 idle minutes and 8 hours, shorter overall than a customer login', () => {
    const config = loadConfig({});
    expect(config.STAFF_SESSION_IDLE_MINUTES).toBe(20);
    expect(config.STAFF_SESSION_ABSOLUTE_HOURS).toBe(8);
    expect(config.STAFF_SESSION_ABSOLUTE_HOURS).toBeLessThan(config.SESSION_ABSOLUTE_HOURS);
    expect(config.STAFF_SESSION_IDLE_MINUTES).toBeLessThan(config.SESSION_IDLE_MINUTES);
  });

  it('reads them from the environment, an empty value meaning the default', () => {
    const config = loadConfig({ STAFF_SESSION_IDLE_MINUTES: '10', STAFF_SESSION_ABSOLUTE_HOURS: '' });
    expect(config.STAFF_SESSION_IDLE_MINUTES).toBe(10);
    expect(config.STAFF_SESSION_ABSOLUTE_HOURS).toBe(8);
  });

  it.each([
    ['STAFF_SESSION_IDLE_MINUTES', '0'],
    ['STAFF_SESSION_IDLE_MINUTES', '1441'],
    ['STAFF_SESSION_IDLE_MINUTES', 'dreißig'],
    ['STAFF_SESSION_ABSOLUTE_HOURS', '0'],
    ['STAFF_SESSION_ABSOLUTE_HOURS', '1.5'],
    ['STAFF_SESSION_ABSOLUTE_HOURS', '169'],
  ])('refuses %s=%s at start-up, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('configuration: rate limits', () => {
  it.each([
    'MAIL_LIMIT_PER_RECIPIENT_HOUR',
    'MAIL_LIMIT_PER_CLIENT_HOUR',
    'CONTACT_LIMIT_PER_HOUR',
    'CONTACT_LIMIT_PER_CLIENT_HOUR',
    'REVIEW_LIMIT_PER_HOUR',
  ])('refuses %s beyond what the database takes as a count (at start-up, not a 500 per request)', (name) => {
    expect(() => loadConfig({ [name]: '3000000000' })).toThrow(name);
    expect(loadConfig({ [name]: '1000000' })[name as 'REVIEW_LIMIT_PER_HOUR']).toBe(1_000_000);
  });
});
