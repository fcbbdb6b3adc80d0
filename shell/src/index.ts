// Async boundary: shared singletons are negotiated before any app code runs.
// The chunk name lets the build list the start-up chunks as preloads in index.html.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
