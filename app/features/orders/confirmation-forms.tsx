import { Form, Link } from 'react-router';
import type { TranslationKey } from '../../../core/i18n/translator';
import { FormAlert, FormField, NewPasswordFields } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';

/** The answer to a proof: the order when it fits, else what was typed and the refusal, if any. */
interface ProofAnswer {
  values?: { name?: string; postcode?: string };
  refusal?: { key: string; values: Record<string, string | number> } | null;
}

/**
 * The confirmation page's soft login (spec §6): anyone with the link but not the session that placed
 * the order confirms with a last name or postal code of the order, or logs in.
 */
export function OrderProofForm({
  proofAnswer,
  refused,
  loginPath,
}: {
  proofAnswer: ProofAnswer | undefined;
  /** A proof was sent and did not fit. */
  refused: boolean;
  loginPath: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('order.proof.title')}</h1>
      <p className="mb-6 max-w-prose">{t('order.proof.intro')}</p>
      <Form method="post" className="max-w-md space-y-4">
        {refused ? (
          <FormAlert>
            {proofAnswer?.refusal
              ? t(`storefrontError.${proofAnswer.refusal.key}` as TranslationKey, proofAnswer.refusal.values)
              : t('storefrontError.order.additionalAuthenticationRequired')}
          </FormAlert>
        ) : null}
        <FormField
          label={t('order.proof.name')}
          name="name"
          autoComplete="family-name"
          defaultValue={proofAnswer?.values?.name}
        />
        <FormField
          label={t('order.proof.postcode')}
          name="postcode"
          autoComplete="postal-code"
          defaultValue={proofAnswer?.values?.postcode}
        />
        <button type="submit" className="button-primary">
          {t('order.proof.submit')}
        </button>
      </Form>
      <p className="mt-6">
        <Link to={loginPath} className="underline underline-offset-2">
          {t('order.proof.login')}
        </Link>
      </p>
    </>
  );
}

/** A guest's offer to keep the order in a new account: only a password is missing. */
export function SaveInAccount({ email, failure }: { email: string; failure: FormFailure | null }) {
  const { t } = useTranslation();
  const formRef = useFormFailure(failure);
  return (
    <section aria-labelledby="save-in-account" className="mt-10 max-w-md rounded-lg border border-slate-300 p-5">
      <h2 id="save-in-account" className="text-lg font-semibold">
        {t('order.saveInAccount.title')}
      </h2>
      <p className="mt-2">{t('order.saveInAccount.text', { email })}</p>
      <Form method="post" ref={formRef} noValidate className="mt-4 space-y-4">
        {failure?.formError ? (
          <FormAlert>
            {t(`storefrontError.${failure.formError.key}` as TranslationKey, failure.formError.values)}
          </FormAlert>
        ) : null}
        <NewPasswordFields errors={failure?.fieldErrors} />
        <button type="submit" name="intent" value="createAccount" className="button-primary">
          {t('order.saveInAccount.submit')}
        </button>
      </Form>
    </section>
  );
}
