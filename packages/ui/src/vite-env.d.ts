// Lets TypeScript accept the CSS side-effect imports that Vite bundles.
declare module '*.css';
