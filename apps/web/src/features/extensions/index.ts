// Nothing of this feature is on the first load: app/extensions-after-first-screen.tsx loads the
// loader and the failure notice with import() once the first screen is up, and the lazy settings
// screen draws the section from on-demand.ts.
export {};
