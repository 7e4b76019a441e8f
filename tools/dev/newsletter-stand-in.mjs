// A local stand-in for the newsletter service, Buttondown, for `npm run dev` and the tests only,
// served by the form-endpoint stand-in on its port (form-endpoint-stand-in.mjs). It honours the
// contract of Buttondown's embedded subscribe form (the form its "Embedding" settings give; no
// script of theirs, no API key):
//   POST /api/emails/embed-subscribe/<username>, a plain HTML form post
//   (application/x-www-form-urlencoded, or multipart/form-data) with
//     email          the address (required)
//     embed=1        sent by the embedded form
//     tag            optional, repeatable: tags given to the subscriber
//     metadata__<k>  optional: metadata kept with the subscriber
//   -> 303 See Other to the newsletter's "check your inbox" page when the address is accepted: the
//      subscriber is kept unconfirmed, and Buttondown emails a confirmation link (double opt-in);
//      an address already on the list is answered the same way, and kept once
//   -> 400 with an error page when the address is missing or not an email
//   -> 404 for a username that has no newsletter
// Every sign-up is printed, and kept in memory for tests at GET/DELETE /__subscribers.
import { looksLikeEmail } from "../../src/shared/email.ts";
import { LOCAL_NEWSLETTER } from "../../src/site/local-addresses.ts";

/** The path of a newsletter's embedded subscribe form. */
export const EMBED_SUBSCRIBE = /^\/api\/emails\/embed-subscribe\/([\w-]+)\/?$/;

/** Text for an HTML page. */
const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

const page = (title, body) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title><h1>${escape(title)}</h1>${body}</html>`;

/**
 * What Buttondown makes of a sign-up's fields: the subscriber ({ email, tags, metadata }), or the
 * error a refusal names.
 * @param {URLSearchParams} fields
 * @returns {{ subscriber: { email: string, tags: string[], metadata: Record<string, string> } } | { error: string }}
 */
export function readSignUp(fields) {
  const email = (fields.get("email") ?? "").trim();
  if (!email) return { error: "An email address is required." };
  if (!looksLikeEmail(email)) return { error: `"${email}" is not a valid email address.` };
  const metadata = {};
  for (const [name, value] of fields) {
    if (name.startsWith("metadata__")) metadata[name.slice("metadata__".length)] = value;
  }
  return { subscriber: { email, tags: fields.getAll("tag"), metadata } };
}

/** The fields of a form post, or null for another content type. */
async function readForm(req) {
  const type = req.headers["content-type"] ?? "";
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  if (type.includes("application/x-www-form-urlencoded"))
    return new URLSearchParams(body.toString("utf8"));
  if (type.includes("multipart/form-data")) {
    const form = await new Response(body, { headers: { "content-type": type } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
    return fields;
  }
  return null;
}

/**
 * The newsletter's part of the stand-in: answers its requests and returns true, or returns false
 * for a path that is not its own. `subscribers` keeps every accepted sign-up, newest last.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 * @param {{ subscribers: object[], log: (line: string) => void, cors: Record<string, string> }} options
 */
export async function answerNewsletter(req, res, url, { subscribers, log, cors }) {
  const html = (status, body, headers = {}) => {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", ...cors, ...headers });
    res.end(body);
  };
  if (url.pathname === "/__subscribers") {
    if (req.method === "DELETE") subscribers.length = 0;
    res.writeHead(200, { "Content-Type": "application/json", ...cors });
    res.end(JSON.stringify({ subscribers }));
    return true;
  }
  const confirm = /^\/([\w-]+)\/confirm$/.exec(url.pathname);
  if (confirm && confirm[1] === LOCAL_NEWSLETTER) {
    html(
      200,
      page(
        "Almost there: check your inbox",
        "<p>We have sent you an email with a link to confirm your subscription.</p>",
      ),
    );
    return true;
  }
  const match = EMBED_SUBSCRIBE.exec(url.pathname);
  if (!match) return false;
  if (match[1] !== LOCAL_NEWSLETTER) {
    html(404, page("Not found", "<p>There is no newsletter here.</p>"));
    return true;
  }
  if (req.method !== "POST") {
    html(405, page("Method not allowed", "<p>Subscribe with a POST.</p>"), { Allow: "POST" });
    return true;
  }
  const fields = await readForm(req);
  const signUp = fields ? readSignUp(fields) : { error: "Send the form's fields." };
  if ("error" in signUp) {
    log(`[newsletter] refused a sign-up to "${match[1]}": ${signUp.error}`);
    const back = req.headers.referer ?? "/";
    html(
      400,
      page(
        "Something went wrong",
        `<p>${escape(signUp.error)}</p><p><a href="${escape(back)}">Go back</a></p>`,
      ),
    );
    return true;
  }
  const { subscriber } = signUp;
  const known = subscribers.some((s) => s.email.toLowerCase() === subscriber.email.toLowerCase());
  if (known) {
    log(`[newsletter] ${subscriber.email} is already on "${match[1]}": nothing new kept`);
  } else {
    subscribers.push({
      newsletter: match[1],
      ...subscriber,
      status: "unactivated",
      receivedAt: new Date().toISOString(),
    });
    log(
      `[newsletter] sign-up for "${match[1]}": ${subscriber.email} (unconfirmed; Buttondown would now email a confirmation link)`,
    );
  }
  res.writeHead(303, { Location: `/${match[1]}/confirm`, ...cors });
  res.end();
  return true;
}
