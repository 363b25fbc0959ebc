import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { CompareIcon, HeartIcon } from '../../components/icons';
import { useLocale } from '../../i18n/use-locale';
import { useTranslation } from '../../i18n/use-translation';
import { shopperPartAttributes, useShopper } from '../../lib/shopper-state';
import { useHydrated } from '../../lib/use-hydrated';
import {
  announceToggleAnswer,
  isOnShoppingList,
  ListToggle,
  toggleTexts,
  type ListToggleResult,
  type ShoppingList,
} from './list-toggle';

/**
 * The wishlist and comparison buttons of the product cards (issue 38). A page of cards used to
 * carry a form with three hidden fields and a fetcher per button (22 forms and 65 inputs on a
 * product page, and 18 `useFetcher` per render). Now the frame holds one form for them all
 * (`CardListTogglesForm`): each button names it (`form`), posts to its list (`formaction`) and says
 * what it does in its own value (`toggle=wishlist:add:123`). Without JavaScript it is the same post
 * that comes back to the page; with it, one fetcher sends it and tells the shopper the answer.
 */
const cardTogglesFormId = 'card-list-toggles';
const listPaths: Record<ShoppingList, string> = { wishlist: '/wishlist', comparison: '/comparisonlist' };

/** The toggle a card button sends: list, intent and variation in one value. */
export function parseCardToggle(
  value: unknown,
): { list: ShoppingList; intent: 'add' | 'remove'; variationId: number } | null {
  const match = typeof value === 'string' ? /^(wishlist|comparison):(add|remove):([1-9]\d{0,9})$/.exec(value) : null;
  if (!match) return null;
  return { list: match[1] as ShoppingList, intent: match[2] as 'add' | 'remove', variationId: Number(match[3]) };
}

interface CardToggles {
  /** The toggle on its way (the value its button sent), or null. */
  pending: ReturnType<typeof parseCardToggle>;
  /** The names of the cards' products, for the answer's notice and analytics. */
  productNames: Map<number, string>;
}
const CardTogglesContext = createContext<CardToggles | null>(null);

/** The frame's one form for the cards' buttons, and the fetcher that sends it. */
export function CardListTogglesForm({ children }: { children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ListToggleResult>({ key: cardTogglesFormId });
  const [productNames] = useState(() => new Map<number, string>());
  const pending = parseCardToggle(fetcher.formData?.get('toggle'));
  // The toggle of the answer to come (which list, which product), taken when its button sends.
  const sent = useRef<ReturnType<typeof parseCardToggle>>(null);

  useEffect(() => {
    const result = fetcher.state === 'idle' ? fetcher.data : undefined;
    const toggle = sent.current;
    if (!result || !toggle) return;
    announceToggleAnswer(result, {
      t,
      i18n,
      list: toggle.list,
      productName: productNames.get(toggle.variationId) ?? '',
    });
  }, [fetcher.state, fetcher.data, t, i18n, productNames]);

  return (
    <CardTogglesContext value={{ pending, productNames }}>
      {children}
      <fetcher.Form
        id={cardTogglesFormId}
        method="post"
        hidden
        onSubmit={(event) => {
          sent.current = parseCardToggle((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value'));
        }}
      >
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      </fetcher.Form>
    </CardTogglesContext>
  );
}

/**
 * A card's two buttons. Outside a frame with the form (none so far) each is a form of its own, as
 * on the product page.
 */
export function CardListToggles({ variationId, productName }: { variationId: number; productName: string }) {
  const toggles = useContext(CardTogglesContext);
  const { session } = useShopper();
  const className = 'absolute top-4 right-4 z-10 flex flex-col gap-2';
  if (!toggles) {
    return (
      <div className={className}>
        <ListToggle compact list="wishlist" variationId={variationId} productName={productName} />
        <ListToggle compact list="comparison" variationId={variationId} productName={productName} />
      </div>
    );
  }
  toggles.productNames.set(variationId, productName);
  const onList = (list: ShoppingList) =>
    toggles.pending?.variationId === variationId && toggles.pending.list === list
      ? toggles.pending.intent === 'add'
      : isOnShoppingList(session, list, variationId);
  return (
    <div className={className} {...shopperPartAttributes('card-toggles', { variationId, productName })}>
      <CardToggleButtons
        variationId={variationId}
        productName={productName}
        onWishlist={onList('wishlist')}
        onComparison={onList('comparison')}
      />
    </div>
  );
}

/**
 * The inside of a card's toggles: the part that differs per shopper, filled in on cached pages by
 * the server (ADR 0019), so it depends on its props and the page alone.
 */
export function CardToggleButtons({
  variationId,
  productName,
  onWishlist,
  onComparison,
}: {
  variationId: number;
  productName: string;
  onWishlist: boolean;
  onComparison: boolean;
}) {
  return (
    <>
      <CardToggleButton list="wishlist" variationId={variationId} productName={productName} onList={onWishlist} />
      <CardToggleButton list="comparison" variationId={variationId} productName={productName} onList={onComparison} />
    </>
  );
}

function CardToggleButton({
  list,
  variationId,
  productName,
  onList,
}: {
  list: ShoppingList;
  variationId: number;
  productName: string;
  onList: boolean;
}) {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const texts = toggleTexts(t, list);
  const label = onList ? texts.remove : texts.add;
  const Icon = list === 'wishlist' ? HeartIcon : CompareIcon;
  return (
    <button
      type="submit"
      form={cardTogglesFormId}
      formAction={localize(listPaths[list])}
      name="toggle"
      value={`${list}:${onList ? 'remove' : 'add'}:${variationId}`}
      aria-pressed={onList}
      title={label}
      className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white hover:border-primary-600"
    >
      <Icon className="size-5 text-primary-700" filled={onList} />
      <span className="sr-only">
        {label}: {productName}
      </span>
    </button>
  );
}
