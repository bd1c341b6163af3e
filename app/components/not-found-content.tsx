import { Link } from "react-router";
import { navItems } from "~/components/nav-links";
import { useLang, useLocalPath, useStrings } from "~/lib/site-context";
import { Button } from "~/components/ui/button";

export function NotFoundContent() {
  const t = useStrings();
  const local = useLocalPath();
  const home = local("/");
  return (
    <section className="container-page pt-36 pb-24 text-center sm:pt-44">
      <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{t.notFound.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
        {t.notFound.title}
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600">{t.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={home}>{t.notFound.back}</Link>
      </Button>
      <nav aria-label={t.notFound.sitePages} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {navItems(useLang())
            .filter((item) => item.to !== home)
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
