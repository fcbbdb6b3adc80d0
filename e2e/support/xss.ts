import { expect, type Page } from '@playwright/test';
import { SIM } from './helpers';

/**
 * The XSS corpus of issue 14. Every payload that runs leaves a trace: it sets `window.__xss`
 * (in whatever window it runs) or opens a JavaScript dialog. No payload loads anything from
 * another origin, so a Content-Security-Policy report in these tests means an attempt to run.
 */

/** HTML and text payloads: script, event handlers, srcdoc, mXSS, attribute breakouts, CSS. */
export const HTML_PAYLOADS: readonly string[] = [
  // script
  '<script>window.__xss=1</script>',
  '<SCRIPT>window.__xss=1</SCRIPT>',
  '<script src="data:text/javascript,window.__xss=1"></script>',
  '<script>alert(1)</script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><script>window.__xss=1</script></math>',
  // event handlers
  '<img src=x onerror=window.__xss=1>',
  '<img src="/nope.png" onerror="window.__xss=1">',
  '<IMG SRC=/ ONERROR="window.__xss=1">',
  '<img/src=x/onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  '<svg/onload=alert(1)>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<select autofocus onfocus=window.__xss=1>',
  '<textarea autofocus onfocus=window.__xss=1></textarea>',
  '<marquee onstart=window.__xss=1>x</marquee>',
  '<video><source onerror=window.__xss=1></video>',
  '<audio src=x onerror=window.__xss=1>',
  '<div onmouseover=window.__xss=1 style="position:fixed;inset:0">hover</div>',
  '<p onclick="window.__xss=1">click</p>',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<embed src="data:text/html,<script>parent.__xss=1</script>">',
  // frames and srcdoc
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=parent.__xss=1&gt;"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>',
  '<frameset onload=window.__xss=1>',
  // links and forms with script URLs inside HTML
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link</a>',
  '<a href="&#106;avascript:window.__xss=1">link</a>',
  '<a href="java\tscript:window.__xss=1">link</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">x</text></a></svg>',
  '<math><a xlink:href="javascript:window.__xss=1">x</a></math>',
  '<base href="javascript:window.__xss=1//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  // mXSS (mutation after sanitising)
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=1 src>">',
  '<listing>&lt;img src=x onerror=window.__xss=1&gt;</listing>',
  '<xmp><img src=x onerror=window.__xss=1></xmp>',
  '<textarea><img src=x onerror=window.__xss=1></textarea>',
  '<template><img src=x onerror=window.__xss=1></template>',
  // attribute and text breakouts
  '"><img src=x onerror=window.__xss=1>',
  "'><svg onload=window.__xss=1>",
  '" onmouseover="window.__xss=1" x="',
  '</title><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '</style><script>window.__xss=1</script>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  // CSS
  '<style>@import "javascript:window.__xss=1";</style>',
  '<style>body{background:url("javascript:window.__xss=1")}</style>',
  '<div style="background-image:url(javascript:window.__xss=1)">css</div>',
  '<div style="width:expression(window.__xss=1)">css</div>',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<svg><style>@import "data:,*{}";</style></svg>',
];

/** URL payloads: javascript:, data: and vbscript: in their spelling variants, and other schemes. */
export const URL_PAYLOADS: readonly string[] = [
  'javascript:window.__xss=1',
  'JAVASCRIPT:window.__xss=1',
  'JaVaScRiPt:alert(1)',
  ' javascript:window.__xss=1',
  '\tjavascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'java\nscript:window.__xss=1',
  'javascript\u0000:window.__xss=1',
  '\u0001javascript:window.__xss=1',
  'javascript://%0Awindow.__xss=1',
  'javascript:/*http://x*/window.__xss=1',
  '&#106;avascript:window.__xss=1',
  'jav&#x09;ascript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'DATA:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload="window.__xss=1"/>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:http://localhost:3000/00000000-0000-0000-0000-000000000000',
  'file:///etc/passwd',
  '//evil.example/x',
  'https://user:pass@evil.example/',
];

export const CORPUS_SIZE = HTML_PAYLOADS.length + URL_PAYLOADS.length;

/** Every payload as HTML, each in its own block: one document with the whole corpus. */
export const ALL_AS_HTML = [...HTML_PAYLOADS, ...URL_PAYLOADS.map((url) => `<a href="${url}">u</a><img src="${url}">`)]
  .map((payload) => `<div>${payload}</div>`)
  .join('');

