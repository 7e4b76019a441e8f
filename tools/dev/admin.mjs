// Server-side account tasks with firebase-admin (it bypasses firestore.rules): granting admin
// status and seeding the demo data. Used by `npm run make-admin`, `npm run dev` and the tests.
//
// Against the emulators: set FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (the
// `emulators` option below does it) and use a demo-* project id; no credentials are needed.
// Against a real project: GOOGLE_APPLICATION_CREDENTIALS=<service-account.json> and its project id.
import { deleteApp, initializeApp, applicationDefault } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { LOCAL_CLOUD_NAME, isDemoProject } from "../../src/site/local-addresses.ts";
import { DEMO_AVATAR } from "./cloudinary-upload.mjs";

/**
 * @param {{ projectId: string, emulators?: { authHost: string, firestoreHost: string } }} options
 */
export function adminApp({ projectId, emulators }) {
  if (emulators) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  }
  const local = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  // No Google Cloud metadata server exists on loopback; do not look for one.
  if (local) process.env.METADATA_SERVER_DETECTION ??= "none";
  if (!local && isDemoProject(projectId))
    throw new Error(`${projectId} exists only in the emulators: start them or set a real project`);
  const app = initializeApp(
    local ? { projectId } : { projectId, credential: applicationDefault() },
    `admin-${Date.now()}-${Math.random()}`,
  );
  return { app, auth: getAuth(app), db: getFirestore(app), close: () => deleteApp(app) };
}

/**
 * Grants admin status to the account with this email (SPEC §3: users/{uid}.isAdmin, with
 * updatedAt). Creates the user document when the account has none yet. Returns the uid.
 * @param {ReturnType<typeof adminApp>} admin @param {string} email
 */
export async function grantAdminByEmail(admin, email) {
  const user = await admin.auth.getUserByEmail(email.trim());
  const ref = admin.db.collection("users").doc(user.uid);
  const existing = await ref.get();
  await ref.set(
    {
      ...(existing.exists
        ? {}
        : {
            email: user.email,
            emailVerified: user.emailVerified,
            createdAt: FieldValue.serverTimestamp(),
          }),
      isAdmin: true,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return user.uid;
}

/** The demo accounts `npm run dev` seeds and prints. Local emulators only. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@example.com", password: "admin-demo-2026", displayName: "Amara (admin)" },
  user: {
    email: "visitor@example.com",
    password: "visitor-demo-2026",
    displayName: "Demo Visitor",
  },
};

/** Pending testimonials for the moderation panel to show straight away (SPEC §3 stored shape). */
export const DEMO_PENDING_TESTIMONIALS = [
  {
    name: "Folake Adeyemi",
    role: "Head of Operations",
    company: "Lagos Food Bank Initiative",
    email: "folake@example.com",
    message:
      "Amara's team rebuilt our volunteer rota app in three weeks. Sign-ups doubled, and she cooked for the launch party too.",
    minutesAgo: 90,
  },
  {
    name: "Tunde Bakare",
    role: "Student",
    email: "tunde@example.com",
    message: "The free HTML guide got me my first freelance gig. Thank you for writing it!",
    // A sample asset of the local cloud (tools/dev/cloudinary-stand-in.mjs serves it), so the photo shows;
    // stored as Cloudinary names it, as every photo is.
    imageUrl: `https://res.cloudinary.com/${LOCAL_CLOUD_NAME}/image/upload/v1730000000/${DEMO_AVATAR}.jpg`,
    minutesAgo: 30,
  },
];

/**
 * Seeds the demo data into the emulators: the two demo accounts (verified emails, user
 * documents; the admin with isAdmin) and pending testimonials. Idempotent.
 * @param {ReturnType<typeof adminApp>} admin
 */
export async function seedDemo(admin) {
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    let user;
    try {
      user = await admin.auth.getUserByEmail(account.email);
    } catch {
      user = await admin.auth.createUser({ ...account, emailVerified: true });
    }
    await admin.db
      .collection("users")
      .doc(user.uid)
      .set(
        {
          email: account.email,
          emailVerified: true,
          displayName: account.displayName,
          isAdmin: kind === "admin",
          createdAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
  }
  await seedTestimonials(
    admin,
    DEMO_PENDING_TESTIMONIALS.map(({ minutesAgo, ...testimonial }) => ({
      ...testimonial,
      id: `demo-${testimonial.name.toLowerCase().replace(/\W+/g, "-")}`,
      status: "pending",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })),
  );
}

/**
 * Writes testimonials as the app would have stored them: the private record and, for approved
 * ones, the public copy (the two-document model of firestore.rules), 500 writes per batch.
 * @param {ReturnType<typeof adminApp>} admin
 * @param {readonly { id: string, name: string, status: "pending" | "approved" | "rejected",
 *   createdAt: Date, email?: string, role?: string, message?: string, company?: string,
 *   imageUrl?: string }[]} items
 */
export async function seedTestimonials(admin, items) {
  const writes = [];
  for (const item of items) {
    const at = Timestamp.fromDate(item.createdAt);
    const shown = {
      name: item.name,
      role: item.role ?? "Seeded reviewer",
      message: item.message ?? `Seeded ${item.name}`,
      ...(item.company ? { company: item.company } : {}),
      ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
    };
    writes.push([
      `testimonials/${item.id}`,
      {
        ...shown,
        email: item.email ?? `${item.id}@example.com`,
        status: item.status,
        consent: true,
        consentAt: at,
        createdAt: at,
        ...(item.status === "pending" ? {} : { decidedAt: at }),
      },
    ]);
    if (item.status === "approved")
      writes.push([`publicTestimonials/${item.id}`, { ...shown, approvedAt: at }]);
  }
  for (let i = 0; i < writes.length; i += 500) {
    const batch = admin.db.batch();
    for (const [path, data] of writes.slice(i, i + 500)) batch.set(admin.db.doc(path), data);
    await batch.commit();
  }
  return writes.length;
}

/**
 * Erases testimonials for good: each record, its public copy and any featured slot naming it.
 * @param {ReturnType<typeof adminApp>} admin @param {readonly string[]} ids
 */
export async function eraseTestimonials(admin, ids) {
  // A featured one leaves its slot too (firestore.rules ask the app for the same).
  const slots = await admin.db.collection("featured").get();
  for (const slot of slots.docs) {
    if (ids.includes(slot.get("testimonial"))) await slot.ref.delete();
  }
  for (let i = 0; i < ids.length; i += 250) {
    const batch = admin.db.batch();
    for (const id of ids.slice(i, i + 250)) {
      batch.delete(admin.db.doc(`testimonials/${id}`));
      batch.delete(admin.db.doc(`publicTestimonials/${id}`));
    }
    await batch.commit();
  }
}
