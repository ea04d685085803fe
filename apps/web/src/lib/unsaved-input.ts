/*
 * Whether the page holds input the supplier has typed or chosen and not yet sent. A reload into a new
 * release is never made while it does (lib/resilient-route.tsx): what was typed would be lost.
 *
 * Read from the document itself, so every form of the portal (react-hook-form or not, in a page or in a
 * dialog) is covered without each one declaring it: a field the supplier has changed (an `input` or
 * `change` event from a person) counts until it leaves the page (a dialog closed, a section's edit
 * ended, a page left). A form that was sent and stays on screen still counts: the save may have been
 * refused, and keeping a tab on its build a while longer costs nothing. Search fields are left out: their
 * text lives in the address, which a reload keeps.
 */

const edited = new Set<Element>();

const FIELD = 'input, textarea, select, [contenteditable="true"]';

function isSearch(field: Element): boolean {
  return (
    (field instanceof HTMLInputElement && field.type === 'search') ||
    field.closest('[role="search"], [role="searchbox"]') !== null ||
    field.getAttribute('role') === 'searchbox'
  );
}

function record(event: Event) {
  if (!(event.target instanceof Element)) return;
  const field = event.target.closest(FIELD);
  if (field && !isSearch(field)) edited.add(field);
}

if (typeof document !== 'undefined') {
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
}

/** Whether a field changed by the supplier and not yet sent is still on the page. */
export function hasUnsavedInput(): boolean {
  for (const field of edited) {
    if (!field.isConnected) edited.delete(field);
  }
  return edited.size > 0;
}