/** Every payload as one text (text surfaces escape it whole). */
export const ALL_AS_TEXT = [...HTML_PAYLOADS, ...URL_PAYLOADS].join(' ');

/** Plants property values into the simulator's answers of a path (POST /__sim/plants). */
export async function plant(page: Page, path: string, set: Record<string, unknown>, each: string[] = []): Promise<void> {
  const response = await page.request.post(`${SIM}/__sim/plants`, { data: { path, set, ...(each.length ? { each } : {}) } });
  expect(response.ok(), `POST /__sim/plants ${path}`).toBeTruthy();
}

export async function clearPlants(page: Page): Promise<void> {
  const response = await page.request.delete(`${SIM}/__sim/plants`);
  expect(response.ok()).toBeTruthy();
}

/** Counts the JavaScript dialogs of every page of the context (a dialog means a payload ran). */
export function countDialogs(page: Page): { count: number } {
  const seen = { count: 0 };
  const watch = (target: Page) =>
    target.on('dialog', (dialog) => {
      seen.count += 1;
      void dialog.dismiss();
    });
  watch(page);
  page.context().on('page', watch);
  return seen;
}

/** The `__xss` marker of every frame of every page of the context (0 when no payload ran). */
export async function markers(page: Page): Promise<number> {
  let found = 0;
  for (const open of page.context().pages()) {
    for (const frame of open.frames()) {
      const value = await frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined);
      if (value !== undefined) found += 1;
    }
  }
  return found;
}

/**
 * Scans the DOM of every frame for what a payload would need to run: event-handler attributes,
 * script URLs in any URL attribute, srcdoc frames, object/embed/base/meta refresh, scripts or
 * styles carrying a payload. Answers what it found (empty when clean).
 */
export async function dangerousNodes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const open of page.context().pages()) {
    for (const frame of open.frames()) {
      const hits = await frame
        .evaluate(() => {
          const out: string[] = [];
          const scriptUrl = /^(?:javascript|vbscript|data:text\/html)/i;
          const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset'];
          const describe = (element: Element) => element.outerHTML.slice(0, 160);
          for (const element of Array.from(document.querySelectorAll('*'))) {
            for (const attribute of Array.from(element.attributes)) {
              const name = attribute.name.toLowerCase();
              // Normalise as a browser does: control characters and whitespace do not count.
              const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 0x20).join('');
              if (name.startsWith('on')) out.push(`handler ${name}: ${describe(element)}`);
              if (name === 'srcdoc') out.push(`srcdoc: ${describe(element)}`);
              // An image never runs the script of an SVG it shows; a link or a frame would.
              const svgRuns = /^data:image\/svg/i.test(value) && !['img', 'image'].includes(element.tagName.toLowerCase());
              if (urlAttributes.includes(name) && (scriptUrl.test(value) || svgRuns)) out.push(`${name}=${value.slice(0, 60)}: ${describe(element)}`);
              if (name === 'style' && /javascript:|expression\(|__xss/i.test(value)) out.push(`style: ${describe(element)}`);
            }
            const tag = element.tagName.toLowerCase();
            if (['object', 'embed', 'frameset', 'applet'].includes(tag)) out.push(`${tag}: ${describe(element)}`);
            if (tag === 'base' && element.closest('body')) out.push(`base: ${describe(element)}`);
            if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')) out.push(`meta refresh: ${describe(element)}`);
            if ((tag === 'script' || tag === 'style') && /__xss|alert\(|javascript:/.test(element.textContent ?? '')) {
              out.push(`${tag} with a payload: ${describe(element)}`);
            }
          }
          return out;
        })
        .catch(() => [] as string[]);
      found.push(...hits.map((hit) => `${frame.url()}: ${hit}`));
    }
  }
  return found;
}

/** The three counts of the suite; every one must be 0. */
export async function expectNoExecution(page: Page, dialogs: { count: number }, where: string): Promise<void> {
  expect.soft(dialogs.count, `${where}: JavaScript dialogs`).toBe(0);
  expect.soft(await markers(page), `${where}: frames with window.__xss`).toBe(0);
  expect(await dangerousNodes(page), `${where}: dangerous DOM`).toEqual([]);
}
