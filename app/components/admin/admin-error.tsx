import { isRouteErrorResponse, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-shell";

/** What the back office says when a page cannot be shown, by the status it answers. */
export function adminErrorTitle(error: unknown) {
  if (!isRouteErrorResponse(error)) return "Something went wrong";
  if (error.status === 404) return "Page not found";
  if (error.status === 403) return "Not allowed";
  if (error.status === 401) return "Signed out";
  return "Something went wrong";
}

/** The reason a route gave when it refused (`data("…", { status })`, or `{ error: "…" }`), if any. */
function reasonOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const { data } = error;
  if (typeof data === "string" && data) return data;
  if (data && typeof data === "object" && "error" in data && typeof data.error === "string")
    return data.error;
  return undefined;
}

const overviewLink = (
  <p>
    <Link to="/admin" className="font-semibold text-brand-700 underline">
      Go to the overview
    </Link>
  </p>
);

/** The back office's 404: an address no page has (routes/admin/not-found.tsx), or a page's own thing gone. */
export function AdminNotFound({ reason }: { reason?: string }) {
  return (
    <AdminPage title="Page not found">
      <p className="text-slate-700">
        {reason ??
          "There is no back-office page at this address. The link may be old, or the address mistyped."}
      </p>
      {overviewLink}
    </AdminPage>
  );
}

/** A back-office page that could not be shown: not found, not allowed, or failed (routes/admin/layout.tsx). */
export function AdminError({ error }: { error: unknown }) {
  const reason = reasonOf(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound reason={reason} />;
  const refused = isRouteErrorResponse(error) && error.status < 500;
  return (
    <AdminPage title={adminErrorTitle(error)}>
      <p className="text-slate-700">
        {refused
          ? (reason ?? "This cannot be done here.")
          : "This page could not be shown. Please try again in a moment."}
      </p>
      {overviewLink}
    </AdminPage>
  );
}
