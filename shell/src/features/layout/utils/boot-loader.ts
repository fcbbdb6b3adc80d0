/**
 * index.html paints a loader inside #root before any script runs (a fast first paint); React
 * replaces it when it renders. Anything left of it is removed once a page is shown.
 */
export function hideBootLoader(): void {
  document.getElementById('boot-loader')?.remove();
}
