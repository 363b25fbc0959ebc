// Translation parts made by the translation-parts plugin of vite.config.ts (app/i18n/translation-parts.ts).
declare module 'virtual:translations/*' {
  const tree: Record<string, unknown>;
  export default tree;
}
