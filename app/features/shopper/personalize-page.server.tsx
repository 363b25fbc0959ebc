import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Fragment, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Translator } from '../../../core/i18n/translator';
import { HeaderShopperLinks } from '../../components/header/header';
import { TranslatorContext } from '../../i18n/use-translation';
import { isOnShoppingList, ListToggleFields } from '../shopping-lists/list-toggle';
import {
  anonymousShopper,
  shopperScriptId,
  shopperScriptText,
  type ShopperPartName,
  type ShopperPartProps,
  type ShopperState,
} from './shopper-state';

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
    differs: (_props, shopper) => shopper !== anonymousShopper,
    stateOf: (_props, { session }) =>
      [
        session.isAuthorized,
        session.basket.itemQuantity,
        session.basket.itemWishListIds.length,
        session.comparisonItemIds.length,
      ].join(),
    render: (_props, shopper) => <HeaderShopperLinks session={shopper.session} />,
  },
  'list-toggle': {
    differs: (props, shopper) => isOnShoppingList(shopper.session, props.list, props.variationId),
    stateOf: (props, shopper) => String(isOnShoppingList(shopper.session, props.list, props.variationId)),
    render: (props, shopper) => (
      <ListToggleFields {...props} onList={isOnShoppingList(shopper.session, props.list, props.variationId)} />
    ),
  },
};

/** Parts rendered before, by language, page, part, props and shown state; emptied when full. */
const renderedParts = new Map<string, string>();
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
 */
export function personalizePage(
  html: string,
  shopper: ShopperState,
  options: { locale: string; url: string; i18n: Translator },
) {
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
  toRender.forEach((change, index) => renderedParts.set(change.key, rendered[index]!));
  const pieces: string[] = [];
  let position = 0;
  for (const change of changes) {
    pieces.push(html.slice(position, change.start), renderedParts.get(change.key)!);
    position = change.end;
  }
  pieces.push(html.slice(position));
  return withShopperScript(pieces.join(''), shopper);
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
function readPart(html: string, markerAt: number): { name: ShopperPartName; propsText: string; props: unknown } | null {
  const nameStart = markerAt + partMarker.length;
  const nameEnd = html.indexOf('"', nameStart);
  const name = html.slice(nameStart, nameEnd) as ShopperPartName;
  if (!Object.hasOwn(partRenderers, name) || !html.startsWith(propsMarker, nameEnd + 2)) return null;
  const propsStart = nameEnd + 2 + propsMarker.length;
  const propsText = html.slice(propsStart, html.indexOf('"', propsStart));
  return { name, propsText, props: JSON.parse(propsText.replaceAll('&quot;', '"')) as unknown };
}

/** Where the content of the wrapper element that carries the marker at `markerAt` begins and ends. */
function contentOf(html: string, markerAt: number): { start: number; end: number } | null {
  const tagStart = html.lastIndexOf('<', markerAt);
  const tagName = /^<([a-z][a-z0-9-]*)/.exec(html.slice(tagStart, tagStart + 20))?.[1];
  const openEnd = endOfOpeningTag(html, markerAt);
  if (!tagName || openEnd === -1) return null;
  const end = closingTagOf(html, tagName, openEnd + 1);
  return end === -1 ? null : { start: openEnd + 1, end };
}

/** The `>` that ends the opening tag around `from`: quoted attribute values are stepped over. */
function endOfOpeningTag(html: string, from: number): number {
  for (let index = from; index < html.length; index++) {
    const char = html[index];
    if (char === '"') index = html.indexOf('"', index + 1);
    else if (char === '>') return index;
    if (index === -1) return -1;
  }
  return -1;
}

/** Where the element opened before `from` closes: nested elements of the same name are counted. */
function closingTagOf(html: string, tagName: string, from: number): number {
  const tags = new RegExp(`<(/?)${tagName}[\\s>]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

function withShopperScript(html: string, shopper: ShopperState): string {
  const opening = `id="${shopperScriptId}">`;
  const start = html.indexOf(opening);
  if (start === -1) return html;
  const contentStart = start + opening.length;
  const end = html.indexOf('</script>', contentStart);
  return html.slice(0, contentStart) + shopperScriptText(shopper) + html.slice(end);
}
