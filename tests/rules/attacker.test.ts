// firestore.rules as an attacker meets them: through the Firestore REST API, as a stranger with no
// token and as a signed-in user who owns nothing here (bob), against every document that holds a
// private field (a testimonial's record, a user's document, a reader's progress, a receipt). For
// each stored field, a write that repeats its value, with and without `currentDocument`
// preconditions; an update mask naming a field the document lacks; a whole-document write of
// what is stored; a batch of writes that change nothing; a transform that changes nothing; a
// delete that a precondition stops; reads, lists, queries and batch reads. Every one is refused,
// and no answer carries a private value. The shared seed is in support.ts.
import { createMockUserToken } from "@firebase/util";
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ID, emulatorAddress } from "./environment";
import {
  Timestamp,
  asOwner,
  storedTestimonial,
  submit,
  testimonial,
  useSeededEmulator,
  userDoc,
} from "./support";

useSeededEmulator();

type Value = Record<string, unknown>;
type Answer = { status: number; body: string };
type Caller = "stranger" | "bob";

const { host, port } = emulatorAddress();
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
const ROOT = `http://${host}:${port}/v1/${DOCUMENTS}`;

/** The private values the seed below stores: none may appear in any answer to an attacker. */
const SECRETS = {
  email: "adebayo.private@example.com",
  aliceEmail: "alice@example.com",
  phone: "+2348031234567",
  lastName: "Ɗanjuma",
  consentAt: "2025-02-03T04:05:06Z",
  guideChapter: "private-chapter-7",
};

/** The documents attacked, each seeded with private fields. */
const TARGETS = [
  "testimonials/pending",
  "testimonials/approved",
  "testimonials/unpublished",
  "users/alice",
  "users/alice/progress/guides",
  "receipts/submitted",
] as const;

beforeEach(async () => {
  const consentAt = Timestamp.fromDate(new Date(SECRETS.consentAt));
  await asOwner(async (db) => {
    const batch = db.batch();
    for (const id of ["pending", "approved"])
      batch.update(db.doc(`testimonials/${id}`), {
        email: SECRETS.email,
        consentAt,
        areas: ["culinary", "software"],
      });
    batch.set(
      db.doc("testimonials/unpublished"),
      storedTestimonial("rejected", {
        email: SECRETS.email,
        consentAt,
        decidedAt: consentAt,
        unpublishedAt: consentAt,
      }),
    );
    batch.set(
      db.doc("users/alice"),
      userDoc("alice", { phone: SECRETS.phone, lastName: SECRETS.lastName, lastLogin: consentAt }),
    );
    batch.set(db.doc("users/alice/progress/guides"), {
      guides: { html: { chapters: { [SECRETS.guideChapter]: true } } },
      updatedAt: consentAt,
    });
    await batch.commit();
  });
  await submit(testimonial({ email: SECRETS.email }), undefined, "submitted");
});

const BOB = createMockUserToken(
  { user_id: "bob", sub: "bob", email: "bob@example.com", email_verified: true },
  PROJECT_ID,
);

async function call(
  who: Caller | "owner",
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (who === "bob") headers.Authorization = `Bearer ${BOB}`;
  // The emulator's owner token bypasses the rules: only to read what is stored.
  if (who === "owner") headers.Authorization = "Bearer owner";
  const response = await fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.text() };
}

/** The document as stored (REST form), read past the rules. */
async function stored(
  path: string,
): Promise<{ fields: Record<string, Value>; updateTime: string }> {
  const answer = await call("owner", "GET", `${ROOT}/${path}`);
  expect(answer.status).toBe(200);
  const document = JSON.parse(answer.body) as {
    fields?: Record<string, Value>;
    updateTime: string;
  };
  return { fields: document.fields ?? {}, updateTime: document.updateTime };
}

const mask = (...paths: string[]) =>
  paths.map((path) => `updateMask.fieldPaths=${encodeURIComponent(path)}`).join("&");

/**
 * Every answer is a refusal (but a read of a receipt, which anyone holding its id may make) and
 * carries no private value.
 */
function expectRefusedAndSilent(answers: readonly (Answer & { what: string })[]): void {
  for (const answer of answers) {
    const receiptRead = /(read|batch read) on receipts\//.test(answer.what);
    expect.soft(answer.status, answer.what).toBe(receiptRead ? 200 : 403);
    for (const secret of Object.values(SECRETS))
      expect.soft(answer.body, `${answer.what} carries ${secret}`).not.toContain(secret);
    expect.soft(answer.body, answer.what).not.toContain('"fields"');
  }
}

type Attempt = (
  what: string,
  method: string,
  target: string,
  body?: unknown,
) => Promise<Answer & { what: string }>;

const attempter =
  (who: Caller, path: string): Attempt =>
  async (what, method, target, body) => ({
    what: `${who} ${what} on ${path}`,
    ...(await call(who, method, target, body)),
  });

