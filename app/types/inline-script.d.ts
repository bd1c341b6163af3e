/** scripts/inline-script/plugin.ts: the module's default export, built into an inline script's text. */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
