/**
 * The browser's app-scripts.tsx (vite.config.ts): the page's two scripts have run by the time it hydrates, so it
 * keeps the elements the server wrote (their text is not compared) and ships none of the code that wrote them.
 */
export function AppScripts() {
  return (
    <>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ' ' }} />
    </>
  );
}
