/**
 * Turns Preact's rendering of the whole document (ADR 0012) into the HTML the browser gets:
 * - the doctype, which Preact does not write, so the page is not rendered in quirks mode;
 * - React Router renders its data stream (<Scripts>'s StreamTransfer) as a sibling of <html>, so
 *   its scripts and their Suspense markers come after </html>. They move to the end of <body>,
 *   where a browser would put the scripts anyway; the markers stay beside them in the body.
 */
export function documentHtml(rendered: string): string {
  const htmlEnd = rendered.lastIndexOf('</html>');
  const bodyEnd = rendered.lastIndexOf('</body>', htmlEnd);
  const afterHtml = htmlEnd === -1 ? '' : rendered.slice(htmlEnd + '</html>'.length);
  const document =
    afterHtml && bodyEnd !== -1
      ? rendered.slice(0, bodyEnd) + afterHtml + rendered.slice(bodyEnd, htmlEnd + '</html>'.length)
      : rendered;
  return /^\s*<!doctype/i.test(document) ? document : `<!DOCTYPE html>${document}`;
}
