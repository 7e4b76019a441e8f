/**
 * What a form says of what the outbox keeps of its kind, in the form's notice
 * (components/OutboxNotice.astro, `[data-outbox="<kind>"]`): saved on this phone and for how long,
 * with Send now and Discard; sending; refused, with why and for how long; and once it went, when;
 * Discard all when it lists more than one. Each item is named by its kind and when it was kept,
 * never by what was typed: the footer's notice is on every page, and a phone may be shared. Plain
 * DOM, so the React islands and the footer's script share it. A receipt is shown once, then
 * dropped from the device; the page that showed it keeps showing it, so a later render (the
 * service worker's message after this page's own send, or the reverse) cannot wipe "Sent at" off
 * the form.
 */
import { STATUS_CLASS } from "@/shared/form-status";
import { outboxMessages } from "./messages";
import { expired, isReceipt, type OutboxEntry, type OutboxItem, type OutboxKind } from "./items";
import { allEntries, deleteEntry, deleteWhere } from "./store";
import { outboxGlobal } from "./global";

/** The items being sent now (flush's onSending), shown as such until the next render. */
const sending = new Set<string>();
/** The receipts this page has shown (dropped from the device since): they stay on the page. */
const shownReceipts = new Map<string, OutboxEntry>();

const time = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

function button(text: string, data: string, id: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "btn btn-secondary px-4 py-2 text-sm";
  b.textContent = text;
  b.dataset[data] = id;
  return b;
}

/** What the notice names an item by: its kind and when it was kept, nothing that was typed. */
export function noticeName(item: OutboxItem, locales?: string | string[]): string {
  const when = new Date(item.keptAt).toLocaleString(locales, {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  return outboxMessages.item(outboxMessages.kinds[item.kind], when);
}

/** A second, lighter line of a row: how long the device keeps it. */
function line(text: string): HTMLParagraphElement {
  const p = document.createElement("p");
  p.className = "mt-1 text-sm font-normal";
  p.textContent = text;
  return p;
}

function row(entry: OutboxEntry): HTMLLIElement {
  const li = document.createElement("li");
  const p = document.createElement("p");
  const lines: HTMLParagraphElement[] = [];
  const actions: HTMLButtonElement[] = [];
  if (isReceipt(entry)) {
    li.className = STATUS_CLASS.notice;
    p.textContent = `${outboxMessages.kinds[entry.kind]}: ${outboxMessages.sent(time(entry.sentAt))}`;
  } else if (sending.has(entry.id)) {
    li.className = STATUS_CLASS.warning;
    p.textContent = `${noticeName(entry)}: ${outboxMessages.sending}`;
  } else {
    const refused = entry.refused !== undefined;
    li.className = refused ? STATUS_CLASS.error : STATUS_CLASS.warning;
    p.textContent = `${noticeName(entry)}: ${
      entry.refused === undefined ? outboxMessages.saved : outboxMessages.refused(entry.refused)
    }`;
    lines.push(line(refused ? outboxMessages.refusedFor : outboxMessages.keptFor));
    actions.push(
      button(outboxMessages.sendNow, "outboxSend", entry.id),
      button(outboxMessages.discard, "outboxDiscard", entry.id),
    );
  }
  li.append(p, ...lines);
  if (actions.length) {
    const bar = document.createElement("p");
    bar.className = "mt-3 flex flex-wrap gap-3";
    bar.append(...actions);
    li.append(bar);
  }
  li.dataset.outboxItem = entry.id;
  return li;
}

async function onClick(event: Event): Promise<void> {
  const target = (event.target as Element).closest<HTMLButtonElement>("button");
  if (!target) return;
  const { outboxSend, outboxDiscard, outboxDiscardAll } = target.dataset;
  if (outboxDiscard) {
    await deleteEntry(outboxDiscard);
    await showOutbox();
  } else if (outboxDiscardAll) {
    // Every entry of the kind: due, being sent, refused, and its receipts (shown ones too).
    await deleteWhere((entry) => entry.kind === outboxDiscardAll);
    for (const [id, receipt] of shownReceipts)
      if (receipt.kind === outboxDiscardAll) shownReceipts.delete(id);
    await showOutbox();
  } else if (outboxSend) {
    sending.add(outboxSend);
    await showOutbox();
    await outboxGlobal.outboxSendAll?.(outboxSend).catch(() => {});
  }
}

/**
 * Shows each kind's entries in its notice on this page (`kinds`: only those), the receipts once:
 * a receipt shown is dropped from the device. `entries`: what the store holds, when known.
 */
export async function showOutbox(
  entries?: OutboxEntry[],
  kinds?: readonly OutboxKind[],
): Promise<void> {
  const now = Date.now();
  const all = (entries ?? (await allEntries())).filter((entry) => !expired(entry, now));
  for (const box of document.querySelectorAll<HTMLElement>("[data-outbox]")) {
    const kind = box.dataset.outbox as OutboxKind;
    if (kinds && !kinds.includes(kind)) continue;
    if (box.dataset.outboxBound === undefined) {
      box.dataset.outboxBound = "";
      box.addEventListener("click", (event) => void onClick(event));
    }
    const stored = all.filter((e) => e.kind === kind);
    for (const e of stored) if (isReceipt(e)) shownReceipts.set(e.id, e);
    const mine = [
      ...stored.filter((e) => !isReceipt(e) && !shownReceipts.has(e.id)),
      ...[...shownReceipts.values()].filter((e) => e.kind === kind),
    ];
    const list = document.createElement("ul");
    list.className = "grid gap-3";
    list.append(...mine.map(row));
    const shown: HTMLElement[] = mine.length ? [list] : [];
    if (mine.filter((e) => !isReceipt(e)).length > 1) {
      const bar = document.createElement("p");
      bar.className = "mt-3";
      bar.append(button(outboxMessages.discardAll, "outboxDiscardAll", kind));
      shown.push(bar);
    }
    box.replaceChildren(...shown);
    for (const e of stored) if (isReceipt(e)) await deleteEntry(e.id);
  }
}

/** Marks an item as being sent (flush's onSending) and shows it so. */
export function showSending(id: string): void {
  sending.add(id);
  void showOutbox();
}

/** Forgets what was being sent (the flush is over). */
export function sendingDone(): void {
  sending.clear();
}
