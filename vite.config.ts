import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type UserConfig } from "vite";
import { siteEnvProblems } from "./app/config/site-env";

export default defineConfig(({ mode }) => {
  // A malformed business identity stops the build, naming the variable.
  const problems = siteEnvProblems({ ...loadEnv(mode, process.cwd(), "SITE_"), ...process.env });
  if (problems.length) throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  return config;
});

const config = {
  plugins: [tailwindcss(), reactRouter()],
  // SITE_* variables (business identity) are read at build time: the
  // prerendered pages carry them, so they must be known before the build.
  envPrefix: ["VITE_", "SITE_"],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
} satisfies UserConfig;
