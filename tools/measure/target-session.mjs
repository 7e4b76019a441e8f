// A DevTools session on a browser target Playwright gives none of: a service worker. Attached from a
// browser-wide session (`browser.newBrowserCDPSession()`), not flattened: its commands and events
// are relayed as messages (Target.sendMessageToTarget, Target.receivedMessageFromTarget). Used to
// count a worker's bytes (tools/measure/worker-repeat.mjs) and to throttle its network as the
// page's is (tools/measure/hover.mjs): DevTools' network emulation of a page does not reach the
// requests its service worker makes.

import { ending } from "./settled.mjs";

/**
 * A CDP-like session on one target of `browserSession` (attached, not flattened): `on` for its
 * events, `send` for its commands.
 * @param {import("@playwright/test").CDPSession} browserSession
 * @param {string} targetId
 */
export async function targetSession(browserSession, targetId) {
  const { sessionId } = await ending(
    browserSession.send("Target.attachToTarget", { targetId, flatten: false }),
    `target ${targetId}`,
    "attaching to it",
  );
  /** @type {Map<string, Array<(params: any) => void>>} */
  const listeners = new Map();
  /** @type {Map<number, (message: any) => void>} */
  const replies = new Map();
  let nextId = 1;
  // A target that goes away (a worker stopped) answers nothing more: what waits for it fails,
  // naming the command, instead of waiting for ever.
  browserSession.on("Target.detachedFromTarget", (event) => {
    if (event.sessionId !== sessionId) return;
    for (const [id, reply] of replies)
      reply({ id, error: { message: "the target went away before it answered" } });
  });
  browserSession.on("Target.receivedMessageFromTarget", (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    if (message.id !== undefined) replies.get(message.id)?.(message);
    else for (const listener of listeners.get(message.method) ?? []) listener(message.params);
  });
  return {
    on(/** @type {string} */ method, /** @type {(params: any) => void} */ listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener]);
    },
    /** @param {string} method @param {object} [params] */
    send(method, params = {}) {
      const id = nextId++;
      const answered = new Promise((resolve, reject) => {
        replies.set(id, (message) => {
          replies.delete(id);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result);
        });
        // A message the browser could not pass on (the session is gone) is never answered.
        browserSession
          .send("Target.sendMessageToTarget", {
            sessionId,
            message: JSON.stringify({ id, method, params }),
          })
          .catch((error) => replies.get(id)?.({ id, error: { message: error.message } }));
      });
      return ending(answered, `target ${targetId}`, `its answer to ${method}`);
    },
    detach: () => browserSession.send("Target.detachFromTarget", { sessionId }).catch(() => {}),
  };
}

/**
 * Throttles every service worker of `origin` that runs in the browser, now or later, as `conditions`
 * (CDP's Network.emulateNetworkConditions): the requests it makes on a page's behalf (a page, a
 * prefetch the speculation rules asked for) then cost what the page's own would. Resolves once
 * the workers already running are throttled; `stop` detaches.
 * @param {import("@playwright/test").CDPSession} browserSession
 * @param {string} origin
 * @param {object} conditions
 */
export async function throttleWorkers(browserSession, origin, conditions) {
  /** @type {Map<string, Awaited<ReturnType<typeof targetSession>>>} */
  const sessions = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  const take = (/** @type {{ targetId: string, type: string, url: string }} */ info) => {
    if (info.type !== "service_worker" || !info.url.startsWith(origin)) return;
    if (sessions.has(info.targetId)) return;
    const attaching = targetSession(browserSession, info.targetId).then(async (session) => {
      sessions.set(info.targetId, session);
      await session.send("Network.enable");
      await session.send("Network.emulateNetworkConditions", { offline: false, ...conditions });
    });
    sessions.set(info.targetId, /** @type {any} */ (null));
    pending.push(attaching.catch(() => {}));
  };
  browserSession.on("Target.targetCreated", ({ targetInfo }) => take(targetInfo));
  browserSession.on("Target.targetInfoChanged", ({ targetInfo }) => take(targetInfo));
  await browserSession.send("Target.setDiscoverTargets", { discover: true });
  const { targetInfos } = await browserSession.send("Target.getTargets");
  targetInfos.forEach(take);
  await Promise.all(pending);
  return {
    /** Resolves once every worker seen so far is throttled. */
    ready: () => Promise.all(pending),
    /** How many workers are throttled. */
    count: () => [...sessions.values()].filter(Boolean).length,
  };
}
