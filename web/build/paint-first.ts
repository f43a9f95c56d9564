/**
 * A prerendered page paints from its HTML before its JavaScript runs.
 *
 * Vite's page loads the entry as a parser-inserted module script with its imports preloaded. Served
 * fast (a local server, a warm CDN), those modules arrive while the HTML is still being styled and
 * laid out; their compiling and running (React's hydration included) takes the main thread and
 * the CPU while the first frame is on its way, and the page's first contentful paint came no
 * earlier than the app's in any load (Chromium's trace; docs/benchmarks.md, 2026-11-26).
 *
 * So a prerendered page keeps the downloads (every module is still fetched at once, at low
 * priority so the stylesheet and font go first) but starts the entry only once the browser has
 * painted: when the page's first contentful paint is reported, or after the first frame where
 * paint timing is not supported. Hydration then takes over the painted page (links work as plain
 * links until then). A page opened in a background tab starts when first shown, as it paints then.
 * app.html, which has nothing to paint, keeps Vite's script.
 */

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The inline script: loads the entry once the first contentful paint is reported (buffered, so a
 * paint before the script ran counts), or after the first frame where paint timing is missing.
 * Plain ES2015 written out here (not a compiled function's text), as it runs before any bundle.
 */
export function starterScript(entry: string): string {
  const load = `const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.append(s);`;
  return [
    '<script>(()=>{',
    `const start=()=>setTimeout(()=>{${load}});`,
    'const P=window.PerformanceObserver;',
    'if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return requestAnimationFrame(start);',
    'const o=new P((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});',
    'o.observe({type:"paint",buffered:true});',
    '})()</script>',
  ].join('');
}

/** The page with its entry started after the first paint (see above); throws on an unknown layout. */
export function paintFirst(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the page has no module entry script to start after the first paint');
  if (!html.includes('</body>')) throw new Error('the page has no </body> for its starter script');
  const preload = (href: string) =>
    `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`;
  return html
    .replace(ENTRY_SCRIPT, () => `${preload(entry)}\n    `)
    .replace(MODULE_PRELOAD, (_, href: string) => preload(href))
    .replace('</body>', () => `  ${starterScript(entry)}\n  </body>`);
}
