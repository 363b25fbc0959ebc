import { data, Link } from 'react-router';
import { isApiError } from '../../../core/api/errors';
import { maxImportedStatementBytes } from '../../../core/order-handling/bank-statement-rules';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { errorStatus, formFailure, formRefusal } from '../../lib/form-result';
import { formIntegerForCall } from '../../lib/form-values';
import { pageMeta } from '../../lib/page-meta';
import { shopContext, type ShopRequestContext } from '../../shop-context';
import {
  ImportResult,
  StatementUpload,
  type BankStatementAnswer,
  type StatementImportView,
} from '../../staff/payments/statement-import';
import { UnassignedTransfers, type UnassignedTransfersView } from '../../staff/payments/unassigned-transfers';
import { StaffForbidden } from '../../staff/staff-forbidden';
import type { Route } from './+types/staff-bank-statements';

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('staff.bankStatements.title'),
  robots: 'noindex, nofollow',
}));

/** /staff/bank-statements (issue 36): import a CAMT.053 statement, assign what matched no order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  // ?page= of the unassigned transfers; anything but a page number is the first page.
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  try {
    const view = (await context
      .get(shopContext)
      .call('getUnassignedBankTransfers', { page })) as UnassignedTransfersView;
    return { view, actionKey: crypto.randomUUID(), forbidden: false };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return data({ view: null, actionKey: '', forbidden: true }, 403);
    throw error;
  }
}

async function importStatement(shop: ShopRequestContext, file: FormDataEntryValue | null) {
  if (typeof file === 'string' || !file || file.size === 0) return formRefusal('staff.bankStatements.empty', {});
  if (file.size > maxImportedStatementBytes) return formRefusal('staff.bankStatements.tooLarge', {});
  const result = (await shop.call('doImportBankStatement', { statement: await file.text() })) as StatementImportView;
  return { ok: true as const, intent: 'import' as const, result };
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const intent = form.get('intent') === 'assign' ? 'assign' : 'import';
  const id = intent === 'assign' ? formIntegerForCall(form.get('id')) : 0;
  try {
    if (intent === 'import') {
      const answer = await importStatement(shop, form.get('statement'));
      return answer.ok ? answer : data({ ...answer, intent, id }, 400);
    }
    const orderId = formIntegerForCall(form.get('orderId'));
    if (!(orderId > 0)) return data({ ...formRefusal('staff.bankStatements.orderNumberInvalid', {}), intent, id }, 400);
    const actionKey = String(form.get('actionKey') ?? '') || undefined;
    await shop.call('doAssignBankTransfer', { transferId: id, orderId, actionKey });
    return { ok: true, intent, id, orderId } satisfies BankStatementAnswer;
  } catch (error) {
    const values = { orderId: String(form.get('orderId') ?? '') };
    return data({ ...formFailure(error, values, { fields: [] }), intent, id }, errorStatus(error));
  }
}

export default function StaffBankStatements({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  if (loaderData.forbidden || !loaderData.view) return <StaffForbidden needs="orders" />;
  const answer = actionData as BankStatementAnswer | undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('staff.bankStatements.title')}</h1>
      <p className="max-w-3xl">{t('staff.bankStatements.intro')}</p>
      <StatementUpload answer={answer} />
      {answer?.ok && answer.intent === 'import' ? <ImportResult result={answer.result} /> : null}
      {answer?.ok && answer.intent === 'assign' ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {t('staff.bankStatements.assigned', { id: answer.orderId })}{' '}
          <Link to={localize(`/staff/orders/${answer.orderId}`)} className="underline underline-offset-2">
            {t('staff.bankStatements.order', { id: answer.orderId })}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="bank-statements-unassigned" className="space-y-3">
        <h2 id="bank-statements-unassigned" className="text-lg font-semibold">
          {t('staff.bankStatements.unassignedTitle')}
        </h2>
        <UnassignedTransfers view={loaderData.view} actionKey={loaderData.actionKey} answer={answer} />
      </section>
    </div>
  );
}
