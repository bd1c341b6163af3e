/** The contact page without its server action: the form cannot send in this build. */
export { default, meta } from "../../../../app/routes/contact";
