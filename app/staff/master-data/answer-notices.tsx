import type { TranslationKey } from '../../../core/i18n/translator';
import { useTranslation } from '../../i18n/use-translation';

/**
 * A manufacturers' or tags' page's answer above its list: what was done (announced as a status)
 * or why it was refused (an alert), in the page's words.
 */
export function AnswerNotices({
  done,
  refused,
}: {
  done: string | null;
  refused: { key: string; values: Record<string, string | number> } | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {done ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
          {done}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {t(`storefrontError.${refused.key}` as TranslationKey, refused.values)}
        </p>
      ) : null}
    </>
  );
}
