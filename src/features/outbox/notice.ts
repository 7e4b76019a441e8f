/**
 * What a form says of what the outbox keeps of its kind, in the form's notice
 * (components/OutboxNotice.astro, `[data-outbox="<kind>"]`): saved on this phone, with Send now
 * and Discard; sending; refused, with why; and once it went, when. Plain DOM, so the React islands
 * and the footer's script share it. A receipt is shown once, then dropped from the device; the page
 * that showed it keeps showing it, so a later render (the service worker's message after this
 * page's own send, or the reverse) cannot wipe "Sent at" off the form.
 */
import { STATUS_CLASS } from "@/shared/form-status";
import { outboxMessages } from "./messages";
import { isReceipt, type OutboxEntry, type OutboxKind } from "./items";
import { allEntries, deleteEntry } from "./store";
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

function row(entry: OutboxEntry): HTMLLIElement {
  const li = document.createElement("li");
  const p = document.createElement("p");
  const name = outboxMessages.kinds[entry.kind];
  const actions: HTMLButtonElement[] = [];
  if (isReceipt(entry)) {
    li.className = STATUS_CLASS.notice;
    p.textContent = `${name}: ${outboxMessages.sent(time(entry.sentAt))}`;
  } else {
    const label = entry.label ? ` (${entry.label})` : "";
    if (sending.has(entry.id)) {
      li.className = STATUS_CLASS.warning;
      p.textContent = `${name}${label}: ${outboxMessages.sending}`;
    } else {
      li.className = entry.refused === undefined ? STATUS_CLASS.warning : STATUS_CLASS.error;
      p.textContent = `${name}${label}: ${
        entry.refused === undefined ? outboxMessages.saved : outboxMessages.refused(entry.refused)
      }`;
      actions.push(
        button(outboxMessages.sendNow, "outboxSend", entry.id),
        button(outboxMessages.discard, "outboxDiscard", entry.id),
      );
    }
  }
  li.append(p);
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
  const { outboxSend, outboxDiscard } = target.dataset;
  if (outboxDiscard) {
    await deleteEntry(outboxDiscard);
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
  const all = entries ?? (await allEntries());
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
    box.replaceChildren(...(mine.length ? [list] : []));
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
