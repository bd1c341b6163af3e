/** The public pages, for the sitemap. Changing a page's content means a new build, so lastmod is the build date. */
export const publicRoutes = [
  { path: "/", priority: 1.0, changefreq: "monthly" },
  { path: "/services", priority: 0.9, changefreq: "monthly" },
  { path: "/contact", priority: 0.8, changefreq: "yearly" },
  { path: "/about", priority: 0.7, changefreq: "yearly" },
  { path: "/careers", priority: 0.7, changefreq: "monthly" },
  { path: "/testimonials", priority: 0.6, changefreq: "weekly" },
] as const;
