/**
 * `npm run editor:create -- --email … --password … [--name …]` (issue 17): a staff account with the
 * role `content`, the editor's, as `npm run staff:create -- … --roles content`.
 */
if (!process.argv.includes('--roles')) process.argv.push('--roles', 'content');
await import('./create-staff');
export {};
