import type { Route } from "./+types/readyz";
import { servicesContext } from "~/server/context.server";
import { isReady } from "~/server/health.server";
import type { SiteServices } from "~/server/services.server";

const contentLoads = (services: SiteServices) =>
  services.content.load().then(
    () => true,
    () => false,
  );

/**
 * Readiness: 200 when the database is reachable with its migrations applied and the published
 * content has been read, else 503. An instance that started while the database was down has no
 * content to show, and says so ("content": "unavailable") rather than serve defaults.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const database = await isReady(services.db);
  const content = services.content.current() !== null || (database && (await contentLoads(services)));
  const ready = database && content;
  return Response.json(
    { status: ready ? "ready" : "unavailable", content: content ? "loaded" : "unavailable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
