import { Form, useNavigation } from 'react-router';
import { FormAlert, FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { FormFailure } from '../../lib/form-result';
import { useFormFailure } from '../../lib/use-form-failure';

/** What /staff/security's loader reads (getTwoFactorState). */
export interface TwoFactorStateView {
  enabled: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  setup: { secret: string; uri: string; qrCode: string } | null;
}

export type SecurityAnswer =
  | { ok: true; intent: 'start' | 'disable' }
  | { ok: true; intent: 'confirm'; recoveryCodes: string[] }
  | (FormFailure & { intent: string });

function Refusal({ failure }: { failure: FormFailure | null }) {
  const { t } = useTranslation();
  return failure?.formError ? (
    <FormAlert>
      {t(`storefrontError.${failure.formError.key}` as 'storefrontError.unknownError', failure.formError.values)}
    </FormAlert>
  ) : null;
}

/** A form with one code field and its button (turning on with the app's code, turning off). */
function CodeForm({
  intent,
  label,
  submit,
  failure,
}: {
  intent: 'confirm' | 'disable';
  label: string;
  submit: string;
  failure: FormFailure | null;
}) {
  const busy = useNavigation().state !== 'idle';
  const formRef = useFormFailure(failure);
  return (
    <Form ref={formRef} method="post" noValidate className="max-w-sm space-y-3">
      <Refusal failure={failure} />
      <input type="hidden" name="intent" value={intent} />
      <FormField
        label={label}
        name="code"
        autoComplete="one-time-code"
        inputMode={intent === 'confirm' ? 'numeric' : undefined}
        required
        maxLength={20}
        error={failure?.fieldErrors.code}
      />
      <button type="submit" className={intent === 'confirm' ? 'button-primary' : 'button-secondary'} disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

/** The setup begun: the QR code, the key as text, and the first code to turn it on. */
function SetupSteps({
  setup,
  failure,
}: {
  setup: NonNullable<TwoFactorStateView['setup']>;
  failure: FormFailure | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p>{t('staff.security.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('staff.security.qrAlt')}
        width={200}
        height={200}
        className="border border-slate-200"
      />
      <p>
        {t('staff.security.secret')}{' '}
        <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <p>{t('staff.security.enterCode')}</p>
      <CodeForm
        intent="confirm"
        label={t('staff.security.code')}
        submit={t('staff.security.confirm')}
        failure={failure}
      />
    </div>
  );
}

/** The recovery codes, shown once right after turning two-factor sign-in on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="staff-recovery-codes"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="staff-recovery-codes" className="text-lg font-semibold">
        {t('staff.security.recoveryTitle')}
      </h2>
      <p>{t('staff.security.recoveryText')}</p>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

/** Two-factor sign-in of the signed-in staff member: its state, setting it up, turning it off. */
export function TwoFactorPanel({ state, answer }: { state: TwoFactorStateView; answer: SecurityAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const failure = answer && !answer.ok ? answer : null;
  if (state.enabled) {
    return (
      <div className="space-y-4">
        <p>{t('staff.security.on', { count: state.recoveryCodesLeft })}</p>
        <h2 className="text-lg font-semibold">{t('staff.security.disable')}</h2>
        <CodeForm
          intent="disable"
          label={t('staff.security.disableCode')}
          submit={t('staff.security.disable')}
          failure={failure?.intent === 'disable' ? failure : null}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p>{t('staff.security.off')}</p>
      {state.setup ? (
        <SetupSteps setup={state.setup} failure={failure?.intent === 'confirm' ? failure : null} />
      ) : (
        <Form method="post">
          <Refusal failure={failure} />
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="button-primary" disabled={busy}>
            {t('staff.security.start')}
          </button>
        </Form>
      )}
    </div>
  );
}
