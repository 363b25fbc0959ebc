// Makes the app icons of the web manifest (issue 21) from the shop's mark: 192 and 512 pixels,
// and a maskable 512 whose mark sits inside the safe zone (the inner 80 %) on the shop's colour.
// Run once when the mark changes: `node scripts/make-app-icons.mjs`; the PNGs are committed.
import sharp from 'sharp';

const mark = (
  size,
  { padding, background },
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${background === '#ffffff' ? 6 : 0}" fill="${background}"/>
<g transform="translate(${padding} ${padding}) scale(${(32 - 2 * padding) / 32})">
<circle cx="16" cy="13" r="10" fill="#eef8f9" stroke="#1f5a66" stroke-width="3"/><path d="M11 9a6 6 0 0 1 5-3" fill="none" stroke="#44a2b0" stroke-width="2" stroke-linecap="round"/><path d="M16 23v5M10 30h12" stroke="#1f5a66" stroke-width="3" stroke-linecap="round"/>
</g></svg>`;

for (const [file, size, options] of [
  ['public/icons/icon-192.png', 192, { padding: 3, background: '#ffffff' }],
  ['public/icons/icon-512.png', 512, { padding: 3, background: '#ffffff' }],
  ['public/icons/icon-512-maskable.png', 512, { padding: 7, background: '#cfe9ed' }],
]) {
  await sharp(Buffer.from(mark(size, options)))
    .png({ compressionLevel: 9 })
    .toFile(file);
}
