import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Fragment, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Translator } from '../../../core/i18n/translator';
import { HeaderShopperLinks } from '../../components/header/header';
import { VatNote } from '../../components/footer/footer';
import { TranslatorContext } from '../../i18n/use-translation';
import { isOnShoppingList, ListToggleFields } from '../shopping-lists/list-toggle';
import { CardToggleButtons } from '../shopping-lists/card-list-toggles';
import {
  shopperScriptId,
  shopperScriptText,
  type ShopperPartName,
  type ShopperPartProps,
  type ShopperState,
} from '../../lib/shopper-state';

/**
 * How each shopper part is rendered for a shopper: whether it can differ from the anonymous
 * rendering the cached page holds (a card's heart differs only when its variation is on the
 * list), what of the shopper it shows (its markup is the same for the same props, page and state,
 * so it is rendered once for them all), and the part itself.
 */
const partRenderers: {
  [Name in ShopperPartName]: {
    differs(props: ShopperPartProps[Name], shopper: ShopperState): boolean;
    stateOf(props: ShopperPartProps[Name], shopper: ShopperState): string;
    render(props: ShopperPartProps[Name], shopper: ShopperState): ReactElement;
  };
} = {
  'header-links': {
    // Rendered for every shopper with a session: one small part, and its counts are theirs.
    differs: () => true,
    stateOf: (_props, { session }) =>
      [
        session.isAuthorized,
        session.basket.itemQuantity,
        session.basket.itemWishListIds.length,
        session.comparisonItemIds.length,
      ].join(),
    render: (_props, shopper) => <HeaderShopperLinks session={shopper.session} />,
  },
  'consent-banner': {
    // A visitor who chose sees no banner (the cached page has it for those who have not).
    differs: (_props, shopper) => shopper.consent !== null,
    stateOf: () => 'chosen',
    render: () => <Fragment />,
  },
  'vat-note': {
    // Only a shopper who sees net prices reads another note than the cached page's.
    differs: (_props, { session }) => session.user?.showNetPrices === true,
    stateOf: (_props, { session }) => String(session.user?.showNetPrices === true),
    render: (_props, { session }) => <VatNote net={session.user?.showNetPrices === true} />,
  },
  'list-toggle': {
    differs: (props, shopper) => isOnShoppingList(shopper.session, props.list, props.variationId),
    stateOf: (props, shopper) => String(isOnShoppingList(shopper.session, props.list, props.variationId)),
    render: (props, shopper) => (
      <ListToggleFields {...props} onList={isOnShoppingList(shopper.session, props.list, props.variationId)} />
    ),
  },
  'card-toggles': {
    differs: (props, { session }) =>
      isOnShoppingList(session, 'wishlist', props.variationId) ||
      isOnShoppingList(session, 'comparison', props.variationId),
    stateOf: (props, { session }) =>
      [
        isOnShoppingList(session, 'wishlist', props.variationId),
        isOnShoppingList(session, 'comparison', props.variationId),
      ].join(),
    render: (props, { session }) => (
      <CardToggleButtons
        {...props}
        onWishlist={isOnShoppingList(session, 'wishlist', props.variationId)}
        onComparison={isOnShoppingList(session, 'comparison', props.variationId)}
      />
    ),
  },
};

/** Parts rendered before, by language, page, part, props and shown state; emptied when full. */
const renderedParts = new Map<string, Buffer>();
const maxRenderedParts = 20_000;

const partMarker = 'data-shopper-part="';
const propsMarker = 'data-shopper-props="';

/**
 * Turns a shared page, rendered for a visitor without a session and kept in the page cache, into
 * the page of one shopper (ADR 0019): every marked shopper part is rendered again for the shopper
 * with the same components the page uses, and the page's shopper script carries the shopper, so
 * the browser's first render matches. `url` is the page's path and query (parts read the location).
 *
 * Markup is found, not parsed: Preact escapes `<` and `"` in text and attribute values, and the
 * props JSON escapes `<`, `>` and `&`, so the wrapper's end and its balanced closing tag are exact.
 * The page stays in bytes (UTF-8) throughout: cutting and joining a large string of JavaScript
 * with non-Latin characters in it costs about a millisecond, copying bytes a few microseconds.
 */
export function personalizePage(
  html: Buffer,
  shopper: ShopperState,
  options: { locale: string; url: string; i18n: Translator },
): Buffer {
  const changes: Array<{ start: number; end: number; key: string; element?: ReactElement }> = [];
  for (let at = html.indexOf(partMarker); at !== -1; at = html.indexOf(partMarker, at + partMarker.length)) {
    const part = readPart(html, at);
    if (!part) continue;
    const renderer = partRenderers[part.name];
    const props = part.props as never;
    if (!renderer.differs(props, shopper)) continue;
    const content = contentOf(html, at);
    if (!content || content.start < (changes.at(-1)?.end ?? 0)) continue;
    const key = [options.locale, options.url, part.name, part.propsText, renderer.stateOf(props, shopper)].join('\n');
    changes.push({ ...content, key, element: renderedParts.has(key) ? undefined : renderer.render(props, shopper) });
  }
  const toRender = changes.filter((change) => change.element);
  const rendered = renderParts(
    toRender.map((change) => change.element!),
    options,
  );
  if (renderedParts.size + toRender.length > maxRenderedParts) renderedParts.clear();
  toRender.forEach((change, index) => renderedParts.set(change.key, Buffer.from(rendered[index]!)));
  const pieces: Buffer[] = [];
  let position = 0;
  for (const change of changes) {
    pieces.push(html.subarray(position, change.start), renderedParts.get(change.key)!);
    position = change.end;
  }
  pieces.push(html.subarray(position));
  return withShopperScript(pieces.length === 1 ? html : Buffer.concat(pieces), shopper);
}

