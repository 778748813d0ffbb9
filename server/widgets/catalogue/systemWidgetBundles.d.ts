/** Generated at build time from widget-bundles/catalogue/systemBundles.ts (see esbuild.server.mjs). */
declare module 'tessera:system-widget-bundles' {
  type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
  interface GeneratedBundleFile {
    widgetsBundle: { alias: string; title: string; image: string | null; description: string | null };
    widgetTypes: { alias: string; name: string; image: string | null; description: string | null; descriptor: { [key: string]: Json } }[];
  }

  const bundles: GeneratedBundleFile[];
  export default bundles;
}
