import type { BuildOptions, Plugin } from 'esbuild';

export declare const SYSTEM_WIDGETS_MODULE: string;
export declare const SYSTEM_WIDGETS_SOURCE: string;
export declare function generateSystemWidgetBundles(): Promise<unknown[]>;
export declare const systemWidgetsPlugin: Plugin;
export declare function serverBuildOptions(outfile: string): BuildOptions & { outfile: string };
