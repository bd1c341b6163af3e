import { Link } from "react-router";
import { mainNav } from "~/components/nav-links";
import { Button } from "~/components/ui/button";

export function NotFoundContent() {
  return (
    <section className="container-page pt-36 pb-24 text-center sm:pt-44">
      <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
        Page Not Found
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600">
        The page you were looking for does not exist or has moved. These pages might help:
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
      <nav aria-label="Site pages" className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {mainNav
            .filter((item) => item.to !== "/")
            .map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </section>
  );
}
