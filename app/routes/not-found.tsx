import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/content/meta";

/** Any path no other route matches: the real 404 status, with the site around it. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: pageMeta.notFound.title },
  { name: "description", content: pageMeta.notFound.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
