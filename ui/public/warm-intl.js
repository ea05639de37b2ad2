// Issue 23 item 1: the browser loads its ICU data for the page's language on a thread of its own. The first Intl
// formatter a renderer process makes loads that data for the whole process: 150-270 ms of the main thread at
// Lighthouse's 4x CPU, in the task that hydrated the page. Made here first, the page's own first formatter took
// 0.2-6 ms (ARCHITECTURE.md "Hydration in pieces"). Started by the page's boot (ui/components/shell/app-scripts.tsx).
'use strict';
var lang = self.location.search.slice(1) || 'nl';
try {
  new Intl.NumberFormat(lang).format(1234.5);
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.PluralRules(lang).select(1);
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Brussels' }).format(0);
} catch {
  // A browser without Intl or this language has nothing to warm.
}
self.close();
