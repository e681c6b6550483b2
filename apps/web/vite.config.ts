import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app's start (the boot chunk and what it imports) asked for as the page is parsed, as a static import would
 * have it, but not run: the entry imports it once the page is drawn (issue 33). Without the link a page the app draws
 * (sign-in, for one) would wait for the entry to run before asking for the app.
 */
function preloadBoot(): Plugin {
  return {
    name: 'laikas:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'boot');
        if (boot?.type !== 'chunk') {
          return [];
        }
        const linked = (file: string) => html.includes(`/${file}"`);
        return [boot.fileName, ...boot.imports.filter((file) => !linked(file))].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), preloadBoot()],
  // The server entry (src/entry-server.tsx, issue 33) in one folder that runs where it is put: every module bundled.
  ssr: { noExternal: true },
  // The server entry runs React and the router as the browser's production build does, whatever NODE_ENV the
  // server has: one copy of each in the bundle (a CommonJS package's switch on NODE_ENV would bundle both).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // The app's styles in one sheet that index.html links (12.4 kB gzip, all screens): the room page asked for six
    // (12.2 kB together), each added by the chunk loader while the page started, and the route's code waited for
    // them (issue 18: ~3 ms of the main thread before the week is drawn). Computed styles on 17 screens unchanged.
    cssCodeSplit: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper, which the entry's `import('./boot')` calls: in a file of its own, or the
                // bundler puts it in the boot chunk and the entry imports all of the app statically (issue 33).
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
                // Fewer, larger chunks on every page's path (issue 18: each chunk costs the main thread a request).
                // The app's start (boot.tsx, which the small entry imports: React, the router, the loading panel)
                // and its static imports in one file instead of ~10; taken first, so the frame's group below cannot
                // pull them in (the boot would then import the frame).
                { name: 'boot', test: /apps[\\/]web[\\/]src[\\/]boot\.tsx$/, priority: 3 },
                // The frame every screen is drawn in (the providers and i18next, the route guard, the layout with its
                // menus and bell) and the modules they import that the entry does not have: one chunk instead of ~30
                // small shared ones. Every screen loads the frame anyway; screens keep their own chunks.
                {
                  name: 'frame',
                  test: /apps[\\/]web[\\/]src[\\/](app[\\/](AppRoot|AppLayout|Guard)\.tsx|i18n\.ts)$/,
                  priority: 2,
                },
              ],
            },
          },
        },
  },
}));
