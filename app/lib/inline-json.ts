/**
 * JSON to put inside a page's `<script>` (JSON-LD, the shopper state): `<` is written as `\u003c`,
 * so no text in it (a product name, an e-mail address) can close the script.
 */
export function inlineScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
