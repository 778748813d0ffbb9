/** Types of esbuild.locale.mjs for the tests. */
export declare function writeLoginLocales(options: { i18nDir: string; keysFile: string; outDir: string; urlPrefix: string }): Promise<string>;
