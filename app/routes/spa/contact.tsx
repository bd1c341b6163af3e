/** The contact page in the benchmark's client-only build: same page, no server action. */
import { ContactPage, contactMeta } from "~/components/pages/contact-page";

export const meta = contactMeta;

export default function Contact() {
  return <ContactPage />;
}
