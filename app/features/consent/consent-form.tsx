import { useFetcher } from 'react-router';
import type { ReactNode } from 'react';
import { choiceFor, type ConsentChoice, type ConsentService } from '../../../core/consent/consent-choice';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { notifications } from '../../lib/notification-store';
import { consentStore } from '../../lib/consent-store';

export type ConsentDecision = 'acceptAll' | 'rejectAll' | 'save';

/**
 * The consent form: it posts to /cookie-settings, which stores the choice in the consent cookie
 * and, without JavaScript, sends the visitor back to the page they were on. With JavaScript the
 * choice takes effect at once (the banner closes, analytics starts or stops) while the cookie is
 * stored in the background.
 */
export function ConsentForm(props: {
  services: ConsentService[];
  returnTo: string;
  className?: string;
  onChosen?(choice: ConsentChoice): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const fetcher = useFetcher();
  const action = localize('/cookie-settings');
  return (
    <form
      method="post"
      action={action}
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const form = new FormData(event.currentTarget, submitter);
        const decision = String(form.get('intent')) as ConsentDecision;
        const choice = choiceFor(decision, props.services, form.getAll('service').map(String), Date.now());
        consentStore.choose(choice);
        notifications.send({ type: 'positive', message: t('consent.saved') });
        props.onChosen?.(choice);
        form.set('reply', 'data');
        void fetcher.submit(form, { method: 'post', action });
      }}
    >
      <input type="hidden" name="returnTo" value={props.returnTo} />
      {props.children}
    </form>
  );
}

/** "Nur notwendige" and "Alle akzeptieren": the same size and look (rejecting is as easy as accepting). */
export function ConsentDecisionButtons() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <button type="submit" name="intent" value="rejectAll" className="button-primary">
        {t('consent.rejectAll')}
      </button>
      <button type="submit" name="intent" value="acceptAll" className="button-primary">
        {t('consent.acceptAll')}
      </button>
    </div>
  );
}

export function ConsentSaveButton() {
  const { t } = useTranslation();
  return (
    <button type="submit" name="intent" value="save" className="button-secondary mt-3">
      {t('consent.save')}
    </button>
  );
}
