/** The public pages' rules by route id, from the build (scripts/page-styles/plugin.ts); null in development. */
declare module "virtual:page-styles" {
  const styles: Readonly<Record<string, string>> | null;
  export default styles;
}
