// Nothing on the critical path uses prompts: app/lazy-screens.tsx loads the screen's module with
// import(). This names the feature's public face for code that may import it statically later.
export { PromptsScreen } from './prompts-screen.tsx';
