/** The 404 page without its loader (a single-page app has no status codes). */
export { default, meta } from "../../../../app/routes/not-found";
