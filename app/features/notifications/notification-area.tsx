import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { notifications, type ShopNotification } from '../../lib/notification-store';

const noNotifications: ShopNotification[] = [];

const typeStyles: Record<ShopNotification['type'], string> = {
  positive: 'border-green-700 bg-green-50 text-green-900',
  negative: 'border-red-700 bg-red-50 text-red-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  neutral: 'border-slate-600 bg-white text-slate-900',
  secondary: 'border-primary-700 bg-primary-50 text-primary-900',
};

/**
 * Where notifications appear. Two live regions exist from the first render so screen readers
 * announce what is added: errors assertively, everything else politely.
 */
export function NotificationArea() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, () => noNotifications);
  const negatives = list.filter((notification) => notification.type === 'negative');
  const others = list.filter((notification) => notification.type !== 'negative');

  return (
    <section
      data-notifications=""
      aria-label={t('a11y.notifications')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div role="alert" className="flex w-full max-w-md flex-col gap-2">
        {negatives.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {others.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </div>
    </section>
  );
}

export function NotificationItem({ notification }: { notification: ShopNotification }) {
  const { t } = useTranslation();
  const lines = Array.isArray(notification.message) ? notification.message : [notification.message];
  return (
    <div
      data-notification-type={notification.type}
      className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-3 shadow-lg ${typeStyles[notification.type]}`}
    >
      <div className="flex-1 text-sm">
        <span className="sr-only">{`${t(`notification.${notification.type}`)}: `}</span>
        {lines.length === 1 ? (
          <p>{lines[0]}</p>
        ) : (
          <ul className="list-disc pl-4">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {notification.action ? (
          <button
            type="button"
            className="mt-2 font-semibold underline underline-offset-2"
            onClick={() => {
              notification.action?.onClick();
              notification.dismiss();
            }}
          >
            {notification.action.text}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={notification.dismiss}
        className="-m-1 rounded p-1 hover:bg-black/5"
        aria-label={t('notification.close')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
          <path d="M5.3 4.3a1 1 0 0 1 1.4 0L10 7.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 9l3.3 3.3a1 1 0 0 1-1.4 1.4L10 10.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 9 5.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}
