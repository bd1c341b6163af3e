/** Liveness for a load balancer or container runtime: the process answers. Touches nothing else. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
