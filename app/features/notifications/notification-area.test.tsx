import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import de from '../../../core/i18n/de.json';
import { createI18n } from '../../i18n/i18n';
import { TranslatorContext } from '../../i18n/use-translation';
import { NotificationArea, NotificationItem } from './notification-area';

describe('NotificationArea', () => {
  it('renders two live regions even when empty, so later messages are announced', () => {
    const html = renderToString(
      <TranslatorContext value={createI18n('de', de)}>
        <NotificationArea />
      </TranslatorContext>,
    );
    expect(html).toContain('aria-label="Benachrichtigungen"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
  });

  it('shows a notification with its type for screen readers, its lines, an action and a close button', () => {
    const html = renderToString(
      <TranslatorContext value={createI18n('de', de)}>
        <NotificationItem
          notification={{
            id: 1,
            type: 'warning',
            message: ['Nur noch 2 Stück auf Lager.', 'Die Menge wurde angepasst.'],
            action: { text: 'Zum Warenkorb', onClick: () => {} },
            dismiss: () => {},
          }}
        />
      </TranslatorContext>,
    );
    expect(html).toContain('<span class="sr-only">Warnung: </span>');
    expect(html).toContain('<li>Nur noch 2 Stück auf Lager.</li><li>Die Menge wurde angepasst.</li>');
    expect(html).toMatch(/<button[^>]*>Zum Warenkorb<\/button>/);
    expect(html).toContain('aria-label="Benachrichtigung schließen"');
  });
});
