// The rooms of src/ and who may import whom (docs/architecture.md, "Rooms"), as an ESLint rule:
// `rooms/imports`. Each import is resolved to the file it names (`@/` is src/, relative paths
// from the importing file) and both ends are given a room:
//
//   site      src/site       who the site is, its settings and addresses, palette, texts
//   shared    src/shared     small helpers several features use (and their React parts)
//   firebase  src/firebase   the Firebase app and clients: infrastructure only
//   runtime   src/runtime    how code reaches a page: island loading, directives, on-demand code
//   feature   src/features/<name>
//   ui        src/components/ui: the site's Astro UI kit (links, badges, headers, icons)
//   page      src/pages, src/layouts, the other src/components, src/data, src/content,
//             src/build (they put the features together, or run only while building)
//
// A room imports only rooms below it (site < shared, firebase < runtime < feature, ui < page),
// so nothing a feature needs can reach back into one. A feature, or the UI kit, imports another
// feature only by its front doors: `@/features/<name>` (its index.ts, what it lends) and its
// components/ (what it shows); the rest of a feature is its own to change. Features use the UI
// kit freely.
import path from "node:path";

const LEVEL = { site: 0, shared: 1, firebase: 1, runtime: 2, feature: 3, ui: 3, page: 4 };

/**
 * The room of a path inside the project (relative to its root, with "/"), or undefined outside
 * src/ (packages, tools, tests: not this rule's business).
 * @param {string} file
 * @returns {{ room: keyof typeof LEVEL, feature?: string, front?: boolean } | undefined}
 */
export function roomOf(file) {
  const parts = file.split("/");
  if (parts[0] !== "src" || parts.length < 2) return undefined;
  const top = parts[1] ?? "";
  if (top === "features") {
    const rest = parts.slice(3).join("/");
    return {
      room: "feature",
      feature: parts[2],
      front: rest === "" || /^index\.tsx?$/.test(rest) || rest.startsWith("components/"),
    };
  }
  if (top === "components" && parts[2] === "ui") return { room: "ui" };
  if (["site", "shared", "firebase", "runtime"].includes(top))
    return { room: /** @type {"site" | "shared" | "firebase" | "runtime"} */ (top) };
  return { room: "page" };
}

/** @param {string} file @param {{ room: string, feature?: string }} room */
const name = (file, room) =>
  room.room === "feature"
    ? `src/features/${room.feature}`
    : file
        .split("/")
        .slice(0, room.room === "ui" ? 3 : 2)
        .join("/");

/**
 * Why `from` may not import `to` (project-relative paths), or undefined when it may.
 * @param {string} from
 * @param {string} to
 */
export function refusal(from, to) {
  const a = roomOf(from);
  const b = roomOf(to);
  if (!a || !b) return undefined;
  if (LEVEL[b.room] > LEVEL[a.room] && !(a.room === "ui" && b.room === "feature"))
    return `${name(from, a)} (${a.room}) may not import ${name(to, b)} (${b.room}): a room imports only rooms below it (site < shared, firebase < runtime < feature, ui < page).`;
  if (
    b.room === "feature" &&
    !b.front &&
    (a.room === "ui" || (a.room === "feature" && a.feature !== b.feature))
  )
    return `${name(from, a)} imports another feature only by its front doors: "@/features/${b.feature}" (its index.ts) or its components/, not its inner files.`;
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
const importsRule = {
  meta: {
    type: "problem",
    docs: { description: "Imports between src/ rooms go downwards; features meet by their index" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = path.relative(root, context.physicalFilename).split(path.sep).join("/");
    if (!roomOf(from)) return {};
    /** @param {any} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== "string") return;
      let target;
      if (source.startsWith("@/")) target = `src/${source.slice(2)}`;
      else if (source.startsWith(".")) target = path.posix.join(path.posix.dirname(from), source);
      else return;
      const why = refusal(from, target.split("?")[0] ?? target);
      if (why) context.report({ node, message: why });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const rooms = { rules: { imports: importsRule } };
