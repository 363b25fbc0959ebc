import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import type { Locale } from '../../../core/i18n/locales';
import type { CardFieldsSettings } from '../../../core/payments/mollie-components';
import { loadScript, withTimeout } from '../../lib/load-script';
import { useHydrated } from '../../lib/use-hydrated';
import { useTranslation } from '../../i18n/use-translation';
import { legendClass, sectionClass } from './checkout-section';

/**
 * The card typed on the checkout itself, in Mollie Components' fields (spec §7 "a card payment
 * provider script loads on demand"; reference §3.5). The script loads only once the card is the
 * chosen method; the fields live in Mollie's frame, and only a token (`tkn_…`) reaches the shop,
 * sent with the order click. Without JavaScript, or when the script cannot load, nothing changes:
 * the card is then typed on Mollie's page after the order.
 */

interface MollieCardComponent {
  mount(target: HTMLElement): void;
  unmount(): void;
}
interface MollieInstance {
  createComponent(type: 'card'): MollieCardComponent;
  createToken(): Promise<{ token?: string; error?: { message?: string } }>;
}
type MollieConstructor = (profileId: string, options: { locale: string; testmode: boolean }) => MollieInstance;

/** Mollie wants one instance per page and profile. */
const instances = new Map<string, MollieInstance>();
function mollieFor(settings: CardFieldsSettings, locale: Locale): MollieInstance {
  const key = `${settings.profileId}:${locale}`;
  let instance = instances.get(key);
  if (!instance) {
    const Mollie = (window as unknown as { Mollie?: MollieConstructor }).Mollie;
    if (!Mollie) throw new Error('Mollie Components did not define Mollie()');
    instance = Mollie(settings.profileId, { locale: locale === 'en' ? 'en_US' : 'de_DE', testmode: settings.testmode });
    instances.set(key, instance);
  }
  return instance;
}

type FieldsState = 'loading' | 'ready' | 'unavailable';

/** How long Mollie may take to answer the order click with a token. */
const tokenTimeoutMs = 30_000;

/** The card is the method chosen in the form right now (the page's data may lag one request). */
const paysByCard = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name="paymentMethodId"]:checked')?.dataset.paymentKey === 'creditcard';

/**
 * The card fields of a form: mounted while `shown` (the card is chosen), and an onSubmit that,
 * for the order click with the card chosen, asks Mollie for the token first and sends it along.
 */
export function useCardFields(settings: CardFieldsSettings | null, locale: Locale, shown: boolean) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const mountRef = useRef<HTMLDivElement>(null);
  const mollieRef = useRef<MollieInstance | null>(null);
  const [loaded, setLoaded] = useState<'ready' | 'unavailable' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  // Only once the page runs: the server's page (and a browser without JavaScript) has no fields.
  const inBrowser = useHydrated();
  const visible = settings !== null && shown && inBrowser;
  const state: FieldsState = loaded ?? 'loading';
  const mountOn = useCallback((element: HTMLDivElement | null) => {
    mountRef.current = element;
  }, []);

  // The settings arrive anew with every reading of the page: only a change of what they say
  // mounts the fields again (a new shipping choice must not wipe a typed card).
  const scriptUrl = settings?.scriptUrl;
  const profileId = settings?.profileId;
  const testmode = settings?.testmode ?? false;
  // The current mounting of the fields; an answer for an earlier one is ignored.
  const currentMount = useRef<{ live: boolean }>({ live: false });

  useEffect(() => {
    if (!scriptUrl || !profileId || !visible) return;
    let component: MollieCardComponent | null = null;
    const mount = { live: true };
    currentMount.current = mount;
    loadScript(scriptUrl)
      .then(() => {
        if (!mount.live || !mountRef.current) return;
        const mollie = mollieFor({ scriptUrl, profileId, testmode }, locale);
        component = mollie.createComponent('card');
        component.mount(mountRef.current);
        mollieRef.current = mollie;
        setLoaded('ready');
      })
      .catch(() => {
        if (mount.live) setLoaded('unavailable');
      });
    return () => {
      mount.live = false;
      component?.unmount();
      mollieRef.current = null;
      setLoaded(null);
      setError(null);
      setTokenizing(false);
    };
  }, [scriptUrl, profileId, testmode, locale, visible]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const mollie = mollieRef.current;
    if (submitter?.value !== 'order' || !mollie || state !== 'ready' || !paysByCard(event.currentTarget)) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Named here: older browsers leave the clicked button out of a FormData.
    form.set('intent', 'order');
    const mount = currentMount.current;
    setTokenizing(true);
    setError(null);
    try {
      const { token, error: refusal } = await withTimeout(mollie.createToken(), tokenTimeoutMs);
      // The fields were mounted anew meanwhile (another choice): that card is typed again.
      if (!mount.live) return;
      if (!token) {
        setError(refusal?.message || t('cardFields.tokenFailed'));
        return;
      }
      form.set('cardToken', token);
      await submit(form, { method: 'post' });
    } catch {
      if (mount.live) setError(t('cardFields.tokenFailed'));
    } finally {
      if (mount.live) setTokenizing(false);
    }
  }

  return { visible, state, error, tokenizing, mountOn, onSubmit };
}

/** The card fields' section (after hydration only: without JavaScript Mollie's page takes the card). */
export function CardFields({ visible, state, error, mountOn }: ReturnType<typeof useCardFields>) {
  const { t } = useTranslation();
  if (!visible) return null;
  const unavailable = state === 'unavailable';
  return (
    <fieldset className={sectionClass} aria-busy={state === 'loading'}>
      <legend className={legendClass}>{t('cardFields.legend')}</legend>
      <p className="mt-2 text-sm text-slate-700">{unavailable ? t('cardFields.unavailable') : t('cardFields.note')}</p>
      {state === 'loading' ? <p className="mt-2 text-sm">{t('cardFields.loading')}</p> : null}
      <div ref={mountOn} className="mt-3" hidden={unavailable} />
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