/** Between two parts rendered in one go; escaped text can never look like it. */
const partSeparator = '<template data-shopper-part-end></template>';

/** The parts' markup, rendered together (one router and one render for all of them). */
function renderParts(elements: ReactElement[], options: { url: string; i18n: Translator }): string[] {
  if (elements.length === 0) return [];
  const tree = (
    <TranslatorContext value={options.i18n}>
      <MemoryRouter initialEntries={[options.url]}>
        {elements.map((element, index) => (
          <Fragment key={index}>
            {element}
            <template data-shopper-part-end="" />
          </Fragment>
        ))}
      </MemoryRouter>
    </TranslatorContext>
  );
  // Preact's element and React's element types differ only on paper: the aliases make them one.
  return renderToString(tree as unknown as VNode).split(partSeparator);
}

/** The name and props of the part whose marker is at `markerAt`. */
function readPart(html: Buffer, markerAt: number): { name: ShopperPartName; propsText: string; props: unknown } | null {
  const nameStart = markerAt + partMarker.length;
  const nameEnd = html.indexOf(quote, nameStart);
  const name = html.toString('utf8', nameStart, nameEnd) as ShopperPartName;
  const propsStart = nameEnd + 2 + propsMarker.length;
  if (!Object.hasOwn(partRenderers, name) || html.toString('utf8', nameEnd + 2, propsStart) !== propsMarker)
    return null;
  const propsText = html.toString('utf8', propsStart, html.indexOf(quote, propsStart));
  return { name, propsText, props: JSON.parse(propsText.replaceAll('&quot;', '"')) as unknown };
}

const quote = 0x22;
const lessThan = 0x3c;
const greaterThan = 0x3e;

/** Where the content of the wrapper element that carries the marker at `markerAt` begins and ends. */
function contentOf(html: Buffer, markerAt: number): { start: number; end: number } | null {
  const tagStart = html.lastIndexOf(lessThan, markerAt);
  const tagName = /^<([a-z][a-z0-9-]*)/.exec(html.toString('utf8', tagStart, tagStart + 20))?.[1];
  const openEnd = endOfOpeningTag(html, markerAt);
  if (!tagName || openEnd === -1) return null;
  const end = closingTagOf(html, tagName, openEnd + 1);
  return end === -1 ? null : { start: openEnd + 1, end };
}

/** The `>` that ends the opening tag around `from`: quoted attribute values are stepped over. */
function endOfOpeningTag(html: Buffer, from: number): number {
  for (let index = from; index < html.length && index !== -1; index++) {
    if (html[index] === quote) index = html.indexOf(quote, index + 1);
    else if (html[index] === greaterThan) return index;
  }
  return -1;
}

/** Where the element opened before `from` closes: nested elements of the same name are counted. */
function closingTagOf(html: Buffer, tagName: string, from: number): number {
  const opening = Buffer.from(`<${tagName}`);
  const closing = Buffer.from(`</${tagName}>`);
  let depth = 1;
  let nextOpening = nextOpeningTag(html, opening, from);
  for (let position = from; ;) {
    const nextClosing = html.indexOf(closing, position);
    if (nextClosing === -1) return -1;
    if (nextOpening !== -1 && nextOpening < nextClosing) {
      depth++;
      position = nextOpening + opening.length;
      nextOpening = nextOpeningTag(html, opening, position);
      continue;
    }
    if (--depth === 0) return nextClosing;
    position = nextClosing + closing.length;
  }
}

/** The next `<tag` that opens an element of that name (followed by a space or `>`, not `<tagx`). */
function nextOpeningTag(html: Buffer, opening: Buffer, from: number): number {
  for (let at = html.indexOf(opening, from); at !== -1; at = html.indexOf(opening, at + 1)) {
    const after = html[at + opening.length];
    if (after === greaterThan || after === 0x20 || after === 0x0a || after === 0x09) return at;
  }
  return -1;
}

function withShopperScript(html: Buffer, shopper: ShopperState): Buffer {
  const opening = `id="${shopperScriptId}">`;
  const start = html.indexOf(opening);
  if (start === -1) return html;
  const contentStart = start + opening.length;
  const end = html.indexOf('</script>', contentStart);
  return Buffer.concat([html.subarray(0, contentStart), Buffer.from(shopperScriptText(shopper)), html.subarray(end)]);
}
