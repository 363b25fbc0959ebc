/**
 * Shop notifications (spec §3 Notification, §9): at most 5 at once, the oldest dropped; positive,
 * warning, neutral and secondary ones vanish after 5 s (or their own timeout) unless persistent;
 * negative ones stay until closed. A module store so non-React code (the API client) can notify.
 */
export type NotificationType = 'positive' | 'negative' | 'warning' | 'neutral' | 'secondary';

export interface NotificationInput {
  type: NotificationType;
  /** One sentence, or several lines shown as a list. */
  message: string | string[];
  action?: { text: string; onClick: () => void };
  persist?: boolean;
  /** Milliseconds until a non-persistent notification goes away (default 5000). */
  dismissTimeout?: number;
}

export interface ShopNotification extends NotificationInput {
  id: number;
  dismiss: () => void;
}

export const maxNotifications = 5;
export const defaultDismissTimeoutMs = 5000;

/** When a notification should go away by itself, or null when it stays until closed. */
export function autoDismissDelay(notification: NotificationInput): number | null {
  if (notification.persist || notification.type === 'negative') return null;
  return notification.dismissTimeout ?? defaultDismissTimeoutMs;
}

export function createNotificationStore(schedule: typeof setTimeout = setTimeout) {
  let notifications: ShopNotification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number) {
    const remaining = notifications.filter((notification) => notification.id !== id);
    if (remaining.length === notifications.length) return;
    notifications = remaining;
    emit();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => notifications,
    send(input: NotificationInput): ShopNotification {
      const id = nextId++;
      const notification: ShopNotification = { ...input, id, dismiss: () => dismiss(id) };
      notifications = [...notifications, notification].slice(-maxNotifications);
      emit();
      const delay = autoDismissDelay(input);
      if (delay !== null) schedule(() => dismiss(id), delay);
      return notification;
    },
    dismiss,
    clear() {
      notifications = [];
      emit();
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

/** The page's notification store (one per browser tab; the server renders none). */
export const notifications = createNotificationStore();
