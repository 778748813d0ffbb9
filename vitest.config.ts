import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@tessera/sdk': fileURLToPath(new URL('./core/sdk/index.ts', import.meta.url)),
      '@tessera/ui': fileURLToPath(new URL('./core/ui/index.ts', import.meta.url)),
      // The build inlines these as generated JSON (esbuild.server.mjs); tests run the generator itself.
      'tessera:system-widget-bundles': fileURLToPath(new URL('./widget-bundles/catalogue/systemBundles.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    server: { deps: { inline: [/@adobe\/react-spectrum/, /@spectrum-icons/, /@react-spectrum/] } },
  },
});
