/** The contact page without its server action: the form cannot send in this build. */
import { UNSAFE_withComponentProps as withComponentProps } from "react-router";
import Contact from "../../../../app/routes/contact";

export { meta } from "../../../../app/routes/contact";

// Borrowed components get their route props only through this wrapper (see testimonials.tsx).
export default withComponentProps(Contact as never);
