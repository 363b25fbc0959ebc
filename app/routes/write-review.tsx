import { data, Form, useNavigation } from 'react-router';
import { FormFailureAlert } from '../components/form-field';
import { LocalizedLink } from '../components/localized-link';
import { BotCheckField } from '../features/bot-check/bot-check-field';
import { botCheckFromForm } from '../features/bot-check/bot-check-form-data';
import { ReviewFields } from '../features/reviews/review-dialog';
import { useTranslation } from '../i18n/use-translation';
import { translationRoute } from '../i18n/translation-route';
import { requireCustomer } from '../lib/account-routes';
import { errorStatus, formFailure, type FormFailure } from '../lib/form-result';
import { formId, typedValues } from '../lib/form-values';
import { pageMeta } from '../lib/page-meta';
import { useFormFailure } from '../lib/use-form-failure';
import { notFound } from '../lib/refusal-page';
import { shopContext } from '../shop-context';
import { productPath } from '../../core/catalog/product-url';
import type { Route } from './+types/write-review';

const translations = translationRoute(['reviews']);
export const handle = translations.handle;
export const clientMiddleware = translations.clientMiddleware;

export const meta: Route.MetaFunction = pageMeta<Route.MetaArgs>((_args, { t }) => ({
  title: t('reviewForm.createTitle'),
  robots: 'noindex, nofollow',
}));

const fields = ['rating', 'title', 'message', 'authorName'] as const;
type ReviewValues = Record<(typeof fields)[number], string>;
type Answer = { ok: true } | FormFailure<ReviewValues>;

/**
 * /review/{itemId}: the review form as a page of its own (issue 20). The product page's
 * "Bewertung schreiben" leads here without JavaScript (with it, a dialog opens instead); a visitor
 * logs in first. One review per item: a customer who has one changes it here.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  await requireCustomer(shop, request);
  const itemId = formId(params.itemId);
  if (!itemId) throw notFound();
  const [product, mine, question] = await Promise.all([
    shop.call('getProduct', { itemId }).catch(() => null),
    shop.call('getMyReviews', { itemId }),
    shop.call('getBotCheckQuestion', {}),
  ]);
  if (!product) throw notFound();
  return {
    itemId,
    name: product.texts.name,
    path: productPath(product.texts.urlPath, itemId),
    mine,
    question,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const form = await request.formData();
  const values = typedValues(form, [...fields]);
  const itemId = formId(params.itemId) ?? 0;
  const review = {
    rating: Number(values.rating) || 0,
    title: values.title,
    message: String(form.get('message') ?? '').slice(0, 1000),
    authorName: values.authorName || undefined,
  };
  try {
    const reviewId = formId(form.get('reviewId'));
    if (reviewId) await shop.call('doUpdateReview', { reviewId, ...review });
    else {
      const botCheck = botCheckFromForm(form);
      await shop.call('doCreateReview', { itemId, ...review, ...(botCheck ? { botCheck } : {}) });
    }
    return { ok: true } satisfies Answer;
  } catch (error) {
    return data(formFailure(error, values) satisfies Answer, errorStatus(error));
  }
}

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const answer = actionData as Answer | undefined;
  const failure = answer && !answer.ok ? answer : null;
  const form = useFormFailure(failure);
  const own = loaderData.mine.review;
  const values: Partial<ReviewValues> = failure?.values ?? {
    rating: own ? String(own.rating) : undefined,
    title: own?.title,
    message: own?.message,
    authorName: own?.authorName,
  };
  const errors = failure?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-2 text-2xl font-semibold">{t(own ? 'reviewForm.updateTitle' : 'reviewForm.createTitle')}</h1>
      <p className="mb-6">
        <LocalizedLink to={loaderData.path} className="underline underline-offset-2">
          {loaderData.name}
        </LocalizedLink>
      </p>
      {answer?.ok ? (
        <p role="status" className="rounded-md bg-green-50 p-4 font-medium text-green-900">
          {t('reviewForm.sent')}
        </p>
      ) : own && !own.editable ? (
        <p>{t('reviewForm.editClosed')}</p>
      ) : (
        <Form ref={form} method="post" noValidate className="space-y-4">
          {own ? <input type="hidden" name="reviewId" value={own.id} /> : null}
          <FormFailureAlert formError={failure?.formError} />
          <ReviewFields values={{ ...values, rating: Number(values.rating) || undefined }} errors={errors} />
          {!own && !loaderData.mine.verifiedPurchase ? (
            <BotCheckField question={loaderData.question} error={errors.botCheck} refusal={failure} />
          ) : null}
          <p className="text-sm text-slate-700">{t('reviewForm.moderationNote')}</p>
          <button type="submit" className="button-primary" disabled={navigation.state !== 'idle'}>
            {t(own ? 'reviewForm.saveChanges' : 'reviewForm.submit')}
          </button>
        </Form>
      )}
    </div>
  );
}
