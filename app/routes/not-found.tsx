import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/content/meta";
import { STATIC_PAGE } from "~/lib/static-page";

/** Any path no other route matches: the real 404 status, with the site around it. */
export function loader() {
  return data(null, { status: 404 });
}

/** Nothing on this page needs React in the browser: it loads none (root.tsx, STATIC_PAGE). */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: pageMeta.notFound.title },
  { name: "description", content: pageMeta.notFound.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
