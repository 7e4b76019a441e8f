/** Whether a navigation link points at the page being shown (or a page below it, e.g. a post under /blog). */
export function isCurrentPath(pathname: string, href: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  const current = normalise(pathname);
  const target = normalise(href);
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}
