// Puts the app's stylesheet inside index.html instead of linking it: the stylesheet is the one
// resource that blocks the first paint, and as a separate file it is one more request competing
// with the scripts on a phone's connection (Lighthouse: /login mobile 93 to 98 with the other
// changes of docs/performance.md). The CSP allows inline styles
// (src/server/app.ts). The CSS file stays in the build: the manifest and the budget check
// (scripts/check-bundle-budget.mjs) still count it, and lazy chunks keep their own links; a
// link to it that is never fetched stays in the page so lazy chunks do not load it once more.
import type { Plugin } from 'vite';

export function inlineCss(): Plugin {
  return {
    name: 'inspecthub:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            // A "</style" inside the CSS would end the element early.
            if (/<\/style/i.test(css)) return link;
            // Lazy chunks list this stylesheet among the files to load before they run; Vite's
            // preload helper skips the ones a <link rel="stylesheet"> already names, and without
            // one it fetched the file again and held the chunk until it came (one more request on
            // the way to a signed-in page's first paint). This link names it but is never
            // fetched: browsers do not load a stylesheet whose type is not CSS (HTML, "the link
            // element": only a supported styling language is obtained; a `disabled` link still is).
            return `<style>${css}</style><link rel="stylesheet" type="text/plain" href="/${file}">`;
          },
        );
      },
    },
  };
}
