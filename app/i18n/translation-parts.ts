/**
 * The browser loads the translations in parts (ADR 0011): `core` on every page, the others only
 * on the pages that need them (routes name them in `handle.translationParts`), and the `server`
 * texts (e-mails, PDF documents, the local mailbox) never. A part is a list of top-level
 * namespaces or `namespace.group` paths of de.json/en.json; everything not listed is core.
 */
export const translationParts = {
  account: [
    'auth',
    'address',
    'myAccount',
    'account',
    'returns',
    'editorLogin',
    'storefrontError.editor',
    'storefrontError.login',
    'storefrontError.address',
    'storefrontError.return',
    'storefrontError.orderAgain',
    // Passwords and postal addresses are asked for only on the account, sign-in and checkout pages
    // (their layouts load this part).
    'errorMessages.password',
    'errorMessages.address',
  ],
  checkout: [
    'checkout',
    'order',
    'payment',
    'storefrontError.checkout',
    'storefrontError.order',
    'storefrontError.payment',
    // Refusals of a coupon code: only the cart and the checkout have the coupon form (the notices
    // that a coupon was removed can show anywhere and stay in core).
    'storefrontError.coupon.pleaseProvideCoupon',
    'storefrontError.coupon.alreadyUsedOrInvalid',
    'storefrontError.coupon.notYetValid',
    'storefrontError.coupon.expired',
    'storefrontError.coupon.fullyRedeemed',
    'storefrontError.coupon.usedUpByCustomer',
    'storefrontError.coupon.onlyNewCustomers',
    'storefrontError.coupon.onlyExistingCustomers',
    'storefrontError.coupon.wrongCustomerGroup',
    'storefrontError.coupon.noMatchingItem',
    'storefrontError.coupon.onlySubscriptionItems',
    'storefrontError.coupon.notForSubscriptionItems',
    'storefrontError.coupon.notForSpecialOffers',
    'storefrontError.coupon.minimumOrderValueNotReached',
    'storefrontError.coupon.oneCouponPerCart',
    'storefrontError.coupon.removalFailed',
    'storefrontError.coupon.applyFailed',
    'storefrontError.coupon.tooManyAttempts',
  ],
  // The checkout page's own texts: DHL preferred delivery and the parcel-station finder (issue 22),
  // the card fields (issue 39). The checkout page only (the cart page loads `checkout`, never this).
  delivery: [
    'delivery',
    'cardFields',
    'storefrontError.delivery',
    'storefrontError.parcelFinder',
    'errorMessages.delivery',
    'errorMessages.parcelFinder',
  ],
  // The staff area (issue 36): its pages only; shoppers never load these texts.
  // The item page's descriptions use the editor's rich-text field, with its button names.
  staff: ['staff', 'storefrontError.staff', 'storefrontError.dhl', 'editor.richText'],
  // EU business customers (issue 39): what VIES said of a VAT id, the tax-free supply's notes.
  // The checkout page and the order pages only (the cart page, which loads `checkout`, never).
  vat: ['vat'],
  // Offers (issue 22): the offer page only.
  offer: ['offer', 'storefrontError.offer'],
  // The consent banner and settings (issue 21): loaded with the banner's code, or by /cookie-settings.
  consent: ['consent'],
  // The review dialogs and their refusals: loaded when a signed-in customer's review part runs on
  // the product page, and by /review/{itemId} (issue 20).
  reviews: [
    // The customer's own review and reply, shown once that part has loaded (review-actions.tsx).
    'reviewForm.yourReview',
    'reviewForm.yourReply',
    'reviewForm.visible',
    'reviewForm.underReview',
    'reviewForm.edit',
    'reviewForm.delete',
    'reviewForm.createTitle',
    'reviewForm.updateTitle',
    'reviewForm.updateReplyTitle',
    'reviewForm.deleteReviewTitle',
    'reviewForm.deleteReplyTitle',
    'reviewForm.deleteQuestion',
    'reviewForm.title',
    'reviewForm.message',
    'reviewForm.reply',
    'reviewForm.authorName',
    'reviewForm.authorNameHint',
    'reviewForm.moderationNote',
    'reviewForm.saveChanges',
    'reviewForm.submit',
    'reviewForm.answerTitle',
    'reviewForm.sendAnswer',
    'reviewForm.editClosed',
    'reviewForm.sent',
    'reviewForm.deleted',
    'reviewForm.cancel',
    'reviewForm.close',
    'reviewForm.rating',
    'reviewForm.stars_one',
    'reviewForm.stars_other',
    'storefrontError.review',
  ],
  // The app's notices (offline, install, new version): loaded while the page is idle.
  pwa: ['pwa'],
  // The contact and withdrawal forms (issue 20).
  forms: ['contact', 'withdrawal', 'storefrontError.contact', 'storefrontError.withdrawal'],
  // The editor's own texts: loaded with the editor's chunk, never on a shopper's page.
  editor: ['editor', 'errorMessages.editor', 'storefrontError.editor', 'errorMessages.offer'],
  server: ['mail', 'documents', 'mailbox', 'analyticsCollector', 'app', 'mollieSandbox', 'paymentProvider'],
} as const;

export type TranslationPart = Exclude<keyof typeof translationParts, 'server'>;

type Tree = Record<string, unknown>;

function pick(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

function without(tree: Tree, paths: readonly string[]): Tree {
  const copy: Tree = structuredClone(tree);
  for (const path of paths) {
    const keys = path.split('.');
    const parent = keys.slice(0, -1).reduce<Tree | undefined>((node, key) => node?.[key] as Tree | undefined, copy);
    if (parent) delete parent[keys.at(-1)!];
  }
  return copy;
}

function only(tree: Tree, paths: readonly string[]): Tree {
  const result: Tree = {};
  for (const path of paths) {
    const value = pick(tree, path);
    if (value === undefined) continue;
    const keys = path.split('.');
    let node = result;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[keys.at(-1)!] = value;
  }
  return result;
}

/** The part of a language's tree; `core` is the tree without every listed part. */
export function translationPart(tree: Tree, part: 'core' | TranslationPart): Tree {
  if (part !== 'core') return only(tree, translationParts[part]);
  return without(tree, Object.values(translationParts).flat());
}

/** Deep merge of a part into the browser's dictionary (parts may share a namespace: storefrontError). */
export function mergeTranslations(target: Tree, part: Tree): void {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key];
    if (value && typeof value === 'object' && existing && typeof existing === 'object') {
      mergeTranslations(existing as Tree, value as Tree);
    } else {
      target[key] = value;
    }
  }
}
