import type { Route } from "./+types/readyz";
import { servicesContext } from "~/server/context.server";
import { isReady } from "~/server/health.server";

/** Readiness: 200 when the database is reachable with its migrations applied, else 503. */
export async function loader({ context }: Route.LoaderArgs) {
  const ready = await isReady(context.get(servicesContext).db);
  return Response.json(
    { status: ready ? "ready" : "unavailable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
