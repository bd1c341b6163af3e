/**
 * The testimonials page with no server: the list is empty, as the
 * client-rendered original showed before its hosted API answered.
 */
import { UNSAFE_withComponentProps as withComponentProps } from "react-router";
import type { TestimonialList } from "~/lib/testimonials";
import Testimonials from "../../../../app/routes/testimonials";

export { meta } from "../../../../app/routes/testimonials";

export function clientLoader(): { list: TestimonialList } {
  return { list: { testimonials: [], loadError: false } };
}

// React Router hands a route's data to its component as props only when the
// component is the route file's own default export; this one is borrowed.
export default withComponentProps(Testimonials as never);
