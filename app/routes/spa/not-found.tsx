/** The 404 page in the benchmark's client-only build (no loader, so no status code). */
import { NotFoundContent } from "~/components/not-found-content";

export default function NotFound() {
  return <NotFoundContent />;
}