/** Each stored field written again as it is: alone, under each precondition, by a transform. */
function fieldNoOps(
  attempt: Attempt,
  fields: Record<string, Value>,
  updateTime: string,
  path: string,
) {
  const url = `${ROOT}/${path}`;
  const answers = [];
  for (const [field, value] of Object.entries(fields)) {
    const body = { fields: { [field]: value } };
    answers.push(
      attempt(`${field} repeated`, "PATCH", `${url}?${mask(field)}`, body),
      attempt(
        `${field} repeated, exists`,
        "PATCH",
        `${url}?${mask(field)}&currentDocument.exists=true`,
        body,
      ),
      attempt(
        `${field} repeated, updateTime`,
        "PATCH",
        `${url}?${mask(field)}&currentDocument.updateTime=${encodeURIComponent(updateTime)}`,
        body,
      ),
    );
    if ("arrayValue" in value)
      answers.push(
        attempt(`${field} transform that removes nothing`, "POST", `${ROOT}:commit`, {
          writes: [
            {
              transform: {
                document: `${DOCUMENTS}/${path}`,
                fieldTransforms: [
                  { fieldPath: field, removeAllFromArray: { values: [{ stringValue: "absent" }] } },
                ],
              },
            },
          ],
        }),
      );
  }
  return answers;
}

/**
 * The writes that change nothing, aimed at one document by one caller. They are sent at once: each
 * is refused alone, and none may change the document (the caller checks it is unchanged after).
 */
async function noOpWrites(who: Caller, path: string): Promise<(Answer & { what: string })[]> {
  const { fields, updateTime } = await stored(path);
  const url = `${ROOT}/${path}`;
  const name = `${DOCUMENTS}/${path}`;
  const attempt = attempter(who, path);
  const answers = [
    attempt("mask on a missing field, empty body", "PATCH", `${url}?${mask("zz")}`, {}),
    attempt("whole document written again", "PATCH", url, { fields }),
    attempt(
      "no-op with updateTime precondition",
      "PATCH",
      `${url}?${mask("zz")}&currentDocument.updateTime=${encodeURIComponent(updateTime)}`,
      {},
    ),
    attempt(
      "no-op with exists precondition",
      "PATCH",
      `${url}?${mask("zz")}&currentDocument.exists=true`,
      {},
    ),
    attempt("delete stopped by a precondition", "DELETE", `${url}?currentDocument.exists=false`),
    attempt("read", "GET", url),
    attempt("batch read", "POST", `${ROOT}:batchGet`, { documents: [name] }),
    attempt("empty update in a batch", "POST", `${ROOT}:commit`, {
      writes: [
        {
          update: { name, fields: {} },
          updateMask: { fieldPaths: [] },
          currentDocument: { exists: true },
        },
      ],
    }),
  ];
  if (Object.keys(fields).length)
    answers.push(
      attempt("batch of writes that change nothing", "POST", `${ROOT}:commit`, {
        writes: Object.entries(fields).map(([field, value]) => ({
          update: { name, fields: { [field]: value } },
          updateMask: { fieldPaths: [field] },
        })),
      }),
    );
  answers.push(...fieldNoOps(attempt, fields, updateTime, path));
  return Promise.all(answers);
}

describe("an attacker's writes that change nothing, through the REST API", () => {
  it.each(
    TARGETS.flatMap((path) => (["stranger", "bob"] as const).map((who) => [who, path] as const)),
  )(
    "%s: every no-op write, read and precondition on %s is refused and shows nothing",
    async (who, path) => {
      const before = await stored(path);
      expectRefusedAndSilent(await noOpWrites(who, path));
      // Nothing changed, not even the update time.
      expect(await stored(path)).toEqual(before);
    },
  );

  it.each(["stranger", "bob"] as const)(
    "%s: a guessed email is answered the same whether it is right or wrong",
    async (who) => {
      const guess = (email: string) =>
        call(who, "PATCH", `${ROOT}/testimonials/pending?${mask("email")}`, {
          fields: { email: { stringValue: email } },
        });
      const right = await guess(SECRETS.email);
      const wrong = await guess("someone.else@example.com");
      expect([right.status, wrong.status]).toEqual([403, 403]);
      expect(right.body).toBe(wrong.body);
    },
  );

  it.each(["stranger", "bob"] as const)(
    "%s: lists and queries of the private collections are refused and show nothing",
    async (who) => {
      const query = (collectionId: string, allDescendants = false) =>
        call(who, "POST", `${ROOT}:runQuery`, {
          structuredQuery: {
            from: [{ collectionId, allDescendants }],
            where: {
              fieldFilter: {
                field: { fieldPath: "email" },
                op: "EQUAL",
                value: { stringValue: SECRETS.email },
              },
            },
          },
        });
      const answers = [];
      for (const collection of ["testimonials", "users", "receipts", "progress"]) {
        answers.push({
          what: `list ${collection}`,
          ...(await call(who, "GET", `${ROOT}/${collection}`)),
        });
        answers.push({ what: `query ${collection}`, ...(await query(collection)) });
        answers.push({ what: `group query ${collection}`, ...(await query(collection, true)) });
      }
      expectRefusedAndSilent(answers);
    },
  );

  it("a receipt read by its id is an empty document", async () => {
    const answer = await call("stranger", "GET", `${ROOT}/receipts/submitted`);
    expect(answer.status).toBe(200);
    for (const secret of Object.values(SECRETS)) expect(answer.body).not.toContain(secret);
    expect(JSON.parse(answer.body)).not.toHaveProperty("fields");
  });
});
