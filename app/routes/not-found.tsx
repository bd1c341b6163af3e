import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { langOfPath } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";

/** Any path no other route matches: the real 404 status, with the site around it. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: stringsFor(langOfPath(location.pathname)).notFound.title },
  { name: "description", content: stringsFor(langOfPath(location.pathname)).notFound.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
