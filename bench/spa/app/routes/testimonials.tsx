/**
 * The testimonials page with no server: the list is empty, as the
 * client-rendered original showed before its hosted API answered.
 */
import type { TestimonialList } from "~/lib/testimonials";

export { default, meta } from "../../../../app/routes/testimonials";

export function clientLoader(): { list: TestimonialList } {
  return { list: { testimonials: [], loadError: false } };
}
