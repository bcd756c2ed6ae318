/**
 * The frame of every page `patchproof serve` renders (server-side, hono JSX, escaped by
 * default): language, title, one stylesheet and at most one script, both served from
 * /ui/assets under a Content-Security-Policy that allows nothing else. Pages work without
 * JavaScript; scripts only add to them.
 */
import type { Child } from 'hono/jsx';

export type Lang = 'en' | 'zh';

/** The policy every page is sent with: own assets, own API, no frames, no inline code. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Labels of the page frame in both languages. */
export function label(lang: Lang, en: string, zh: string): string {
  return lang === 'zh' ? zh : en;
}

export function Layout(props: { lang: Lang; title: string; script?: string; children?: Child }) {
  return (
    <html lang={props.lang === 'zh' ? 'zh-Hans' : 'en'}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>{props.title}</title>
        <link rel="stylesheet" href="/ui/assets/style.css" />
        {props.script ? <script src={`/ui/assets/${props.script}`} defer /> : null}
      </head>
      <body>
        <header>
          <p class="brand">PatchProof</p>
        </header>
        <main>{props.children}</main>
      </body>
    </html>
  );
}
