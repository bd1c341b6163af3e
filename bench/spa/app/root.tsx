export { default, ErrorBoundary, Layout, links } from "../../../app/root";
