import { data } from "react-router";
import type { Route } from "./+types/api.admin";
import { AdminCommandSchema, isAuthorisedAdminRequest, runAdminCommand } from "~/server/admin.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { log } from "~/server/log.server";

/**
 * The local-only API behind `npm run testimonials` / `npm run messages`
 * while the server runs (docs/decisions/0003-owner-cli-and-embedded-database.md).
 * Anything else than an authorised POST from this machine looks like a 404.
 */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { clientAddress, adminToken } = context.get(requestContext);
  if (request.method !== "POST" || !isAuthorisedAdminRequest(request, clientAddress, adminToken)) {
    throw data("Not Found", { status: 404 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ ok: false, error: "Body must be JSON." }, { status: 400 });
  }
  const command = AdminCommandSchema.safeParse(body);
  if (!command.success) return Response.json({ ok: false, error: "Unknown command." }, { status: 400 });
  try {
    const services = context.get(servicesContext);
    const result = await runAdminCommand(await services.db(), command.data, services);
    return Response.json(result, { status: result.ok ? 200 : 404 });
  } catch (error) {
    log.error({ err: error }, "Admin command failed");
    return Response.json({ ok: false, error: "The database is unavailable." }, { status: 503 });
  }
}
