// A local stand-in for the site's two Formspree forms, for `npm run dev` and the tests only: the
// contact form (/f/contact) and the owner's notice of each new testimonial (/f/testimonial). It
// honours the documented contract (https://help.formspree.io/hc/en-us/articles/360013470814):
//   POST /f/<form id>, JSON (or a plain HTML form post) in
//   -> 200 {"ok":true,"next":...} when the submission is accepted
//   -> 422 {"error":...,"errors":[{"field","code","message"}]} when a field is missing or bad
//   -> 404 {"error":"Form not found"} for any other form id
// The honeypot field `_gotcha` makes it answer ok and drop the message, as Formspree does.
// Received messages are printed, and kept in memory for tests at GET/DELETE /__messages.
// The same server is the newsletter service's stand-in (Buttondown's embedded subscribe form,
// newsletter-stand-in.mjs): its sign-ups at GET/DELETE /__subscribers.
import { createServer } from "node:http";
import { looksLikeEmail } from "../../src/shared/email.ts";
import { LOCAL_FORM_ENDPOINT_PORT, LOCAL_NEWSLETTER } from "../../src/site/local-addresses.ts";
import { answerNewsletter } from "./newsletter-stand-in.mjs";

/** The forms it knows, with the fields each requires (a Formspree form's own settings). */
export const FORMS = {
  contact: ["name", "email", "subject", "message"],
  testimonial: ["name", "email", "role", "message"],
};
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
};

/** Formspree's validation: every field the form requires is present, and `email` is an email. */
export function validateSubmission(fields, required = FORMS.contact) {
  const errors = [];
  for (const field of required) {
    if (typeof fields[field] !== "string" || fields[field].trim() === "") {
      errors.push({ field, code: "REQUIRED_FIELD_MISSING", message: "is required" });
    }
  }
  if (typeof fields.email === "string" && fields.email.trim() && !looksLikeEmail(fields.email)) {
    errors.push({ field: "email", code: "TYPE_EMAIL", message: "should be an email" });
  }
  return errors;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/json")) return JSON.parse(text || "{}");
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return null;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...CORS, ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Starts the stand-in on loopback. Returns { url, port, forms, newsletter, messages, subscribers,
 * close() }: `forms` are the URLs of its forms, `newsletter` the newsletter's sign-up URL;
 * `messages` holds every accepted submission, `subscribers` every sign-up, newest last.
 */
export function startFormEndpoint({
  port = LOCAL_FORM_ENDPOINT_PORT,
  host = "127.0.0.1",
  log = console.log,
} = {}) {
  const messages = [];
  const subscribers = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    if (req.method === "OPTIONS") return send(res, 204, {});
    if (await answerNewsletter(req, res, url, { subscribers, log, cors: CORS })) return;
    if (url.pathname === "/__messages") {
      if (req.method === "DELETE") messages.length = 0;
      return send(res, 200, { messages });
    }
    const form = /^\/f\/([\w-]+)$/.exec(url.pathname);
    if (!form || !Object.hasOwn(FORMS, form[1])) return send(res, 404, { error: "Form not found" });
    if (req.method !== "POST") return send(res, 405, { error: "Method not allowed" });

    let fields;
    try {
      fields = await readBody(req);
    } catch {
      return send(res, 400, { error: "Invalid JSON", errors: [{ code: "INVALID_JSON" }] });
    }
    if (!fields || typeof fields !== "object") {
      return send(res, 415, { error: "Unsupported content type", errors: [{ code: "TYPE" }] });
    }
    const htmlForm = !(req.headers["content-type"] ?? "").includes("json");
    const { _gotcha: trap, ...message } = fields;
    if (trap) {
      log(`[form-endpoint] honeypot filled: dropped a submission to ${form[1]}`);
    } else {
      const errors = validateSubmission(message, FORMS[form[1]]);
      if (errors.length) {
        log(`[form-endpoint] rejected: ${errors.map((e) => `${e.field} ${e.message}`).join(", ")}`);
        return send(res, 422, { error: "Validation errors", errors });
      }
      messages.push({ form: form[1], ...message, receivedAt: new Date().toISOString() });
      log(`[form-endpoint] message for "${form[1]}":\n${JSON.stringify(message, null, 2)}`);
    }
    if (htmlForm) {
      // A plain form post (no JavaScript): Formspree shows a thank-you page with a way back.
      const back = req.headers.referer ?? "/";
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...CORS });
      return res.end(
        `<!doctype html><title>Thanks!</title><p>Thanks! Your message was sent.</p><p><a href="${encodeURI(back)}">Go back</a></p>`,
      );
    }
    return send(res, 200, { ok: true, next: `/thanks?form=${form[1]}` });
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      const url = `http://${host}:${actual}`;
      resolve({
        url,
        port: actual,
        forms: Object.keys(FORMS).map((id) => `${url}/f/${id}`),
        newsletter: `${url}/api/emails/embed-subscribe/${LOCAL_NEWSLETTER}`,
        messages,
        subscribers,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
